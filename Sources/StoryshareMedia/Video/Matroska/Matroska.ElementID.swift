extension Matroska {
    /// An EBML element ID, with its length marker bits kept (`0x1A45DFA3` is the EBML header).
    struct ElementID: Hashable, Sendable, CustomStringConvertible {
        /// The ID as written, 1 to 4 bytes, big-endian.
        let rawValue: UInt32

        init(_ rawValue: UInt32) {
            self.rawValue = rawValue
        }

        // Spelled out: the synthesized versions are several times slower in debug builds, and
        // the parser compares IDs once per element.
        static func == (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue == rhs.rawValue }

        func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        static let ebml = ElementID(0x1A45_DFA3)
        static let docType = ElementID(0x4282)
        static let void = ElementID(0xEC)
        static let crc32 = ElementID(0xBF)
        static let segment = ElementID(0x1853_8067)
        static let seekHead = ElementID(0x114D_9B74)
        static let seek = ElementID(0x4DBB)
        static let seekID = ElementID(0x53AB)
        static let seekPosition = ElementID(0x53AC)
        static let info = ElementID(0x1549_A966)
        static let timestampScale = ElementID(0x2A_D7B1)
        static let duration = ElementID(0x4489)
        static let tracks = ElementID(0x1654_AE6B)
        static let trackEntry = ElementID(0xAE)
        static let trackNumber = ElementID(0xD7)
        static let trackType = ElementID(0x83)
        static let codecID = ElementID(0x86)
        static let defaultDuration = ElementID(0x23_E383)
        static let video = ElementID(0xE0)
        static let pixelWidth = ElementID(0xB0)
        static let pixelHeight = ElementID(0xBA)
        static let displayWidth = ElementID(0x54B0)
        static let displayHeight = ElementID(0x54BA)
        static let displayUnit = ElementID(0x54B2)
        static let projection = ElementID(0x7670)
        static let projectionType = ElementID(0x7671)
        static let projectionPoseYaw = ElementID(0x7673)
        static let projectionPosePitch = ElementID(0x7674)
        static let projectionPoseRoll = ElementID(0x7675)
        static let audio = ElementID(0xE1)
        static let cues = ElementID(0x1C53_BB6B)
        static let cuePoint = ElementID(0xBB)
        static let cueTime = ElementID(0xB3)
        static let cueTrackPositions = ElementID(0xB7)
        static let cueClusterPosition = ElementID(0xF1)
        static let cluster = ElementID(0x1F43_B675)
        static let timestamp = ElementID(0xE7)
        static let silentTracks = ElementID(0x5854)
        static let position = ElementID(0xA7)
        static let prevSize = ElementID(0xAB)
        static let simpleBlock = ElementID(0xA3)
        static let blockGroup = ElementID(0xA0)
        static let block = ElementID(0xA1)
        static let blockDuration = ElementID(0x9B)
        static let encryptedBlock = ElementID(0xAF)

        private static let names: [ElementID: String] = [
            .ebml: "EBML", .docType: "DocType", .void: "Void", .crc32: "CRC-32", .segment: "Segment",
            .seekHead: "SeekHead", .seek: "Seek", .seekID: "SeekID", .seekPosition: "SeekPosition",
            .info: "Info", .timestampScale: "TimestampScale", .duration: "Duration", .tracks: "Tracks",
            .trackEntry: "TrackEntry", .trackNumber: "TrackNumber", .trackType: "TrackType",
            .codecID: "CodecID", .defaultDuration: "DefaultDuration", .video: "Video",
            .pixelWidth: "PixelWidth", .pixelHeight: "PixelHeight", .displayWidth: "DisplayWidth",
            .displayHeight: "DisplayHeight", .displayUnit: "DisplayUnit", .projection: "Projection",
            .projectionType: "ProjectionType", .projectionPoseYaw: "ProjectionPoseYaw",
            .projectionPosePitch: "ProjectionPosePitch", .projectionPoseRoll: "ProjectionPoseRoll",
            .audio: "Audio", .cues: "Cues", .cuePoint: "CuePoint", .cueTime: "CueTime",
            .cueTrackPositions: "CueTrackPositions", .cueClusterPosition: "CueClusterPosition",
            .cluster: "Cluster", .timestamp: "Timestamp", .silentTracks: "SilentTracks",
            .position: "Position", .prevSize: "PrevSize", .simpleBlock: "SimpleBlock",
            .blockGroup: "BlockGroup", .block: "Block", .blockDuration: "BlockDuration",
            .encryptedBlock: "EncryptedBlock",
        ]

        /// The element's name (`Tracks`), or its ID in hex (`0x1254C367`) when not one read here.
        var description: String {
            Self.names[self] ?? "0x" + String(rawValue, radix: 16, uppercase: true)
        }
    }
}

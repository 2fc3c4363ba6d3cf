/// Reads the presentation metadata of a Matroska or WebM file from element headers alone.
///
/// It reads the EBML header, then the Segment's children up to the first Cluster (SeekHead,
/// Info, Tracks, Cues), following the SeekHead for metadata stored after the Clusters. Only when
/// Info has no Duration does it look at Clusters, and then only at their headers, their
/// Timestamps and the first bytes of their blocks: never at frame data.
struct MatroskaReader {
    private typealias Element = Matroska.Element
    private typealias ElementID = Matroska.ElementID
    private typealias ParseError = Matroska.ParseError

    private var ebml: EBMLReader
    private let limits: VideoParseLimits
    private var document = Matroska.Document()
    /// Index in `document.tracks` of the TrackEntry being read.
    private var currentTrack: Int?
    /// Segment positions of Info, Tracks and Cues as the SeekHead gives them.
    private var seekPositions: [ElementID: UInt64] = [:]
    private var pendingSeekID: ElementID?
    private var pendingSeekPosition: UInt64?
    /// DefaultDuration by TrackNumber, gathered before blocks are read.
    private var frameDurations: [UInt64: UInt64] = [:]
    /// The largest CueClusterPosition: the last Cluster the Cues index.
    private var lastCuedCluster: UInt64?
    private var visited: Set<ElementID> = []

    /// Children a Cluster of unknown size may hold; any other element ends it.
    private static let clusterChildren: Set<ElementID> = [
        .timestamp, .silentTracks, .position, .prevSize, .simpleBlock, .blockGroup, .encryptedBlock,
        .void, .crc32,
    ]

    /// A reader of `source` working within `limits`.
    init(source: any ByteSource, limits: VideoParseLimits = .standard) {
        ebml = EBMLReader(source: source, limits: limits)
        self.limits = limits
    }

    /// Reads the EBML header and the first Segment, or throws the first problem found.
    mutating func readDocument() throws(Matroska.ParseError) -> Matroska.Document {
        let fileEnd = ebml.size
        let header = try ebml.readHeader(at: 0, end: fileEnd, parent: nil)
        guard header.id == .ebml else { throw .notEBML(found: header.id) }
        guard let headerEnd = header.end else {
            throw .unknownSizeNotAllowed(element: header.id, offset: header.offset)
        }
        try ebml.prefetch(header)
        try visitChildren(of: header, end: headerEnd, depth: 0)

        var offset = headerEnd
        while offset < fileEnd {
            let element = try ebml.readHeader(at: offset, end: fileEnd, parent: nil)
            if element.id == .segment {
                try readSegment(element)
                return document
            }
            guard let end = element.end else {
                throw .unknownSizeNotAllowed(element: element.id, offset: element.offset)
            }
            offset = end
        }
        throw .missingSegment(fileSize: fileEnd)
    }

    // MARK: - Segment

    private mutating func readSegment(_ segment: Element) throws(ParseError) {
        let end = segment.end ?? ebml.size
        var firstCluster: Element?
        var offset = segment.dataOffset
        while offset < end {
            let element = try ebml.readHeader(at: offset, end: end, parent: .segment)
            // A Segment of unknown size ends where the next EBML document or Segment starts.
            if segment.size == nil, element.id == .ebml || element.id == .segment { break }
            if element.id == .cluster {
                firstCluster = element
                break
            }
            guard let elementEnd = element.end else {
                throw .unknownSizeNotAllowed(element: element.id, offset: element.offset)
            }
            try visitTopLevel(element)
            offset = elementEnd
        }

        // Metadata written after the Clusters is found through the SeekHead.
        var wanted: [ElementID] = [.info, .tracks]
        if document.duration == nil { wanted.append(.cues) }
        for id in wanted where !visited.contains(id) {
            guard let position = seekPositions[id] else { continue }
            let target = segment.dataOffset.addingReportingOverflow(position)
            guard !target.overflow, target.partialValue < end else { continue }
            // A SeekHead entry that points at anything else is ignored, as players do.
            guard let element = try? ebml.readHeader(at: target.partialValue, end: end, parent: .segment),
                element.id == id, element.end != nil
            else { continue }
            try visitTopLevel(element)
        }

        if document.duration == nil, let firstCluster {
            for track in document.tracks.reversed() {
                if let number = track.number { frameDurations[number] = track.defaultDuration ?? 0 }
            }
            document.lastBlockEnd = try lastBlockEnd(segment: segment, end: end, firstCluster: firstCluster)
        }
    }

    /// SeekHead, Info, Tracks and Cues are loaded whole and visited; anything else is skipped.
    private mutating func visitTopLevel(_ element: Element) throws(ParseError) {
        switch element.id {
        case .seekHead, .info, .tracks, .cues:
            guard !visited.contains(element.id) || element.id == .seekHead else { return }
            visited.insert(element.id)
            try ebml.prefetch(element)
            try visit(element, depth: 1)
        default:
            break
        }
    }

    // MARK: - Master elements

    private mutating func visitChildren(of parent: Element, end: UInt64, depth: Int) throws(ParseError) {
        var offset = parent.dataOffset
        while offset < end {
            let child = try ebml.readHeader(at: offset, end: end, parent: parent.id)
            guard let childEnd = child.end else {
                throw .unknownSizeNotAllowed(element: child.id, offset: child.offset)
            }
            try visit(child, depth: depth + 1)
            offset = childEnd
        }
    }

    private mutating func visit(_ element: Element, depth: Int) throws(ParseError) {
        guard depth <= limits.maxDepth else {
            throw .nestingTooDeep(element: element.id, offset: element.offset, limit: limits.maxDepth)
        }
        guard let end = element.end else {
            throw .unknownSizeNotAllowed(element: element.id, offset: element.offset)
        }
        switch element.id {
        case .seekHead, .info, .tracks, .video, .audio, .projection, .cues, .cuePoint, .cueTrackPositions:
            try visitChildren(of: element, end: end, depth: depth)
        case .seek:
            pendingSeekID = nil
            pendingSeekPosition = nil
            try visitChildren(of: element, end: end, depth: depth)
            if let id = pendingSeekID, let position = pendingSeekPosition, seekPositions[id] == nil,
                id == .info || id == .tracks || id == .cues
            {
                seekPositions[id] = position
            }
        case .trackEntry:
            guard document.tracks.count < limits.maxTracks else {
                throw .tooManyTracks(offset: element.offset, limit: limits.maxTracks)
            }
            document.tracks.append(Matroska.Track())
            let outer = currentTrack
            currentTrack = document.tracks.count - 1
            try visitChildren(of: element, end: end, depth: depth)
            currentTrack = outer
        case .docType:
            document.docType = try ebml.string(element)
        case .seekID:
            let bytes = try ebml.binary(element, maxLength: 4)
            pendingSeekID = ElementID(bytes.reduce(0) { $0 << 8 | UInt32($1) })
        case .seekPosition:
            pendingSeekPosition = try ebml.unsigned(element)
        case .timestampScale:
            let scale = try ebml.unsigned(element)
            guard scale > 0 else {
                throw .invalidValue(element: element.id, offset: element.offset, reason: "a TimestampScale of 0")
            }
            document.timestampScale = scale
        case .duration:
            // A Duration that is not a positive number is treated as absent (derived from Clusters).
            let duration = try ebml.float(element)
            document.duration = duration > 0 && duration.isFinite ? duration : nil
        case .cueClusterPosition:
            let position = try ebml.unsigned(element)
            lastCuedCluster = max(lastCuedCluster ?? 0, position)
        default:
            try visitTrackValue(element)
        }
    }

    /// Values that belong to the TrackEntry being read.
    private mutating func visitTrackValue(_ element: Element) throws(ParseError) {
        guard let track = currentTrack else { return }
        switch element.id {
        case .trackNumber: document.tracks[track].number = try ebml.unsigned(element)
        case .trackType: document.tracks[track].type = try ebml.unsigned(element)
        case .codecID: document.tracks[track].codecID = try ebml.string(element)
        case .defaultDuration: document.tracks[track].defaultDuration = try ebml.unsigned(element)
        case .pixelWidth: document.tracks[track].pixelWidth = try ebml.unsigned(element)
        case .pixelHeight: document.tracks[track].pixelHeight = try ebml.unsigned(element)
        case .displayWidth: document.tracks[track].displayWidth = try ebml.unsigned(element)
        case .displayHeight: document.tracks[track].displayHeight = try ebml.unsigned(element)
        case .displayUnit: document.tracks[track].displayUnit = try ebml.unsigned(element)
        case .projectionType: document.tracks[track].projectionType = try ebml.unsigned(element)
        case .projectionPoseYaw: document.tracks[track].poseYaw = try ebml.float(element)
        case .projectionPosePitch: document.tracks[track].posePitch = try ebml.float(element)
        case .projectionPoseRoll: document.tracks[track].poseRoll = try ebml.float(element)
        default: break
        }
    }

    // MARK: - Clusters

    /// Where the last block of the Segment ends, in nanoseconds: walks Cluster headers from the
    /// last Cluster the Cues index (or the first Cluster) to the end of the Segment, then the
    /// block headers of the last one. Clusters of unknown size are walked block by block.
    private mutating func lastBlockEnd(segment: Element, end: UInt64, firstCluster: Element)
        throws(ParseError) -> Double?
    {
        var offset = firstCluster.offset
        if let cued = lastCuedCluster {
            let target = segment.dataOffset.addingReportingOverflow(cued)
            if !target.overflow, target.partialValue > firstCluster.offset, target.partialValue < end,
                let element = try? ebml.readHeader(at: target.partialValue, end: end, parent: .segment),
                element.id == .cluster
            {
                offset = target.partialValue
            }
        }
        var last: (cluster: Element, blockEnd: Double?)?
        while offset < end {
            let element = try ebml.readHeader(at: offset, end: end, parent: .segment)
            if segment.size == nil, element.id == .ebml || element.id == .segment { break }
            if element.id == .cluster {
                if let clusterEnd = element.end {
                    last = (element, nil)
                    offset = clusterEnd
                } else {
                    let scan = try scanCluster(element, end: end)
                    last = (element, scan.blockEnd)
                    offset = scan.end
                }
            } else {
                guard let elementEnd = element.end else {
                    throw .unknownSizeNotAllowed(element: element.id, offset: element.offset)
                }
                offset = elementEnd
            }
        }
        guard let last else { return nil }
        if last.cluster.size == nil { return last.blockEnd }
        return try scanCluster(last.cluster, end: end).blockEnd
    }

    /// Walks the children of a Cluster: its end (for an unknown size, where an element that cannot
    /// be its child starts) and where its last-ending block ends, in nanoseconds.
    private mutating func scanCluster(_ cluster: Element, end limit: UInt64)
        throws(ParseError) -> (end: UInt64, blockEnd: Double?)
    {
        let end = cluster.end ?? limit
        let scale = Double(document.timestampScale)
        var timestamp: UInt64 = 0
        var latest: Double?  // nanoseconds after the Cluster's Timestamp
        var offset = cluster.dataOffset
        while offset < end {
            let child = try ebml.readHeader(at: offset, end: end, parent: .cluster)
            if cluster.size == nil, !Self.clusterChildren.contains(child.id) { break }
            guard let childEnd = child.end else {
                throw .unknownSizeNotAllowed(element: child.id, offset: child.offset)
            }
            switch child.id {
            case .timestamp:
                timestamp = try ebml.unsigned(child)
            case .simpleBlock:
                let block = try ebml.blockHeader(child)
                latest = later(latest, blockEnd(block, duration: nil, scale: scale))
            case .blockGroup:
                var block: EBMLReader.BlockHeader?
                var duration: UInt64?
                var inner = child.dataOffset
                while inner < childEnd {
                    let grandchild = try ebml.readHeader(at: inner, end: childEnd, parent: child.id)
                    guard let grandchildEnd = grandchild.end else {
                        throw .unknownSizeNotAllowed(element: grandchild.id, offset: grandchild.offset)
                    }
                    if grandchild.id == .block { block = try ebml.blockHeader(grandchild) }
                    if grandchild.id == .blockDuration { duration = try ebml.unsigned(grandchild) }
                    inner = grandchildEnd
                }
                if let block { latest = later(latest, blockEnd(block, duration: duration, scale: scale)) }
            default:
                break
            }
            offset = childEnd
        }
        return (offset, latest.map { Double(timestamp) * scale + $0 })
    }

    /// Nanoseconds from the Cluster's Timestamp to the end of a block: its BlockDuration, else its
    /// track's DefaultDuration for each laced frame.
    private func later(_ a: Double?, _ b: Double) -> Double { a.map { max($0, b) } ?? b }

    private func blockEnd(_ block: EBMLReader.BlockHeader, duration: UInt64?, scale: Double) -> Double {
        let start = Double(block.timecode) * scale
        if let duration { return start + Double(duration) * scale }
        let frame = frameDurations[block.track] ?? 0
        return start + Double(frame) * Double(block.frames)
    }
}

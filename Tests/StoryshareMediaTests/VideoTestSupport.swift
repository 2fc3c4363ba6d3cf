import Foundation

@testable import StoryshareMedia

/// The videos under `testdata/video/` (made by `scripts/make-testdata-video`) and ffprobe's
/// recorded view of each valid one.
enum VideoTestData {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("testdata").appendingPathComponent("video")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Names of the videos that have a recorded `NAME.ffprobe.json`, sorted.
    static var validVideos: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let suffix = ".ffprobe.json"
        return names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    /// Names of the hostile videos (`hostile-*`), sorted.
    static var hostileVideos: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("hostile-") }.sorted()
    }
}

/// What ffprobe reported for a file, reduced to the facts storyshare compares.
struct FFprobeView {
    var codec: String?
    var width: Int?
    var height: Int?
    /// Clockwise rotation: ffprobe's display matrix `rotation` is counter-clockwise (an iPhone
    /// portrait video shows -90), so ours is its negation modulo 360.
    var rotation: Int
    var formatDuration: Double?
    var hasVideo: Bool
    var hasAudio: Bool

    /// Parses `NAME.ffprobe.json` (from `ffprobe -print_format json -show_format -show_streams`).
    init(jsonFor name: String) throws {
        let data = try Data(contentsOf: VideoTestData.directory.appendingPathComponent(name + ".ffprobe.json"))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let streams = root["streams"] as? [[String: Any]] ?? []
        let video = streams.first { $0["codec_type"] as? String == "video" }
        hasVideo = video != nil
        hasAudio = streams.contains { $0["codec_type"] as? String == "audio" }
        codec = video?["codec_name"] as? String
        width = video?["width"] as? Int
        height = video?["height"] as? Int
        let sideData = video?["side_data_list"] as? [[String: Any]] ?? []
        let counterClockwise = sideData.compactMap { ($0["rotation"] as? NSNumber)?.intValue }.first ?? 0
        rotation = ((-counterClockwise) % 360 + 360) % 360
        let format = root["format"] as? [String: Any]
        formatDuration = (format?["duration"] as? String).flatMap(Double.init)
    }
}

/// Builds ISO BMFF boxes for tests.
enum BoxBuilder {
    static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    static func u64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }

    /// A box with a 32-bit size.
    static func box(_ type: String, _ payload: [UInt8] = []) -> [UInt8] {
        u32(UInt32(8 + payload.count)) + Array(type.utf8) + payload
    }

    /// A box with a 64-bit largesize.
    static func largeBox(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        u32(1) + Array(type.utf8) + u64(UInt64(16 + payload.count)) + payload
    }

    /// A full box: version, 24-bit flags, payload.
    static func fullBox(_ type: String, version: UInt8 = 0, flags: UInt32 = 0, _ payload: [UInt8]) -> [UInt8] {
        box(type, [version] + Array(u32(flags).dropFirst()) + payload)
    }

    /// The identity matrix, or a quarter turn clockwise (`a=0 b=1 c=-1 d=0`, as iPhones write it).
    static func matrix(clockwise degrees: Int = 0) -> [UInt8] {
        let one: UInt32 = 0x0001_0000
        let minusOne: UInt32 = 0xFFFF_0000
        let (a, b, c, d): (UInt32, UInt32, UInt32, UInt32) =
            switch degrees {
            case 90: (0, one, minusOne, 0)
            case 180: (minusOne, 0, 0, minusOne)
            case 270: (0, minusOne, one, 0)
            default: (one, 0, 0, one)
            }
        return u32(a) + u32(b) + u32(0) + u32(c) + u32(d) + u32(0) + u32(0) + u32(0) + u32(0x4000_0000)
    }

    static func ftyp(_ brand: String = "isom") -> [UInt8] {
        box("ftyp", Array(brand.utf8) + u32(512) + Array(brand.utf8) + Array("mp41".utf8))
    }

    static func mvhd(version: UInt8 = 0, timescale: UInt32 = 1000, duration: UInt64) -> [UInt8] {
        let times =
            version == 0
            ? u32(0) + u32(0) + u32(timescale) + u32(UInt32(truncatingIfNeeded: duration))
            : u64(0) + u64(0) + u32(timescale) + u64(duration)
        let rest =
            u32(0x0001_0000) + u16(0x0100) + [UInt8](repeating: 0, count: 10) + matrix()
            + [UInt8](repeating: 0, count: 24) + u32(2)
        return fullBox("mvhd", version: version, times + rest)
    }

    static func tkhd(
        version: UInt8 = 0, trackID: UInt32 = 1, duration: UInt64 = 0, width: Int, height: Int, rotation: Int = 0
    ) -> [UInt8] {
        let times =
            version == 0
            ? u32(0) + u32(0) + u32(trackID) + u32(0) + u32(UInt32(truncatingIfNeeded: duration))
            : u64(0) + u64(0) + u32(trackID) + u32(0) + u64(duration)
        let rest =
            [UInt8](repeating: 0, count: 16) + matrix(clockwise: rotation)
            + u32(UInt32(width) << 16) + u32(UInt32(height) << 16)
        return fullBox("tkhd", version: version, flags: 3, times + rest)
    }

    static func mdhd(version: UInt8 = 0, timescale: UInt32, duration: UInt64) -> [UInt8] {
        let times =
            version == 0
            ? u32(0) + u32(0) + u32(timescale) + u32(UInt32(truncatingIfNeeded: duration))
            : u64(0) + u64(0) + u32(timescale) + u64(duration)
        return fullBox("mdhd", version: version, times + u16(0x55C4) + u16(0))
    }

    static func hdlr(_ handler: String) -> [UInt8] {
        fullBox("hdlr", u32(0) + Array(handler.utf8) + [UInt8](repeating: 0, count: 12) + [0])
    }

    /// A visual sample entry of type `codec` with its width and height.
    static func visualSampleEntry(_ codec: String, width: Int, height: Int, children: [UInt8] = []) -> [UInt8] {
        let fields =
            [UInt8](repeating: 0, count: 6) + u16(1) + [UInt8](repeating: 0, count: 16)
            + u16(UInt16(width)) + u16(UInt16(height)) + u32(0x0048_0000) + u32(0x0048_0000) + u32(0) + u16(1)
            + [UInt8](repeating: 0, count: 32) + u16(0x18) + u16(0xFFFF)
        return box(codec, fields + children)
    }

    static func stsd(_ entries: [UInt8]...) -> [UInt8] {
        fullBox("stsd", u32(UInt32(entries.count)) + entries.flatMap { $0 })
    }

    static func elst(version: UInt8 = 0, _ edits: [(duration: UInt64, mediaTime: Int64)]) -> [UInt8] {
        var payload = u32(UInt32(edits.count))
        for edit in edits {
            payload +=
                version == 0
                ? u32(UInt32(edit.duration)) + u32(UInt32(bitPattern: Int32(edit.mediaTime)))
                : u64(edit.duration) + u64(UInt64(bitPattern: edit.mediaTime))
            payload += u32(0x0001_0000)
        }
        return fullBox("elst", version: version, payload)
    }

    /// A `trak` with the usual boxes: a video track unless `handler` says otherwise.
    static func trak(
        handler: String = "vide", codec: String = "avc1", width: Int = 128, height: Int = 228, rotation: Int = 0,
        trackID: UInt32 = 1, timescale: UInt32 = 10240, mediaDuration: UInt64 = 20480,
        edits: [UInt8] = [], version: UInt8 = 0
    ) -> [UInt8] {
        let entry = handler == "vide" ? visualSampleEntry(codec, width: width, height: height) : box(codec, [])
        let stbl = box("stbl", stsd(entry) + fullBox("stts", u32(0)))
        let minf = box("minf", box("vmhd", [0, 0, 0, 1] + [UInt8](repeating: 0, count: 8)) + stbl)
        let mdia = box(
            "mdia", mdhd(version: version, timescale: timescale, duration: mediaDuration) + hdlr(handler) + minf)
        let header = tkhd(
            version: version, trackID: trackID, duration: 0, width: handler == "vide" ? width : 0,
            height: handler == "vide" ? height : 0, rotation: rotation)
        return box("trak", header + (edits.isEmpty ? [] : box("edts", edits)) + mdia)
    }
}

/// Builds EBML elements for tests.
enum EBMLBuilder {
    /// The ID bytes of `id` (its marker bits included).
    static func id(_ id: UInt32) -> [UInt8] {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: id >> (24 - 8 * $0)) }
        return Array(bytes.drop { $0 == 0 })
    }

    /// A size VINT of `length` bytes (default: the shortest).
    static func size(_ value: UInt64, length: Int? = nil) -> [UInt8] {
        let n = length ?? (1...8).first { value < (UInt64(1) << (7 * UInt64($0))) - 1 } ?? 8
        var bytes = (0..<n).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(n - 1 - $0))) }
        bytes[0] |= UInt8(0x80 >> (n - 1))
        return bytes
    }

    /// The all-ones size VINT: an unknown size.
    static let unknownSizeVINT: [UInt8] = [0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]

    static func element(_ elementID: UInt32, _ data: [UInt8]) -> [UInt8] {
        id(elementID) + size(UInt64(data.count)) + data
    }

    static func unsigned(_ elementID: UInt32, _ value: UInt64) -> [UInt8] {
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64($0))) }
        while bytes.count > 1, bytes[0] == 0 { bytes.removeFirst() }
        return element(elementID, bytes)
    }

    static func float(_ elementID: UInt32, _ value: Double) -> [UInt8] {
        element(elementID, (0..<8).map { UInt8(truncatingIfNeeded: value.bitPattern >> (56 - 8 * UInt64($0))) })
    }

    static func float32(_ elementID: UInt32, _ value: Float) -> [UInt8] {
        element(elementID, (0..<4).map { UInt8(truncatingIfNeeded: value.bitPattern >> (24 - 8 * UInt32($0))) })
    }

    static func string(_ elementID: UInt32, _ value: String) -> [UInt8] { element(elementID, Array(value.utf8)) }

    static func header(docType: String = "webm") -> [UInt8] {
        element(
            0x1A45_DFA3,
            unsigned(0x4286, 1) + unsigned(0x42F7, 1) + unsigned(0x42F2, 4) + unsigned(0x42F3, 8)
                + string(0x4282, docType) + unsigned(0x4287, 4) + unsigned(0x4285, 2))
    }

    static func info(scale: UInt64 = 1_000_000, duration: Double? = nil) -> [UInt8] {
        element(0x1549_A966, unsigned(0x2A_D7B1, scale) + (duration.map { float(0x4489, $0) } ?? []))
    }

    static func videoTrack(
        number: UInt64 = 1, codec: String = "V_VP9", width: UInt64 = 128, height: UInt64 = 228,
        defaultDuration: UInt64? = 100_000_000, videoExtra: [UInt8] = []
    ) -> [UInt8] {
        element(
            0xAE,
            unsigned(0xD7, number) + unsigned(0x83, 1) + string(0x86, codec)
                + (defaultDuration.map { unsigned(0x23_E383, $0) } ?? [])
                + element(0xE0, unsigned(0xB0, width) + unsigned(0xBA, height) + videoExtra))
    }

    static func audioTrack(number: UInt64 = 2) -> [UInt8] {
        element(0xAE, unsigned(0xD7, number) + unsigned(0x83, 2) + string(0x86, "A_OPUS"))
    }

    static func tracks(_ entries: [UInt8]...) -> [UInt8] { element(0x1654_AE6B, entries.flatMap { $0 }) }

    /// A SimpleBlock of `track` at `timecode` (relative to its Cluster) with `payload` bytes of frame data.
    static func simpleBlock(track: UInt8 = 1, timecode: Int16, payload: Int = 4) -> [UInt8] {
        let t = UInt16(bitPattern: timecode)
        return element(
            0xA3, [0x80 | track, UInt8(t >> 8), UInt8(t & 0xFF), 0x80] + [UInt8](repeating: 0xAA, count: payload))
    }

    static func cluster(timestamp: UInt64, _ children: [UInt8]...) -> [UInt8] {
        element(0x1F43_B675, unsigned(0xE7, timestamp) + children.flatMap { $0 })
    }

    static func segment(_ children: [UInt8]..., unknownSize: Bool = false) -> [UInt8] {
        let data = children.flatMap { $0 }
        return id(0x1853_8067) + (unknownSize ? unknownSizeVINT : size(UInt64(data.count))) + data
    }

}

/// Probes in-memory video bytes the way `MediaProbe` would, with optional limits.
func probeVideo(_ bytes: [UInt8], limits: VideoParseLimits = .standard) -> MediaFacts {
    var facts = MediaFacts(path: "memory")
    let source = MemoryByteSource(bytes)
    let header = Array(bytes.prefix(FormatSniffer.headerLength))
    facts.format = FormatSniffer.identify(header)
    facts.kind = facts.format.kind
    VideoProbe.probe(source, format: facts.format, limits: limits, into: &facts)
    return facts
}

/// Seconds `body` takes.
func secondsTaken(_ body: () throws -> Void) rethrows -> Double {
    // The processor time of this thread (the probe runs on it), not the wall clock: other work on a loaded machine
    // does not count against the bound.
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}

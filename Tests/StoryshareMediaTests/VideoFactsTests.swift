import Foundation
import Testing

@testable import StoryshareMedia

/// Video facts of the real files under `testdata/video/` against ffprobe's recorded view, the
/// hostile files, and how little of a file a probe reads.
@Suite struct VideoFactsTests {
    /// Files for which ffprobe reports no duration at all ("N/A": no Info Duration in the WebM):
    /// the length they were encoded with (20 frames at 10 fps), which the last block's end gives.
    static let durationsFFprobeLacks: [String: Double] = [
        "vp9-live-no-duration.webm": 2.0,
        "vp9-no-duration-cues.webm": 2.0,
        "vp9-unknown-size-clusters.webm": 2.0,
    ]

    static func expectedFormat(_ name: String) -> MediaFormat {
        switch (name as NSString).pathExtension {
        case "mov": .mov
        case "webm": .webm
        case "mkv": .matroska
        default: .mp4
        }
    }

    @Test func testdataIsPresent() {
        #expect(VideoTestData.validVideos.count >= 30, "run scripts/make-testdata-video")
        #expect(VideoTestData.hostileVideos.count >= 13)
    }

    /// Codec, stored size, rotation, audio/video presence and duration agree with ffprobe.
    /// Durations are compared with ffprobe's format duration (the longest stream, what a viewer
    /// sees), within 0.05 s.
    @Test(arguments: VideoTestData.validVideos)
    func factsAgreeWithFFprobe(name: String) throws {
        let reference = try FFprobeView(jsonFor: name)
        let facts = MediaProbe.probe(path: VideoTestData.path(name))
        #expect(facts.decodeError == nil)
        #expect(facts.kind == .video)
        #expect(facts.format == Self.expectedFormat(name))
        #expect(facts.hasVideo == reference.hasVideo)
        #expect(facts.hasAudio == reference.hasAudio)
        #expect(facts.codec == reference.codec)
        #expect(facts.width == reference.width)
        #expect(facts.height == reference.height)
        if reference.hasVideo {
            #expect(facts.rotation == reference.rotation)
            let swapped = reference.rotation % 180 == 90
            #expect(facts.displayWidth == (swapped ? reference.height : reference.width))
            #expect(facts.displayHeight == (swapped ? reference.width : reference.height))
        } else {
            #expect(facts.rotation == nil && facts.displayWidth == nil)
        }
        let expected = try #require(reference.formatDuration ?? Self.durationsFFprobeLacks[name])
        let duration = try #require(facts.durationSeconds)
        #expect(abs(duration - expected) <= 0.05, "\(duration) s, ffprobe \(expected) s")
    }

    @Test func rotatedFilesAreNamedByClockwiseRotation() {
        for degrees in [90, 180, 270] {
            let facts = MediaProbe.probe(path: VideoTestData.path("h264-rotate-cw\(degrees).mp4"))
            #expect(facts.rotation == degrees)
        }
        let portrait = MediaProbe.probe(path: VideoTestData.path("h264-rotate-cw90.mp4"))
        #expect(portrait.width == 128 && portrait.height == 228)
        #expect(portrait.displayWidth == 228 && portrait.displayHeight == 128)
    }

    static let hostileErrors: [(String, String)] = [
        (
            "hostile-truncated-in-moov.mp4",
            "ISO BMFF: box 'moov' at offset 32 declares 981 bytes but the file ends at 522"
        ),
        (
            "hostile-moov-size-past-eof.mp4",
            "ISO BMFF: box 'moov' at offset 32 declares 46892 bytes but the file ends at"
        ),
        (
            "hostile-trak-size-past-parent.mp4",
            "ISO BMFF: box 'trak' at offset 148 declares 999999 bytes but its parent 'moov' ends at 1013"
        ),
        ("hostile-nesting-bomb.mp4", "ISO BMFF: box 'trak' at offset 296 is nested more than 32 boxes deep"),
        ("hostile-no-moov.mp4", "ISO BMFF: no 'moov' box"),
        ("hostile-timescale-zero.mp4", "ISO BMFF: box 'mvhd' at offset 40 declares a timescale of 0"),
        ("hostile-trun-sample-count.mp4", "ISO BMFF: box 'trun' at offset 837 declares 4294967295 entries"),
        ("hostile-malformed-vint.webm", "Matroska: element 'Tracks' at offset 246 has a malformed size"),
        ("hostile-unknown-size-info.webm", "Matroska: element 'Info' at offset 209 has an unknown size"),
        ("hostile-2p56-length.webm", "Matroska: element 'Tracks' at offset 246 declares 72057594037927934 bytes"),
        ("hostile-timestampscale-zero.webm", "Matroska: element 'TimestampScale' at offset 214: a TimestampScale of 0"),
        (
            "hostile-truncated.webm",
            "Matroska: element 'Segment' at offset 36 declares 8957 bytes but the file ends at 5403"
        ),
        ("hostile-nesting-bomb.webm", "Matroska: element 'Video' at offset 211 is nested more than 32 elements deep"),
    ]

    @Test(arguments: hostileErrors)
    func hostileFileIsAParseError(name: String, message: String) {
        var facts = MediaFacts(path: name)
        let seconds = secondsTaken { facts = MediaProbe.probe(path: VideoTestData.path(name)) }
        #expect(facts.decodeError?.hasPrefix(message) == true, "\(facts.decodeError ?? "no error")")
        #expect(facts.hasVideo == nil && facts.codec == nil && facts.durationSeconds == nil)
        #expect(seconds < 1.0, "took \(seconds) s")
    }

    @Test func everyHostileFileIsCovered() {
        #expect(Set(Self.hostileErrors.map(\.0)) == Set(VideoTestData.hostileVideos))
    }

    @Test func hundredThousandFreeBoxesAreWalkedQuickly() {
        var facts = MediaFacts(path: "")
        let seconds = secondsTaken { facts = MediaProbe.probe(path: VideoTestData.path("stress-100k-free-boxes.mp4")) }
        #expect(facts.decodeError == nil && facts.codec == "h264")
        #expect(seconds < 1.0, "took \(seconds) s")
    }

    // MARK: - Bytes read

    /// Probes a file the way `MediaProbe` does and returns the facts and the bytes it read.
    func probeCountingBytes(_ path: String) throws -> (facts: MediaFacts, bytesRead: UInt64, size: UInt64) {
        let source = try FileByteSource(path: path)
        var facts = MediaFacts(path: path)
        let header = try source.read(at: 0, count: Int(min(source.size, UInt64(FormatSniffer.headerLength))))
        facts.format = FormatSniffer.identify(header)
        VideoProbe.probe(source, format: facts.format, into: &facts)
        return (facts, source.bytesRead, source.size)
    }

    /// Writes `head`, then `padding` zero bytes (a sparse hole, nothing is held in memory), then
    /// `tail` to a new file in a temporary directory; `body` gets its path, then it is removed.
    func withPaddedFile(
        head: [UInt8], padding: Int, tail: [UInt8], _ body: (String) throws -> Void
    ) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("storyshare-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("padded").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(head)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(head.count + padding))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(tail))
        try handle.close()
        try body(path)
    }

    /// Offset of the first top-level box of `type` in an ISO BMFF file.
    func topLevelBox(_ type: String, in bytes: [UInt8]) throws -> Int {
        var offset = 0
        while offset + 8 <= bytes.count {
            let size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
            guard size >= 8 else { break }
            offset += size
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    @Test func moovAtEndIsFoundWithoutReadingTheMedia() throws {
        let (facts, bytesRead, size) = try probeCountingBytes(VideoTestData.path("h264-moov-end.mp4"))
        let moovAt = try topLevelBox("moov", in: try VideoTestData.bytes("h264-moov-end.mp4"))
        #expect(facts.codec == "h264")
        // The sniffed header, a read-ahead over ftyp/free/mdat headers, the moov header, the
        // moov: the 10 KB of mdat stay unread.
        #expect(bytesRead < UInt64(512 + Int(size) - moovAt), "read \(bytesRead) of \(size) bytes")
    }

    @Test func fiftyMegabyteMP4ReadsUnderOnePercent() throws {
        let ceiling = 50_000_000 / 100
        // moov after the mdat and a 50 MB free box.
        let moovEnd = try VideoTestData.bytes("h264-moov-end.mp4")
        let moovAt = try topLevelBox("moov", in: moovEnd)
        let padding = 50_000_000
        let free = BoxBuilder.u32(UInt32(padding + 8)) + Array("free".utf8)
        try withPaddedFile(head: Array(moovEnd[..<moovAt]) + free, padding: padding, tail: Array(moovEnd[moovAt...])) {
            let (facts, bytesRead, size) = try probeCountingBytes($0)
            #expect(facts.decodeError == nil && facts.codec == "h264" && facts.durationSeconds == 2.0)
            #expect(size > 50_000_000)
            #expect(bytesRead < UInt64(ceiling), "read \(bytesRead) of \(size) bytes")
            print("bytes read, 50 MB MP4 with moov at the end: \(bytesRead) of \(size)")
        }
        // moov first; the 50 MB follow the mdat.
        let faststart = try VideoTestData.bytes("h264-faststart.mp4")
        try withPaddedFile(head: faststart + free, padding: padding, tail: []) {
            let (facts, bytesRead, size) = try probeCountingBytes($0)
            #expect(facts.decodeError == nil && facts.codec == "h264")
            #expect(bytesRead < UInt64(ceiling), "read \(bytesRead) of \(size) bytes")
            print("bytes read, 50 MB MP4 with moov first: \(bytesRead) of \(size)")
        }
        // Fragmented: 50 MB between the moov and the first fragment.
        let fragmented = try VideoTestData.bytes("h264-fragmented.mp4")
        let moofAt = try topLevelBox("moof", in: fragmented)
        try withPaddedFile(
            head: Array(fragmented[..<moofAt]) + free, padding: padding, tail: Array(fragmented[moofAt...])
        ) {
            let (facts, bytesRead, size) = try probeCountingBytes($0)
            #expect(facts.decodeError == nil && facts.durationSeconds == 2.0)
            #expect(bytesRead < UInt64(ceiling), "read \(bytesRead) of \(size) bytes")
            print("bytes read, 50 MB fragmented MP4: \(bytesRead) of \(size)")
        }
    }

    @Test func fiftyMegabyteLiveWebMReadsUnderOnePercent() throws {
        // A live WebM (unknown-size Segment, no Duration): the duration comes from walking the
        // Clusters; a 50 MB Void element sits in the middle of them.
        let live = try VideoTestData.bytes("vp9-live-no-duration.webm")
        let lastCluster = try #require(
            (0..<live.count - 4).last { live[$0..<$0 + 4].elementsEqual([0x1F, 0x43, 0xB6, 0x75]) })
        let padding = 50_000_000
        let void = [0xEC, 0x01] + BoxBuilder.u64(UInt64(padding)).suffix(7)
        try withPaddedFile(
            head: Array(live[..<lastCluster]) + void, padding: padding, tail: Array(live[lastCluster...])
        ) {
            let (facts, bytesRead, size) = try probeCountingBytes($0)
            #expect(facts.decodeError == nil && facts.codec == "vp9")
            #expect(abs((facts.durationSeconds ?? 0) - 2.0) < 0.05)
            #expect(bytesRead < UInt64(500_000), "read \(bytesRead) of \(size) bytes")
            print("bytes read, 50 MB live WebM: \(bytesRead) of \(size)")
        }
    }

    /// Found by scripts/fuzz (ebml): the empty input trapped in EBMLReader.readHeader.
    @Test(arguments: [MediaFormat.webm, .matroska, .mp4, .mov])
    func emptyAndTinyInputsAreParseErrorsNotTraps(format: MediaFormat) {
        for bytes: [UInt8] in [[], [0x1A], [0x1A, 0x45, 0xDF, 0xA3], [0, 0, 0, 8]] {
            var facts = MediaFacts(path: "tiny")
            VideoProbe.probe(MemoryByteSource(bytes), format: format, into: &facts)
            #expect(facts.decodeError != nil, "\(format) \(bytes)")
        }
    }
}

import Foundation
import StoryshareMedia
import Testing

@testable import StoryshareKit

/// The Kit's header readers: the facts of real files, what reading a large video costs, and hostile bytes.
struct StoryMediaFactsTests {
    /// A file read through the Kit's byte source, counting what it reads.
    final class CountingSource: StoryByteSource {
        let file: StoryFile
        private(set) var bytesRead = 0
        private(set) var reads = 0

        init(_ url: URL) throws { file = try StoryFile(url: url) }

        var size: UInt64 { file.size }

        func read(at offset: UInt64, count: Int) -> [UInt8]? {
            let bytes = file.read(at: offset, count: count)
            bytesRead += bytes?.count ?? 0
            reads += 1
            return bytes
        }
    }

    static func url(_ relative: String) -> URL { KitRulesDifferentialTests.testdata.appendingPathComponent(relative) }

    @Test func imagesAndVideosAreReadFromTheirHeaders() throws {
        let rotated = StoryAsset(file: Self.url("images/exif-orientation-6.jpg")).facts()
        #expect(rotated.format == .jpeg && rotated.orientation == 6)
        #expect(rotated.displayWidth == rotated.height && rotated.displayHeight == rotated.width)
        let animated = StoryAsset(file: Self.url("images/sticker-animated-480x480.png")).facts()
        #expect(animated.frameCount == 3 || (animated.frameCount ?? 0) > 1)
        let palette = StoryAsset(file: Self.url("images/sticker-palette-trns.png")).facts()
        #expect(palette.hasAlpha == true)
        let cmyk = MediaProbe.probe(path: Self.url("images/background-cmyk.jpg").path).colorSpace
        #expect(StoryAsset(file: Self.url("images/background-cmyk.jpg")).facts().printColorSpace == cmyk?.rawValue)
        #expect(cmyk == .ycck || cmyk == .cmyk)
        let clip = StoryAsset(file: Self.url("video/h264-rotate-cw90.mp4")).facts()
        let probed = MediaProbe.probe(path: Self.url("video/h264-rotate-cw90.mp4").path)
        #expect(clip.codec == "h264" && clip.hasVideo == true)
        #expect(clip.durationSeconds == probed.durationSeconds)
        #expect(clip.displayWidth == probed.displayWidth && clip.displayHeight == probed.displayHeight)
        #expect(StoryAsset(file: Self.url("video/hevc-hvc1.mp4")).facts().codec == "hevc")
        #expect(StoryAsset(file: Self.url("video/prores.mov")).facts().codec == "prores")
        let giant = StoryAsset(file: Self.url("hostile/giant-100000x100000.png")).facts()
        #expect(giant.pixelCapRefusal?.hasPrefix("declared size 100000x100000 (10,000,000,000 pixels)") == true)
    }

    /// A 50 MB video, its `moov` after its media data or before it: the Kit reads its box headers and its `moov`, not
    /// the file. The media data is a hole in a sparse file, so the test writes a few kilobytes.
    @Test(arguments: [false, true])
    func aFiftyMegabyteVideoCostsItsHeaders(moovFirst: Bool) throws {
        let original = try [UInt8](Data(contentsOf: Self.url("video/h264-1080x1920.mp4")))
        // The top-level boxes of the clip, and a 50 MB mdat last (after moov) or before moov.
        var boxes: [(type: String, bytes: ArraySlice<UInt8>)] = []
        var offset = 0
        while offset + 8 <= original.count {
            let size = original[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            boxes.append(
                (String(decoding: original[offset + 4..<offset + 8], as: UTF8.self), original[offset..<offset + size]))
            offset += size
        }
        let moov = try #require(boxes.first { $0.type == "moov" }).bytes
        #expect(boxes.first?.type == "ftyp")
        let ftyp = Data(boxes[0].bytes)
        let others = Data(boxes.dropFirst().filter { $0.type != "moov" }.flatMap(\.bytes))
        let padding = 50_000_000
        let mdatHeader = Data(
            [UInt8(padding >> 24), UInt8(padding >> 16 & 0xFF), UInt8(padding >> 8 & 0xFF), UInt8(padding & 0xFF)]
                + Array("mdat".utf8))
        let directory = try ShareBundleRoundTripTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("clip-50mb.mp4")
        try (moovFirst ? ftyp + moov + others + mdatHeader : ftyp + others + mdatHeader).write(to: file)
        let handle = try FileHandle(forWritingTo: file)
        let mdatEnd = UInt64(ftyp.count + others.count + (moovFirst ? moov.count : 0) + padding)
        if moovFirst {
            try handle.truncate(atOffset: mdatEnd)
        } else {
            try handle.seek(toOffset: mdatEnd)
            try handle.write(contentsOf: Data(moov))
        }
        try handle.close()

        let source = try CountingSource(file)
        let facts = StoryMediaFacts.read(source)
        let small = StoryAsset(file: Self.url("video/h264-1080x1920.mp4")).facts()
        #expect(facts.bytes == original.count + padding)
        #expect(facts.codec == small.codec && facts.durationSeconds == small.durationSeconds)
        #expect(facts.displayWidth == 1080 && facts.displayHeight == 1920)
        // The sniffed header, each top-level box header (the clip's, the 50 MB mdat's) and moov once: for this
        // clip 64 + 5 x 8 + 777 = 881 bytes of 50,007,582, in 7 reads, wherever moov stands.
        #expect(source.bytesRead == 64 + 8 * (boxes.count + 1) + moov.count, "\(source.bytesRead) bytes")
        #expect(source.bytesRead < 1 << 20 && source.reads == boxes.count + 3, "\(source.reads) reads")
        // The command line's probe reads the same headers and says the same.
        let probed = MediaProbe.probe(path: file.path)
        #expect(probed.codec == facts.codec && probed.durationSeconds == facts.durationSeconds)
    }

    /// Truncations and flipped bytes of every file in the corpus never trap, and the reads stay bounded.
    @Test(arguments: KitRulesDifferentialTests.files)
    func hostileBytesGiveFactsNotCrashes(file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.url(file)))
        var generator = SplitMix(seed: UInt64(bytes.count))
        var variants: [[UInt8]] = (0..<8).map { Array(bytes.prefix(bytes.count * $0 / 8)) }
        for _ in 0..<8 {
            var flipped = bytes
            for _ in 0..<16 where !flipped.isEmpty {
                flipped[Int(generator.next() % UInt64(min(flipped.count, 4096)))] = UInt8(
                    truncatingIfNeeded: generator.next())
            }
            variants.append(flipped)
        }
        for variant in variants {
            let facts = StoryMediaFacts.read(StoryBytes(Data(variant)))
            #expect(facts.bytes == variant.count)
            if variant.isEmpty { #expect(facts.readError == "the file is empty (0 bytes)") }
        }
    }

    /// A small deterministic generator for the variants.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

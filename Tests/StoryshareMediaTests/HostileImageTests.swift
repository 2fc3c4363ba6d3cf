import Foundation
import Testing

@testable import StoryshareMedia

/// Damaged and hostile images: each gets a clear fact (decode error, refusal, unreadable) quickly.
struct HostileImageTests {
    static let expectations: [(file: String, decodeError: String?, skipped: Bool)] = [
        ("hostile/truncated-in-idat.png", "truncated: chunk IDAT", false),
        ("hostile/bad-crc.png", "CRC error in chunk IDAT", false),
        ("hostile/corrupt-zlib-valid-crc.png", "IDAT", false),
        ("hostile/bad-filter-type.png", "bad filter type 7 at the start of row 100", false),
        (
            "hostile/idat-bomb-1x1.png", "too much image data: the compressed data inflates to more than the 4 bytes",
            false
        ),
        ("hostile/missing-iend.png", "no IEND chunk", false),
        ("hostile/zero-width.png", "0x480", false),
        ("hostile/only-signature.png", "no IEND", false),
        ("hostile/giant-100000x100000.png", nil, true),
        ("hostile/truncated-in-scan.jpg", "Premature end of JPEG file", false),
        ("hostile/bad-entropy.jpg", "Corrupt JPEG data", false),
        ("hostile/giant-65000x65000.jpg", nil, true),
        ("hostile/only-soi.jpg", "Premature end", false),
        ("hostile/progressive-600-extra-scans.jpg", "too many scans: more than 500", false),
        ("hostile/progressive-7000x7000.jpg", nil, true),
        ("hostile/text-named-as.png", "not a recognised image or video format", false),
    ]

    @Test(arguments: expectations.map(\.file))
    func hostileFileIsJudgedQuicklyWithAClearFact(file: String) {
        let expected = Self.expectations.first { $0.file == file }!
        let clock = ContinuousClock()
        var facts = MediaFacts(path: file)
        let elapsed = clock.measure { facts = MediaProbe.probe(path: TestData.path(file)) }
        #expect(elapsed < .seconds(1), "\(file) took \(elapsed)")
        if let fragment = expected.decodeError {
            let error = facts.decodeError ?? ""
            #expect(!error.isEmpty, "\(file) decoded without error")
            #expect(error.contains(fragment), "\(file): \(error)")
        }
        #expect((facts.decodeSkipped != nil) == expected.skipped, "\(file): \(facts.decodeSkipped ?? "not skipped")")
    }

    @Test func everyHostileImageHasAnExpectation() {
        let covered = Set(Self.expectations.map(\.file))
            .union(["hostile/iccp-bomb.png", "hostile/ztxt-bomb.png", "hostile/empty.png"])
        let present = Set(TestData.files(in: "hostile", extensions: ["png", "jpg"]))
        #expect(present.subtracting(covered).isEmpty, "untested: \(present.subtracting(covered).sorted())")
    }

    /// A progressive JPEG under the pixel cap whose decode would hold 98 MB of coefficients is refused before
    /// they are allocated, saying how much and the bound; a 1080x1920 progressive one still decodes.
    @Test func aProgressiveJPEGWhoseCoefficientsPassTheBoundIsRefusedSayingSo() {
        let facts = MediaProbe.probe(path: TestData.path("hostile/progressive-7000x7000.jpg"))
        #expect(facts.width == 7000 && facts.height == 7000 && facts.progressive == true)
        #expect(
            facts.decodeSkipped
                == "decoding this progressive JPEG holds every DCT coefficient of its 7000x7000 pixels at once: "
                + "98,000,000 bytes, over the bound of 50,331,648 bytes; not decoded")
        #expect(facts.decodeError == nil)
        let fine = MediaProbe.probe(path: TestData.path("images/background-progressive.jpg"))
        #expect(fine.progressive == true && fine.decodeSkipped == nil && fine.decodeError == nil)
    }

    @Test func giantDeclaredSizeIsReportedButNotDecoded() {
        let facts = MediaProbe.probe(path: TestData.path("hostile/giant-100000x100000.png"))
        #expect(facts.width == 100_000 && facts.height == 100_000)
        #expect(facts.decodeSkipped?.contains("50-megapixel") == true)
        #expect(facts.decodeError == nil)
    }

    /// The codecs decide the cap (before allocating anything for pixels) and the probe words their
    /// refusal once, the same for both formats, from the size the codec read.
    @Test func theCapRefusalIsOneSentence() {
        let png = MediaProbe.probe(path: TestData.path("hostile/giant-100000x100000.png"))
        #expect(
            png.decodeSkipped
                == "declared size 100000x100000 (10,000,000,000 pixels) is over the 50-megapixel cap; not decoded")
        let jpeg = MediaProbe.probe(path: TestData.path("hostile/giant-65000x65000.jpg"))
        #expect(
            jpeg.decodeSkipped
                == "declared size 65000x65000 (4,225,000,000 pixels) is over the 50-megapixel cap; not decoded")
        let capped = MediaProbe.probe(
            path: TestData.path("images/background-1080x1920.jpg"), options: ProbeOptions(maxPixels: 2_000_000))
        #expect(
            capped.decodeSkipped
                == "declared size 1080x1920 (2,073,600 pixels) is over the 2-megapixel cap; not decoded")
        let odd = MediaProbe.probe(
            path: TestData.path("images/background-1080x1920.png"), options: ProbeOptions(maxPixels: 1_234_567))
        #expect(odd.decodeSkipped?.hasSuffix("over the 1,234,567-pixel cap; not decoded") == true, "\(odd)")
    }

    @Test(arguments: ["hostile/iccp-bomb.png", "hostile/ztxt-bomb.png"])
    func compressedChunkBombIsNeverInflated(file: String) {
        // 100 MB of zeros compressed into an iCCP or zTXt chunk; the image itself is fine.
        let clock = ContinuousClock()
        var facts = MediaFacts(path: "")
        let elapsed = clock.measure { facts = MediaProbe.probe(path: TestData.path(file)) }
        #expect(facts.decodeError == nil)
        #expect(facts.width == 640)
        #expect(elapsed < .milliseconds(500))
    }

    @Test func emptyMissingAndDirectoryAreUnreadable() {
        #expect(MediaProbe.probe(path: TestData.path("hostile/empty.png")).readError?.contains("empty") == true)
        #expect(MediaProbe.probe(path: TestData.path("hostile/does-not-exist.png")).readError == "no such file")
        #expect(MediaProbe.probe(path: TestData.path("hostile")).readError?.contains("directory") == true)
    }

    @Test func scanCapStopsProgressiveDecodes() {
        let path = TestData.path("images/background-progressive.jpg")
        #expect(MediaProbe.probe(path: path).decodeError == nil)
        let capped = MediaProbe.probe(path: path, options: ProbeOptions(maxJPEGScans: 3))
        #expect(capped.decodeError?.contains("too many scans: more than 3") == true)
    }

    @Test func pixelCapIsConfigurable() throws {
        let path = TestData.path("images/background-1080x1920.png")
        let facts = MediaProbe.probe(path: path, options: ProbeOptions(maxPixels: 1080 * 1920 - 1))
        #expect(facts.decodeSkipped != nil)
        #expect(MediaProbe.probe(path: path, options: ProbeOptions(maxPixels: 1080 * 1920)).decodeSkipped == nil)
    }

    @Test func everyTruncationOfAPNGAndAJPEGIsHandled() throws {
        // Cut a real PNG and JPEG at many points: never a crash, always an error or refusal.
        for file in ["images/sticker-512x512-alpha.png", "images/background-too-small-300x533.jpg"] {
            let bytes = try TestData.bytes(file)
            for cut in stride(from: 1, to: bytes.count, by: max(1, bytes.count / 97)) {
                let facts = MediaProbe.probe(bytes: Array(bytes[0..<cut]), path: "cut")
                #expect(facts.decodeError != nil || facts.format == .unknown, "\(file) cut at \(cut) decoded cleanly")
            }
        }
    }

    @Test func manyChunksAreWalkedQuickly() throws {
        // 100,000 empty private chunks between IHDR and IDAT.
        var bytes = try TestData.bytes("images/sticker-640x480-alpha.png")
        let ihdrEnd = 8 + 12 + 13
        let filler = PNGBuilder.chunk("prVt")  // an empty private ancillary chunk, correct CRC
        var many: [UInt8] = []
        many.reserveCapacity(filler.count * 100_000)
        for _ in 0..<100_000 { many += filler }
        bytes.insert(contentsOf: many, at: ihdrEnd)
        let clock = ContinuousClock()
        var facts = MediaFacts(path: "")
        let elapsed = clock.measure { facts = MediaProbe.probe(bytes: bytes, path: "many-chunks.png") }
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        #expect(facts.width == 640)
        #expect(facts.decodeError == nil, "\(facts.decodeError ?? "")")

        // One bad CRC among them, near the end: the check reads every chunk's CRC.
        let position = ihdrEnd + filler.count * 99_990 + filler.count - 1
        bytes[position] ^= 0xFF
        facts = MediaProbe.probe(bytes: bytes, path: "many-chunks.png")
        #expect(
            facts.decodeError?.contains("CRC error in chunk prVt at offset \(position - filler.count + 1)") == true,
            "\(facts.decodeError ?? "no error")")
    }
}

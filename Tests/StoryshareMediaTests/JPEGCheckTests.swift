import CStoryshareCodecs
import Testing

@testable import StoryshareMedia

/// The JPEG decode `validate` runs (`CStoryshareCodecs_decodeJPEG`, which lets libjpeg-turbo skip the
/// IDCT and colour conversion of all rows but the last) against the same decode producing every row:
/// on every committed JPEG, on every coding mode and chroma sampling, and on damaged copies, the two
/// must reach the same verdict with the same message; and so must the decode reading the file a window at
/// a time (`CStoryshareCodecs_decodeJPEGFrom`, for files too large to hold).
struct JPEGCheckTests {
    typealias Outcome = (verdict: PNGCheckTests.Verdict, message: String, scans: Int32)

    static func decode(_ bytes: [UInt8], everyRow: Bool, maxScans: Int32 = 1000) -> Outcome {
        var result = CStoryshareCodecsResult()
        bytes.withUnsafeBufferPointer {
            CStoryshareCodecs_decodeJPEGRows($0.baseAddress, $0.count, 50_000_000, maxScans, everyRow ? 1 : 0, &result)
        }
        return (PNGCheckTests.verdict(result), result.messageText, result.scans)
    }

    /// The decode `validate` runs on a file too large to hold: read through a reader (a libjpeg source
    /// manager) `window` bytes at a time (0: 64 KiB).
    static func decodeReading(_ bytes: [UInt8], window: Int, maxScans: Int32 = 1000) -> Outcome {
        var result = CStoryshareCodecsResult()
        CodecReader.with(MemoryByteSource(bytes), window: window) {
            CStoryshareCodecs_decodeJPEGFrom($0, 50_000_000, maxScans, &result)
        }
        return (PNGCheckTests.verdict(result), result.messageText, result.scans)
    }

    /// The same decode handed the bytes in place, `window` at a time (what the in-memory decode does with
    /// 1 MiB).
    static func decodeInPlace(_ bytes: [UInt8], window: Int) -> Outcome {
        var result = CStoryshareCodecsResult()
        bytes.withUnsafeBufferPointer { buffer in
            var reader = CStoryshareCodecsReader(
                size: UInt64(buffer.count), descriptor: -1, window: window, read: nil, context: nil,
                data: buffer.baseAddress)
            CStoryshareCodecs_decodeJPEGFrom(&reader, 50_000_000, 1000, &result)
        }
        return (PNGCheckTests.verdict(result), result.messageText, result.scans)
    }

    static func same(_ a: Outcome, _ b: Outcome) -> Bool {
        a.verdict == b.verdict && a.message == b.message && a.scans == b.scans
    }

    /// Nil when every way agrees, else what each said: rows skipped, every row, and rows skipped reading the
    /// bytes as from a file; and with a `window` given, read that many bytes at a time and handed over in
    /// place that many at a time.
    static func disagreement(_ bytes: [UInt8], window: Int? = nil) -> String? {
        let skipping = decode(bytes, everyRow: false)
        let full = decode(bytes, everyRow: true)
        let read = decodeReading(bytes, window: 0)
        var problems: [String] = []
        if !same(skipping, full) || !same(skipping, read) {
            problems.append("skipping rows: \(skipping); every row: \(full); read: \(read)")
        }
        if let window {
            let (inPlace, readSmall) = (decodeInPlace(bytes, window: window), decodeReading(bytes, window: window))
            if !same(inPlace, readSmall) { problems.append("windows of \(window): \(inPlace); read: \(readSmall)") }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    static let modeFiles = TestData.files(in: "jpeg-modes", extensions: ["jpg"])
    static let committedFiles =
        TestData.files(in: "images", extensions: ["jpg"])
        + TestData.files(in: "hostile", extensions: ["jpg"]).filter { !$0.contains("giant") }

    @Test func everyModeAndSamplingIsCommitted() {
        // 6 samplings x 6 modes, and 3 greyscale modes (scripts/make-testdata-jpeg-modes).
        #expect(Self.modeFiles.count == 39)
        for name in ["4x2-progressive-arithmetic.jpg", "2x2-restart.jpg", "grey-arithmetic.jpg"] {
            #expect(Self.modeFiles.contains { $0.hasSuffix(name) }, "\(name)")
        }
    }

    @Test(arguments: modeFiles)
    func everyModeDecodesBothWays(file: String) throws {
        let bytes = try TestData.bytes(file)
        let skipping = Self.decode(bytes, everyRow: false)
        #expect(skipping.verdict == .decoded, "\(skipping)")
        #expect(Self.disagreement(bytes, window: 7) == nil)
        let progressive = file.contains("progressive")
        #expect(progressive ? skipping.scans > 1 : skipping.scans == 1, "\(skipping.scans) scans")
    }

    @Test(arguments: committedFiles)
    func committedFileDecodesTheSameBothWays(file: String) throws {
        let bytes = try TestData.bytes(file)
        #expect(Self.disagreement(bytes, window: 7) == nil)
        // Including the hostile scan bomb: every way stops at the same scan with the same message.
        let capped = Self.decode(bytes, everyRow: false, maxScans: 3)
        let cappedFull = Self.decode(bytes, everyRow: true, maxScans: 3)
        let cappedRead = Self.decodeReading(bytes, window: 0, maxScans: 3)
        #expect(capped.verdict == cappedFull.verdict && capped.message == cappedFull.message)
        #expect(Self.same(capped, cappedRead), "\(capped) read: \(cappedRead)")
    }

    /// 60 damaged copies of each coding mode (a byte flipped, a byte overwritten, or the file cut short, at
    /// positions spread over the file): both ways must agree on every copy, and the sweep must produce
    /// failures of both kinds and survivors, or it tests nothing.
    @Test func damagedCopiesDecodeTheSameBothWays() throws {
        var disagreements: [String] = []
        var verdicts: [PNGCheckTests.Verdict: Int] = [:]
        var warningsSeen = 0
        for file in Self.modeFiles {
            let original = try TestData.bytes(file)
            for (step, position, bytes) in TestData.damagedCopies(of: original, count: 60, from: 2) {
                let skipping = Self.decode(bytes, everyRow: false)
                verdicts[skipping.verdict, default: 0] += 1
                if skipping.verdict == .failed && skipping.message.contains("Corrupt JPEG data") { warningsSeen += 1 }
                if let problem = Self.disagreement(bytes, window: 4096) {
                    disagreements.append("\(file) step \(step) (byte \(position)): \(problem)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.prefix(10).joined(separator: "\n"))")
        #expect((verdicts[.decoded] ?? 0) > 100 && (verdicts[.failed] ?? 0) > 500, "\(verdicts)")
        #expect(warningsSeen > 50, "damage inside the entropy-coded data gives libjpeg's corrupt-data warning")
    }
}

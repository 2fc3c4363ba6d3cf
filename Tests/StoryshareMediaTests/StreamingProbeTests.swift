import Foundation
import Testing

@testable import StoryshareMedia

/// An image too large to read whole is checked as it is read, a window at a time. Forced onto that path
/// (`wholeFileLimit` 0), every committed PNG and JPEG, and damaged copies of some, must get exactly the
/// facts the in-memory path gives: same verdicts, same messages.
struct StreamingProbeTests {
    static func streaming(window: Int = 0) -> ProbeOptions {
        var options = ProbeOptions()
        options.wholeFileLimit = 0
        options.readWindow = window
        return options
    }

    static let files =
        TestData.files(in: "images", extensions: ["png", "jpg"])
        + TestData.files(in: "jpeg-modes", extensions: ["jpg"])
        + TestData.files(in: "hostile", extensions: ["png", "jpg"])

    @Test func everyKindOfCommittedImageIsCovered() {
        #expect(Self.files.count > 60)
        #expect(Self.files.contains { $0.hasPrefix("hostile/") && $0.hasSuffix(".jpg") })
        #expect(Self.files.contains { $0.hasPrefix("hostile/") && $0.hasSuffix(".png") })
    }

    /// Read straight from the file's descriptor, in the codecs' own windows, and a PNG also 5 bytes at a
    /// time. (A JPEG is handed to libjpeg in the same windows whether it is held or read, and only then
    /// are the verdicts the same: see `CStoryshareCodecs_decodeJPEG`. JPEGCheckTests holds small windows
    /// of both kinds to each other.)
    @Test(arguments: files)
    func committedFileGetsTheSameFactsWhenRead(file: String) {
        let path = TestData.path(file)
        let whole = MediaProbe.probe(path: path)
        for window in file.hasSuffix(".png") ? [0, 5] : [0] {
            let read = MediaProbe.probe(path: path, options: Self.streaming(window: window))
            #expect(read == whole, "\(file), windows of \(window):\nread:  \(read)\nwhole: \(whole)")
        }
    }

    @Test func thePathIsChosenBySize() throws {
        // A file of wholeFileLimit bytes is read whole; one byte more is streamed: a source that counts
        // reads shows which (the header walk reads little, the whole-file read everything).
        let bytes = try TestData.bytes("images/background-1080x1920.png")
        var options = ProbeOptions()
        options.wholeFileLimit = UInt64(bytes.count)
        let whole = CountingSource(bytes)
        _ = MediaProbe.probe(whole, path: "whole", options: options)
        #expect(whole.largestRead == bytes.count)
        options.wholeFileLimit -= 1
        let read = CountingSource(bytes)
        let facts = MediaProbe.probe(read, path: "read", options: options)
        #expect(read.largestRead <= 64 << 10)
        #expect(facts.decodeError == nil && facts.width == 1080)
    }

    /// Damaged copies (a byte flipped, a byte overwritten, the file cut) through the whole probe, read
    /// through a source (a PNG in 4 KiB windows): facts identical to the in-memory probe's.
    @Test(arguments: [
        "images/background-1080x1920.png", "images/background-interlaced.png", "images/sticker-palette-trns.png",
        "images/background-progressive.jpg", "images/exif-orientation-6.jpg", "jpeg-modes/2x2-restart.jpg",
    ])
    func damagedCopiesGetTheSameFactsWhenRead(file: String) throws {
        let original = try TestData.bytes(file)
        var differences: [String] = []
        var failures = 0
        for (step, _, bytes) in TestData.damagedCopies(of: original, count: 45) {
            let whole = MediaProbe.probe(bytes: bytes, path: "copy")
            let window = file.hasSuffix(".png") ? 4096 : 0
            let read = MediaProbe.probe(bytes: bytes, path: "copy", options: Self.streaming(window: window))
            if whole.decodeError != nil { failures += 1 }
            if read != whole { differences.append("step \(step):\nread:  \(read)\nwhole: \(whole)") }
        }
        #expect(differences.isEmpty, "\(file):\n\(differences.prefix(5).joined(separator: "\n"))")
        #expect(failures > 10, "the damage must reach the decoders")
    }

    /// A read that fails while the codecs read the file is a read error naming where, not a verdict on
    /// the image.
    @Test func aSourceThatFailsIsAReadError() throws {
        let jpeg = try TestData.bytes("images/background-progressive.jpg")
        let facts = MediaProbe.probe(FailingSource(jpeg, failing: 4096..<4097), path: "x", options: Self.streaming())
        #expect(facts.readError == "cannot read the file at offset 0: Input/output error", "\(facts)")
        #expect(facts.decodeError == nil && facts.width == 1080)
        let png = try TestData.bytes("images/background-1080x1920.png")
        let pngFacts = MediaProbe.probe(
            FailingSource(png, failing: 5000..<5001), path: "x", options: Self.streaming(window: 1024))
        #expect(pngFacts.readError == "cannot read the file at offset 4137: Input/output error", "\(pngFacts)")
        #expect(pngFacts.decodeError == nil && pngFacts.width == 1080)
        // (The image data starts at 41 and is read 1,024 bytes at a time.) Failing in the header walk: the
        // same kind of fact.
        let early = MediaProbe.probe(FailingSource(png, failing: 20..<21), path: "x", options: Self.streaming())
        #expect(early.readError == "cannot read: Input/output error", "\(early)")
    }
}

/// Bytes in memory that record the largest single read.
final class CountingSource: ByteSource {
    let inner: MemoryByteSource
    private(set) var largestRead = 0
    init(_ bytes: [UInt8]) { inner = MemoryByteSource(bytes) }
    var size: UInt64 { inner.size }
    var bytesRead: UInt64 { inner.bytesRead }
    func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        largestRead = max(largestRead, count)
        return try inner.read(at: offset, count: count)
    }
}

/// Bytes in memory whose reads fail when they touch `failing`, as a bad disk sector does.
final class FailingSource: ByteSource {
    let inner: MemoryByteSource
    let failing: Range<UInt64>
    init(_ bytes: [UInt8], failing: Range<UInt64>) {
        inner = MemoryByteSource(bytes)
        self.failing = failing
    }
    var size: UInt64 { inner.size }
    var bytesRead: UInt64 { inner.bytesRead }
    func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        guard !failing.overlaps(offset..<offset + UInt64(count)) else {
            throw ByteSourceError.system("Input/output error")
        }
        return try inner.read(at: offset, count: count)
    }
}

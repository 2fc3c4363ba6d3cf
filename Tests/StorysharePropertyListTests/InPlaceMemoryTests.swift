import Foundation
import Testing

@testable import StorysharePropertyList

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Reading in place: memory")
struct InPlaceMemoryTests {
    /// The size of the bundle's one data value: a video the size apps share.
    static let length = 40 * 1_000_000

    /// The key the bundle keeps its data under (a base64 key when reading JSON in place).
    static let key = "com.facebook.sharedSticker.backgroundVideo"

    /// Reads a bundle-like document (one top dictionary, its data value of 40 MB) in each encoding
    /// in fresh processes, in place and by copying, and holds what each grows its peak resident
    /// memory by, over a process that reads a tiny document in place, against the file's size N:
    /// in place, at most 1.2 N (the caller's buffer and a fifth of it besides, where a copy of the
    /// data would be 0.75 to 1 N more); copying, which the same line shows is needed, more than that.
    @Test(
        "reading a 40 MB bundle in place grows peak memory by its buffer and little more (measured in child processes)",
        .enabled(if: ChildProcess.isAvailable, "needs Linux and python3"))
    func peakMemory() throws {
        let directory = try TemporaryDirectory()
        let asset = directory.file("video.mp4")
        try BigFile.create(asset, length: Self.length)
        let tiny = try directory.write(Array("{\"\(Self.key)\": \"QUJD\"}".utf8), to: "tiny.json")
        var runs = [(mode: "in place", path: tiny)]
        for encoding in [PropertyListEncoding.binary, .json] {
            let path = directory.file("bundle.\(encoding)")
            let value = PropertyList.dictionary([
                "format": .string("storyshare.bundle"), "version": .integer(1),
                Self.key: .data(.file(path: asset, length: Self.length)),
            ])
            let sink = try FileSink(path: path, exclusive: true)
            try PropertyListWriter.write(value, encoding: encoding, to: sink)
            try sink.close()
            runs += [("in place", path), ("copying", path)]
        }
        let usages = try ChildProcess.measure(
            test: "InPlaceMemoryTests/readInChild", arguments: runs.map { $0.mode + "\n" + $0.path })
        let baseline = usages[0].peakBytes
        #expect(usages[0].status == 0)
        for (run, usage) in zip(runs, usages).dropFirst() {
            let size = try #require(try FileManager.default.attributesOfItem(atPath: run.path)[.size] as? Int)
            let outcome = (try? String(contentsOfFile: run.path + ".\(run.mode).outcome", encoding: .utf8)) ?? "none"
            let growth = usage.peakBytes - baseline
            let report =
                "\(URL(fileURLWithPath: run.path).lastPathComponent) \(run.mode): \(outcome), file \(size / 1000) kB,"
                + " peak \(usage.peakBytes / 1000) kB, grew \(growth / 1000) kB"
                + " (\(String(format: "%.2f", Double(growth) / Double(size))) N), \(usage.cpuSeconds) s"
            #expect(usage.status == 0, "\(report): exit \(usage.status)")
            #expect(outcome == "read \(Self.length) bytes", "\(report)")
            if run.mode == "in place" {
                #expect(growth <= size + size / 5, "\(report)")
            } else {
                #expect(growth > size + size / 5, "\(report)")
            }
        }
    }

    /// The body of ``peakMemory()``'s children: reads the file the argument names (`in place`:
    /// into a buffer of its size, then in place; `copying`: as `read(fileAtPath:)` does, then, for
    /// JSON, decoding the base64 string as a bundle reader must), checks the data against the
    /// pattern it was made from, and writes what came of it beside the file. Does nothing in the
    /// parent.
    @Test("(child process helper for the in-place memory test)")
    func readInChild() throws {
        guard let argument = ChildProcess.argument else {
            return
        }
        let lines = argument.split(separator: "\n").map(String.init)
        guard lines.count == 2 else {
            Issue.record("bad argument \(argument)")
            return
        }
        let (mode, path) = (lines[0], lines[1])
        let outcome: String
        do {
            outcome = try mode == "in place" ? Self.readInPlace(path) : Self.readCopying(path)
        } catch {
            outcome = "\(error)"
        }
        try outcome.write(toFile: path + ".\(mode).outcome", atomically: false, encoding: .utf8)
    }

    /// Reads the file into a buffer of exactly its size and that buffer in place.
    private static func readInPlace(_ path: String) throws -> String {
        let descriptor = try POSIXFile.openForReading(path)
        defer { try? POSIXFile.closeDescriptor(descriptor, path: path) }
        let size = try POSIXFile.regularFileSize(descriptor, path: path) ?? 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        guard try POSIXFile.readFully(descriptor, into: buffer, path: path) == size else {
            return "short read"
        }
        let (value, _) = try PropertyListReader.read(inPlace: buffer, base64Keys: [key])
        guard case .data(.inputRange(let range))? = value[key] else {
            return "no data range: \(String(describing: value[key]))"
        }
        return check(UnsafeRawBufferPointer(rebasing: buffer[range]))
    }

    /// Reads the file as `read(fileAtPath:)` does and gets the data's bytes as a bundle reader must.
    private static func readCopying(_ path: String) throws -> String {
        let (value, _) = try PropertyListReader.read(fileAtPath: path)
        let bytes: [UInt8]
        switch value[key] {
        case .data(.bytes(let data))?:
            bytes = data
        case .string(let base64)?:
            bytes = Base64.decode(base64) ?? []
        default:
            return "no data: \(String(describing: value[key]))"
        }
        return bytes.withUnsafeBytes(check)
    }

    /// "read N bytes" when `bytes` are the big files' pattern, else what differs; compared block by
    /// block, so that checking costs no copy.
    private static func check(_ bytes: UnsafeRawBufferPointer) -> String {
        let block = BigFile.pattern(65_521)
        var offset = 0
        while offset < bytes.count {
            let count = min(block.count, bytes.count - offset)
            let same = block.withUnsafeBytes { expected in
                memcmp(bytes.baseAddress! + offset, expected.baseAddress!, count) == 0
            }
            guard same else {
                return "bytes \(offset)..<\(offset + count) differ from the pattern"
            }
            offset += count
        }
        return "read \(bytes.count) bytes"
    }
}

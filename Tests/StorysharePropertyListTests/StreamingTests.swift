import Foundation
import Testing

@testable import StorysharePropertyList

#if canImport(Glibc)
    import Glibc
#endif

/// A sink that calls `onWrite` with the running byte count after each write (to change a data
/// file while the writer streams it).
private final class HookSink: PropertyListSink {
    var received = 0
    let onWrite: (Int, Int) -> Void

    init(onWrite: @escaping (_ total: Int, _ chunk: Int) -> Void) {
        self.onWrite = onWrite
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        received += bytes.count
        onWrite(received, bytes.count)
    }
}

@Suite("Streaming .file data sources")
struct StreamingTests {
    @Test("a .file source encodes exactly like the same .bytes", arguments: PropertyListEncoding.allCases)
    func fileEqualsBytes(encoding: PropertyListEncoding) throws {
        let directory = try TemporaryDirectory()
        // Sizes around the 1 MiB chunk and the 57-byte and 3-byte base64 groups.
        for count in [0, 1, 2, 3, 57, 1_048_571, 1_048_572, 1_048_576, 3 * 1_048_576 + 17] {
            let bytes = Samples.bytes(count, seed: 99)
            let path = try directory.write(bytes, to: "asset-\(count).bin")
            let fromFile = PropertyList.dictionary(["asset": .data(.file(path: path, length: count)), "n": .integer(1)])
            let fromMemory = PropertyList.dictionary(["asset": .data(.bytes(bytes)), "n": .integer(1)])
            let streamed = try PropertyListWriter.encode(fromFile, encoding: encoding)
            let buffered = try PropertyListWriter.encode(fromMemory, encoding: encoding)
            #expect(streamed == buffered, "\(count) bytes")
        }
    }

    @Test("a declared length that differs from the file is refused before anything is written")
    func wrongLengthUpFront() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Samples.bytes(100), to: "asset.bin")
        for encoding in PropertyListEncoding.allCases {
            let sink = MemorySink()
            let value = PropertyList.dictionary(["asset": .data(.file(path: path, length: 99))])
            #expect(throws: PropertyListError.dataFileChanged(path: path, expectedLength: 99, actualLength: 100)) {
                try PropertyListWriter.write(value, encoding: encoding, to: sink)
            }
            #expect(sink.bytes.isEmpty)
        }
    }

    @Test("a missing file and a negative length are refused")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("absent.bin")
        #expect(throws: PropertyListError.fileSystem(operation: "get the size of", path: path, errno: ENOENT)) {
            try PropertyListWriter.encode(.array([.data(.file(path: path, length: 1))]), encoding: .binary)
        }
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListWriter.encode(.array([.data(.file(path: path, length: -1))]), encoding: .binary)
        }
        #expect(error?.caseName == "unencodable")
    }

    @Test("a file that shrinks while it is copied is detected", arguments: PropertyListEncoding.allCases)
    func shrinksDuringWrite(encoding: PropertyListEncoding) throws {
        let directory = try TemporaryDirectory()
        let length = 3 * PropertyListWriter.fileChunkSize
        let path = try directory.write(Samples.bytes(length), to: "asset.bin")
        let sink = HookSink { total, _ in
            // Once the first chunk has gone out, cut the file in half.
            if total > PropertyListWriter.fileChunkSize / 2 {
                _ = truncate(path, off_t(length / 2))
            }
        }
        #expect(
            throws: PropertyListError.dataFileChanged(path: path, expectedLength: length, actualLength: length / 2)
        ) {
            try PropertyListWriter.write(
                .array([.data(.file(path: path, length: length))]), encoding: encoding, to: sink)
        }
    }

    @Test("a file that grows while it is copied is detected", arguments: PropertyListEncoding.allCases)
    func growsDuringWrite(encoding: PropertyListEncoding) throws {
        let directory = try TemporaryDirectory()
        let length = 2 * PropertyListWriter.fileChunkSize
        let path = try directory.write(Samples.bytes(length), to: "asset.bin")
        let sink = HookSink { total, _ in
            if total > PropertyListWriter.fileChunkSize / 2 {
                _ = truncate(path, off_t(length + 10))
            }
        }
        #expect(
            throws: PropertyListError.dataFileChanged(path: path, expectedLength: length, actualLength: length + 10)
        ) {
            try PropertyListWriter.write(
                .array([.data(.file(path: path, length: length))]), encoding: encoding, to: sink)
        }
    }

    @Test("an endless non-regular file is refused once the declared length is passed")
    func endlessDevice() throws {
        #expect(throws: PropertyListError.dataFileChanged(path: "/dev/zero", expectedLength: 10, actualLength: 11)) {
            try PropertyListWriter.encode(.array([.data(.file(path: "/dev/zero", length: 10))]), encoding: .binary)
        }
    }

    @Test("a 60 MB bundle streams through a FileSink and reads back intact")
    func sixtyMegabytes() throws {
        let directory = try TemporaryDirectory()
        let length = 60 * 1_000_000
        let assetPath = directory.file("video.mp4")
        try BigFile.create(assetPath, length: length)
        let outputPath = directory.file("bundle.storyshare")
        try BigFile.writeBundle(asset: assetPath, length: length, to: outputPath, encoding: .binary)

        let attributes = try FileManager.default.attributesOfItem(atPath: outputPath)
        let size = try #require(attributes[.size] as? Int)
        #expect(size > length && size < length + 1_000)

        let (value, encoding) = try PropertyListReader.read(fileAtPath: outputPath)
        #expect(encoding == .binary)
        #expect(value["format"] == .string("storyshare.bundle"))
        guard case .data(.bytes(let video))? = value["items"]?.arrayValue?.first?["video"] else {
            Issue.record("no video data")
            return
        }
        #expect(video.count == length)
        #expect(video == BigFile.pattern(length))
    }

    /// Runs ``BigFile/childBody()`` in a fresh process (the test binary itself) so its peak RSS is
    /// not mixed with other tests', then checks how far the peak rose while writing.
    @Test("writing a 60 MB file costs far less than 60 MB of memory (measured in a child process)")
    func peakMemoryInChildProcess() throws {
        #if os(Linux)
            guard FileManager.default.fileExists(atPath: "/proc/self/exe") else {
                return
            }
            let directory = try TemporaryDirectory()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["--testing-library", "swift-testing", "--filter", "memoryChildProcessBody"]
            var environment = ProcessInfo.processInfo.environment
            environment[BigFile.childVariable] = directory.path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let reportPath = directory.file("report.txt")
            guard let report = try? String(contentsOfFile: reportPath, encoding: .utf8) else {
                Issue.record("the child process (exit \(process.terminationStatus)) wrote no report")
                return
            }
            // Lines: "<encoding> <peak RSS growth in KiB>".
            var measured = 0
            for line in report.split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2, let growth = Int(parts[1]) else {
                    continue
                }
                measured += 1
                #expect(growth < 16 * 1024, "\(parts[0]): peak RSS grew by \(growth) KiB while writing 60 MB")
            }
            #expect(measured == 2, "report: \(report)")
        #endif
    }

    /// The body of ``peakMemoryInChildProcess()``: does nothing unless run as its child.
    @Test("(child process helper for the peak memory test)")
    func memoryChildProcessBody() throws {
        guard let directory = ProcessInfo.processInfo.environment[BigFile.childVariable] else {
            return
        }
        try BigFile.childBody(directory: directory)
    }
}

/// The big files of the streaming tests.
enum BigFile {
    static let childVariable = "STORYSHARE_PLIST_MEMORY_CHILD"

    /// The bytes of a big test file: cheap to compute in chunks.
    static func pattern(_ count: Int, from start: Int = 0) -> [UInt8] {
        (start..<(start + count)).map { index in UInt8(truncatingIfNeeded: index &* 31 &+ index >> 12) }
    }

    /// Creates `path` holding `pattern(length)`, written 1 MB at a time.
    static func create(_ path: String, length: Int) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw PropertyListError.fileSystem(operation: "create", path: path, errno: 0)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var done = 0
        while done < length {
            let count = min(1_000_000, length - done)
            try handle.write(contentsOf: pattern(count, from: done))
            done += count
        }
    }

    /// Writes a bundle-shaped dictionary holding the file as a `.file` source.
    static func writeBundle(asset: String, length: Int, to path: String, encoding: PropertyListEncoding) throws {
        let value = PropertyList.dictionary([
            "format": .string("storyshare.bundle"),
            "version": .integer(1),
            "createdAt": .date(1_700_000_000),
            "items": .array([.dictionary(["video": .data(.file(path: asset, length: length))])]),
        ])
        let sink = try FileSink(path: path, exclusive: true)
        try PropertyListWriter.write(value, encoding: encoding, to: sink)
        try sink.close()
    }

    static func peakResidentKiB() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
    }

    /// In the child: writes a 60 MB file in binary and XML, recording how far the peak RSS rose.
    static func childBody(directory: String) throws {
        let length = 60 * 1_000_000
        let asset = directory + "/video.mp4"
        try create(asset, length: length)
        var report = ""
        for encoding in [PropertyListEncoding.binary, .xml] {
            let before = peakResidentKiB()
            try writeBundle(
                asset: asset, length: length, to: directory + "/bundle.\(encoding.rawValue)", encoding: encoding)
            report += "\(encoding.rawValue) \(peakResidentKiB() - before)\n"
        }
        try report.write(toFile: directory + "/report.txt", atomically: true, encoding: .utf8)
    }
}

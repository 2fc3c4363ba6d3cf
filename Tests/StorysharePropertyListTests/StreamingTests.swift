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
    @Test("a .file source encodes exactly like the same .bytes")
    func fileEqualsBytes() throws {
        let directory = try TemporaryDirectory()
        // Sizes around the 1 MiB chunk and the 57-byte and 3-byte base64 groups.
        for count in [0, 1, 2, 3, 57, 1_048_571, 1_048_572, 1_048_576, 3 * 1_048_576 + 17] {
            let bytes = Samples.bytes(count, seed: 99)
            let path = try directory.write(bytes, to: "asset-\(count).bin")
            let fromFile = PropertyList.dictionary(["asset": .data(.file(path: path, length: count)), "n": .integer(1)])
            let fromMemory = PropertyList.dictionary(["asset": .data(.bytes(bytes)), "n": .integer(1)])
            let streamed = try PropertyListWriter.encode(fromFile)
            let buffered = try PropertyListWriter.encode(fromMemory)
            #expect(streamed == buffered, "\(count) bytes")
        }
    }

    @Test("a declared length that differs from the file is refused before anything is written")
    func wrongLengthUpFront() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Samples.bytes(100), to: "asset.bin")
        do {
            let sink = MemorySink()
            let value = PropertyList.dictionary(["asset": .data(.file(path: path, length: 99))])
            #expect(throws: PropertyListError.dataFileChanged(path: path, expectedLength: 99, actualLength: 100)) {
                try PropertyListWriter.write(value, to: sink)
            }
            #expect(sink.bytes.isEmpty)
        }
    }

    @Test("a missing file and a negative length are refused")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("absent.bin")
        #expect(
            throws: PropertyListError.fileSystem(
                operation: "get the size of", path: path, reason: String(cString: strerror(ENOENT)))
        ) {
            try PropertyListWriter.encode(.array([.data(.file(path: path, length: 1))]))
        }
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListWriter.encode(.array([.data(.file(path: path, length: -1))]))
        }
        #expect(error?.caseName == "unencodable")
    }

    @Test("a file that shrinks while it is copied is detected")
    func shrinksDuringWrite() throws {
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
                .array([.data(.file(path: path, length: length))]), to: sink)
        }
    }

    @Test("a file that grows while it is copied is detected")
    func growsDuringWrite() throws {
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
                .array([.data(.file(path: path, length: length))]), to: sink)
        }
    }

    @Test("a file that is not a regular file (an endless device) is refused before it is read")
    func endlessDevice() throws {
        #expect(
            throws: PropertyListError.fileSystem(
                operation: "open for reading", path: "/dev/zero", reason: "a character device, not a regular file")
        ) {
            try PropertyListWriter.encode(.array([.data(.file(path: "/dev/zero", length: 10))]))
        }
    }

    @Test("a 12 MB bundle streams through a FileSink and reads back intact")
    func bigBundle() throws {
        let directory = try TemporaryDirectory()
        let length = BigFile.length
        let assetPath = directory.file("video.mp4")
        try BigFile.create(assetPath, length: length)
        let outputPath = directory.file("bundle.storyshare")
        try BigFile.writeBundle(asset: assetPath, length: length, to: outputPath)

        let attributes = try FileManager.default.attributesOfItem(atPath: outputPath)
        let size = try #require(attributes[.size] as? Int)
        #expect(size > length && size < length + 1_000)

        let value = try TestFiles.read(outputPath)
        #expect(value["format"] == .string("storyshare.bundle"))
        guard case .data(.bytes(let video))? = value["items"]?.arrayValue?.first?["video"] else {
            Issue.record("no video data")
            return
        }
        #expect(video.count == length)
        #expect(Data(video) == Data(BigFile.pattern(length)))
    }

    /// Writes the same bundle in child processes (the test binary itself, each run once) and
    /// compares their peak memory with a child that writes a bundle of 1 KB: a writer that held
    /// the 12 MB file, or its base64, would grow by at least 12 MB; a streaming one grows by its
    /// 1 MiB chunk and what that chunk encodes to. A last child holds the file in memory before
    /// writing it, to show the measurement sees it.
    @Test(
        "writing a 12 MB file costs far less than 12 MB of memory (measured in child processes)",
        .enabled(if: ChildProcess.isAvailable, "needs Linux and python3"))
    func peakMemoryInChildProcesses() throws {
        if let argument = ChildProcess.argument { return try Self.write(inChild: argument) }
        let directory = try TemporaryDirectory()
        let small = directory.file("small.bin")
        let big = directory.file("video.mp4")
        try BigFile.create(small, length: 1000)
        try BigFile.create(big, length: BigFile.length)
        let runs =
            [("baseline", small, 1000), ("binary", big, BigFile.length), ("held", big, BigFile.length)]
        let arguments = runs.map { name, asset, length in
            [name == "baseline" ? "binary" : name, asset, String(length), directory.file("bundle.\(name)")]
                .joined(separator: "\n")
        }
        let usages = try ChildProcess.measure(test: "StreamingTests/peakMemoryInChildProcesses", arguments: arguments)
        let baseline = usages[0].peakBytes
        for ((name, _, _), usage) in zip(runs, usages) {
            #expect(usage.status == 0, "\(name): exit \(usage.status)")
            let written = (try? FileManager.default.attributesOfItem(atPath: directory.file("bundle.\(name)"))[.size])
            #expect((written as? Int ?? 0) > (name == "baseline" ? 1000 : BigFile.length), "\(name): not written")
            let growth = usage.peakBytes - baseline
            if name == "held" {
                #expect(growth >= BigFile.length, "holding the file: peak RSS grew by only \(growth / 1024) KiB")
            } else {
                #expect(growth < BigFile.length / 2, "\(name): peak RSS grew by \(growth / 1024) KiB writing 12 MB")
            }
        }
    }

    /// What ``peakMemoryInChildProcesses()`` does in its children: writes the bundle `argument` describes (lines:
    /// encoding, asset path, length, output path).
    static func write(inChild argument: String) throws {
        let lines = argument.split(separator: "\n").map(String.init)
        guard lines.count == 4, let length = Int(lines[2]) else {
            Issue.record("bad argument \(argument)")
            return
        }
        guard lines[0] == "binary" else {
            // "held": the whole file in memory, written from there.
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: lines[1])))
            try TestFiles.write(lines[3], exclusive: true) {
                try PropertyListWriter.write(.array([.data(.bytes(bytes))]), to: $0)
            }
            return
        }
        try BigFile.writeBundle(asset: lines[1], length: length, to: lines[3])
    }
}

/// The big files of the streaming tests.
enum BigFile {
    /// Big enough that holding it would dwarf what streaming costs (a 1 MiB chunk and its
    /// encoding), small enough to write and check quickly.
    static let length = 12 * 1_000_000

    /// A block of noise whose length (a prime) is no multiple of any chunk size, repeated.
    private static let block = Samples.bytes(65_521, seed: 31)

    /// The first `count` bytes of the big files: `block` repeated (built by doubling, so it is
    /// fast even in a debug build).
    static func pattern(_ count: Int) -> [UInt8] {
        var output = block
        output.reserveCapacity(count)
        while output.count < count {
            output += output.prefix(count - output.count)
        }
        return Array(output.prefix(count))
    }

    /// Creates `path` holding `pattern(length)`.
    static func create(_ path: String, length: Int) throws {
        try Data(pattern(length)).write(to: URL(fileURLWithPath: path))
    }

    /// Writes a bundle-shaped dictionary holding the file as a `.file` source.
    static func writeBundle(asset: String, length: Int, to path: String) throws {
        let value = PropertyList.dictionary([
            "format": .string("storyshare.bundle"),
            "version": .integer(1),
            "createdAt": .date(1_700_000_000),
            "items": .array([.dictionary(["video": .data(.file(path: asset, length: length))])]),
        ])
        try TestFiles.write(path, exclusive: true) { try PropertyListWriter.write(value, to: $0) }
    }
}

import Foundation
import Testing

@testable import StorysharePropertyList

#if canImport(Glibc)
    import Glibc
#endif

@Suite("FileSink")
struct FileSinkTests {
    @Test("small and large writes arrive in order")
    func order() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("out.bin")
        let sink = try FileSink(path: path)
        var expected: [UInt8] = []
        for count in [1, 10, 65_535, 2, FileSink.bufferCapacity, 3, 200_000, 0, 7] {
            let chunk = Samples.bytes(count, seed: UInt32(count + 1))
            try sink.write(chunk)
            expected += chunk
        }
        #expect(sink.bytesWritten == expected.count)
        try sink.synchronize()
        try sink.close()
        try sink.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(expected))
    }

    @Test("exclusive creation refuses an existing file")
    func exclusive() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write([1], to: "exists")
        #expect(throws: PropertyListError.fileSystem(operation: "open for writing", path: path, errno: EEXIST)) {
            _ = try FileSink(path: path, exclusive: true)
        }
        let missing = directory.file("no/such/dir/file")
        #expect(throws: PropertyListError.fileSystem(operation: "open for writing", path: missing, errno: ENOENT)) {
            _ = try FileSink(path: missing)
        }
    }

    @Test("writing after close is an error")
    func afterClose() throws {
        let directory = try TemporaryDirectory()
        let sink = try FileSink(path: directory.file("out"))
        try sink.close()
        #expect(throws: PropertyListError.self) {
            try sink.write([1])
        }
    }

    @Test("a descriptor it does not own stays open")
    func borrowedDescriptor() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("out")
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        do {
            let sink = FileSink(fileDescriptor: descriptor)
            try PropertyListWriter.write(.array([.integer(1)]), encoding: .json, to: sink)
            try sink.close()
        }
        #expect(write(descriptor, "x", 1) == 1)
        close(descriptor)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[\n  1\n]\nx")
    }

    @Test("I/O errors carry errno and a readable message")
    func ioErrors() throws {
        let sink = FileSink(fileDescriptor: -1, displayPath: "bad")
        let error = #expect(throws: PropertyListError.self) {
            try sink.write([UInt8](repeating: 0, count: FileSink.bufferCapacity + 1))
        }
        #expect(error == .fileSystem(operation: "write", path: "bad", errno: EBADF))
        #expect(error?.message == "bad: cannot write: Bad file descriptor (errno 9)")
    }
}

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
        var expected: [UInt8] = []
        try TestFiles.write(path) { sink in
            for count in [1, 10, 65_535, 2, FileSink.bufferCapacity, 3, 200_000, 0, 7] {
                let chunk = Samples.bytes(count, seed: UInt32(count + 1))
                try sink.write(chunk)
                expected += chunk
            }
            #expect(sink.bytesWritten == expected.count)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(expected))
    }

    @Test("the descriptor stays the caller's")
    func borrowedDescriptor() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("out")
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        do {
            let sink = FileSink(fileDescriptor: descriptor)
            try PropertyListWriter.write(.array([.integer(1)]), to: sink)
        }
        #expect(write(descriptor, "x", 1) == 1)
        close(descriptor)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == (try PropertyListWriter.encode(.array([.integer(1)]))) + [UInt8(ascii: "x")])
    }

    @Test("I/O errors carry the system's reason")
    func ioErrors() throws {
        let sink = FileSink(fileDescriptor: -1, displayPath: "bad")
        let error = #expect(throws: PropertyListError.self) {
            try sink.write([UInt8](repeating: 0, count: FileSink.bufferCapacity + 1))
        }
        #expect(error == .fileSystem(operation: "write", path: "bad", reason: String(cString: strerror(EBADF))))
        #expect(error?.message == "bad: cannot write: Bad file descriptor")
    }
}

import Foundation

@testable import StorysharePropertyList

#if canImport(Glibc)
    import Glibc
#endif

/// Files for the tests: the library reads and writes through descriptors its callers own.
enum TestFiles {
    /// Decodes the file at `path` (read with Foundation).
    static func read(_ path: String) throws -> PropertyList {
        try PropertyListReader.read(Array(Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// Runs `body` with a sink over a new file at `path` (refused when it exists and `exclusive`), then
    /// flushes and closes it.
    static func write(_ path: String, exclusive: Bool = false, _ body: (FileSink) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC), 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let sink = FileSink(fileDescriptor: descriptor, displayPath: path)
        try body(sink)
        try sink.flush()
    }
}

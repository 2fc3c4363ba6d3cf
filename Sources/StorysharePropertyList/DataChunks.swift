import StoryshareSystem

/// Delivers the bytes of a ``DataSource`` in chunks, reading `.file` sources through one buffer
/// of at most ``PropertyListWriter/fileChunkSize`` bytes so a file is never held whole.
enum DataChunks {
    /// Calls `body` with consecutive chunks of exactly `chunkSize` bytes (the last may be
    /// shorter; an empty source gives no call). Throws
    /// ``PropertyListError/dataFileChanged(path:expectedLength:actualLength:)`` when a file does
    /// not hold exactly its declared length, and ``PropertyListError/unencodable(keyPath:reason:)``
    /// for an `.inputRange`, whose buffer a writer cannot reach.
    static func forEach(
        _ source: DataSource, chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        precondition(chunkSize > 0 && chunkSize <= PropertyListWriter.fileChunkSize)
        switch source {
        case .bytes(let bytes):
            try bytes.withUnsafeBytes { raw in
                var start = 0
                while start < raw.count {
                    let end = start + min(chunkSize, raw.count - start)
                    try body(UnsafeRawBufferPointer(rebasing: raw[start..<end]))
                    start = end
                }
            }
        case .file(let path, let length):
            try forEachFileChunk(path: path, length: length, chunkSize: chunkSize, body)
        case .inputRange:
            // The preflight refuses these before anything is written; should one get here, it is
            // refused the same way rather than written as nothing.
            throw PropertyListError.unencodable(
                keyPath: "", reason: "data read in place (an input range) cannot be written")
        }
    }

    private static func forEachFileChunk(
        path: String, length: Int, chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let opened: (descriptor: Int32, status: FileStatus)
        switch RegularFile.open(path) {
        case .failure(let problem):
            throw PropertyListError.fileSystem(operation: "open for reading", path: path, reason: problem.description)
        case .success(let value): opened = value
        }
        defer { Descriptor.close(opened.descriptor) }
        if opened.status.size != Int64(length) {
            throw PropertyListError.dataFileChanged(
                path: path, expectedLength: length, actualLength: Int(opened.status.size))
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        func read(_ count: Int) throws -> Int {
            do {
                return try Descriptor.read(
                    opened.descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count])
                ).get()
            } catch {
                throw PropertyListError.fileSystem(operation: "read", path: path, reason: error.description)
            }
        }
        var done = 0
        while done < length {
            let wanted = min(chunkSize, length - done)
            let got = try read(wanted)
            if got < wanted {
                throw PropertyListError.dataFileChanged(path: path, expectedLength: length, actualLength: done + got)
            }
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
            done += got
        }
        // The file must end here: one more byte means it grew while we copied it.
        if try read(1) > 0 {
            let grown = (try? FileStatus.of(descriptor: opened.descriptor).get().size).map(Int.init) ?? (length + 1)
            throw PropertyListError.dataFileChanged(
                path: path, expectedLength: length, actualLength: max(grown, length + 1))
        }
    }
}

/// Delivers the bytes of a ``DataSource`` in chunks, reading `.file` sources through one buffer
/// of at most ``PropertyListWriter/fileChunkSize`` bytes so a file is never held whole.
enum DataChunks {
    /// Calls `body` with consecutive chunks of exactly `chunkSize` bytes (the last may be
    /// shorter; an empty source gives no call). Throws
    /// ``PropertyListError/dataFileChanged(path:expectedLength:actualLength:)`` when a file does
    /// not hold exactly its declared length, and ``PropertyListError/unencodable(encoding:keyPath:reason:)``
    /// (in `encoding`) for an `.inputRange`, whose buffer a writer cannot reach.
    static func forEach(
        _ source: DataSource, chunkSize: Int, encoding: PropertyListEncoding,
        _ body: (UnsafeRawBufferPointer) throws -> Void
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
                encoding: encoding, keyPath: "", reason: "data read in place (an input range) cannot be written")
        }
    }

    private static func forEachFileChunk(
        path: String, length: Int, chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let descriptor = try POSIXFile.openForReading(path)
        defer { try? POSIXFile.closeDescriptor(descriptor, path: path) }
        let size = try POSIXFile.regularFileSize(descriptor, path: path)
        if let size, size != length {
            throw PropertyListError.dataFileChanged(path: path, expectedLength: length, actualLength: size)
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var done = 0
        while done < length {
            let wanted = min(chunkSize, length - done)
            let got = try POSIXFile.readFully(
                descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<wanted]), path: path)
            if got < wanted {
                throw PropertyListError.dataFileChanged(path: path, expectedLength: length, actualLength: done + got)
            }
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
            done += got
        }
        // The file must end here: one more byte means it grew while we copied it.
        let probe = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<1])
        if try POSIXFile.readFully(descriptor, into: probe, path: path) > 0 {
            let grown = try POSIXFile.regularFileSize(descriptor, path: path) ?? (length + 1)
            throw PropertyListError.dataFileChanged(
                path: path, expectedLength: length, actualLength: max(grown, length + 1))
        }
    }
}

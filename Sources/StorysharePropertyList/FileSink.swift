import StoryshareSystem

/// A sink that writes to an open file descriptor through a ``bufferCapacity``-byte buffer.
///
/// Writes smaller than the buffer are gathered; larger ones (the chunks of a streamed `.data` file) go
/// straight to the descriptor after the buffer is flushed. The descriptor stays the caller's: call
/// ``flush()`` and check its error before closing it (a bundle's is `AtomicFile`'s temporary file).
public final class FileSink: PropertyListSink {
    /// The size of the write buffer: 64 KiB.
    public static let bufferCapacity = 64 * 1024

    /// The descriptor written to.
    public let fileDescriptor: Int32
    /// The path (or "file descriptor N") that error messages name.
    public let displayPath: String
    /// The number of bytes accepted so far (including those still buffered).
    public private(set) var bytesWritten: Int = 0

    private let buffer: UnsafeMutableRawBufferPointer
    private var buffered = 0

    /// A sink over an open descriptor, which the caller closes (after ``flush()``).
    public init(fileDescriptor: Int32, displayPath: String? = nil) {
        self.fileDescriptor = fileDescriptor
        self.displayPath = displayPath ?? "file descriptor \(fileDescriptor)"
        self.buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bufferCapacity, alignment: 16)
    }

    deinit {
        buffer.deallocate()
    }

    /// Buffers `bytes`, writing to the descriptor whenever the buffer fills.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(PropertyListError) {
        bytesWritten += bytes.count
        if buffered + bytes.count <= buffer.count {
            UnsafeMutableRawBufferPointer(rebasing: buffer[buffered..<(buffered + bytes.count)])
                .copyMemory(from: bytes)
            buffered += bytes.count
            return
        }
        try flush()
        if bytes.count >= buffer.count {
            try writeThrough(bytes)
        } else {
            UnsafeMutableRawBufferPointer(rebasing: buffer[0..<bytes.count]).copyMemory(from: bytes)
            buffered = bytes.count
        }
    }

    /// Writes the buffered bytes to the descriptor.
    public func flush() throws(PropertyListError) {
        guard buffered > 0 else { return }
        let pending = UnsafeRawBufferPointer(rebasing: buffer[0..<buffered])
        buffered = 0
        try writeThrough(pending)
    }

    private func writeThrough(_ bytes: UnsafeRawBufferPointer) throws(PropertyListError) {
        do {
            try Descriptor.write(fileDescriptor, bytes).get()
        } catch {
            throw .fileSystem(operation: "write", path: displayPath, reason: error.description)
        }
    }
}

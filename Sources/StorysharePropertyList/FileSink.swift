#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A sink that writes to a file descriptor through a ``bufferCapacity``-byte buffer.
///
/// Writes smaller than the buffer are gathered; larger ones (the chunks of a streamed `.data`
/// file) go straight to the descriptor after the buffer is flushed. Call ``close()`` (or
/// ``flush()`` for a descriptor you close yourself) and check its error: the deinitializer
/// flushes and closes on a best-effort basis only.
///
/// For an atomic bundle, open a temporary file in the destination's directory with
/// `init(path:exclusive: true)`, write, ``synchronize()``, ``close()``, then rename it.
public final class FileSink: PropertyListSink {
    /// The size of the write buffer: 64 KiB.
    public static let bufferCapacity = 64 * 1024

    /// The descriptor written to.
    public let fileDescriptor: Int32
    /// The path (or "file descriptor N") that error messages name.
    public let displayPath: String
    /// The number of bytes accepted so far (including those still buffered).
    public private(set) var bytesWritten: Int = 0

    private let closesDescriptor: Bool
    private var isClosed = false
    private let buffer: UnsafeMutableRawBufferPointer
    private var buffered = 0

    /// A sink over an open descriptor. With `closesDescriptor`, ``close()`` and the deinitializer
    /// close it; otherwise the caller does (after ``flush()``).
    public init(fileDescriptor: Int32, closesDescriptor: Bool = false, displayPath: String? = nil) {
        self.fileDescriptor = fileDescriptor
        self.closesDescriptor = closesDescriptor
        self.displayPath = displayPath ?? "file descriptor \(fileDescriptor)"
        self.buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bufferCapacity, alignment: 16)
    }

    /// Creates the file at `path` (truncating an existing one, or failing if it exists when
    /// `exclusive`) with `permissions` (before the umask), and owns its descriptor.
    public convenience init(path: String, exclusive: Bool = false, permissions: UInt32 = 0o644)
        throws(PropertyListError)
    {
        let descriptor = try POSIXFile.openForWriting(path, exclusive: exclusive, permissions: permissions)
        self.init(fileDescriptor: descriptor, closesDescriptor: true, displayPath: path)
    }

    deinit {
        if !isClosed {
            try? flush()
            if closesDescriptor {
                try? POSIXFile.closeDescriptor(fileDescriptor, path: displayPath)
            }
        }
        buffer.deallocate()
    }

    /// Buffers `bytes`, writing to the descriptor whenever the buffer fills.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(PropertyListError) {
        guard !isClosed else {
            throw .fileSystem(operation: "write (the sink is closed)", path: displayPath, errno: EBADF)
        }
        bytesWritten += bytes.count
        if buffered + bytes.count <= buffer.count {
            UnsafeMutableRawBufferPointer(rebasing: buffer[buffered..<(buffered + bytes.count)])
                .copyMemory(from: bytes)
            buffered += bytes.count
            return
        }
        try flushBuffer()
        if bytes.count >= buffer.count {
            try POSIXFile.writeAll(fileDescriptor, bytes, path: displayPath)
        } else {
            UnsafeMutableRawBufferPointer(rebasing: buffer[0..<bytes.count]).copyMemory(from: bytes)
            buffered = bytes.count
        }
    }

    /// Writes the buffered bytes to the descriptor.
    public func flush() throws(PropertyListError) {
        guard !isClosed else {
            return
        }
        try flushBuffer()
    }

    /// Flushes, then asks the system to put the file's data on storage (`fsync`).
    public func synchronize() throws(PropertyListError) {
        try flush()
        if !isClosed {
            try POSIXFile.synchronize(fileDescriptor, path: displayPath)
        }
    }

    /// Flushes and, when the sink owns the descriptor, closes it. Later calls do nothing.
    public func close() throws(PropertyListError) {
        guard !isClosed else {
            return
        }
        defer { isClosed = true }
        do {
            try flushBuffer()
        } catch {
            if closesDescriptor {
                try? POSIXFile.closeDescriptor(fileDescriptor, path: displayPath)
            }
            throw error
        }
        if closesDescriptor {
            try POSIXFile.closeDescriptor(fileDescriptor, path: displayPath)
        }
    }

    private func flushBuffer() throws(PropertyListError) {
        guard buffered > 0 else {
            return
        }
        let pending = UnsafeRawBufferPointer(rebasing: buffer[0..<buffered])
        buffered = 0
        try POSIXFile.writeAll(fileDescriptor, pending, path: displayPath)
    }
}

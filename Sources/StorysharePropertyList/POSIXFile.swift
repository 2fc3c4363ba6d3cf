#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin, `errno`-checked wrappers around the system calls the sinks and the writers use.
enum POSIXFile {
    /// Opens `path` for reading.
    static func openForReading(_ path: String) throws(PropertyListError) -> Int32 {
        while true {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 {
                return descriptor
            }
            let code = errno
            if code != EINTR {
                throw .fileSystem(operation: "open for reading", path: path, errno: code)
            }
        }
    }

    /// Creates (or, unless `exclusive`, truncates) `path` for writing.
    static func openForWriting(_ path: String, exclusive: Bool, permissions: UInt32) throws(PropertyListError) -> Int32
    {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC)
        while true {
            let descriptor = open(path, flags, mode_t(permissions))
            if descriptor >= 0 {
                return descriptor
            }
            let code = errno
            if code != EINTR {
                throw .fileSystem(operation: "open for writing", path: path, errno: code)
            }
        }
    }

    /// The size of a regular file, or nil for anything else (a pipe, a device).
    static func regularFileSize(_ descriptor: Int32, path: String) throws(PropertyListError) -> Int? {
        var status = stat()
        if fstat(descriptor, &status) != 0 {
            throw .fileSystem(operation: "get the size of", path: path, errno: errno)
        }
        return regularSize(status)
    }

    /// The size of the regular file at `path` (following symbolic links), or nil for anything else.
    static func regularFileSize(atPath path: String) throws(PropertyListError) -> Int? {
        var status = stat()
        if stat(path, &status) != 0 {
            throw .fileSystem(operation: "get the size of", path: path, errno: errno)
        }
        return regularSize(status)
    }

    private static func regularSize(_ status: stat) -> Int? {
        guard status.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        return Int(exactly: status.st_size)
    }

    /// Reads until `buffer` is full or the file ends; returns the number of bytes read.
    static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String
    ) throws(PropertyListError) -> Int {
        guard let base = buffer.baseAddress else {
            return 0
        }
        var filled = 0
        while filled < buffer.count {
            let result = read(descriptor, base + filled, buffer.count - filled)
            if result > 0 {
                filled += result
            } else if result == 0 {
                break
            } else {
                let code = errno
                if code != EINTR {
                    throw .fileSystem(operation: "read", path: path, errno: code)
                }
            }
        }
        return filled
    }

    /// Writes all of `bytes`, retrying short writes.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(PropertyListError) {
        guard var next = bytes.baseAddress else {
            return
        }
        var remaining = bytes.count
        while remaining > 0 {
            let result = write(descriptor, next, remaining)
            if result > 0 {
                next += result
                remaining -= result
            } else if result < 0 {
                let code = errno
                if code != EINTR {
                    throw .fileSystem(operation: "write", path: path, errno: code)
                }
            } else {
                throw .fileSystem(operation: "write", path: path, errno: EIO)
            }
        }
    }

    /// Flushes the file's data to storage.
    static func synchronize(_ descriptor: Int32, path: String) throws(PropertyListError) {
        while fsync(descriptor) != 0 {
            let code = errno
            if code != EINTR {
                throw .fileSystem(operation: "synchronize", path: path, errno: code)
            }
        }
    }

    /// Closes a descriptor (never retried: on Linux the descriptor is gone even after EINTR).
    static func closeDescriptor(_ descriptor: Int32, path: String) throws(PropertyListError) {
        if close(descriptor) != 0 {
            let code = errno
            if code != EINTR {
                throw .fileSystem(operation: "close", path: path, errno: code)
            }
        }
    }

    /// Reads a whole regular file (or anything readable to its end) into memory.
    static func readAll(_ path: String) throws(PropertyListError) -> [UInt8] {
        let descriptor = try openForReading(path)
        defer { _ = close(descriptor) }
        let size = try regularFileSize(descriptor, path: path) ?? 0
        var result: [UInt8] = []
        // The size is a hint (the file may change); never reserve absurd amounts on its word.
        result.reserveCapacity(min(size, 1 << 30) + 1)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = try readFully(descriptor, into: chunk, path: path)
            if count == 0 {
                break
            }
            result.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
        return result
    }
}

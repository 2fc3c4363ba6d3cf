#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading and writing an open file descriptor whole, retrying what a signal interrupts: the loops the
/// bundle writer's sink and its streamed files need.
public enum DescriptorIO {
    /// Reads until `buffer` is full or the file ends; returns the number of bytes read.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int
    {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = systemRead(descriptor, base + filled, buffer.count - filled)
            if count > 0 {
                filled += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw SystemError()
            }
        }
        return filled
    }

    /// Closes a descriptor this process opened and no longer needs (never retried: on Linux the descriptor
    /// is gone even after EINTR).
    public static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    /// Writes all of `bytes`, retrying short writes.
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let count = systemWrite(descriptor, next, remaining)
            if count > 0 {
                next += count
                remaining -= count
            } else if count == 0 {
                throw SystemError(EIO)
            } else if errno != EINTR {
                throw SystemError()
            }
        }
    }
}

// The system's `read`, `write` and `close`, named apart from the static functions above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

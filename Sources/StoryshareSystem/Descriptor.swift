#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop around `read(2)`, `pread(2)` and `write(2)`: a call interrupted by a signal (`EINTR`) is made
/// again, and a short count goes on from where it stopped.
public enum Descriptor {
    /// Reads from `descriptor` into `buffer` until it is full or the file ends (at `offset` with `pread` when
    /// given, else from the descriptor's position). Returns how many bytes were read: fewer than
    /// `buffer.count` means the file ended.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int64? = nil)
        -> Result<Int, SystemError>
    {
        guard let base = buffer.baseAddress else { return .success(0) }
        var done = 0
        while done < buffer.count {
            let count =
                if let offset {
                    pread(descriptor, base + done, buffer.count - done, off_t(offset) + off_t(done))
                } else {
                    systemRead(descriptor, base + done, buffer.count - done)
                }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError())
            }
            if count == 0 { break }
            done += count
        }
        return .success(done)
    }

    /// Writes all of `bytes` to `descriptor`. A write that makes no progress fails with `EIO` when the
    /// system gave no reason.
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Void, SystemError> {
        guard let base = bytes.baseAddress else { return .success(()) }
        var done = 0
        while done < bytes.count {
            let count = systemWrite(descriptor, base + done, bytes.count - done)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError())
            }
            if count == 0 { return .failure(SystemError(EIO)) }
            done += count
        }
        return .success(())
    }

    /// Closes a descriptor this process opened and no longer needs (never retried: on Linux the descriptor
    /// is gone even after `EINTR`).
    public static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
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

/// Where a ``PropertyListWriter`` sends its bytes: a file (``FileSink``), memory (``MemorySink``)
/// or anything else that can append bytes (a hash, a socket).
///
/// Sinks are classes because they own state (a buffer, a descriptor). The writer calls
/// ``write(_:)`` many times, in order, and ``flush()`` once when the document is complete.
public protocol PropertyListSink: AnyObject {
    /// Appends `bytes`. The buffer is only valid during the call: copy what you keep.
    func write(_ bytes: UnsafeRawBufferPointer) throws

    /// Pushes any buffered bytes to their destination. The default does nothing.
    func flush() throws
}

extension PropertyListSink {
    /// Does nothing: for sinks that do not buffer.
    public func flush() throws {}

    /// Appends the bytes of an array.
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { raw in
            try write(raw)
        }
    }
}

/// A sink that collects everything written into ``bytes``.
public final class MemorySink: PropertyListSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    /// Appends `bytes` to ``bytes``.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }
}

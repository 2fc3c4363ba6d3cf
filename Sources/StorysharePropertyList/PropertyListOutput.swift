/// The writers' view of a sink: a small staging buffer that gathers the many tiny pieces of a
/// document, counts the bytes emitted (binary offsets need it), and passes big chunks through.
/// It also carries the write's observer, if any, to the data and string values.
final class PropertyListOutput {
    /// Bytes gathered before they are handed to the sink.
    static let stagingCapacity = 16 * 1024

    private let sink: any PropertyListSink
    private let observer: (any PropertyListWriteObserver)?
    private var staging: [UInt8] = []
    /// The number of bytes emitted so far (handed to the sink or staged).
    private(set) var position = 0

    init(sink: any PropertyListSink, observer: (any PropertyListWriteObserver)? = nil) {
        self.sink = sink
        self.observer = observer
        staging.reserveCapacity(Self.stagingCapacity)
    }

    /// The chunks of `source` for the writer to encode (see ``DataChunks/forEach(_:chunkSize:_:)``),
    /// each shown to the observer first.
    func forEachChunk(
        of source: DataSource, chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard let observer else {
            return try DataChunks.forEach(source, chunkSize: chunkSize, body)
        }
        var offset = 0
        try DataChunks.forEach(source, chunkSize: chunkSize) { chunk in
            try observer.observe(chunk, at: offset, of: source)
            offset += chunk.count
            try body(chunk)
        }
    }

    /// The text to write for the string value `text`: the observer's replacement, or `text` itself.
    func stringValue(_ text: String) throws -> String {
        try observer?.text(for: text) ?? text
    }

    func append(_ byte: UInt8) throws {
        staging.append(byte)
        position += 1
        if staging.count >= Self.stagingCapacity {
            try drain()
        }
    }

    func append(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { raw in
            try append(raw)
        }
    }

    func append(_ text: String) throws {
        let done: Void? = try text.utf8.withContiguousStorageIfAvailable { utf8 in
            try append(UnsafeRawBufferPointer(utf8))
        }
        if done == nil {
            try append(Array(text.utf8))
        }
    }

    func append(_ raw: UnsafeRawBufferPointer) throws {
        position += raw.count
        if raw.count >= Self.stagingCapacity {
            try drain()
            try sink.write(raw)
            return
        }
        staging.append(contentsOf: raw)
        if staging.count >= Self.stagingCapacity {
            try drain()
        }
    }

    /// Appends `value` big-endian in `width` bytes (1, 2, 4 or 8; higher bytes are dropped).
    func appendBigEndian(_ value: UInt64, width: Int) throws {
        var shift = (width - 1) * 8
        while shift >= 0 {
            try append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }

    /// Hands everything staged to the sink, then flushes the sink.
    func finish() throws {
        try drain()
        try sink.flush()
    }

    private func drain() throws {
        guard !staging.isEmpty else {
            return
        }
        try staging.withUnsafeBytes { raw in
            try sink.write(raw)
        }
        staging.removeAll(keepingCapacity: true)
    }
}

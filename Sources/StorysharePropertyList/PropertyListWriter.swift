/// Writes binary property lists (`bplist00`), streaming `.file` data and emitting dictionary keys in
/// sorted order so equal values give byte-identical output. Foundation's encoders cannot do the same:
/// they build the whole document in memory, cannot hash a file while copying it, and promise no key order.
///
/// Keys are sorted by their UTF-8 bytes, which is the same as Unicode scalar order (and not
/// Swift's `String` ordering, which compares canonical forms).
///
/// Before writing anything the writer checks that the value can be encoded (see
/// ``PropertyListError/unencodable(keyPath:reason:)``) and that every `.file` source
/// holds its declared length. During the write only I/O errors and a file that changes can still
/// interrupt the document; the sink then holds a partial document, so write bundles to a
/// temporary file and rename it.
///
/// Every object is written once (no sharing), reals as float64, dates as float64 seconds since
/// 2001-01-01, ASCII strings as single bytes and others as UTF-16BE.
public enum PropertyListWriter {
    /// How many bytes of a `.file` data source are read at a time: 1 MiB. This (plus a 64 KiB
    /// sink buffer and the encoded chunk) bounds the memory a streamed file costs.
    public static let fileChunkSize = 1 << 20

    /// Writes `value` to `sink`, then flushes the sink. An `observer` sees each
    /// `.data` value's bytes as they are written and may replace string values (see
    /// ``PropertyListWriteObserver``).
    ///
    /// Throws ``PropertyListError`` for values a reader would refuse (too deep, data read in place) and
    /// for data files that are missing, unreadable or not of their declared length, and rethrows the
    /// sink's and the observer's errors.
    public static func write(
        _ value: PropertyList, to sink: any PropertyListSink, observer: (any PropertyListWriteObserver)? = nil
    ) throws {
        try WriterPreflight.check(value)
        let output = PropertyListOutput(sink: sink, observer: observer)
        try BinaryPropertyListWriter.write(value, to: output)
        try output.finish()
    }

    /// The encoded bytes of `value` (convenient for small values; bundles should stream to a
    /// ``FileSink``).
    public static func encode(_ value: PropertyList, observer: (any PropertyListWriteObserver)? = nil) throws -> [UInt8]
    {
        let sink = MemorySink()
        try write(value, to: sink, observer: observer)
        return sink.bytes
    }

    /// The entries of `dictionary` sorted by the UTF-8 bytes of their keys.
    static func sortedEntries(_ dictionary: [String: PropertyList]) -> [(key: String, value: PropertyList)] {
        dictionary.sorted { left, right in
            left.key.utf8.lexicographicallyPrecedes(right.key.utf8)
        }
    }
}

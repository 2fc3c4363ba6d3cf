/// Writes property lists as binary, XML or JSON, streaming `.file` data and emitting
/// dictionary keys in sorted order so equal values give byte-identical output.
///
/// Keys are sorted by their UTF-8 bytes, which is the same as Unicode scalar order (and not
/// Swift's `String` ordering, which compares canonical forms).
///
/// Before writing anything the writer checks that the value can be encoded (see
/// ``PropertyListError/unencodable(encoding:keyPath:reason:)``) and that every `.file` source
/// holds its declared length. During the write only I/O errors and a file that changes can still
/// interrupt the document; the sink then holds a partial document, so write bundles to a
/// temporary file and rename it.
///
/// Encodings:
/// - ``PropertyListEncoding/binary``: Apple's `bplist00`; every object written once (no sharing),
///   reals as float64, dates as float64 seconds since 2001-01-01, ASCII strings as single bytes and
///   others as UTF-16BE.
/// - ``PropertyListEncoding/xml``: Apple's XML format with its DOCTYPE, tab indentation and data in
///   base64 lines of 76 characters; dates have whole-second precision (rounded down); reals are
///   the shortest text that reads back exactly; NaN and infinities, and strings holding control
///   characters other than tab, LF and CR, are refused. CR is written as `&#13;` so XML line-end
///   normalisation cannot turn it into LF.
/// - ``PropertyListEncoding/json``: a dictionary or array, pretty-printed with 2-space
///   indentation and `": "` after keys; data as base64 strings, dates as ISO-8601 UTC strings
///   (fractional seconds only when not whole), control characters as `\uXXXX`; `/` is not escaped.
public enum PropertyListWriter {
    /// How many bytes of a `.file` data source are read at a time: 1 MiB. This (plus a 64 KiB
    /// sink buffer and the encoded chunk) bounds the memory a streamed file costs.
    public static let fileChunkSize = 1 << 20

    /// Writes `value` in `encoding` to `sink`, then flushes the sink. An `observer` sees each
    /// `.data` value's bytes as they are written and may replace string values (see
    /// ``PropertyListWriteObserver``).
    ///
    /// Throws ``PropertyListError`` for values the encoding cannot carry and for data files that
    /// are missing, unreadable or not of their declared length, and rethrows the sink's and the
    /// observer's errors.
    public static func write(
        _ value: PropertyList, encoding: PropertyListEncoding, to sink: any PropertyListSink,
        observer: (any PropertyListWriteObserver)? = nil
    ) throws {
        try WriterPreflight.check(value, encoding: encoding)
        let output = PropertyListOutput(sink: sink, encoding: encoding, observer: observer)
        switch encoding {
        case .binary:
            try BinaryPropertyListWriter.write(value, to: output)
        case .xml:
            try XMLPropertyListWriter.write(value, to: output)
        case .json:
            try JSONPropertyListWriter.write(value, to: output)
        }
        try output.finish()
    }

    /// The encoded bytes of `value` (convenient for small values; bundles should stream to a
    /// ``FileSink``).
    public static func encode(
        _ value: PropertyList, encoding: PropertyListEncoding, observer: (any PropertyListWriteObserver)? = nil
    ) throws -> [UInt8] {
        let sink = MemorySink()
        try write(value, encoding: encoding, to: sink, observer: observer)
        return sink.bytes
    }

    /// The entries of `dictionary` sorted by the UTF-8 bytes of their keys.
    static func sortedEntries(_ dictionary: [String: PropertyList]) -> [(key: String, value: PropertyList)] {
        dictionary.sorted { left, right in
            left.key.utf8.lexicographicallyPrecedes(right.key.utf8)
        }
    }
}

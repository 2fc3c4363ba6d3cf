/// Reads binary, XML and JSON property lists, detecting the encoding from the content.
///
/// The parsers are written for hostile input: every offset, count and length is checked against
/// the input before use, integer arithmetic is overflow-checked, containers may nest at most
/// ``maximumDepth`` levels, reference cycles are refused, and decoding never produces more than
/// the input could hold (a data or string value never exceeds the input; a binary plist whose
/// shared containers would expand beyond one value per input byte is refused). Every failure is a
/// ``PropertyListError``, in time linear in the input.
///
/// What each encoding yields:
/// - binary: typed values (`.date` as seconds since 1970, `.data` as `.bytes`). Integers up to 8
///   bytes, and 16-byte integers whose value fits 64 signed bits; 4 and 8-byte reals. Strings are
///   ASCII or UTF-16 with paired surrogates. Null, UIDs and sets are refused.
/// - XML: typed values. `<integer>` is decimal or `0x` hexadecimal; `<real>` also accepts `nan`,
///   `inf`, `-inf`, `infinity`; `<date>` is exactly `YYYY-MM-DDTHH:MM:SSZ` (whole seconds);
///   `<data>` is base64 (whitespace ignored). Only the five predefined entities and numeric
///   character references are expanded; a DTD with an internal subset is refused, so no entity
///   can be defined; the declared encoding must be UTF-8. Comments, processing instructions and
///   CDATA sections are allowed.
/// - JSON: `.string` for every string (the caller knows which keys hold base64 data or ISO-8601
///   dates: see ``Base64`` and ``ISO8601UTC``); `.integer` for numbers written without fraction or
///   exponent that fit in 64 bits, `.real` for the others; `.bool`; arrays and dictionaries.
///   `null` is refused. An unpaired `\u` surrogate is refused.
///
/// In every encoding a dictionary holding a key twice is refused (a bundle must be unambiguous).
public enum PropertyListReader {
    /// How deeply containers may nest: a top-level dictionary is level 1. Writers refuse deeper
    /// values so everything they write can be read back.
    public static let maximumDepth = 64

    /// Decodes `bytes`, returning the value and the encoding it was found in.
    ///
    /// Detection: `bplist00` at the start means binary; otherwise, after an optional UTF-8 byte
    /// order mark and whitespace, `<?xml`, `<plist` or `<!DOCTYPE` means XML and `{` or `[` means
    /// JSON. Anything else is ``PropertyListError/unrecognizedEncoding(prefix:)``.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> (
        value: PropertyList, encoding: PropertyListEncoding
    ) {
        let encoding = try detectEncoding(bytes)
        switch encoding {
        case .binary:
            return (try BinaryPropertyListReader.read(bytes), .binary)
        case .xml:
            return (try XMLPropertyListReader.read(bytes), .xml)
        case .json:
            return (try JSONPropertyListReader.read(bytes), .json)
        }
    }

    /// Reads the file at `path` whole and decodes it (see ``read(_:)``).
    public static func read(fileAtPath path: String) throws(PropertyListError) -> (
        value: PropertyList, encoding: PropertyListEncoding
    ) {
        try read(POSIXFile.readAll(path))
    }

    /// The encoding `bytes` are in, judged from their first bytes only.
    public static func detectEncoding(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListEncoding {
        var scanner = TextScanner(bytes, encoding: .xml)
        if scanner.hasPrefix("bplist00") {
            return .binary
        }
        if scanner.hasPrefix("\u{FEFF}") {
            scanner.index = 3
        }
        scanner.skipWhitespace()
        if scanner.hasPrefix("<?xml") || scanner.hasPrefix("<plist") || scanner.hasPrefix("<!DOCTYPE") {
            return .xml
        }
        if scanner.peek() == UInt8(ascii: "{") || scanner.peek() == UInt8(ascii: "[") {
            return .json
        }
        throw .unrecognizedEncoding(prefix: Array(bytes.prefix(8)))
    }
}

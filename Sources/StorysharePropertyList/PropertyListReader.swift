import StoryshareXML

/// Reads binary and JSON property lists, detecting the encoding from the content (XML is detected, and left to
/// Foundation).
///
/// The parsers are written for hostile input: every offset, count and length is checked against
/// the input before use, integer arithmetic is overflow-checked, containers may nest at most
/// ``maximumDepth`` levels, reference cycles are refused, and a binary plist whose shared
/// containers would expand beyond one value per input byte is refused
/// (``PropertyListError/binaryExpansionTooLarge(limit:)``).
///
/// Reading is budgeted by the input's size: for an input of N bytes, what decoding allocates for
/// the value it returns, plus the work of hashing dictionary keys, may total at most 2N + 8 MiB
/// bytes. Each allocation is charged before it is made, at what it costs: the heap box of every
/// value (32 to 64 bytes), container storage (8 bytes an element and 68 an entry when the count is
/// known up front, as in binary plists; 24 and 100 in XML and JSON, whose containers grow as they
/// are read), string and data bytes (a string costs its UTF-8 size, so a UTF-16 string in a
/// binary plist costs up to 1.5 times its bytes; base64 data costs three quarters of its text),
/// and for each key the length hashed (and half the square of any out-of-order run of combining
/// marks, which Swift's normalisation sorts in quadratic time). A binary plist's shared strings, numbers
/// and data are decoded once and shared; each further reference costs its 8-byte slot. A value
/// that would pass the budget is refused (``PropertyListError/binaryOverBudget(object:offset:value:total:limit:)``,
/// ``PropertyListError/textOverBudget(encoding:position:value:total:limit:)``): an array of
/// fifty million one-byte references is refused from its count, before anything is allocated.
/// So reading N bytes from a file peaks at about 3N bytes (the input and its decoded value) plus
/// the program's own, and every failure is a ``PropertyListError``, in time linear in N. Ordinary
/// plists never come near the budget; ones made of millions of tiny values do, and are refused.
///
/// What each encoding yields:
/// - binary: typed values (`.date` as seconds since 1970, `.data` as `.bytes`). Integers up to 8
///   bytes, and 16-byte integers whose value fits 64 signed bits; 4 and 8-byte reals. Strings are
///   ASCII or UTF-16 with paired surrogates. Null, UIDs and sets are refused.
/// - XML: detected, not read here: ``PropertyListError/xmlUnsupported(position:construct:)``. Foundation's
///   `PropertyListSerialization` reads XML property lists, and StoryshareXML's lexer their lines.
/// - JSON: `.string` for every string (the caller knows which keys hold base64 data or ISO-8601
///   dates: see ``Base64`` and ``ISO8601UTC``); `.integer` for numbers written without fraction or
///   exponent that fit in 64 bits, `.real` for the others; `.bool`; arrays and dictionaries.
///   `null` is refused. An unpaired `\u` surrogate is refused.
///
/// In every encoding a dictionary holding a key twice is refused (a bundle must be unambiguous).
///
/// ``read(_:)`` copies each data value out of the input (`.bytes`); ``read(inPlace:base64Keys:)``
/// leaves it in the caller's buffer (`.inputRange`), decoding XML and JSON base64 where it lies,
/// so that a bundle holding a 50 MB video is read in little more than the memory of its file.
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
        try read(bytes, budgetAllowance: DecodingBudget.allowance)
    }

    /// ``read(_:)`` with a budget of twice the input plus `budgetAllowance` bytes: tests use a small
    /// allowance so that small inputs reach the budget.
    static func read(_ bytes: [UInt8], budgetAllowance: Int) throws(PropertyListError) -> (
        value: PropertyList, encoding: PropertyListEncoding
    ) {
        // The readers work on the array's own storage: nothing is copied.
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PropertyListError) in
                try read(raw[...], budgetAllowance: budgetAllowance)
            }
        }
        return try result.get()
    }

    /// Decodes the property list in `buffer`, which the caller owns, without copying its data:
    /// each `.data` value is ``DataSource/inputRange(_:)``, the offsets of its bytes in `buffer`.
    ///
    /// - binary: a data object's range is where its bytes already lie; nothing is written.
    /// - JSON, which has no data type: a string that is the value of a dictionary key in
    ///   `base64Keys` (at any depth; matched by exact Unicode scalars) is read as base64 data and
    ///   decoded, escapes included, into the start of its own text, instead of becoming a `.string`.
    ///   Such a string that is not valid base64 is
    ///   ``PropertyListError/invalidValue(encoding:position:text:expected:)``. A value under such a
    ///   key that is not a string, and strings under other keys, are read as ``read(_:)`` reads
    ///   them. `base64Keys` is not used in the other encodings.
    ///
    /// The decoded bytes are never longer than their text, so each range lies inside its value's
    /// text. The reader writes `buffer` only inside the returned ranges, and only once the whole
    /// document has been read: when it throws, `buffer` is unchanged. Every value but data (and the
    /// strings read as data) is exactly what ``read(_:)`` gives for the same bytes, and so is every
    /// error, but for two: a JSON string read as data that is not base64, and what the budget
    /// refuses. Data read in place costs its value's box and no copy, so an input ``read(_:)`` finds
    /// over budget may be read here. Otherwise the guarantees are ``read(_:)``'s (2N + 8 MiB of
    /// decoded values at most, time linear in N); the memory reading adds to the buffer is that of
    /// the values other than data.
    ///
    /// The ranges mean something only with this buffer: keep it, unchanged, while the value is in
    /// use, and turn a range into bytes with `UnsafeRawBufferPointer(rebasing: buffer[range])` (or
    /// copy them all out with ``PropertyList/copyingInputRanges(from:)``). Writers refuse
    /// `.inputRange` data.
    public static func read(
        inPlace buffer: UnsafeMutableRawBufferPointer, base64Keys: Set<String> = []
    ) throws(PropertyListError) -> (value: PropertyList, encoding: PropertyListEncoding) {
        try read(inPlace: buffer, base64Keys: base64Keys, budgetAllowance: DecodingBudget.allowance)
    }

    /// ``read(inPlace:base64Keys:)`` with a budget of twice the input plus `budgetAllowance` bytes.
    static func read(
        inPlace buffer: UnsafeMutableRawBufferPointer, base64Keys: Set<String>, budgetAllowance: Int
    ) throws(PropertyListError) -> (value: PropertyList, encoding: PropertyListEncoding) {
        let inPlace = InPlaceDecoding(buffer: buffer, base64Keys: base64Keys)
        return try read(UnsafeRawBufferPointer(buffer)[...], inPlace: inPlace, budgetAllowance: budgetAllowance)
    }

    /// Decodes the bytes of `input`, copying data out of it, or, given `inPlace` (whose buffer is
    /// `input`), leaving data in it.
    static func read(
        _ input: InputBytes, inPlace: InPlaceDecoding? = nil, budgetAllowance: Int
    ) throws(PropertyListError) -> (value: PropertyList, encoding: PropertyListEncoding) {
        let encoding = try detectEncoding(input)
        switch encoding {
        case .binary:
            let value = try BinaryPropertyListReader.read(input, inPlace: inPlace != nil, allowance: budgetAllowance)
            return (value, .binary)
        case .xml:
            // Info.plist files are read with Foundation (their lines with StoryshareXML's lexer), and so are XML
            // bundles: this module keeps no second XML tokenizer.
            throw .xmlUnsupported(
                position: TextPosition(offset: 0, line: 1, column: 1),
                construct: "reading an XML property list here (Foundation's PropertyListSerialization reads them)")
        case .json:
            return (try JSONPropertyListReader.read(input, inPlace: inPlace, allowance: budgetAllowance), .json)
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
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PropertyListError) in
                try detectEncoding(raw[...])
            }
        }
        return try result.get()
    }

    /// The encoding of `input` (see ``detectEncoding(_:)``).
    static func detectEncoding(_ input: InputBytes) throws(PropertyListError) -> PropertyListEncoding {
        var scanner = TextScanner(input)
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
        throw .unrecognizedEncoding(prefix: Array(input.prefix(8)))
    }
}

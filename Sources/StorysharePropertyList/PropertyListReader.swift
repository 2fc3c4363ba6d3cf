/// Reads binary and XML property lists, detecting the encoding from the content. The binary reader is
/// the gate `verify` puts before Foundation's decoder on a bundle it did not make.
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
/// known up front, as in binary plists; 24 and 100 in XML, whose containers grow as they are read),
/// string and data bytes (a string costs its UTF-8 size, so a UTF-16 string in a binary plist costs
/// up to 1.5 times its bytes; base64 data costs three quarters of its text), and for each key the
/// length hashed (and half the square of any out-of-order run of combining marks, which Swift's
/// normalisation sorts in quadratic time). A binary plist's shared strings, numbers and data are
/// decoded once and shared; each further reference costs its 8-byte slot. A value that would pass the
/// budget is refused (``PropertyListError/binaryOverBudget(object:offset:value:total:limit:)``,
/// ``PropertyListError/textOverBudget(encoding:position:value:total:limit:)``): an array of fifty
/// million one-byte references is refused from its count, before anything is allocated. So reading N
/// bytes peaks at about 3N bytes (the input and its decoded value) plus the program's own, and every
/// failure is a ``PropertyListError``, in time linear in N. Ordinary plists never come near the
/// budget; ones made of millions of tiny values do, and are refused.
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
///
/// In every encoding a dictionary holding a key twice is refused (a bundle must be unambiguous).
///
/// ``read(_:)`` copies each data value out of the input (`.bytes`); ``readBinary(inPlace:)`` leaves
/// it in the caller's buffer (`.inputRange`), so that checking a bundle holding a 50 MB video costs
/// little more than the memory of its file.
public enum PropertyListReader {
    /// How deeply containers may nest: a top-level dictionary is level 1. Writers refuse deeper
    /// values so everything they write can be read back.
    public static let maximumDepth = 64

    /// Decodes `bytes`, returning the value and the encoding it was found in.
    ///
    /// Detection: `bplist00` at the start means binary; otherwise, after an optional UTF-8 byte
    /// order mark and whitespace, `<?xml`, `<plist` or `<!DOCTYPE` means XML. Anything else is ``PropertyListError/unrecognizedEncoding(prefix:)``.
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

    /// Decodes the binary property list in `buffer` (which the caller owns) with the same checks and
    /// budget as ``read(_:)``, without copying its data: each `.data` value is
    /// ``DataSource/inputRange(_:)``, the offsets of its bytes in `buffer`, which is never written. Bytes
    /// in another encoding are ``PropertyListError/unrecognizedEncoding(prefix:)``.
    ///
    /// The ranges mean something only with this buffer: turn one into bytes with
    /// `UnsafeRawBufferPointer(rebasing: buffer[range])` (or copy them all out with
    /// ``PropertyList/copyingInputRanges(from:)``). Writers refuse `.inputRange` data.
    /// (`budgetAllowance` replaces the 8 MiB the budget allows beyond twice the input: tests use a small one.)
    public static func readBinary(
        inPlace buffer: UnsafeRawBufferPointer, budgetAllowance: Int = 8 << 20
    ) throws(PropertyListError) -> PropertyList {
        guard try detectEncoding(buffer[...]) == .binary else {
            throw .unrecognizedEncoding(prefix: Array(buffer.prefix(8)))
        }
        return try BinaryPropertyListReader.read(buffer[...], inPlace: true, allowance: budgetAllowance)
    }

    /// Decodes the bytes of `input`, copying data out of it.
    static func read(
        _ input: InputBytes, budgetAllowance: Int
    ) throws(PropertyListError) -> (value: PropertyList, encoding: PropertyListEncoding) {
        let encoding = try detectEncoding(input)
        switch encoding {
        case .binary:
            let value = try BinaryPropertyListReader.read(input, inPlace: false, allowance: budgetAllowance)
            return (value, .binary)
        case .xml:
            return (try XMLPropertyListReader.read(input, inPlace: nil, allowance: budgetAllowance), .xml)
        }
    }

    /// Decodes `bytes` as ``read(_:)`` does, and says where the top of an XML property list lies in its text
    /// (see ``PropertyListPositions``): a linter's way to point at the line of a key. Binary property
    /// lists get no positions. Recording them is charged to the same budget as the values (64 bytes each).
    public static func readWithPositions(_ bytes: [UInt8]) throws(PropertyListError) -> (
        value: PropertyList, encoding: PropertyListEncoding, positions: PropertyListPositions?
    ) {
        try readWithPositions(bytes, budgetAllowance: DecodingBudget.allowance)
    }

    /// ``readWithPositions(_:)`` with a budget of twice the input plus `budgetAllowance` bytes.
    static func readWithPositions(_ bytes: [UInt8], budgetAllowance: Int) throws(PropertyListError) -> (
        value: PropertyList, encoding: PropertyListEncoding, positions: PropertyListPositions?
    ) {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PropertyListError) -> (PropertyList, PropertyListEncoding, PropertyListPositions?) in
                let input = raw[...]
                guard try detectEncoding(input) == .xml else {
                    let (value, encoding) = try read(input, budgetAllowance: budgetAllowance)
                    return (value, encoding, nil)
                }
                let (value, positions) = try XMLPropertyListReader.readWithPositions(
                    input, allowance: budgetAllowance)
                return (value, .xml, positions)
            }
        }
        return try result.get()
    }

    /// The encoding `input` is in, judged from its first bytes only: `bplist00` at the start means binary;
    /// otherwise, after an optional UTF-8 byte order mark and whitespace, `<?xml`, `<plist` or `<!DOCTYPE`
    /// means XML. Anything else is ``PropertyListError/unrecognizedEncoding(prefix:)``.
    static func detectEncoding(_ input: InputBytes) throws(PropertyListError) -> PropertyListEncoding {
        var scanner = TextScanner(input, encoding: .xml)
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
        throw .unrecognizedEncoding(prefix: Array(input.prefix(8)))
    }
}

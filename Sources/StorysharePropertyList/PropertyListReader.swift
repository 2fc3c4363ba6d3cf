/// Reads binary property lists (`bplist00`): the gate `verify` puts before Foundation's decoder on a bundle it did
/// not make, and the explanation of why a binary Info.plist is broken. (XML property lists are read with
/// Foundation, their lines with StoryshareXML's lexer.)
///
/// The parser is written for hostile input: every offset, count and length is checked against
/// the input before use, integer arithmetic is overflow-checked, containers may nest at most
/// ``maximumDepth`` levels, reference cycles are refused, and a binary plist whose shared
/// containers would expand beyond one value per input byte is refused
/// (``PropertyListError/binaryExpansionTooLarge(limit:)``).
///
/// Reading is budgeted by the input's size: for an input of N bytes, what decoding allocates for
/// the value it returns, plus the work of hashing dictionary keys, may total at most 2N + 8 MiB
/// bytes. Each allocation is charged before it is made, at what it costs: the heap box of every
/// value (32 to 64 bytes), container storage (8 bytes an element and 68 an entry when the count is
/// known up front),
/// string and data bytes (a string costs its UTF-8 size, so a UTF-16 string in a binary plist costs
/// up to 1.5 times its bytes), and for each key the
/// length hashed (and half the square of any out-of-order run of combining marks, which Swift's
/// normalisation sorts in quadratic time). A binary plist's shared strings, numbers and data are
/// decoded once and shared; each further reference costs its 8-byte slot. A value that would pass the
/// budget is refused (``PropertyListError/binaryOverBudget(object:offset:value:total:limit:)``): an array of fifty
/// million one-byte references is refused from its count, before anything is allocated. So reading N
/// bytes peaks at about 3N bytes (the input and its decoded value) plus the program's own, and every
/// failure is a ``PropertyListError``, in time linear in N. Ordinary plists never come near the
/// budget; ones made of millions of tiny values do, and are refused.
///
/// What it yields: typed values (`.date` as seconds since 1970, `.data` as `.bytes`). Integers up to 8 bytes, and
/// 16-byte integers whose value fits 64 signed bits; 4 and 8-byte reals. Strings are ASCII or UTF-16 with paired
/// surrogates. Null, UIDs and sets are refused, and so is a dictionary holding a key twice (a bundle must be
/// unambiguous).
///
/// ``read(_:)`` copies each data value out of the input (`.bytes`); ``readBinary(inPlace:budgetAllowance:)``
/// leaves it in the caller's buffer (`.inputRange`), so that checking a bundle holding a 50 MB video costs
/// little more than the memory of its file.
public enum PropertyListReader {
    /// How deeply containers may nest: a top-level dictionary is level 1. Writers refuse deeper
    /// values so everything they write can be read back.
    public static let maximumDepth = 64

    /// Decodes the binary property list `bytes`, copying its data out. Bytes that do not start with `bplist00`
    /// are ``PropertyListError/unrecognizedEncoding(prefix:)``.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        try read(bytes, budgetAllowance: DecodingBudget.allowance)
    }

    /// ``read(_:)`` with a budget of twice the input plus `budgetAllowance` bytes: tests use a small
    /// allowance so that small inputs reach the budget.
    static func read(_ bytes: [UInt8], budgetAllowance: Int) throws(PropertyListError) -> PropertyList {
        // The reader works on the array's own storage: nothing is copied.
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PropertyListError) in
                try checkSignature(raw)
                return try BinaryPropertyListReader.read(raw[...], inPlace: false, allowance: budgetAllowance)
            }
        }
        return try result.get()
    }

    /// Decodes the binary property list in `buffer` (which the caller owns) with the same checks and
    /// budget as ``read(_:)``, without copying its data: each `.data` value is
    /// ``DataSource/inputRange(_:)``, the offsets of its bytes in `buffer`, which is never written.
    ///
    /// The ranges mean something only with this buffer: turn one into bytes with
    /// `UnsafeRawBufferPointer(rebasing: buffer[range])` (or copy them all out with
    /// ``PropertyList/copyingInputRanges(from:)``). Writers refuse `.inputRange` data.
    /// (`budgetAllowance` replaces the 8 MiB the budget allows beyond twice the input: tests use a small one.)
    public static func readBinary(
        inPlace buffer: UnsafeRawBufferPointer, budgetAllowance: Int = 8 << 20
    ) throws(PropertyListError) -> PropertyList {
        try checkSignature(buffer)
        return try BinaryPropertyListReader.read(buffer[...], inPlace: true, allowance: budgetAllowance)
    }

    /// Whether `bytes` start as a binary property list does.
    public static func isBinary(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: signature)
    }

    /// The eight bytes a binary property list starts with, which the writer writes.
    static let signature = Array("bplist00".utf8)

    private static func checkSignature(_ buffer: UnsafeRawBufferPointer) throws(PropertyListError) {
        guard isBinary(buffer) else { throw .unrecognizedEncoding(prefix: Array(buffer.prefix(8))) }
    }
}

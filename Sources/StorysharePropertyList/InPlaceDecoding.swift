/// What reading XML data in place needs beyond the input: the caller's buffer, writable.
///
/// The XML reader decodes data in two phases. While it parses, nothing is written: each `<data>` text
/// is checked and its decoded size counted, and its value is the range those bytes will occupy, from
/// the first byte of the text. Only once the whole document has been read does
/// ``forEachPendingRange(in:count:_:)`` hand each such range back to the reader, which decodes its text
/// again, this time writing the bytes at the range's start (``Base64Decoder`` never overwrites text it
/// has not read). So an error leaves the buffer as it was, and every position an error reports is
/// counted over the bytes the caller gave.
struct InPlaceDecoding {
    /// The buffer being read.
    let buffer: UnsafeMutableRawBufferPointer

    /// A decoder that writes the bytes of `range` where they belong, at its start.
    func decoder(for range: Range<Int>) -> Base64Decoder {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "a data range outside the input")
        return Base64Decoder(writingTo: buffer.baseAddress.map { $0 + range.lowerBound })
    }

    /// Calls `body` with the range of each non-empty `.data(.inputRange)` in `value`, stopping once
    /// `count` have been found (the reader counts them as it makes them, so a document without
    /// data is not walked at all).
    static func forEachPendingRange(
        in value: PropertyList, count: Int, _ body: (Range<Int>) throws(PropertyListError) -> Void
    ) throws(PropertyListError) {
        var remaining = count
        try visit(value, remaining: &remaining, body)
    }

    private static func visit(
        _ value: PropertyList, remaining: inout Int, _ body: (Range<Int>) throws(PropertyListError) -> Void
    ) throws(PropertyListError) {
        guard remaining > 0 else {
            return
        }
        switch value {
        case .data(.inputRange(let range)) where !range.isEmpty:
            remaining -= 1
            try body(range)
        case .array(let elements):
            for element in elements {
                try visit(element, remaining: &remaining, body)
            }
        case .dictionary(let entries):
            for element in entries.values {
                try visit(element, remaining: &remaining, body)
            }
        case .string, .integer, .real, .bool, .date, .data:
            break
        }
    }
}

/// The bytes a reader decodes: memory it does not own, viewed from offset 0. Every subscript of a
/// slice is checked, in release builds too, as an array's is: a mistake in a reader traps rather
/// than reading outside the input.
package typealias InputBytes = Slice<UnsafeRawBufferPointer>

extension Slice where Base == UnsafeRawBufferPointer {
    /// The bytes in `range` as a buffer of their own (checked as the subscript is), for copying
    /// them or decoding them as a `String` in one step.
    package func rawBytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: self[range])
    }
}

/// A cursor over the bytes of an XML or JSON document, with the helpers both readers share:
/// bounds-checked peeking, UTF-8 validation, error construction with positions, and the reading's
/// ``DecodingBudget``.
package struct TextScanner {
    package let bytes: InputBytes
    let encoding: PropertyListEncoding
    package var index = 0
    private(set) var budget: DecodingBudget

    package init(_ bytes: InputBytes, encoding: PropertyListEncoding, allowance: Int = DecodingBudget.allowance) {
        self.bytes = bytes
        self.encoding = encoding
        budget = DecodingBudget(inputLength: bytes.count, allowance: allowance)
    }

    /// Charges `cost` for the value that starts at `offset`, described by `value` in the error.
    mutating func charge(_ cost: Int, at offset: Int, _ value: @autoclosure () -> String) throws(PropertyListError) {
        guard budget.charge(cost) else {
            throw .textOverBudget(
                encoding: encoding, position: position(offset), value: value(), total: budget.total(adding: cost),
                limit: budget.limit)
        }
    }

    /// Gives back the charge of a buffer that has been freed.
    mutating func release(_ cost: Int) {
        budget.release(cost)
    }

    package var isAtEnd: Bool {
        index >= bytes.count
    }

    /// The byte `ahead` places after the cursor, or nil past the end.
    package func peek(_ ahead: Int = 0) -> UInt8? {
        let position = index + ahead
        return position < bytes.count ? bytes[position] : nil
    }

    /// Whether the bytes at the cursor are `literal`.
    package func hasPrefix(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else {
            return false
        }
        return literal.withUTF8Buffer { utf8 in
            var offset = 0
            while offset < count {
                if bytes[index + offset] != utf8[offset] {
                    return false
                }
                offset += 1
            }
            return true
        }
    }

    /// The offset of the first byte at or after `start` for which `stops` is true, or the end of
    /// the input. Text runs are the bulk of a large document, so they are scanned over the raw bytes
    /// (the slice checked once, the loop's own bound keeping each read inside it), eight bytes at a
    /// time while `mayStop` says no byte of those eight can stop the run.
    @inline(__always)
    package func endOfRun(from start: Int, stoppingAt stops: (UInt8) -> Bool, wordMayStop mayStop: (UInt64) -> Bool)
        -> Int
    {
        let run = bytes.rawBytes(start..<bytes.count)
        let count = run.count
        var offset = 0
        while count - offset >= 8 && !mayStop(run.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
            offset += 8
        }
        while offset < count && !stops(run[offset]) {
            offset += 1
        }
        return start + offset
    }

    /// Skips spaces, tabs, LF and CR; returns whether any were skipped.
    @discardableResult
    package mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) {
            index += 1
        }
        return index > start
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func position(_ offset: Int) -> TextPosition {
        TextPosition(offset: offset, in: bytes)
    }

    /// A syntax error at `offset` (the cursor by default), describing what is found there.
    func syntax(_ expected: String, at offset: Int? = nil) -> PropertyListError {
        let place = offset ?? index
        return .syntax(encoding: encoding, position: position(place), expected: expected, found: describe(at: place))
    }

    /// An invalid-value error for the text `bytes[range]` (abbreviated in the payload).
    func invalidValue(_ range: Range<Int>, expected: String) -> PropertyListError {
        .invalidValue(
            encoding: encoding, position: position(range.lowerBound), text: Self.abbreviate(bytes[range]),
            expected: expected)
    }

    /// "end of input", or up to 20 characters of the text at `offset` (up to a line end) in quotes.
    package func describe(at offset: Int) -> String {
        guard offset < bytes.count else {
            return "end of input"
        }
        var end = offset
        while end < bytes.count, end - offset < 80, bytes[end] != 0x0A, bytes[end] != 0x0D {
            end += 1
        }
        let text = String(decoding: bytes.rawBytes(offset..<end), as: UTF8.self)
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == 20 {
                shown += "…"
                break
            }
            shown.unicodeScalars.append(scalar)
            count += 1
        }
        return PropertyListError.quote(shown)
    }

    /// At most 60 Unicode scalars of `slice` (decoded leniently), with "…" when cut.
    static func abbreviate(_ slice: InputBytes) -> String {
        let head = slice.prefix(256)
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: head), as: UTF8.self)
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == 60 {
                return result + "…"
            }
            result.unicodeScalars.append(scalar)
            count += 1
        }
        return head.count < slice.count ? result + "…" : result
    }

    /// The offset of the first byte that does not begin a valid UTF-8 sequence (overlong forms,
    /// surrogates and values above U+10FFFF are invalid), or nil when all of `bytes` is valid.
    static func firstInvalidUTF8(_ bytes: InputBytes) -> Int? {
        let buffer = UnsafeRawBufferPointer(rebasing: bytes)
        var index = 0
        let count = buffer.count
        while index < count {
            // ASCII, most of any document, eight bytes at a time.
            while count - index >= 8,
                !ByteWord.containsNonASCII(buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
            }
            guard index < count else {
                break
            }
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF:
                length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF:
                length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3:
                length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default:
                return index
            }
            guard count - index >= length else {
                return index
            }
            let second = buffer[index + 1]
            guard second >= low && second <= high else {
                return index
            }
            var next = 2
            while next < length {
                guard buffer[index + next] & 0xC0 == 0x80 else {
                    return index
                }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// The number of bytes UTF-8 takes for the scalar value `value`.
    static func utf8Width(_ value: UInt32) -> Int {
        value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
    }

    /// Writes the UTF-8 encoding of the scalar value `value` at `output`; returns its byte count
    /// (``utf8Width(_:)``).
    static func writeUTF8(_ value: UInt32, to output: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 0x80 {
            output[0] = UInt8(value)
            return 1
        } else if value < 0x800 {
            output[0] = UInt8(0xC0 | value >> 6)
            output[1] = UInt8(0x80 | value & 0x3F)
            return 2
        } else if value < 0x1_0000 {
            output[0] = UInt8(0xE0 | value >> 12)
            output[1] = UInt8(0x80 | value >> 6 & 0x3F)
            output[2] = UInt8(0x80 | value & 0x3F)
            return 3
        }
        output[0] = UInt8(0xF0 | value >> 18)
        output[1] = UInt8(0x80 | value >> 12 & 0x3F)
        output[2] = UInt8(0x80 | value >> 6 & 0x3F)
        output[3] = UInt8(0x80 | value & 0x3F)
        return 4
    }

}

/// Tests on eight bytes at once (a `UInt64` loaded from the input, in either byte order): each says
/// exactly whether any of the eight bytes is of a kind, so a scan can skip words where none is.
package enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is `byte`.
    @inline(__always)
    package static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits != 0
    }

    /// Whether a byte of `word` is below `bound` (at most 128).
    @inline(__always)
    static func containsByte(_ word: UInt64, below bound: UInt8) -> Bool {
        (word &- ones &* UInt64(bound)) & ~word & highBits != 0
    }

    /// Whether a byte of `word` is not ASCII.
    @inline(__always)
    static func containsNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }
}

/// Where a text reader puts the text it decodes (references or escapes expanded, line ends
/// normalised): a ``TextOutput``, or a ``Base64Decoder`` when the text is base64 data.
protocol TextSink {
    mutating func append(_ byte: UInt8)
    /// Appends a run of the input's own bytes.
    mutating func append(_ bytes: InputBytes)
    /// Appends the UTF-8 encoding of the scalar value `value`.
    mutating func append(scalar value: UInt32)
}

/// Where a text reader puts the text it decodes: nowhere, in a first pass that checks the text and
/// counts its bytes, or a buffer of exactly that size, in a second pass over the same text. So
/// decoded text is allocated once, at its final size, after its cost was charged, and never regrown.
struct TextOutput: TextSink {
    private let buffer: UnsafeMutableBufferPointer<UInt8>?
    /// The bytes produced so far.
    private(set) var count = 0
    /// The bytes written to the buffer (`count`, unless the buffer was too small, which the first
    /// pass rules out).
    private(set) var written = 0

    /// A counting output (`nil`) or one that fills `buffer`.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>? = nil) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        if let buffer, written == count, written < buffer.count {
            buffer[written] = byte
            written += 1
        }
        count += 1
    }

    mutating func append(_ bytes: InputBytes) {
        if let base = buffer?.baseAddress, let capacity = buffer?.count, written == count,
            bytes.count <= capacity - written
        {
            let source = UnsafeRawBufferPointer(rebasing: bytes)
            if let from = source.baseAddress {
                UnsafeMutableRawPointer(base + written).copyMemory(from: from, byteCount: source.count)
            }
            written += bytes.count
        }
        count += bytes.count
    }

    /// Appends the UTF-8 encoding of the scalar value `value`.
    mutating func append(scalar value: UInt32) {
        let width = TextScanner.utf8Width(value)
        if let base = buffer?.baseAddress, let capacity = buffer?.count, written == count, width <= capacity - written {
            written += TextScanner.writeUTF8(value, to: base + written)
        }
        count += width
    }
}

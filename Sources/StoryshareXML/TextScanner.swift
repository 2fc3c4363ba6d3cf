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

/// A cursor over the bytes of an XML document: bounds-checked peeking, literal matching, fast runs of text,
/// UTF-8 validation and a short description of what is found at a place, for error messages.
package struct TextScanner {
    /// The document.
    package let bytes: InputBytes
    /// The cursor: the offset of the next byte read.
    package var index = 0

    /// A cursor at the start of `bytes`.
    package init(_ bytes: InputBytes) {
        self.bytes = bytes
    }

    /// Whether the cursor is past the last byte.
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

    /// Whether `byte` is XML's whitespace: space, tab, LF or CR.
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
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
        return Self.quoted(shown)
    }

    /// `text` in double quotes, with quotes, backslashes and control characters (C0, DEL, C1) escaped, so that
    /// what a message shows of a document prints on one line.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
                result += scalar.escaped(asASCII: true)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The offset of the first byte that does not begin a valid UTF-8 sequence (overlong forms,
    /// surrogates and values above U+10FFFF are invalid), or nil when all of `bytes` is valid.
    package static func firstInvalidUTF8(_ bytes: InputBytes) -> Int? {
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
    package static func utf8Width(_ value: UInt32) -> Int {
        value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
    }

    /// Writes the UTF-8 encoding of the scalar value `value` at `output`; returns its byte count
    /// (``utf8Width(_:)``).
    package static func writeUTF8(_ value: UInt32, to output: UnsafeMutablePointer<UInt8>) -> Int {
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

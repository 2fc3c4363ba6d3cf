/// The characters an XML 1.0 document may hold: what the XML reader checks a whole input against before
/// reading it.
package enum XMLCharacters {
    /// Why an input cannot be XML text, and where.
    package enum Problem: Equatable {
        /// The bytes at `offset` are not valid UTF-8.
        case invalidUTF8(offset: Int)
        /// The character at `offset` is outside XML 1.0's `Char` production (a control character other than
        /// tab, LF and CR; U+FFFE, U+FFFF). Payload: its scalar value.
        case disallowed(offset: Int, scalar: UInt32)
    }

    /// The first problem in `bytes`, or `nil` when every byte is part of a character XML allows.
    package static func firstProblem(_ bytes: InputBytes) -> Problem? {
        if let bad = TextScanner.firstInvalidUTF8(bytes) {
            return .invalidUTF8(offset: bad)
        }
        // Over the raw bytes, as a text run is (see TextScanner.endOfRun): this reads every byte.
        let raw = UnsafeRawBufferPointer(rebasing: bytes)
        let count = raw.count
        var index = 0
        while index < count {
            // Eight bytes at a time while none is a control character or the lead byte of U+FFFE.
            while count - index >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard !ByteWord.containsByte(word, below: 0x20), !ByteWord.contains(word, 0xEF) else {
                    break
                }
                index += 8
            }
            guard index < count else {
                break
            }
            let byte = raw[index]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                return .disallowed(offset: index, scalar: UInt32(byte))
            }
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
            if byte == 0xEF, index + 2 < count, raw[index + 1] == 0xBF, raw[index + 2] >= 0xBE {
                return .disallowed(offset: index, scalar: 0xFF00 | (UInt32(raw[index + 2]) + 0x40))
            }
            index += 1
        }
        return nil
    }

    /// Whether the scalar value `value` is a character XML 1.0 allows (what a character reference may name).
    package static func isAllowed(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x1_0000...0x10_FFFF).contains(value)
    }
}

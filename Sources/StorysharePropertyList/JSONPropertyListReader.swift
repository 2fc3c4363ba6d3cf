/// Reads a JSON document (RFC 8259) as a property list.
///
/// Strings stay `.string` (the caller knows which keys hold base64 data or dates). Numbers written
/// without a fraction or exponent that fit in 64 bits become `.integer`; all others `.real`
/// (infinite results and numbers longer than 1024 characters are refused). `null` is refused.
/// Escapes are the RFC's; `\u` surrogates must pair. A UTF-8 byte order mark is skipped.
struct JSONPropertyListReader {
    /// The longest number text accepted (longer ones are refused rather than parsed slowly).
    static let maximumNumberLength = 1024

    private var scanner: TextScanner

    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        if let bad = TextScanner.firstInvalidUTF8(bytes) {
            throw .invalidUTF8(encoding: .json, position: TextPosition(offset: bad, in: bytes))
        }
        var reader = JSONPropertyListReader(scanner: TextScanner(bytes, encoding: .json))
        if reader.scanner.hasPrefix("\u{FEFF}") {
            reader.scanner.index = 3
        }
        reader.scanner.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.scanner.skipWhitespace()
        guard reader.scanner.isAtEnd else {
            throw reader.scanner.syntax("the end of the document")
        }
        return value
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard let byte = scanner.peek() else {
            throw scanner.syntax("a value")
        }
        switch byte {
        case UInt8(ascii: "{"):
            return try object(depth: depth)
        case UInt8(ascii: "["):
            return try array(depth: depth)
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            let start = scanner.index
            try literal("null")
            throw .jsonNull(position: scanner.position(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw scanner.syntax("a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(PropertyListError) {
        guard scanner.hasPrefix(word) else {
            throw scanner.syntax("a value")
        }
        scanner.index += word.utf8CodeUnitCount
    }

    private func checkDepth(_ depth: Int) throws(PropertyListError) {
        guard depth < PropertyListReader.maximumDepth else {
            throw .textTooDeep(
                encoding: .json, position: scanner.position(scanner.index), limit: PropertyListReader.maximumDepth)
        }
    }

    private mutating func object(depth: Int) throws(PropertyListError) -> PropertyList {
        try checkDepth(depth)
        scanner.index += 1
        var entries: [String: PropertyList] = [:]
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "}") {
            scanner.index += 1
            return .dictionary(entries)
        }
        while true {
            guard scanner.peek() == UInt8(ascii: "\"") else {
                throw scanner.syntax("a string key")
            }
            let keyStart = scanner.index
            let key = try string()
            scanner.skipWhitespace()
            guard scanner.peek() == UInt8(ascii: ":") else {
                throw scanner.syntax("':' after a key")
            }
            scanner.index += 1
            scanner.skipWhitespace()
            let element = try value(depth: depth + 1)
            if entries.updateValue(element, forKey: key) != nil {
                throw .textDuplicateKey(encoding: .json, position: scanner.position(keyStart), key: key)
            }
            scanner.skipWhitespace()
            switch scanner.peek() {
            case UInt8(ascii: ","):
                scanner.index += 1
                scanner.skipWhitespace()
            case UInt8(ascii: "}"):
                scanner.index += 1
                return .dictionary(entries)
            default:
                throw scanner.syntax("',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> PropertyList {
        try checkDepth(depth)
        scanner.index += 1
        var elements: [PropertyList] = []
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "]") {
            scanner.index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            scanner.skipWhitespace()
            switch scanner.peek() {
            case UInt8(ascii: ","):
                scanner.index += 1
                scanner.skipWhitespace()
            case UInt8(ascii: "]"):
                scanner.index += 1
                return .array(elements)
            default:
                throw scanner.syntax("',' or ']'")
            }
        }
    }

    /// A string at the cursor (which is at its opening quote).
    private mutating func string() throws(PropertyListError) -> String {
        let bytes = scanner.bytes
        scanner.index += 1
        let start = scanner.index
        // Fast path: no escapes.
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
            bytes[index] >= 0x20
        {
            index += 1
        }
        scanner.index = index
        if scanner.peek() == UInt8(ascii: "\"") {
            scanner.index += 1
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var output = Array(bytes[start..<index])
        while true {
            guard let byte = scanner.peek() else {
                throw scanner.syntax("'\"' closing the string", at: start - 1)
            }
            switch byte {
            case UInt8(ascii: "\""):
                scanner.index += 1
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &output)
            case 0x00..<0x20:
                throw .textInvalidCharacter(
                    encoding: .json, position: scanner.position(scanner.index), scalar: UInt32(byte))
            default:
                output.append(byte)
                scanner.index += 1
            }
        }
    }

    private mutating func escape(into output: inout [UInt8]) throws(PropertyListError) {
        let start = scanner.index
        guard let kind = scanner.peek(1) else {
            throw scanner.syntax("an escape sequence")
        }
        scanner.index += 2
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            output.append(kind)
        case UInt8(ascii: "b"):
            output.append(0x08)
        case UInt8(ascii: "f"):
            output.append(0x0C)
        case UInt8(ascii: "n"):
            output.append(0x0A)
        case UInt8(ascii: "r"):
            output.append(0x0D)
        case UInt8(ascii: "t"):
            output.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hexUnit(at: start)
            if value >= 0xD800 && value < 0xDC00 {
                guard scanner.hasPrefix("\\u") else {
                    throw scanner.invalidValue(start..<scanner.index, expected: "a complete UTF-16 surrogate pair")
                }
                scanner.index += 2
                let low = try hexUnit(at: start)
                guard low >= 0xDC00 && low < 0xE000 else {
                    throw scanner.invalidValue(start..<scanner.index, expected: "a complete UTF-16 surrogate pair")
                }
                value = 0x1_0000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if value >= 0xDC00 && value < 0xE000 {
                throw scanner.invalidValue(start..<scanner.index, expected: "a complete UTF-16 surrogate pair")
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw scanner.invalidValue(start..<scanner.index, expected: "a Unicode scalar")
            }
            TextScanner.appendUTF8(scalar, to: &output)
        default:
            throw scanner.syntax("an escape sequence (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)", at: start)
        }
    }

    /// Four hex digits at the cursor.
    private mutating func hexUnit(at escapeStart: Int) throws(PropertyListError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = scanner.peek() else {
                throw scanner.syntax("four hex digits after \\u", at: escapeStart)
            }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw scanner.syntax("four hex digits after \\u", at: escapeStart)
            }
            value = value << 4 | digit
            scanner.index += 1
        }
        return value
    }

    private mutating func number() throws(PropertyListError) -> PropertyList {
        let bytes = scanner.bytes
        let start = scanner.index
        var index = start
        var isIntegral = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                isIntegral = false
            } else if !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) && byte != UInt8(ascii: "-")
                && byte != UInt8(ascii: "+")
            {
                break
            }
            index += 1
        }
        scanner.index = index
        let text = bytes[start..<index]
        guard text.count <= Self.maximumNumberLength else {
            throw scanner.invalidValue(
                start..<index, expected: "a number of at most \(Self.maximumNumberLength) characters")
        }
        guard DecimalGrammar.isDecimal(text, strictJSON: true) else {
            throw scanner.syntax("a number", at: start)
        }
        if isIntegral, let integer = Self.integer(text) {
            return .integer(integer)
        }
        guard let real = Double(String(decoding: text, as: UTF8.self)), real.isFinite else {
            throw scanner.invalidValue(start..<index, expected: "a number within the range of a 64-bit float")
        }
        return .real(real)
    }

    /// The value of an integer literal (already checked against the grammar), or nil beyond 64 bits.
    private static func integer(_ text: ArraySlice<UInt8>) -> Int64? {
        var digits = text
        let negative = digits.first == UInt8(ascii: "-")
        if negative {
            digits = digits.dropFirst()
        }
        var value: Int64 = 0
        for byte in digits {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, underflow) = shifted.subtractingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflow, !underflow else {
                return nil
            }
            value = next
        }
        if negative {
            return value
        }
        return value == Int64.min ? nil : -value
    }
}

import StoryshareXML

/// Reads a JSON document (RFC 8259) as a property list.
///
/// Strings stay `.string` (the caller knows which keys hold base64 data or dates). Numbers written
/// without a fraction or exponent that fit in 64 bits become `.integer`; all others `.real`
/// (infinite results and numbers longer than 1024 characters are refused). `null` is refused.
/// Escapes are the RFC's; `\u` surrogates must pair. A UTF-8 byte order mark is skipped.
///
/// Every value is charged to the scanner's ``DecodingBudget`` as it is made: its box, its slot in
/// the container that grows to hold it, a string's bytes (a string with escapes is measured first,
/// then decoded into storage of exactly its size), and the work of hashing each key.
///
/// Read in place, a string under one of the caller's base64 keys is checked as base64 and measured
/// while the document is parsed, and becomes data: once all of the document has been read, it is
/// decoded (escapes included) into the start of its own text (see ``InPlaceDecoding``).
struct JSONPropertyListReader {
    /// The longest number text accepted (longer ones are refused rather than parsed slowly).
    static let maximumNumberLength = 1024

    private var scanner: PropertyListTextScanner
    private let inPlace: InPlaceDecoding?
    /// The non-empty data values left to decode in place once the document is read.
    private var pendingInPlace = 0

    static func read(
        _ bytes: InputBytes, inPlace: InPlaceDecoding?, allowance: Int
    ) throws(PropertyListError) -> PropertyList {
        if let bad = TextScanner.firstInvalidUTF8(bytes) {
            throw .invalidUTF8(encoding: .json, position: TextPosition(offset: bad, in: bytes))
        }
        var reader = JSONPropertyListReader(
            scanner: PropertyListTextScanner(bytes, encoding: .json, allowance: allowance), inPlace: inPlace)
        if reader.scanner.hasPrefix("\u{FEFF}") {
            reader.scanner.index = 3
        }
        reader.scanner.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.scanner.skipWhitespace()
        guard reader.scanner.isAtEnd else {
            throw reader.scanner.syntax("the end of the document")
        }
        if let inPlace {
            try InPlaceDecoding.forEachPendingRange(in: value, count: reader.pendingInPlace) {
                range throws(PropertyListError) in
                // The string's content starts where its bytes go; decoded again, now writing.
                var decoder = inPlace.decoder(for: range)
                reader.scanner.index = range.lowerBound
                try reader.unescape(into: &decoder)
                precondition(decoder.finish() == range.count, "data decoded in place differs from its measure")
            }
        }
        return value
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard let byte = scanner.peek() else {
            throw scanner.syntax("a value")
        }
        let start = scanner.index
        switch byte {
        case UInt8(ascii: "{"):
            return try object(depth: depth)
        case UInt8(ascii: "["):
            return try array(depth: depth)
        case UInt8(ascii: "\""):
            try scanner.charge(DecodingBudget.stringBox, at: start, "a string")
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            try scanner.charge(DecodingBudget.box, at: start, "a bool")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            try scanner.charge(DecodingBudget.box, at: start, "a bool")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            throw .jsonNull(position: scanner.position(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try self.number()
            try scanner.charge(DecodingBudget.box, at: start, "a number")
            return number
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
        let start = scanner.index
        try scanner.charge(DecodingBudget.box, at: start, "an object")
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
            try scanner.charge(
                DecodingBudget.keyHashing(key), at: keyStart, "the key \(PropertyListError.quote(key))")
            scanner.skipWhitespace()
            guard scanner.peek() == UInt8(ascii: ":") else {
                throw scanner.syntax("':' after a key")
            }
            scanner.index += 1
            scanner.skipWhitespace()
            let element: PropertyList
            if let inPlace, scanner.peek() == UInt8(ascii: "\""), inPlace.isBase64Key(key) {
                element = try base64Data(under: key)
            } else {
                element = try value(depth: depth + 1)
            }
            try scanner.charge(
                DecodingBudget.insertedEntry(first: entries.isEmpty), at: keyStart,
                "entry \(entries.count + 1) of an object")
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
        try scanner.charge(DecodingBudget.box, at: scanner.index, "an array")
        scanner.index += 1
        var elements: [PropertyList] = []
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "]") {
            scanner.index += 1
            return .array(elements)
        }
        while true {
            let elementStart = scanner.index
            let element = try value(depth: depth + 1)
            try scanner.charge(
                DecodingBudget.appendedElement(first: elements.isEmpty), at: elementStart,
                "element \(elements.count + 1) of an array")
            elements.append(element)
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

    /// The string at the cursor (at its opening quote), under the base64 key `key`, read in place:
    /// checked as base64 and its decoded bytes counted, nothing allocated but the value's box; its
    /// bytes are written once the document is read.
    private mutating func base64Data(under key: String) throws(PropertyListError) -> PropertyList {
        let quote = scanner.index
        try scanner.charge(DecodingBudget.dataBox, at: quote, "a string read as data")
        let start = quote + 1
        scanner.index = start
        var decoder = Base64Decoder(writingTo: nil)
        try unescape(into: &decoder)
        guard let count = decoder.finish() else {
            throw scanner.invalidValue(
                start..<(scanner.index - 1),
                expected: "base64 data (the value of \(PropertyListError.quote(key)) is read as data)")
        }
        if count > 0 {
            pendingInPlace += 1
        }
        return .data(.inputRange(start..<(start + count)))
    }

    /// A string at the cursor (which is at its opening quote), its storage charged to the budget.
    private mutating func string() throws(PropertyListError) -> String {
        let bytes = scanner.bytes
        let quote = scanner.index
        let start = quote + 1
        // Fast path: no escapes, so the text is a slice of the input.
        let index = scanner.endOfRun(from: start, stoppingAt: Self.endsStringRun, wordMayStop: Self.mayEndStringRun)
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            scanner.index = index + 1
            try scanner.charge(
                DecodingBudget.heapString(utf8Count: index - start), at: quote, "a string of \(index - start) bytes")
            return String(decoding: bytes.rawBytes(start..<index), as: UTF8.self)
        }
        // Escapes: check and measure, charge, then decode again into storage of exactly that size.
        scanner.index = start
        var measured = TextOutput()
        try unescape(into: &measured)
        let count = measured.count
        try scanner.charge(DecodingBudget.heapString(utf8Count: count), at: quote, "a string of \(count) bytes")
        scanner.index = start
        var failure: PropertyListError?
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            var output = TextOutput(buffer)
            do throws(PropertyListError) {
                try unescape(into: &output)
            } catch {
                failure = error
            }
            return output.written
        }
        if let failure {
            throw failure
        }
        return text
    }

    /// Whether `byte` ends a run of string content that stands for itself: the closing quote, an
    /// escape, or a control character (which must be escaped).
    @inline(__always)
    private static func endsStringRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// Whether a byte of `word` ends a run of string content (see ``endsStringRun(_:)``).
    @inline(__always)
    private static func mayEndStringRun(_ word: UInt64) -> Bool {
        ByteWord.contains(word, UInt8(ascii: "\"")) || ByteWord.contains(word, UInt8(ascii: "\\"))
            || ByteWord.containsByte(word, below: 0x20)
    }

    /// The content of the string whose first byte is at the cursor, escapes expanded, up to and
    /// past its closing quote.
    private mutating func unescape(into output: inout some TextSink) throws(PropertyListError) {
        let bytes = scanner.bytes
        let start = scanner.index
        while true {
            let runStart = scanner.index
            let index = scanner.endOfRun(
                from: runStart, stoppingAt: Self.endsStringRun, wordMayStop: Self.mayEndStringRun)
            output.append(bytes[runStart..<index])
            scanner.index = index
            guard let byte = scanner.peek() else {
                throw scanner.syntax("'\"' closing the string", at: start - 1)
            }
            switch byte {
            case UInt8(ascii: "\""):
                scanner.index += 1
                return
            case UInt8(ascii: "\\"):
                try escape(into: &output)
            default:
                throw .textInvalidCharacter(
                    encoding: .json, position: scanner.position(scanner.index), scalar: UInt32(byte))
            }
        }
    }

    private mutating func escape(into output: inout some TextSink) throws(PropertyListError) {
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
            output.append(scalar: value)
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
        guard let real = Double(String(decoding: UnsafeRawBufferPointer(rebasing: text), as: UTF8.self)),
            real.isFinite
        else {
            throw scanner.invalidValue(start..<index, expected: "a number within the range of a 64-bit float")
        }
        return .real(real)
    }

    /// The value of an integer literal (already checked against the grammar), or nil beyond 64 bits.
    private static func integer(_ text: InputBytes) -> Int64? {
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

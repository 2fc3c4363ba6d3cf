/// Reads Apple's XML property list format with a small, strict XML parser of its own.
///
/// The whole input is first checked to be UTF-8 holding only characters XML 1.0 allows. The
/// prolog may hold an XML declaration (encoding UTF-8 only), comments, processing instructions
/// and a DOCTYPE without an internal subset; then comes `<plist …>` holding exactly one value.
/// Only `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and numeric character references are expanded:
/// no entity can be declared, so nothing can expand beyond the input. Raw CR and CRLF in text
/// become LF, as XML requires. Attributes are parsed and ignored.
struct XMLPropertyListReader {
    private var scanner: TextScanner

    /// A start tag: its name, whether it closed itself (`<true/>`), and the offset of its `<`.
    private struct StartTag {
        var name: String
        var isEmpty: Bool
        var offset: Int
    }

    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        try validateCharacters(bytes)
        var reader = XMLPropertyListReader(scanner: TextScanner(bytes, encoding: .xml))
        return try reader.document()
    }

    /// Refuses invalid UTF-8 and characters outside XML 1.0's `Char` production.
    private static func validateCharacters(_ bytes: [UInt8]) throws(PropertyListError) {
        if let bad = TextScanner.firstInvalidUTF8(bytes) {
            throw .invalidUTF8(encoding: .xml, position: TextPosition(offset: bad, in: bytes))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                throw .textInvalidCharacter(
                    encoding: .xml, position: TextPosition(offset: index, in: bytes), scalar: UInt32(byte))
            }
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                throw .textInvalidCharacter(
                    encoding: .xml, position: TextPosition(offset: index, in: bytes),
                    scalar: 0xFF00 | (UInt32(bytes[index + 2]) + 0x40))
            }
            index += 1
        }
    }

    // MARK: Document structure

    private mutating func document() throws(PropertyListError) -> PropertyList {
        if scanner.hasPrefix("\u{FEFF}") {
            scanner.index = 3
        }
        scanner.skipWhitespace()
        if scanner.hasPrefix("<?xml"), let next = scanner.peek(5), TextScanner.isWhitespace(next) || next == 0x3F {
            try declaration()
        }
        var sawDoctype = false
        while true {
            scanner.skipWhitespace()
            if scanner.hasPrefix("<!DOCTYPE") {
                guard !sawDoctype else {
                    throw scanner.syntax("one DOCTYPE at most")
                }
                sawDoctype = true
                try doctype()
            } else if try !skipCommentOrInstruction() {
                break
            }
        }
        guard scanner.peek() == UInt8(ascii: "<") else {
            throw scanner.syntax("<plist>")
        }
        let root = try startTag()
        guard root.name == "plist" else {
            throw scanner.syntax("<plist>", at: root.offset)
        }
        guard !root.isEmpty else {
            throw scanner.syntax("a value inside <plist>", at: root.offset)
        }
        try skipMarkup()
        guard scanner.peek() == UInt8(ascii: "<"), scanner.peek(1) != UInt8(ascii: "/") else {
            throw scanner.syntax("a value inside <plist>")
        }
        let value = try self.value(startTag(), depth: 0)
        try skipMarkup()
        try endTag("plist")
        while true {
            scanner.skipWhitespace()
            if try !skipCommentOrInstruction() {
                break
            }
        }
        guard scanner.isAtEnd else {
            throw scanner.syntax("the end of the document after </plist>")
        }
        return value
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only the encoding is checked.
    private mutating func declaration() throws(PropertyListError) {
        let start = scanner.index
        guard let end = find("?>") else {
            throw scanner.syntax("?> closing the XML declaration", at: start)
        }
        // Find `encoding`, then `=`, then a quoted name, inside the declaration.
        let bytes = scanner.bytes
        if var index = find("encoding", from: start), index < end {
            index += 8
            while index < end, TextScanner.isWhitespace(bytes[index]) {
                index += 1
            }
            if index < end, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < end, TextScanner.isWhitespace(bytes[index]) {
                    index += 1
                }
                if index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    let nameStart = index + 1
                    var nameEnd = nameStart
                    while nameEnd < end, bytes[nameEnd] != quote {
                        nameEnd += 1
                    }
                    let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                    if name.lowercased() != "utf-8" {
                        throw .xmlUnsupported(
                            position: scanner.position(start),
                            construct: "the encoding \(PropertyListError.quote(name)) (only UTF-8 is read)")
                    }
                }
            }
        }
        scanner.index = end + 2
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`; an internal subset (`[…]`) is refused.
    private mutating func doctype() throws(PropertyListError) {
        let start = scanner.index
        scanner.index += 9
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanner.index += 1
                while let inner = scanner.peek(), inner != byte {
                    scanner.index += 1
                }
                guard !scanner.isAtEnd else {
                    throw scanner.syntax("a closing quote in the DOCTYPE", at: start)
                }
                scanner.index += 1
            case UInt8(ascii: "["):
                throw .xmlUnsupported(
                    position: scanner.position(scanner.index),
                    construct: "a DOCTYPE with an internal subset (entity declarations)")
            case UInt8(ascii: ">"):
                scanner.index += 1
                return
            case UInt8(ascii: "<"):
                throw scanner.syntax("> closing the DOCTYPE")
            default:
                scanner.index += 1
            }
        }
        throw scanner.syntax("> closing the DOCTYPE", at: start)
    }

    /// Skips one comment or processing instruction at the cursor; returns whether there was one.
    private mutating func skipCommentOrInstruction() throws(PropertyListError) -> Bool {
        let start = scanner.index
        if scanner.hasPrefix("<!--") {
            guard let end = find("-->", from: start + 4) else {
                throw scanner.syntax("--> closing the comment", at: start)
            }
            scanner.index = end + 3
            return true
        }
        if scanner.hasPrefix("<?") {
            guard let end = find("?>", from: start + 2) else {
                throw scanner.syntax("?> closing the processing instruction", at: start)
            }
            scanner.index = end + 2
            return true
        }
        return false
    }

    /// Skips whitespace, comments and processing instructions between elements; refuses text.
    private mutating func skipMarkup() throws(PropertyListError) {
        while true {
            scanner.skipWhitespace()
            guard try skipCommentOrInstruction() else {
                break
            }
        }
        if let byte = scanner.peek(), byte != UInt8(ascii: "<") {
            throw scanner.syntax("an element")
        }
    }

    /// The offset of the next `literal` at or after `from` (the cursor by default).
    private func find(_ literal: StaticString, from: Int? = nil) -> Int? {
        let count = literal.utf8CodeUnitCount
        let bytes = scanner.bytes
        return literal.withUTF8Buffer { utf8 -> Int? in
            let first = utf8[0]
            var index = from ?? scanner.index
            while index + count <= bytes.count {
                if bytes[index] == first {
                    var matched = 1
                    while matched < count && bytes[index + matched] == utf8[matched] {
                        matched += 1
                    }
                    if matched == count {
                        return index
                    }
                }
                index += 1
            }
            return nil
        }
    }

    // MARK: Tags

    private static func endsName(_ byte: UInt8) -> Bool {
        TextScanner.isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }

    private mutating func name() throws(PropertyListError) -> String {
        let start = scanner.index
        while let byte = scanner.peek(), !Self.endsName(byte) {
            scanner.index += 1
        }
        guard scanner.index > start else {
            throw scanner.syntax("a name")
        }
        return String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
    }

    /// A start tag at the cursor (which is at `<`), attributes skipped.
    private mutating func startTag() throws(PropertyListError) -> StartTag {
        let start = scanner.index
        scanner.index += 1
        let tagName = try name()
        while true {
            let spaced = scanner.skipWhitespace()
            guard let byte = scanner.peek() else {
                throw scanner.syntax("> closing <\(tagName)>")
            }
            if byte == UInt8(ascii: ">") {
                scanner.index += 1
                return StartTag(name: tagName, isEmpty: false, offset: start)
            }
            if byte == UInt8(ascii: "/") {
                guard scanner.peek(1) == UInt8(ascii: ">") else {
                    throw scanner.syntax("/> closing <\(tagName)>")
                }
                scanner.index += 2
                return StartTag(name: tagName, isEmpty: true, offset: start)
            }
            guard spaced else {
                throw scanner.syntax("whitespace, > or /> in <\(tagName)>")
            }
            _ = try name()
            scanner.skipWhitespace()
            guard scanner.peek() == UInt8(ascii: "=") else {
                throw scanner.syntax("= after an attribute name")
            }
            scanner.index += 1
            scanner.skipWhitespace()
            guard let quote = scanner.peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw scanner.syntax("a quoted attribute value")
            }
            let valueStart = scanner.index
            scanner.index += 1
            while let inner = scanner.peek(), inner != quote {
                guard inner != UInt8(ascii: "<") else {
                    throw scanner.syntax("a closing quote (< is not allowed in attribute values)")
                }
                scanner.index += 1
            }
            guard !scanner.isAtEnd else {
                throw scanner.syntax("a closing quote", at: valueStart)
            }
            scanner.index += 1
        }
    }

    /// `</name>` at the cursor.
    private mutating func endTag(_ expected: String) throws(PropertyListError) {
        let start = scanner.index
        guard scanner.hasPrefix("</") else {
            throw scanner.syntax("</\(expected)>")
        }
        scanner.index += 2
        var found = ""
        if let byte = scanner.peek(), !Self.endsName(byte) {
            found = try name()
        }
        scanner.skipWhitespace()
        guard found == expected, scanner.peek() == UInt8(ascii: ">") else {
            throw scanner.syntax("</\(expected)>", at: start)
        }
        scanner.index += 1
    }

    // MARK: Values

    private mutating func value(_ tag: StartTag, depth: Int) throws(PropertyListError) -> PropertyList {
        switch tag.name {
        case "dict":
            return try dictionary(tag, depth: depth)
        case "array":
            return try array(tag, depth: depth)
        case "string":
            return .string(String(decoding: try text(of: tag), as: UTF8.self))
        case "integer":
            let (content, offset) = try trimmedText(of: tag)
            return .integer(try integer(content, at: offset))
        case "real":
            let (content, offset) = try trimmedText(of: tag)
            return .real(try real(content, at: offset))
        case "true", "false":
            if !tag.isEmpty {
                scanner.skipWhitespace()
                try endTag(tag.name)
            }
            return .bool(tag.name == "true")
        case "date":
            let (content, offset) = try trimmedText(of: tag)
            guard let seconds = ISO8601UTC.parse(utf8: content, allowFraction: false) else {
                throw scanner.invalidValue(
                    offset..<(offset + content.count), expected: "a date of the form YYYY-MM-DDTHH:MM:SSZ")
            }
            return .date(seconds)
        case "data":
            let contentStart = scanner.index
            let content = try text(of: tag)
            guard let decoded = Base64.decode(utf8: content) else {
                throw scanner.invalidValue(contentStart..<max(contentStart, scanner.index), expected: "base64 data")
            }
            return .data(.bytes(decoded))
        default:
            throw scanner.syntax(
                "a value (<dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>)",
                at: tag.offset)
        }
    }

    private mutating func enterContainer(_ tag: StartTag, depth: Int) throws(PropertyListError) {
        guard depth < PropertyListReader.maximumDepth else {
            throw .textTooDeep(
                encoding: .xml, position: scanner.position(tag.offset), limit: PropertyListReader.maximumDepth)
        }
    }

    private mutating func dictionary(_ tag: StartTag, depth: Int) throws(PropertyListError) -> PropertyList {
        try enterContainer(tag, depth: depth)
        var entries: [String: PropertyList] = [:]
        if tag.isEmpty {
            return .dictionary(entries)
        }
        while true {
            try skipMarkup()
            if scanner.hasPrefix("</") {
                try endTag("dict")
                return .dictionary(entries)
            }
            guard scanner.peek() == UInt8(ascii: "<") else {
                throw scanner.syntax("<key> or </dict>")
            }
            let keyTag = try startTag()
            guard keyTag.name == "key" else {
                throw scanner.syntax("<key> or </dict>", at: keyTag.offset)
            }
            let key = String(decoding: try text(of: keyTag), as: UTF8.self)
            try skipMarkup()
            guard scanner.peek() == UInt8(ascii: "<"), scanner.peek(1) != UInt8(ascii: "/") else {
                throw scanner.syntax("a value after <key>")
            }
            let element = try value(startTag(), depth: depth + 1)
            if entries.updateValue(element, forKey: key) != nil {
                throw .textDuplicateKey(encoding: .xml, position: scanner.position(keyTag.offset), key: key)
            }
        }
    }

    private mutating func array(_ tag: StartTag, depth: Int) throws(PropertyListError) -> PropertyList {
        try enterContainer(tag, depth: depth)
        var elements: [PropertyList] = []
        if tag.isEmpty {
            return .array(elements)
        }
        while true {
            try skipMarkup()
            if scanner.hasPrefix("</") {
                try endTag("array")
                return .array(elements)
            }
            guard scanner.peek() == UInt8(ascii: "<") else {
                throw scanner.syntax("a value or </array>")
            }
            elements.append(try value(startTag(), depth: depth + 1))
        }
    }

    // MARK: Text content

    /// The character data of `tag` up to its end tag, references expanded and line ends
    /// normalised; comments, processing instructions and CDATA sections are allowed inside.
    private mutating func text(of tag: StartTag) throws(PropertyListError) -> ArraySlice<UInt8> {
        if tag.isEmpty {
            return []
        }
        let bytes = scanner.bytes
        let start = scanner.index
        // Fast path: plain text straight up to the end tag needs no copy.
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D {
                break
            }
            index += 1
        }
        scanner.index = index
        if scanner.hasPrefix("</") {
            try endTag(tag.name)
            return bytes[start..<index]
        }
        var output = Array(bytes[start..<index])
        while true {
            guard let byte = scanner.peek() else {
                throw scanner.syntax("</\(tag.name)>")
            }
            switch byte {
            case UInt8(ascii: "<"):
                if scanner.hasPrefix("</") {
                    try endTag(tag.name)
                    return output[...]
                } else if scanner.hasPrefix("<![CDATA[") {
                    let cdataStart = scanner.index
                    guard let end = find("]]>", from: cdataStart + 9) else {
                        throw scanner.syntax("]]> closing the CDATA section", at: cdataStart)
                    }
                    appendNormalisingLineEnds(bytes[(cdataStart + 9)..<end], to: &output)
                    scanner.index = end + 3
                } else if try !skipCommentOrInstruction() {
                    throw scanner.syntax("text or </\(tag.name)>")
                }
            case UInt8(ascii: "&"):
                try reference(into: &output)
            case 0x0D:
                output.append(0x0A)
                scanner.index += 1
                if scanner.peek() == 0x0A {
                    scanner.index += 1
                }
            default:
                output.append(byte)
                scanner.index += 1
            }
        }
    }

    private func appendNormalisingLineEnds(_ slice: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var previousCR = false
        for byte in slice {
            if byte == 0x0D {
                output.append(0x0A)
            } else if !(byte == 0x0A && previousCR) {
                output.append(byte)
            }
            previousCR = byte == 0x0D
        }
    }

    /// The text of `tag` without surrounding XML whitespace, and the offset where it starts.
    private mutating func trimmedText(of tag: StartTag) throws(PropertyListError) -> (ArraySlice<UInt8>, Int) {
        let start = scanner.index
        var content = try text(of: tag)
        while let first = content.first, TextScanner.isWhitespace(first) {
            content.removeFirst()
        }
        while let last = content.last, TextScanner.isWhitespace(last) {
            content.removeLast()
        }
        return (content, start)
    }

    /// Expands `&name;` (the five predefined entities) or `&#N;` / `&#xH;` at the cursor.
    private mutating func reference(into output: inout [UInt8]) throws(PropertyListError) {
        let start = scanner.index
        scanner.index += 1
        let nameStart = scanner.index
        while let byte = scanner.peek(), byte != UInt8(ascii: ";"), scanner.index - nameStart < 12 {
            guard !TextScanner.isWhitespace(byte), byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") else {
                break
            }
            scanner.index += 1
        }
        guard scanner.peek() == UInt8(ascii: ";"), scanner.index > nameStart else {
            throw scanner.syntax("a reference such as &amp; or &#38; ending in ;", at: start)
        }
        let name = scanner.bytes[nameStart..<scanner.index]
        scanner.index += 1
        if name.first == UInt8(ascii: "#") {
            try characterReference(name.dropFirst(), at: start, into: &output)
            return
        }
        switch String(decoding: name, as: UTF8.self) {
        case "lt":
            output.append(UInt8(ascii: "<"))
        case "gt":
            output.append(UInt8(ascii: ">"))
        case "amp":
            output.append(UInt8(ascii: "&"))
        case "quot":
            output.append(UInt8(ascii: "\""))
        case "apos":
            output.append(UInt8(ascii: "'"))
        default:
            throw .xmlUnsupported(
                position: scanner.position(start),
                construct: "the entity reference &\(String(decoding: name, as: UTF8.self));"
                    + " (only &lt; &gt; &amp; &quot; &apos; and numeric references are)")
        }
    }

    private func characterReference(
        _ digits: ArraySlice<UInt8>, at start: Int, into output: inout [UInt8]
    ) throws(PropertyListError) {
        var body = digits
        var radix: UInt32 = 10
        if body.first == UInt8(ascii: "x") {
            radix = 16
            body = body.dropFirst()
        }
        var value: UInt32 = 0
        guard !body.isEmpty, body.count <= 8 else {
            throw scanner.syntax("a numeric character reference such as &#38; or &#x26;", at: start)
        }
        for byte in body {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw scanner.syntax("a numeric character reference such as &#38; or &#x26;", at: start)
            }
            value = value * radix + digit
        }
        let allowed =
            value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x1_0000...0x10_FFFF).contains(value)
        guard allowed, let scalar = Unicode.Scalar(value) else {
            throw .textInvalidCharacter(encoding: .xml, position: scanner.position(start), scalar: value)
        }
        TextScanner.appendUTF8(scalar, to: &output)
    }

    // MARK: Numbers

    private func integer(_ text: ArraySlice<UInt8>, at offset: Int) throws(PropertyListError) -> Int64 {
        // Built only on failure: a position costs a scan from the start of the input.
        func failure() -> PropertyListError {
            scanner.invalidValue(
                offset..<(offset + text.count), expected: "an integer from -9223372036854775808 to 9223372036854775807")
        }
        var body = text
        var negative = false
        if let sign = body.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            body = body.dropFirst()
        }
        var radix: Int64 = 10
        if body.count > 2, body.first == UInt8(ascii: "0"),
            body.dropFirst().first == UInt8(ascii: "x") || body.dropFirst().first == UInt8(ascii: "X")
        {
            radix = 16
            body = body.dropFirst(2)
        }
        guard !body.isEmpty else {
            throw failure()
        }
        // Accumulate negatively so Int64.min is reachable.
        var value: Int64 = 0
        for byte in body {
            let digit: Int64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digit = Int64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
                digit = Int64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
                digit = Int64(byte - UInt8(ascii: "A") + 10)
            default:
                throw failure()
            }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (next, underflow) = shifted.subtractingReportingOverflow(digit)
            guard !overflow, !underflow else {
                throw failure()
            }
            value = next
        }
        if negative {
            return value
        }
        guard value != Int64.min else {
            throw failure()
        }
        return -value
    }

    private func real(_ text: ArraySlice<UInt8>, at offset: Int) throws(PropertyListError) -> Double {
        func failure() -> PropertyListError {
            scanner.invalidValue(offset..<(offset + text.count), expected: "a real number")
        }
        guard text.count <= 1024 else {
            throw failure()
        }
        let string = String(decoding: text, as: UTF8.self)
        switch string.lowercased() {
        case "nan":
            return .nan
        case "inf", "+inf", "infinity", "+infinity":
            return .infinity
        case "-inf", "-infinity":
            return -.infinity
        default:
            break
        }
        guard DecimalGrammar.isDecimal(text, strictJSON: false), let number = Double(string), number.isFinite else {
            throw failure()
        }
        return number
    }
}

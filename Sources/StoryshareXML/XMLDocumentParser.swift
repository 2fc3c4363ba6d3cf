/// The parser behind ``XMLReader``: a cursor over the document, the elements open at it, and the namespaces in
/// scope.
struct XMLDocumentParser<Visitor: XMLVisitor> {
    private var scanner: TextScanner
    private let limits: XMLLimits
    private(set) var visitor: Visitor
    /// Start tags are met in document order, so their positions are counted in one pass.
    private var counter: TextPositionCounter
    private var namespaces = XMLNamespaces()
    private var open: [OpenElement] = []
    private var elements = 0

    /// An element whose end tag is still to come.
    private struct OpenElement {
        /// Where its name's bytes are, to match the end tag against them.
        let nameBytes: Range<Int>
        let name: XMLName
        /// The prefixes it declares (`""` for the default namespace), undeclared when it ends.
        let declared: [String]
    }

    init(_ bytes: Slice<UnsafeRawBufferPointer>, limits: XMLLimits, visitor: Visitor) {
        scanner = TextScanner(bytes)
        counter = TextPositionCounter(bytes)
        self.limits = limits
        self.visitor = visitor
    }

    // MARK: Document structure

    mutating func document() throws(XMLReadError) {
        switch XMLCharacters.firstProblem(scanner.bytes) {
        case nil: break
        case .invalidUTF8(let offset): throw error(at: offset, "invalid UTF-8")
        case .disallowed(let offset, let scalar):
            throw error(at: offset, "character \(Self.scalarName(scalar)) is not allowed in XML")
        }
        if scanner.hasPrefix("\u{FEFF}") {
            scanner.index = 3
        }
        if scanner.hasPrefix("<?xml"), let next = scanner.peek(5), TextScanner.isWhitespace(next) || next == 0x3F {
            try declaration()
        }
        var sawDoctype = false
        while true {
            scanner.skipWhitespace()
            if scanner.hasPrefix("<!DOCTYPE") {
                guard !sawDoctype else { throw syntax("one DOCTYPE at most") }
                sawDoctype = true
                try doctype()
            } else if try !skipCommentOrInstruction() {
                break
            }
        }
        guard scanner.peek() == UInt8(ascii: "<"), scanner.peek(1) != UInt8(ascii: "!") else {
            throw syntax("the root element")
        }
        try rootElement()
        while true {
            scanner.skipWhitespace()
            if try !skipCommentOrInstruction() { break }
        }
        guard scanner.isAtEnd else { throw syntax("the end of the document after the root element") }
    }

    /// The root element and everything in it, up to its end tag.
    private mutating func rootElement() throws(XMLReadError) {
        try startTag()
        let readsText = visitor.readsText
        while let innermost = open.last {
            // Character data is checked (its references), and told only to a visitor that reads it.
            let runStart = scanner.index
            scanner.index = scanner.endOfRun(
                from: scanner.index, stoppingAt: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") },
                wordMayStop: { ByteWord.contains($0, UInt8(ascii: "<")) || ByteWord.contains($0, UInt8(ascii: "&")) })
            if readsText, scanner.index > runStart { visitor.text(text(scanner.bytes[runStart..<scanner.index])) }
            guard let byte = scanner.peek() else { throw syntax("</\(innermost.name)>") }
            if byte == UInt8(ascii: "&") {
                let scalar = try reference()
                if readsText, let character = Unicode.Scalar(scalar) { visitor.text(String(character)) }
            } else if scanner.hasPrefix("</") {
                try endTag()
            } else if scanner.hasPrefix("<![CDATA[") {
                let start = scanner.index
                guard let end = find("]]>", from: start + 9) else {
                    throw syntax("]]> closing the CDATA section", at: start)
                }
                if readsText { visitor.text(text(scanner.bytes[(start + 9)..<end])) }
                scanner.index = end + 3
            } else if try skipCommentOrInstruction() {
                continue
            } else if scanner.hasPrefix("<!") {
                throw syntax("an element, a comment or a CDATA section")
            } else {
                try startTag()
            }
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only the encoding is checked.
    private mutating func declaration() throws(XMLReadError) {
        let start = scanner.index
        guard let end = find("?>", from: start) else { throw syntax("?> closing the XML declaration", at: start) }
        if let name = XMLProlog.encodingName(in: scanner.bytes, declaration: start..<end), !XMLProlog.isUTF8(name) {
            throw error(at: start, "the encoding \(text(name.prefix(40))) is not read (only UTF-8 is)")
        }
        scanner.index = end + 2
    }

    /// `<!DOCTYPE manifest SYSTEM "…">`, never fetched; an internal subset (`[…]`), where entities are
    /// declared, is refused.
    private mutating func doctype() throws(XMLReadError) {
        let start = scanner.index
        switch XMLProlog.doctypeEnd(in: scanner.bytes, from: start) {
        case .closed(let next):
            scanner.index = next
        case .internalSubset(let offset):
            throw error(
                at: offset, "a DOCTYPE with an internal subset is refused: entities declared there are never expanded")
        case .markup(let offset):
            throw syntax("> closing the DOCTYPE", at: offset)
        case .unclosed(let quote):
            throw syntax(quote ? "a closing quote in the DOCTYPE" : "> closing the DOCTYPE", at: start)
        }
    }

    /// Skips one comment or processing instruction at the cursor; returns whether there was one.
    private mutating func skipCommentOrInstruction() throws(XMLReadError) -> Bool {
        let start = scanner.index
        if scanner.hasPrefix("<!--") {
            guard let end = find("-->", from: start + 4) else { throw syntax("--> closing the comment", at: start) }
            scanner.index = end + 3
            return true
        }
        if scanner.hasPrefix("<?") {
            guard let end = find("?>", from: start + 2) else {
                throw syntax("?> closing the processing instruction", at: start)
            }
            scanner.index = end + 2
            return true
        }
        return false
    }

    // MARK: Tags

    /// A start tag at the cursor (at `<`): its attributes read, its namespaces applied, told to the visitor; an
    /// empty element ends at once, any other stays open.
    private mutating func startTag() throws(XMLReadError) {
        let start = scanner.index
        scanner.index += 1
        let nameBytes = try name()
        guard open.count < limits.maximumDepth else {
            throw error(at: start, "elements nest deeper than \(limits.maximumDepth) levels")
        }
        elements += 1
        guard elements <= limits.maximumElements else {
            throw error(at: start, "the document holds more than \(limits.maximumElements) elements")
        }
        var written: [(name: String, value: String, offset: Int)] = []
        var seen: Set<String> = []
        let isEmpty: Bool
        while true {
            let spaced = scanner.skipWhitespace()
            guard let byte = scanner.peek() else { throw syntax("> closing the start tag", at: start) }
            if byte == UInt8(ascii: ">") {
                scanner.index += 1
                isEmpty = false
                break
            }
            if byte == UInt8(ascii: "/") {
                guard scanner.peek(1) == UInt8(ascii: ">") else { throw syntax("/> closing the start tag") }
                scanner.index += 2
                isEmpty = true
                break
            }
            guard spaced else { throw syntax("whitespace, > or /> in the start tag") }
            let offset = scanner.index
            let attributeName = text(scanner.bytes[try name()])
            scanner.skipWhitespace()
            guard scanner.peek() == UInt8(ascii: "=") else { throw syntax("= after an attribute name") }
            scanner.index += 1
            scanner.skipWhitespace()
            let value = try attributeValue()
            guard written.count < limits.maximumAttributes else {
                throw error(at: offset, "an element has more than \(limits.maximumAttributes) attributes")
            }
            guard seen.insert(attributeName).inserted else {
                throw error(at: offset, "the attribute \(attributeName) appears twice in one element")
            }
            written.append((attributeName, value, offset))
        }

        // Declarations first: they apply to the element's own name and attributes.
        var declared: [String] = []
        for attribute in written {
            if attribute.name == "xmlns" {
                namespaces.declare("", attribute.value)
                declared.append("")
            } else if attribute.name.hasPrefix("xmlns:") {
                let prefix = String(attribute.name.dropFirst(6))
                guard !attribute.value.isEmpty else {
                    throw error(at: attribute.offset, "the prefix \(prefix) cannot be bound to an empty namespace")
                }
                namespaces.declare(prefix, attribute.value)
                declared.append(prefix)
            }
        }
        var attributes: [XMLAttribute] = []
        for attribute in written where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
            attributes.append(
                XMLAttribute(
                    name: try resolve(attribute.name, at: attribute.offset, isElement: false), value: attribute.value))
        }
        let elementName = try resolve(text(scanner.bytes[nameBytes]), at: start, isElement: true)
        visitor.start(XMLElement(name: elementName, attributes: attributes, position: counter.position(at: start)))
        if isEmpty {
            namespaces.undeclare(declared)
            visitor.end(elementName)
        } else {
            open.append(OpenElement(nameBytes: nameBytes, name: elementName, declared: declared))
        }
    }

    /// `</name>` at the cursor, which must end the innermost open element.
    private mutating func endTag() throws(XMLReadError) {
        let start = scanner.index
        scanner.index += 2
        guard let innermost = open.last else { throw syntax("the end of the document", at: start) }
        let expected = "</\(innermost.name)>"
        guard let byte = scanner.peek(), !Self.endsName(byte) else { throw syntax(expected, at: start) }
        let found = try name()
        scanner.skipWhitespace()
        guard scanner.bytes[found].elementsEqual(scanner.bytes[innermost.nameBytes]),
            scanner.peek() == UInt8(ascii: ">")
        else { throw syntax(expected, at: start) }
        scanner.index += 1
        open.removeLast()
        namespaces.undeclare(innermost.declared)
        visitor.end(innermost.name)
    }

    /// The bytes of a name at the cursor, which is moved past it.
    private mutating func name() throws(XMLReadError) -> Range<Int> {
        let start = scanner.index
        while let byte = scanner.peek(), !Self.endsName(byte) { scanner.index += 1 }
        guard scanner.index > start else { throw syntax("a name") }
        let first = scanner.bytes[start]
        guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), first != UInt8(ascii: "-"),
            first != UInt8(ascii: "."), first != UInt8(ascii: ":")
        else { throw syntax("a name (one cannot begin with a digit, -, . or :)", at: start) }
        guard scanner.index - start <= limits.maximumNameLength else {
            throw error(
                at: start,
                "a name is \(scanner.index - start) bytes long; at most \(limits.maximumNameLength) are read")
        }
        return start..<scanner.index
    }

    /// Whether `byte` cannot be part of a name: of ASCII, names hold only letters, digits, `-`, `.`, `_` and
    /// `:` (other characters are allowed, as XML allows most of them).
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...0xFF:
            false
        default:
            true
        }
    }

    /// `qualified` split at its colon, with the namespace its prefix (or, for an element without one, the
    /// default namespace) is bound to.
    private func resolve(_ qualified: String, at offset: Int, isElement: Bool) throws(XMLReadError) -> XMLName {
        let parts = qualified.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return XMLName(localName: qualified, namespace: isElement ? namespaces.uri(for: "") : nil)
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            let prefix = String(parts[0])
            guard prefix != "xmlns", let uri = namespaces.uri(for: prefix) else {
                throw error(at: offset, "the prefix \(prefix) of \(qualified) is not declared (no xmlns:\(prefix))")
            }
            return XMLName(prefix: prefix, localName: String(parts[1]), namespace: uri)
        default:
            throw error(at: offset, "\(qualified) is not a valid name (at most one colon, between two parts)")
        }
    }

    // MARK: Values

    /// A quoted attribute value at the cursor, references expanded and tab, line feed and carriage return (and
    /// CR LF) made spaces, as XML's attribute-value normalisation does.
    private mutating func attributeValue() throws(XMLReadError) -> String {
        guard let quote = scanner.peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw syntax("a quoted attribute value")
        }
        let open = scanner.index
        scanner.index += 1
        var decoded: [UInt8]?  // only when the value is not its own text
        var runStart = scanner.index
        while true {
            guard let byte = scanner.peek() else { throw syntax("a closing quote", at: open) }
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw syntax("a closing quote (< is not allowed in attribute values)")
            case UInt8(ascii: "&"), 0x09, 0x0A, 0x0D:
                if decoded == nil { decoded = [] }
                decoded!.append(contentsOf: scanner.bytes[runStart..<scanner.index])
                if byte == UInt8(ascii: "&") {
                    Self.appendUTF8(try reference(), to: &decoded!)
                } else {
                    decoded!.append(0x20)
                    scanner.index += 1
                    if byte == 0x0D, scanner.peek() == 0x0A { scanner.index += 1 }
                }
                runStart = scanner.index
            default:
                scanner.index += 1
            }
        }
        defer { scanner.index += 1 }
        guard var decoded else { return text(scanner.bytes[runStart..<scanner.index]) }
        decoded.append(contentsOf: scanner.bytes[runStart..<scanner.index])
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The character `&name;` or `&#N;` / `&#xH;` at the cursor stands for. Only the five predefined
    /// entities are known: no other can be declared.
    private mutating func reference() throws(XMLReadError) -> UInt32 {
        let start = scanner.index
        scanner.index += 1
        let nameStart = scanner.index
        while let byte = scanner.peek(), byte != UInt8(ascii: ";"), scanner.index - nameStart < 12,
            !TextScanner.isWhitespace(byte), byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&")
        {
            scanner.index += 1
        }
        guard scanner.peek() == UInt8(ascii: ";"), scanner.index > nameStart else {
            throw syntax("a reference such as &amp; or &#38; ending in ;", at: start)
        }
        let name = scanner.bytes[nameStart..<scanner.index]
        scanner.index += 1
        if name.first == UInt8(ascii: "#") {
            var digits = name.dropFirst()
            let radix: UInt32 = digits.first == UInt8(ascii: "x") ? 16 : 10
            if radix == 16 { digits = digits.dropFirst() }
            var value: UInt32 = 0
            for byte in digits {
                guard let digit = Self.digit(byte, radix: radix) else {
                    value = UInt32.max
                    break
                }
                value = value * radix + digit
            }
            guard !digits.isEmpty, digits.count <= 8, XMLCharacters.isAllowed(value) else {
                throw error(at: start, "\(text(scanner.bytes[start..<scanner.index])) is not a character XML allows")
            }
            return value
        }
        switch text(name) {
        case "lt": return 0x3C
        case "gt": return 0x3E
        case "amp": return 0x26
        case "quot": return 0x22
        case "apos": return 0x27
        case let other:
            throw error(
                at: start,
                "the entity reference &\(other); is refused: no entity is expanded here but &lt; &gt; &amp; &quot; "
                    + "&apos; and character references")
        }
    }

    /// Appends the UTF-8 encoding of the scalar value `value` (one XML allows, so a valid scalar).
    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes += [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)]
        case ..<0x1_0000:
            bytes += [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
        default:
            bytes += [
                UInt8(0xF0 | value >> 18), UInt8(0x80 | value >> 12 & 0x3F), UInt8(0x80 | value >> 6 & 0x3F),
                UInt8(0x80 | value & 0x3F),
            ]
        }
    }

    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Helpers

    /// The offset of the next `literal` at or after `from`.
    private func find(_ literal: StaticString, from: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let bytes = scanner.bytes
        return literal.withUTF8Buffer { utf8 -> Int? in
            var index = from
            while index + count <= bytes.count {
                if bytes[index] == utf8[0] {
                    var matched = 1
                    while matched < count && bytes[index + matched] == utf8[matched] { matched += 1 }
                    if matched == count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    private func text(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    private func error(at offset: Int, _ reason: String) -> XMLReadError {
        XMLReadError(position: TextPosition(offset: offset, in: scanner.bytes), reason: reason)
    }

    /// `expected X, found "…"` at `offset` (the cursor by default).
    private func syntax(_ expected: String, at offset: Int? = nil) -> XMLReadError {
        let place = offset ?? scanner.index
        return error(at: place, "expected \(expected), found \(scanner.describe(at: place))")
    }

    /// `U+0007`.
    private static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Reads Apple's XML property list format with a small, strict XML parser of its own.
///
/// The whole input is first checked to be UTF-8 holding only characters XML 1.0 allows. The
/// prolog may hold an XML declaration (encoding UTF-8 only), comments, processing instructions
/// and a DOCTYPE without an internal subset; then comes `<plist …>` holding exactly one value.
/// Only `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and numeric character references are expanded:
/// no entity can be declared, so nothing can expand beyond the input. Raw CR and CRLF in text
/// become LF, as XML requires. Attributes are parsed and ignored.
///
/// Every value is charged to the scanner's ``DecodingBudget`` as it is made: its box, its slot in
/// the container that grows to hold it, a string's or data's bytes, and the work of hashing each
/// key. Text that needs decoding (references, CDATA sections, comments, CR) is measured in a first
/// pass and decoded into storage of exactly its size in a second.
///
/// Read in place, `<data>` is checked and measured while the document is parsed, then, once all of
/// it has been read, decoded into the start of its own text (see ``InPlaceDecoding``).
struct XMLPropertyListReader {
    private var scanner: TextScanner
    private let inPlace: InPlaceDecoding?
    /// The non-empty data values left to decode in place once the document is read.
    private var pendingInPlace = 0
    /// Where the top of the document lies, when positions are asked for.
    private var positions: PositionRecorder?

    /// A start tag: its name, whether it closed itself (`<true/>`), and the offset of its `<`.
    private struct StartTag {
        var name: String
        var isEmpty: Bool
        var offset: Int
    }

    /// Reads the document and the positions of its top (see ``PropertyListPositions``). Each position is
    /// charged to the budget as it is recorded.
    static func readWithPositions(
        _ bytes: InputBytes, allowance: Int
    ) throws(PropertyListError) -> (PropertyList, PropertyListPositions) {
        try validateCharacters(bytes)
        var reader = XMLPropertyListReader(
            scanner: TextScanner(bytes, encoding: .xml, allowance: allowance), inPlace: nil,
            positions: PositionRecorder())
        let value = try reader.document()
        return (value, reader.positions!.positions(in: bytes))
    }

    static func read(
        _ bytes: InputBytes, inPlace: InPlaceDecoding?, allowance: Int
    ) throws(PropertyListError) -> PropertyList {
        try validateCharacters(bytes)
        var reader = XMLPropertyListReader(
            scanner: TextScanner(bytes, encoding: .xml, allowance: allowance), inPlace: inPlace, positions: nil)
        let value = try reader.document()
        if let inPlace {
            try InPlaceDecoding.forEachPendingRange(in: value, count: reader.pendingInPlace) {
                range throws(PropertyListError) in
                // The text of this <data> starts where its bytes go; decoded again, now writing.
                var decoder = inPlace.decoder(for: range)
                reader.scanner.index = range.lowerBound
                try reader.walkText(
                    of: StartTag(name: "data", isEmpty: false, offset: range.lowerBound), into: &decoder)
                precondition(decoder.finish() == range.count, "data decoded in place differs from its measure")
            }
        }
        return value
    }

    /// Refuses invalid UTF-8 and characters outside XML 1.0's `Char` production.
    private static func validateCharacters(_ bytes: InputBytes) throws(PropertyListError) {
        switch XMLCharacters.firstProblem(bytes) {
        case nil: return
        case .invalidUTF8(let offset):
            throw .invalidUTF8(encoding: .xml, position: TextPosition(offset: offset, in: bytes))
        case .disallowed(let offset, let scalar):
            throw .textInvalidCharacter(
                encoding: .xml, position: TextPosition(offset: offset, in: bytes), scalar: scalar)
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
        positions?.root = scanner.index
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
        if let name = XMLProlog.encodingName(in: scanner.bytes, declaration: start..<end), !XMLProlog.isUTF8(name) {
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: name), as: UTF8.self)
            throw .xmlUnsupported(
                position: scanner.position(start),
                construct: "the encoding \(PropertyListError.quote(text)) (only UTF-8 is read)")
        }
        scanner.index = end + 2
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`; an internal subset (`[…]`) is refused.
    private mutating func doctype() throws(PropertyListError) {
        let start = scanner.index
        switch XMLProlog.doctypeEnd(in: scanner.bytes, from: start) {
        case .closed(let next):
            scanner.index = next
        case .internalSubset(let offset):
            throw .xmlUnsupported(
                position: scanner.position(offset),
                construct: "a DOCTYPE with an internal subset (entity declarations)")
        case .markup(let offset):
            throw scanner.syntax("> closing the DOCTYPE", at: offset)
        case .unclosed(let quote):
            throw scanner.syntax(quote ? "a closing quote in the DOCTYPE" : "> closing the DOCTYPE", at: start)
        }
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
        // Every name a plist uses is a few ASCII letters. A longer one is kept abbreviated, so that
        // comparing it (which normalises its text) stays cheap; it matches none of them.
        let end = min(scanner.index, start + Self.longestName)
        let name = String(decoding: scanner.bytes.rawBytes(start..<end), as: UTF8.self)
        return end < scanner.index ? name + "…" : name
    }

    /// How much of a tag or attribute name is kept (see ``name()``).
    private static let longestName = 32

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
            try scanner.charge(DecodingBudget.stringBox, at: tag.offset, "a string")
            return .string(try string(of: tag))
        case "integer":
            let (text, offset) = try trimmedText(of: tag)
            defer { free(text) }
            let number = try integer(text.bytes, at: offset)
            try scanner.charge(DecodingBudget.box, at: tag.offset, "an integer")
            return .integer(number)
        case "real":
            let (text, offset) = try trimmedText(of: tag)
            defer { free(text) }
            let number = try real(text.bytes, at: offset)
            try scanner.charge(DecodingBudget.box, at: tag.offset, "a real")
            return .real(number)
        case "true", "false":
            if !tag.isEmpty {
                scanner.skipWhitespace()
                try endTag(tag.name)
            }
            try scanner.charge(DecodingBudget.box, at: tag.offset, "a bool")
            return .bool(tag.name == "true")
        case "date":
            let (text, offset) = try trimmedText(of: tag)
            defer { free(text) }
            guard let seconds = ISO8601UTC.parse(utf8: text.bytes, allowFraction: false) else {
                throw scanner.invalidValue(
                    offset..<(offset + text.bytes.count), expected: "a date of the form YYYY-MM-DDTHH:MM:SSZ")
            }
            try scanner.charge(DecodingBudget.box, at: tag.offset, "a date")
            return .date(seconds)
        case "data" where inPlace != nil:
            return try dataInPlace(tag)
        case "data":
            let contentStart = scanner.index
            let text = try textBytes(of: tag)
            defer { free(text) }
            let content = text.bytes
            // What Base64.decode reserves: three bytes for every four characters, whitespace included.
            let capacity = content.count / 4 * 3 + 3
            try scanner.charge(
                DecodingBudget.dataBox + DecodingBudget.byteArray(capacity), at: tag.offset,
                "data of \(content.count) base64 characters")
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

    /// `<data>` read in place: its text checked as base64 and its decoded bytes counted, nothing
    /// allocated but the value's box; its bytes are written once the document is read.
    private mutating func dataInPlace(_ tag: StartTag) throws(PropertyListError) -> PropertyList {
        let contentStart = scanner.index
        var decoder = Base64Decoder(writingTo: nil)
        if !tag.isEmpty {
            try walkText(of: tag, into: &decoder)
        }
        let textLength = scanner.index - contentStart
        try scanner.charge(DecodingBudget.dataBox, at: tag.offset, "data of \(textLength) bytes of text, in place")
        guard let count = decoder.finish() else {
            throw scanner.invalidValue(contentStart..<max(contentStart, scanner.index), expected: "base64 data")
        }
        if count > 0 {
            pendingInPlace += 1
        }
        return .data(.inputRange(contentStart..<(contentStart + count)))
    }

    private mutating func enterContainer(_ tag: StartTag, depth: Int) throws(PropertyListError) {
        guard depth < PropertyListReader.maximumDepth else {
            throw .textTooDeep(
                encoding: .xml, position: scanner.position(tag.offset), limit: PropertyListReader.maximumDepth)
        }
        try scanner.charge(DecodingBudget.box, at: tag.offset, "<\(tag.name)>")
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
            let key = try string(of: keyTag)
            try scanner.charge(
                DecodingBudget.keyHashing(key), at: keyTag.offset, "the key \(PropertyListError.quote(key))")
            try skipMarkup()
            guard scanner.peek() == UInt8(ascii: "<"), scanner.peek(1) != UInt8(ascii: "/") else {
                throw scanner.syntax("a value after <key>")
            }
            if depth == 0, positions != nil {
                try scanner.charge(2 * PositionRecorder.cost, at: keyTag.offset, "the position of a key")
                positions?.beginEntry(key, key: keyTag.offset, value: scanner.index)
            }
            let element = try value(startTag(), depth: depth + 1)
            if depth == 0 {
                positions?.endEntry()
            }
            try scanner.charge(
                DecodingBudget.insertedEntry(first: entries.isEmpty), at: keyTag.offset,
                "entry \(entries.count + 1) of a <dict>")
            if entries.updateValue(element, forKey: key) != nil {
                guard depth > 0, positions != nil else {
                    throw .textDuplicateKey(encoding: .xml, position: scanner.position(keyTag.offset), key: key)
                }
                positions?.duplicateKeys.append((key, keyTag.offset))
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
            let elementStart = scanner.index
            if depth == 1, positions?.isInEntry == true {
                try scanner.charge(PositionRecorder.cost, at: elementStart, "the position of an array element")
                positions?.addElement(at: elementStart)
            }
            let element = try value(startTag(), depth: depth + 1)
            try scanner.charge(
                DecodingBudget.appendedElement(first: elements.isEmpty), at: elementStart,
                "element \(elements.count + 1) of an <array>")
            elements.append(element)
        }
    }

    // MARK: Text content

    /// Where the character data of an element is, once read and checked.
    private enum Text {
        /// Plain text (no reference, CDATA section, comment, processing instruction or CR): the
        /// input's bytes in this range are the text.
        case plain(Range<Int>)
        /// Text that starts at `start` and decodes to `count` bytes (see ``fillText(of:from:into:)``).
        case decoded(start: Int, count: Int)
    }

    /// Reads the character data of `tag` up to and past its end tag, checking it; comments,
    /// processing instructions and CDATA sections are allowed inside.
    private mutating func measureText(of tag: StartTag) throws(PropertyListError) -> Text {
        let start = scanner.index
        if tag.isEmpty {
            return .plain(start..<start)
        }
        // Fast path: plain text straight up to the end tag needs no copy.
        let index = scanner.endOfRun(from: start, stoppingAt: Self.endsTextRun, wordMayStop: Self.mayEndTextRun)
        scanner.index = index
        if scanner.hasPrefix("</") {
            try endTag(tag.name)
            return .plain(start..<index)
        }
        scanner.index = start
        var output = TextOutput()
        try walkText(of: tag, into: &output)
        return .decoded(start: start, count: output.count)
    }

    /// Decodes text that ``measureText(of:)`` found at `start` into `buffer` (of the measured
    /// size), leaving the cursor where it is; returns the number of bytes written.
    private mutating func fillText(
        of tag: StartTag, from start: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) throws(PropertyListError) -> Int {
        let end = scanner.index
        scanner.index = start
        var output = TextOutput(buffer)
        try walkText(of: tag, into: &output)
        scanner.index = end
        return output.written
    }

    /// The character data at the cursor, references expanded and line ends normalised, up to and
    /// past the end tag of `tag`.
    private mutating func walkText(of tag: StartTag, into output: inout some TextSink) throws(PropertyListError) {
        let bytes = scanner.bytes
        while true {
            let runStart = scanner.index
            let index = scanner.endOfRun(from: runStart, stoppingAt: Self.endsTextRun, wordMayStop: Self.mayEndTextRun)
            output.append(bytes[runStart..<index])
            scanner.index = index
            guard let byte = scanner.peek() else {
                throw scanner.syntax("</\(tag.name)>")
            }
            switch byte {
            case UInt8(ascii: "<"):
                if scanner.hasPrefix("</") {
                    try endTag(tag.name)
                    return
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
            default:
                // CR, alone or before LF, is one LF.
                output.append(0x0A)
                scanner.index += 1
                if scanner.peek() == 0x0A {
                    scanner.index += 1
                }
            }
        }
    }

    /// Whether `byte` ends a run of character data that stands for itself: markup, a reference, or
    /// a CR to normalise.
    @inline(__always)
    private static func endsTextRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D
    }

    /// Whether a byte of `word` ends a run of character data (see ``endsTextRun(_:)``).
    @inline(__always)
    private static func mayEndTextRun(_ word: UInt64) -> Bool {
        ByteWord.contains(word, UInt8(ascii: "<")) || ByteWord.contains(word, UInt8(ascii: "&"))
            || ByteWord.contains(word, 0x0D)
    }

    /// The text of `tag` as a `String` of exactly its size, its storage charged to the budget.
    private mutating func string(of tag: StartTag) throws(PropertyListError) -> String {
        switch try measureText(of: tag) {
        case .plain(let range):
            try scanner.charge(
                DecodingBudget.heapString(utf8Count: range.count), at: tag.offset, "a string of \(range.count) bytes")
            return String(decoding: scanner.bytes.rawBytes(range), as: UTF8.self)
        case .decoded(let start, let count):
            try scanner.charge(
                DecodingBudget.heapString(utf8Count: count), at: tag.offset, "a string of \(count) bytes")
            var failure: PropertyListError?
            let text = String(unsafeUninitializedCapacity: count) { buffer in
                do throws(PropertyListError) {
                    return try fillText(of: tag, from: start, into: buffer)
                } catch {
                    failure = error
                    return 0
                }
            }
            if let failure {
                throw failure
            }
            return text
        }
    }

    /// The text of an element as bytes: a slice of the input when it is plain, else a buffer of
    /// exactly its size, which ``free(_:)`` deallocates (giving its charge back).
    private struct TextBytes {
        var bytes: InputBytes
        let allocation: UnsafeMutableBufferPointer<UInt8>?
        let charged: Int
    }

    /// The text of `tag` as bytes; the caller frees them once it is done with them.
    private mutating func textBytes(of tag: StartTag) throws(PropertyListError) -> TextBytes {
        switch try measureText(of: tag) {
        case .plain(let range):
            return TextBytes(bytes: scanner.bytes[range], allocation: nil, charged: 0)
        case .decoded(let start, let count):
            let cost = DecodingBudget.byteArray(count)
            try scanner.charge(cost, at: tag.offset, "the \(count) bytes of text in <\(tag.name)>")
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
            let written: Int
            do throws(PropertyListError) {
                written = try fillText(of: tag, from: start, into: buffer)
            } catch {
                buffer.deallocate()
                scanner.release(cost)
                throw error
            }
            return TextBytes(bytes: UnsafeRawBufferPointer(buffer)[0..<written], allocation: buffer, charged: cost)
        }
    }

    /// Deallocates what ``textBytes(of:)`` allocated and gives back its charge.
    private mutating func free(_ text: TextBytes) {
        text.allocation?.deallocate()
        scanner.release(text.charged)
    }

    private func appendNormalisingLineEnds(_ slice: InputBytes, to output: inout some TextSink) {
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

    /// The text of `tag` without surrounding XML whitespace, which the caller frees once it is done
    /// with it (see ``textBytes(of:)``), and the offset where the text starts.
    private mutating func trimmedText(of tag: StartTag) throws(PropertyListError) -> (TextBytes, Int) {
        let start = scanner.index
        var text = try textBytes(of: tag)
        while let first = text.bytes.first, TextScanner.isWhitespace(first) {
            text.bytes.removeFirst()
        }
        while let last = text.bytes.last, TextScanner.isWhitespace(last) {
            text.bytes.removeLast()
        }
        return (text, start)
    }

    /// Expands `&name;` (the five predefined entities) or `&#N;` / `&#xH;` at the cursor.
    private mutating func reference(into output: inout some TextSink) throws(PropertyListError) {
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
        guard let byte = Self.predefinedEntity(name) else {
            throw .xmlUnsupported(
                position: scanner.position(start),
                construct:
                    "the entity reference &\(String(decoding: UnsafeRawBufferPointer(rebasing: name), as: UTF8.self));"
                    + " (only &lt; &gt; &amp; &quot; &apos; and numeric references are)")
        }
        output.append(byte)
    }

    /// The character a predefined entity (`lt`, `gt`, `amp`, `quot`, `apos`) stands for.
    private static func predefinedEntity(_ name: InputBytes) -> UInt8? {
        for (entity, byte) in predefinedEntities where name.elementsEqual(entity) {
            return byte
        }
        return nil
    }

    private static let predefinedEntities: [([UInt8], UInt8)] = [
        (Array("lt".utf8), UInt8(ascii: "<")), (Array("gt".utf8), UInt8(ascii: ">")),
        (Array("amp".utf8), UInt8(ascii: "&")), (Array("quot".utf8), UInt8(ascii: "\"")),
        (Array("apos".utf8), UInt8(ascii: "'")),
    ]

    private func characterReference(
        _ digits: InputBytes, at start: Int, into output: inout some TextSink
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
        guard XMLCharacters.isAllowed(value) else {
            throw .textInvalidCharacter(encoding: .xml, position: scanner.position(start), scalar: value)
        }
        output.append(scalar: value)
    }

    // MARK: Numbers

    private func integer(_ text: InputBytes, at offset: Int) throws(PropertyListError) -> Int64 {
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

    private func real(_ text: InputBytes, at offset: Int) throws(PropertyListError) -> Double {
        func failure() -> PropertyListError {
            scanner.invalidValue(offset..<(offset + text.count), expected: "a real number")
        }
        guard text.count <= 1024 else {
            throw failure()
        }
        let string = String(decoding: UnsafeRawBufferPointer(rebasing: text), as: UTF8.self)
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

/// One token of a source text, as ``SourceLexer`` cuts it: what the call reader walks instead of characters.
struct SourceToken: Sendable, Equatable {
    /// What a token is.
    enum Kind: Sendable, Equatable {
        /// A name or a keyword (`Share`, `let`, `$scope`, Swift's `` `default` ``, `#selector`).
        case identifier
        /// A number as written (`42`, `0xFF`, `1.5`).
        case number
        /// An annotation or attribute with its `@` (`@Override`, `@objc`, `@interface`).
        case annotation
        /// `(`, `[` or `{`, and Objective-C's `@(`, `@[` and `@{`.
        case open
        /// `)`, `]` or `}`.
        case close
        /// An operator or a punctuation mark (`.`, `,`, `:`, `=`, `=>`, `?.`, `...`).
        case punctuation
        /// A string literal's opening quote as written (`"`, `'''`, `#"`, `@"`, `r'`, `` ` ``).
        case stringOpen
        /// Text between a string's quotes, escapes left as they are.
        case stringText
        /// A string literal's end (its closing quote; empty at the end of a line or of the file, for one left open).
        case stringClose
        /// The start of an interpolation in a string (`\(`, `${`, or `$` before a name).
        case interpolationOpen
        /// The end of an interpolation (`)`, `}`, or empty after a `$name`).
        case interpolationClose
    }

    var kind: Kind
    /// The token's text (a string's text piece without its quotes).
    var text: String
    /// The line it starts on (from 1).
    var line: Int
    /// Where it starts and ends in the text's UTF-8 bytes.
    var start: Int
    var end: Int
}

/// Cuts a source text into ``SourceToken``s for one language: comments and preprocessor lines left out, every
/// string form of the six languages as one literal with its interpolations as tokens between the string's
/// pieces. Lines end at LF, CR LF or CR alone.
///
/// One pass over the UTF-8 bytes, linear in the text, with no recursion: strings and interpolations nest on an
/// explicit stack of at most ``nestingLimit`` levels. Deeper than that, an interpolation's opening (`\(`, `${`)
/// is read as plain text of its string, so a hostile file degrades to wrong tokens rather than to a crash. A
/// string or comment left open ends at the end of the file; a one-line string (`"…"`, `'…'`) ends at the end of
/// its line, so one stray quote (a `'` in a JavaScript regular expression, where `/` is read as an operator, or
/// an apostrophe in JSX text) derails no more than its line.
enum SourceLexer {
    /// How many strings and interpolations may nest before interpolations are read as text.
    static let nestingLimit = 256

    /// Whether the `'` at `position` of `bytes` is an apostrophe in prose (JSX text: `<Text>Don't wait</Text>`), not
    /// a string's quote: it follows a word of two letters or more, which no language the model reads lets open a
    /// string (a keyword written against its string, `return'x'`, aside).
    static func isApostrophe(at position: Int, in bytes: [UInt8]) -> Bool {
        func isLetter(_ offset: Int) -> Bool {
            guard offset >= 0 else { return false }
            let byte = bytes[offset] | 0x20
            return byte >= 0x61 && byte <= 0x7A
        }
        guard isLetter(position - 1), isLetter(position - 2) else { return false }
        var start = position - 1
        while start > 0, isLetter(start - 1) || bytes[start - 1] == 0x5F { start -= 1 }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        return !keywordsBeforeStrings.contains(word)
    }

    /// Keywords a string may follow with no space between (`return'x'`, `case'a':`).
    static let keywordsBeforeStrings: Set<String> = [
        "return", "case", "typeof", "in", "of", "instanceof", "void", "yield", "await", "delete", "throw", "new",
        "else", "do", "is", "as",
    ]

    /// The tokens of `text` read as `language`.
    static func tokens(of text: String, language: SourceLanguage) -> [SourceToken] {
        tokens(of: Array(text.utf8), language: language)
    }

    /// The tokens of a text's UTF-8 bytes read as `language`.
    static func tokens(of bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
        var scanner = Scanner(bytes: bytes, language: language)
        scanner.run()
        return scanner.tokens
    }
}

/// How a string literal being read ends and what it holds.
private struct StringStyle {
    /// How an interpolation is written in it.
    enum Interpolation {
        case none
        /// Swift's `\(…)` (`\#(…)` in a raw string).
        case swift
        /// Kotlin's and Dart's `${…}` and `$name`.
        case dollar
        /// JavaScript's template `${…}`.
        case template
    }

    var quote: UInt8
    /// Whether three quotes open and close it.
    var triple = false
    /// The `#`s around a Swift raw string.
    var hashes = 0
    var escapes = true
    var interpolation = Interpolation.none
    /// Whether a line end is text rather than its end.
    var multiline = false
}

/// A level of the lexer's stack: inside a string, or inside an interpolation's code.
private enum Frame {
    case string(StringStyle)
    /// Code of an interpolation ending at `closer` when `depth` brackets of its kind are closed.
    case code(closer: UInt8, depth: Int)
}

/// The lexer's state over one text.
private struct Scanner {
    let bytes: [UInt8]
    let language: SourceLanguage
    var position = 0
    var line = 1
    var tokens: [SourceToken] = []
    var stack: [Frame] = []

    init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        tokens.reserveCapacity(bytes.count / 4)
    }

    /// Reads the whole text, then closes what the end of the file left open.
    mutating func run() {
        while position < bytes.count {
            if case .string(let style)? = stack.last {
                scanString(style)
            } else {
                scanCode()
            }
        }
        while let frame = stack.popLast() {
            switch frame {
            case .string: emit(.stringClose, from: position, to: position, line: line)
            case .code: emit(.interpolationClose, from: position, to: position, line: line)
            }
        }
    }

    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    mutating func emit(_ kind: SourceToken.Kind, from start: Int, to end: Int, line: Int) {
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        tokens.append(SourceToken(kind: kind, text: text, line: line, start: start, end: end))
    }

    /// Steps over the byte at `position`, counting a line end (CR LF is one).
    mutating func advance() {
        let current = bytes[position]
        position += 1
        if current == 0x0A {
            line += 1
        } else if current == 0x0D {
            line += 1
            if byte(position) == 0x0A { position += 1 }
        }
    }

    static func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
            || (byte == 0x24 && (language == .javaScript || language == .dart))
    }

    func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || Self.isDigit(byte) }

    /// Skips to the end of the line (not past it); Objective-C's `\` at a line's end continues a directive.
    mutating func skipLine(continued: Bool = false) {
        while position < bytes.count, !Self.isLineEnd(bytes[position]) {
            if continued, bytes[position] == 0x5C, Self.isLineEnd(byte(position + 1)) {
                position += 1
                advance()
                continue
            }
            position += 1
        }
    }

    /// Skips a `/* … */` comment from its `/*`, nested ones too in the languages that nest them.
    mutating func skipBlockComment() {
        let nests = language == .swift || language == .kotlin || language == .dart
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            if current == 0x2F, byte(position + 1) == 0x2A {
                position += 2
                depth += 1
                if !nests && depth > 1 { depth = 1 }
            } else if current == 0x2A, byte(position + 1) == 0x2F {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Reads one token of code (or skips a comment, a directive or white space).
    mutating func scanCode() {
        let current = bytes[position]
        let next = byte(position + 1)
        let start = position
        let startLine = line
        switch current {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B:
            advance()
        case 0x2F where next == 0x2F:
            skipLine()
        case 0x2F where next == 0x2A:
            skipBlockComment()
        case 0x23 where start == 0 && next == 0x21:  // #! on the first line
            skipLine()
        case 0x23:
            scanHash()
        case 0x40:
            scanAt()
        case 0x22:
            openString(at: start, quote: 0x22)
        case 0x27 where language != .swift && !SourceLexer.isApostrophe(at: start, in: bytes):
            openString(at: start, quote: 0x27)
        case 0x60 where language == .javaScript:
            position += 1
            emit(.stringOpen, from: start, to: position, line: startLine)
            stack.append(.string(StringStyle(quote: 0x60, interpolation: .template, multiline: true)))
        case 0x60 where language == .swift || language == .kotlin:
            position += 1
            while position < bytes.count, bytes[position] != 0x60, !Self.isLineEnd(bytes[position]) { position += 1 }
            if byte(position) == 0x60 { position += 1 }
            emit(.identifier, from: start, to: position, line: startLine)
        case 0x72 where language == .dart && (next == 0x22 || next == 0x27):
            position += 1
            openString(at: start, quote: next, raw: true)
        case _ where Self.isDigit(current) || (current == 0x2E && Self.isDigit(next) && !previousEndsOperand):
            scanNumber()
        case _ where isIdentifierStart(current):
            while position < bytes.count, isIdentifierPart(bytes[position]) { position += 1 }
            emit(.identifier, from: start, to: position, line: startLine)
        case 0x28, 0x5B, 0x7B:
            position += 1
            if case .code(let closer, let depth)? = stack.last, closer == Self.closer(of: current) {
                stack[stack.count - 1] = .code(closer: closer, depth: depth + 1)
            }
            emit(.open, from: start, to: position, line: startLine)
        case 0x29, 0x5D, 0x7D:
            position += 1
            if case .code(let closer, let depth)? = stack.last, closer == current {
                if depth == 0 {
                    stack.removeLast()
                    emit(.interpolationClose, from: start, to: position, line: startLine)
                    return
                }
                stack[stack.count - 1] = .code(closer: closer, depth: depth - 1)
            }
            emit(.close, from: start, to: position, line: startLine)
        default:
            scanPunctuation()
        }
    }

    /// Whether the last token ends an operand (so a `.` after it is a member access, not a number's start).
    var previousEndsOperand: Bool {
        guard let last = tokens.last else { return false }
        return last.kind == .identifier || last.kind == .number || last.kind == .close || last.kind == .stringClose
    }

    static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case 0x28: 0x29
        case 0x5B: 0x5D
        default: 0x7D
        }
    }

    mutating func scanNumber() {
        let start = position
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if isIdentifierPart(current) && current != 0x24 {
                position += 1
            } else if current == 0x2E, Self.isDigit(byte(position + 1)) {
                position += 1
            } else {
                break
            }
        }
        emit(.number, from: start, to: position, line: line)
    }

    /// A `#`: a preprocessor line (Objective-C; Swift's `#if` family) skipped, a Swift raw string, a `#name`
    /// (Swift's `#selector`, a JavaScript private field), or punctuation.
    mutating func scanHash() {
        let start = position
        var hashes = 0
        while byte(position + hashes) == 0x23 { hashes += 1 }
        if language == .swift, byte(position + hashes) == 0x22 {
            position += hashes
            openString(at: start, quote: 0x22, hashes: hashes)
            return
        }
        if language == .objectiveC {
            skipLine(continued: true)
            return
        }
        var end = position + 1
        while end < bytes.count, isIdentifierPart(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        if language == .swift, ["if", "elseif", "else", "endif", "sourceLocation"].contains(name) {
            skipLine()
            return
        }
        if end > position + 1, language == .swift || language == .javaScript {
            position = end
            emit(.identifier, from: start, to: end, line: line)
            return
        }
        position += 1
        emit(.punctuation, from: start, to: position, line: line)
    }

    /// An `@`: Objective-C's `@"…"`, `@(`, `@[`, `@{`; an annotation; or punctuation.
    mutating func scanAt() {
        let start = position
        let next = byte(position + 1)
        if language == .objectiveC {
            if next == 0x22 {
                position += 1
                openString(at: start, quote: 0x22)
                return
            }
            if next == 0x28 || next == 0x5B || next == 0x7B {
                position += 2
                emit(.open, from: start, to: position, line: line)
                return
            }
        }
        position += 1
        if isIdentifierStart(next) {
            while position < bytes.count, isIdentifierPart(bytes[position]) { position += 1 }
            emit(.annotation, from: start, to: position, line: line)
        } else {
            emit(.punctuation, from: start, to: position, line: line)
        }
    }

    /// Opens a string literal whose quote is at `position` (its prefix, `@`, `r` or `#`s, from `start`).
    mutating func openString(at start: Int, quote: UInt8, raw: Bool = false, hashes: Int = 0) {
        var style = StringStyle(quote: quote)
        let tripled = byte(position + 1) == quote && byte(position + 2) == quote
        let triples: Bool
        switch language {
        case .swift, .kotlin, .java: triples = quote == 0x22
        case .dart: triples = true
        case .objectiveC, .javaScript: triples = false
        }
        if tripled && triples {
            style.triple = true
            style.multiline = true
            position += 3
        } else {
            position += 1
        }
        style.hashes = hashes
        switch language {
        case .swift:
            style.interpolation = .swift
        case .kotlin:
            style.interpolation = quote == 0x22 ? .dollar : .none
            style.escapes = !style.triple
        case .dart:
            style.interpolation = raw ? .none : .dollar
            style.escapes = !raw
        case .objectiveC, .java, .javaScript:
            style.interpolation = .none
        }
        if stack.count > SourceLexer.nestingLimit { style.interpolation = .none }
        emit(.stringOpen, from: start, to: position, line: line)
        stack.append(.string(style))
    }

    /// Reads a string's text up to its end, an interpolation, or the end of its line (for a one-line string).
    mutating func scanString(_ style: StringStyle) {
        var textStart = position
        var textLine = line
        func flush(_ scanner: inout Scanner, to end: Int) {
            if end > textStart { scanner.emit(.stringText, from: textStart, to: end, line: textLine) }
        }
        let interpolates = stack.count < SourceLexer.nestingLimit
        while position < bytes.count {
            let current = bytes[position]
            if current == 0x5C, style.escapes || style.hashes > 0 {
                var hashes = 0
                while hashes < style.hashes, byte(position + 1 + hashes) == 0x23 { hashes += 1 }
                guard hashes == style.hashes else {
                    position += 1
                    continue
                }
                let after = position + 1 + hashes
                if style.interpolation == .swift, byte(after) == 0x28, interpolates {
                    flush(&self, to: position)
                    let open = position
                    position = after + 1
                    emit(.interpolationOpen, from: open, to: position, line: line)
                    stack.append(.code(closer: 0x29, depth: 0))
                    return
                }
                position = after
                if position < bytes.count { advance() }
                continue
            }
            if current == 0x24, style.interpolation == .dollar || style.interpolation == .template, interpolates {
                let next = byte(position + 1)
                if next == 0x7B {
                    flush(&self, to: position)
                    let open = position
                    position += 2
                    emit(.interpolationOpen, from: open, to: position, line: line)
                    stack.append(.code(closer: 0x7D, depth: 0))
                    return
                }
                if style.interpolation == .dollar, isIdentifierStart(next), next != 0x24 {
                    flush(&self, to: position)
                    emit(.interpolationOpen, from: position, to: position + 1, line: line)
                    position += 1
                    let name = position
                    while position < bytes.count, isIdentifierPart(bytes[position]), bytes[position] != 0x24 {
                        position += 1
                    }
                    emit(.identifier, from: name, to: position, line: line)
                    emit(.interpolationClose, from: position, to: position, line: line)
                    textStart = position
                    textLine = line
                    continue
                }
            }
            if current == style.quote, closes(style) {
                flush(&self, to: position)
                let end = position + (style.triple ? 3 : 1) + style.hashes
                emit(.stringClose, from: position, to: end, line: line)
                position = end
                stack.removeLast()
                return
            }
            if Self.isLineEnd(current), !style.multiline {
                flush(&self, to: position)
                emit(.stringClose, from: position, to: position, line: line)
                stack.removeLast()
                return
            }
            advance()
        }
        flush(&self, to: position)
    }

    /// Whether the quote at `position` ends a string of `style` (its three quotes, its `#`s).
    func closes(_ style: StringStyle) -> Bool {
        var end = position + 1
        if style.triple {
            guard byte(position + 1) == style.quote, byte(position + 2) == style.quote else { return false }
            end = position + 3
        }
        for offset in 0..<style.hashes where byte(end + offset) != 0x23 { return false }
        return true
    }

    /// The operators read as one token, longest first.
    static let operators: [[UInt8]] = [
        "===", "!==", "...", "..<", "??=", ">>>", "<<=", ">>=",
        "=>", "->", "==", "!=", ">=", "<=", "&&", "||", "??", "?.", "?:", "..", "::", "+=", "-=", "*=", "/=", "%=",
        "++", "--", "<<", "!!", "|=", "&=", "^=",
    ].map { Array($0.utf8) }

    mutating func scanPunctuation() {
        let start = position
        var length = 1
        for candidate in Self.operators where candidate.count > 1 {
            if position + candidate.count <= bytes.count,
                bytes[position..<(position + candidate.count)].elementsEqual(candidate)
            {
                length = candidate.count
                break
            }
        }
        position += length
        emit(.punctuation, from: start, to: position, line: line)
    }
}

/// Reads a source file's calls, functions and assignments (``SourceFile``) from its ``SourceLexer`` tokens: one
/// walk of the tokens for all six languages, with the few turns each language needs.
///
/// What it decides, beyond the contract in `SourceSyntax.swift`:
/// - An Objective-C message's first argument is labelled with the selector's first part (`[p setItems:x
///   options:y]` → `setItems: x`, `options: y`); a variadic tail (`stringWithFormat:@"…", a`) is unlabelled.
/// - `"a" + name` is one ``SourceString`` whose parts are the text and an interpolation of `name`.
/// - Kotlin's `mapOf("k" to v)` stays a call; its arguments are `.other("\"k\" to v")`.
/// - Swift's implicit member `.expirationDate` is the reference `["expirationDate"]` (as a key, `expirationDate`).
/// - A receiver that is a call keeps its callee only: `a.b().c` is the reference `["a", "b", "c"]`; the call
///   `a.b()` is in ``SourceFile/calls`` but not inside that reference. A member taking a trailing closure after a
///   call (Kotlin's `Intent(…).apply { … }`) leaves the value the call.
/// - Only named functions are ``SourceFunction``s (declared, or assigned to a name or an object key; not a
///   closure passed as an argument, labelled or not); a call inside a closure belongs to the function around it.
/// - `.other` holds the expression's source text, white space made single spaces, cut at 120 characters; calls
///   inside it are in ``SourceFile/calls`` only.
/// - `x as T` is `x`; `await`, `try`, `new` and Dart's `const` before an expression leave it as it is.
///
/// Linear in the tokens: each is read once, look-aheads are bounded, and `.other` texts are capped. The walk
/// recurses through brackets at most ``nestingLimit`` levels; below that a bracketed region is skipped whole
/// (its calls are not read) and stands as `.other`, so 100,000 nested `(` cost no stack.
enum CallReader {
    /// How deep brackets, strings and blocks are read before a deeper region is skipped.
    static let nestingLimit = 100

    /// The calls, functions and assignments of `text` read as `language`.
    static func read(_ text: String, language: SourceLanguage) -> SourceFile {
        let bytes = Array(text.utf8)
        return read(bytes, tokens: SourceLexer.tokens(of: bytes, language: language), language: language)
    }

    /// The calls, functions and assignments of `bytes` (a text's UTF-8), from the `tokens` ``SourceLexer`` cut it
    /// into as `language` (for a caller that uses the tokens too: the text is lexed once).
    static func read(_ bytes: [UInt8], tokens: [SourceToken], language: SourceLanguage) -> SourceFile {
        var reader = Reader(tokens: tokens, bytes: bytes, language: language)
        reader.readFile()
        return SourceFile(calls: reader.calls, functions: reader.functions, assignments: reader.assignments)
    }
}

/// Words that never name a callee or start a value, in every language.
private let controlWords: Set<String> = [
    "if", "else", "for", "while", "do", "switch", "case", "default", "catch", "finally", "return", "break",
    "continue", "import", "package", "throws", "extends", "implements", "func", "fun", "let", "var", "val",
    "class", "struct", "enum", "interface", "protocol", "extension", "typealias",
]

/// Words that never name a callee or start a value in one language.
private func isControlWord(_ word: String, _ language: SourceLanguage) -> Bool {
    if controlWords.contains(word) { return true }
    switch language {
    case .swift: return ["guard", "repeat", "defer", "where", "in", "rethrows"].contains(word)
    case .kotlin: return ["when", "in"].contains(word)
    case .java: return word == "synchronized"
    case .javaScript: return word == "export"
    case .objectiveC, .dart: return false
    }
}

/// Words that modify a declaration when another word follows them on their line (`private val`, `data class`,
/// `static func`, `get name()`); otherwise they are names like any other.
private let modifierWords: Set<String> = [
    "public", "private", "protected", "internal", "fileprivate", "open", "static", "override", "abstract", "lazy",
    "weak", "unowned", "mutating", "nonmutating", "dynamic", "required", "convenience", "declare", "readonly",
    "suspend", "inline", "data", "sealed", "inner", "companion", "operator", "infix", "external", "factory",
    "native", "transient", "volatile", "strictfp", "default", "get", "set", "async", "export", "final", "late",
    "object", "record",
]

/// Words before a value that leave it as it is.
private let prefixWords: Set<String> = ["await", "try", "new", "typeof", "yield", "throw", "delete", "void"]

/// Words that declare the name after them.
private let declarationWords: Set<String> = ["let", "var", "val", "const", "final", "late"]

/// Words that declare a type, whose name (and Kotlin primary constructor or Java record) follows.
private let typeWords: Set<String> = [
    "class", "struct", "enum", "interface", "protocol", "extension", "object", "record", "mixin", "typealias",
]

/// Literal words read as `.other`.
private let literalWords: Set<String> = ["true", "false", "null", "nil", "undefined"]

/// Every word some rule above reads as more than a name: one look-up tells a plain name (most words) from them.
private let specialWords: Set<String> = controlWords.union(modifierWords).union(prefixWords).union(declarationWords)
    .union(typeWords).union(literalWords).union([
        "guard", "repeat", "defer", "where", "in", "rethrows", "when", "synchronized", "export", "function", "init",
        "async",
    ])

/// Operators that join two operands into one expression.
private let binaryOperators: Set<String> = [
    "+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "??", "?:", "&", "|", "^",
    "<<", ">>>", "..", "..<", "...", "to", "is", "instanceof", "in",
]

/// The reader's walk over one file's tokens.
private struct Reader {
    let tokens: [SourceToken]
    let bytes: [UInt8]
    let language: SourceLanguage
    var position = 0
    var depth = 0
    var calls: [SourceCall] = []
    var functions: [SourceFunction] = []
    var assignments: [SourceAssignment] = []
    /// The functions whose bodies hold the position, innermost last.
    var functionStack: [Int] = []
    /// The name declared by the statement being read (`let name`), its line, and whether a `:` type follows it.
    var declared: (name: String, line: Int, annotated: Bool)?

    init(tokens: [SourceToken], bytes: [UInt8], language: SourceLanguage) {
        self.tokens = tokens
        self.bytes = bytes
        self.language = language
    }

    // MARK: Looking at tokens

    var current: SourceToken? { position < tokens.count ? tokens[position] : nil }

    func token(_ index: Int) -> SourceToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        guard let token = token(index) else { return false }
        return token.kind == .punctuation && token.text == text
    }

    func isOpen(_ index: Int, _ text: String) -> Bool {
        guard let token = token(index) else { return false }
        return token.kind == .open && token.text == text
    }

    func isWord(_ index: Int, _ text: String) -> Bool {
        guard let token = token(index) else { return false }
        return token.kind == .identifier && token.text == text
    }

    /// Whether a token ends the list being read: a closing bracket or the end of a string or interpolation.
    static func ends(_ token: SourceToken) -> Bool {
        token.kind == .close || token.kind == .stringClose || token.kind == .interpolationClose
            || token.kind == .stringText
    }

    /// Whether the token at `index` ends the argument or element being read.
    func endsItem(_ index: Int) -> Bool {
        guard let token = token(index) else { return true }
        return Self.ends(token) || isPunctuation(index, ",")
    }

    /// The source of tokens `start..<end`, white space made single spaces, at most 120 characters.
    func text(_ start: Int, _ end: Int) -> String {
        guard start < end, end <= tokens.count else { return "" }
        let from = tokens[start].start
        let to = min(tokens[end - 1].end, from + 480)
        var out: [UInt8] = []
        var space = false
        for byte in bytes[from..<to] {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                space = true
                continue
            }
            if space && !out.isEmpty { out.append(0x20) }
            space = false
            out.append(byte)
            if out.count >= 120 { break }
        }
        var result = String(decoding: out, as: UTF8.self)
        if tokens[end - 1].end > from + out.count, out.count >= 120 { result += "…" }
        return result
    }

    /// Steps over a bracketed region from its opening token, without recursion.
    mutating func skipBalanced() {
        var open = 0
        while let token = current {
            position += 1
            if token.kind == .open {
                open += 1
            } else if token.kind == .close {
                open -= 1
                if open <= 0 { return }
            }
            if open == 0 { return }
        }
    }

    // MARK: Statements

    mutating func readFile() {
        while let token = current {
            if Self.ends(token) {
                position += 1
            } else {
                statementStep(recording: true)
            }
        }
    }

    /// Reads a `{ … }` block (or any bracket) from its opening to its closing; returns the closing's line.
    @discardableResult
    mutating func readBlock() -> Int {
        let openLine = tokens[position].line
        guard depth < CallReader.nestingLimit else {
            skipBalanced()
            return token(position - 1)?.line ?? openLine
        }
        depth += 1
        defer { depth -= 1 }
        position += 1
        declared = nil
        while let token = current {
            if token.kind == .close {
                position += 1
                declared = nil
                return token.line
            }
            if Self.ends(token) { break }
            statementStep(recording: true)
        }
        declared = nil
        return token(position - 1)?.line ?? openLine
    }

    /// Reads one statement-level piece; consumes at least one token. `recording`: whether a `name = value` here
    /// is an assignment (not inside a call's or a group's brackets).
    mutating func statementStep(recording: Bool) {
        let before = position
        defer { if position == before { position += 1 } }
        let token = tokens[position]
        switch token.kind {
        case .open where token.text == "{":
            readBlock()
        case .punctuation:
            switch token.text {
            case ";":
                declared = nil
                position += 1
            case "=":
                if recording { readAssignment() } else { position += 1 }
            case "-" where startsObjectiveCMethod, "+" where startsObjectiveCMethod:
                readObjectiveCMethod()
            default:
                _ = parseExpression(hint: nil)
            }
        case .annotation:
            position += 1
            if let next = current, next.kind == .open, next.text == "(", next.line == token.line { skipBalanced() }
        case .identifier:
            readWord(token)
        default:
            _ = parseExpression(hint: nil)
        }
    }

    /// Whether the `-` or `+` at the position starts an Objective-C method: first on its line, before `(`.
    var startsObjectiveCMethod: Bool {
        language == .objectiveC && isOpen(position + 1, "(")
            && (position == 0 || tokens[position - 1].line < tokens[position].line)
    }

    /// A statement starting with a name: a declaration keyword, a type, a function, or an expression.
    mutating func readWord(_ token: SourceToken) {
        let word = token.text
        guard specialWords.contains(word) else {
            _ = parseExpression(hint: nil)
            return
        }
        let afterDot = isPunctuation(position - 1, ".")
        if (word == "func" && language == .swift) || (word == "fun" && language == .kotlin)
            || (word == "function" && language == .javaScript)
        {
            _ = readKeywordFunction(hint: nil)
            return
        }
        if word == "init", language == .swift, !afterDot {
            _ = readKeywordFunction(hint: nil)
            return
        }
        if declarationWords.contains(word), !(word == "const" && language == .dart && isOpen(position + 2, "(")) {
            position += 1
            if let name = current, name.kind == .identifier, !declarationWords.contains(name.text) {
                declared = (name.text, name.line, isPunctuation(position + 1, ":"))
                // A Swift computed property (`var url: URL? {`) is a function of its name.
                if word == "var", language == .swift, let body = computedPropertyBody(after: position) {
                    declared = nil
                    readFunctionBody(name: name.text, parameters: [], body: body)
                }
            }
            return
        }
        if typeWords.contains(word), let next = self.token(position + 1), next.kind == .identifier {
            position += 1
            while let next = current, next.kind == .identifier, typeWords.contains(next.text) { position += 1 }
            if current?.kind == .identifier { position += 1 }
            if language == .kotlin || language == .java, isOpen(position, "(") { skipBalanced() }
            return
        }
        if isControlWord(word, language) || prefixWords.contains(word) {
            position += 1
            return
        }
        if modifierWords.contains(word), let next = self.token(position + 1), next.line == token.line,
            next.kind == .identifier || next.kind == .annotation
        {
            position += 1
            return
        }
        _ = parseExpression(hint: nil)
    }

    /// The path of names just before `index` (`a.b` in `a.b = …`).
    func path(before index: Int) -> (name: String, line: Int)? {
        var parts: [String] = []
        var cursor = index - 1
        var line = 0
        while let token = token(cursor), token.kind == .identifier, parts.count < 32 {
            parts.append(token.text)
            line = token.line
            if isPunctuation(cursor - 1, ".") || isPunctuation(cursor - 1, "?.") {
                cursor -= 2
            } else {
                break
            }
        }
        return parts.isEmpty ? nil : (parts.reversed().joined(separator: "."), line)
    }

    /// `name = value` at statement level, from its `=`.
    mutating func readAssignment() {
        let equals = position
        let line = tokens[equals].line
        var target: (name: String, line: Int)?
        if let declared, declared.annotated, declared.line == line {
            target = (declared.name, declared.line)
        } else if let found = path(before: equals) {
            target = found
        } else if let declared, declared.line == line {
            target = (declared.name, declared.line)
        }
        declared = nil
        position += 1
        let hint = target.map { String($0.name.split(separator: ".").last ?? "") }
        guard let value = parseExpression(hint: hint), let target else { return }
        assignments.append(
            SourceAssignment(name: target.name, value: value, line: target.line, function: functionStack.last))
    }

    // MARK: Functions

    /// The `{` of a Swift computed property's body when the name at `index` is followed, on its line, by `:` and a
    /// type, then `{` (not `=`: a stored property, whose `{` holds observers or a closure): at most 32 tokens on.
    func computedPropertyBody(after index: Int) -> Int? {
        guard isPunctuation(index + 1, ":"), let line = token(index)?.line else { return nil }
        var cursor = index + 2
        var depth = 0
        while let next = token(cursor), next.line == line, cursor - index < 32 {
            switch next.kind {
            case .open where next.text == "{" && depth == 0: return cursor > index + 2 ? cursor : nil
            case .open: depth += 1
            case .close: depth -= 1
            case .punctuation where next.text == "=" || next.text == ";": return nil
            case .identifier, .punctuation: break
            default: return nil
            }
            cursor += 1
        }
        return nil
    }

    /// Adds a function named `name` (none: an anonymous one, read but not listed) whose body starts at `body`
    /// (its `{`, or the `=>`, `->` or `=` before an expression), and reads that body.
    mutating func readFunctionBody(name: String?, parameters: [String], body: Int) {
        position = body
        guard let start = current else { return }
        var index: Int?
        if let name, !name.isEmpty {
            index = functions.count
            functions.append(SourceFunction(name: name, parameters: parameters, lines: start.line...start.line))
            functionStack.append(functions.count - 1)
        }
        var lines = start.line...start.line
        if start.kind == .open {
            let end = readBlock()
            lines = start.line...max(start.line, end)
        } else {
            position += 1
            if isOpen(position, "{") {
                let open = tokens[position].line
                lines = open...max(open, readBlock())
            } else if let first = current {
                _ = parseExpression(hint: nil)
                lines = first.line...max(first.line, token(position - 1)?.line ?? first.line)
            }
        }
        if let index {
            functions[index].lines = lines
            functionStack.removeLast()
        }
    }

    /// `func`, `fun`, `function` or Swift's `init`, from the keyword: the function, its parameters and body.
    mutating func readKeywordFunction(hint: String?) -> SourceExpression {
        let start = position
        let keyword = tokens[position].text
        position += 1
        var name: String? = keyword == "init" ? "init" : hint
        if isPunctuation(position, "*") || isPunctuation(position, "?") || isPunctuation(position, "!") {
            position += 1
        }
        if isPunctuation(position, "<") { skipGeneric() }
        while let word = current, word.kind == .identifier {
            name = word.text
            position += 1
            guard isPunctuation(position, "."), token(position + 1)?.kind == .identifier else { break }
            position += 1
        }
        if let token = current, token.kind == .punctuation, keyword == "func" {
            if token.text == "<" {
                skipGeneric()
            } else {
                name = token.text
                position += 1
                if isPunctuation(position, "<") { skipGeneric() }
            }
        }
        guard isOpen(position, "(") else { return .other(text(start, position)) }
        let open = position
        skipBalanced()
        let parameters = parameterNames(open + 1, position - 1)
        if let body = signatureBody() {
            readFunctionBody(name: name, parameters: parameters, body: body)
        }
        return .other(text(start, position))
    }

    /// Steps over `<…>` generic parameters from the `<`.
    mutating func skipGeneric() {
        var open = 0
        while let token = current {
            position += 1
            if token.kind == .punctuation && token.text == "<" { open += 1 }
            if token.kind == .punctuation && token.text == ">" { open -= 1 }
            if token.kind == .punctuation && token.text == "->" { continue }
            if open <= 0 || token.kind == .open && token.text == "{" || Self.ends(token) { return }
        }
    }

    /// After a declared function's parameters: steps over its signature (`throws -> T where …`, `: T`) to the
    /// body's `{` (or Kotlin's `=`), returning its index; `nil`, stopped where the next declaration starts, when
    /// there is no body.
    mutating func signatureBody() -> Int? {
        while let token = current {
            switch token.kind {
            case .open where token.text == "{":
                return position
            case .open:
                skipBalanced()
            case .punctuation where token.text == "=" || token.text == "=>":
                return position
            case .punctuation where token.text == ";":
                return nil
            // (`throws` and `rethrows` are a signature's: `func share() async throws {`.)
            case .identifier
            where !["where", "throws", "rethrows"].contains(token.text)
                && (isControlWord(token.text, language) || declarationWords.contains(token.text)):
                return nil
            case .annotation, .close, .stringOpen, .stringClose, .stringText, .interpolationClose:
                return nil
            default:
                position += 1
            }
        }
        return nil
    }

    /// The parameters' names in tokens `start..<end` (inside a declaration's brackets): the last name before a
    /// parameter's `:` type (TypeScript's `?:` too), `=` default or end; the names inside a `{ … }` or `[ … ]`
    /// group (Dart's named and optional parameters, JavaScript's destructuring) each count.
    func parameterNames(_ start: Int, _ end: Int) -> [String] {
        var names: [String] = []
        var candidate: String?
        var skipping = false
        var skipDepth = 0
        var parens = 0
        var angles = 0
        var index = start
        while index < min(end, tokens.count) {
            let token = tokens[index]
            index += 1
            if skipping {
                switch token.kind {
                case .open: skipDepth += 1
                case .close:
                    if skipDepth == 0 {
                        skipping = false
                    } else {
                        skipDepth -= 1
                    }
                case .punctuation where token.text == "," && skipDepth == 0: skipping = false
                default: break
                }
                continue
            }
            switch token.kind {
            case .identifier where parens == 0 && angles == 0:
                candidate = token.text
            case .punctuation where token.text == ":" || token.text == "=" || token.text == "?:":
                if parens == 0 && angles == 0 {
                    if let name = candidate { names.append(name) }
                    candidate = nil
                    skipping = true
                    skipDepth = 0
                }
            case .punctuation where token.text == ",":
                if parens == 0 && angles == 0, let name = candidate { names.append(name) }
                if parens == 0 && angles == 0 { candidate = nil }
            case .punctuation where token.text == "<": angles += 1
            case .punctuation where token.text == ">": angles = max(0, angles - 1)
            case .open where token.text == "(": parens += 1
            case .close where token.text == ")": parens = max(0, parens - 1)
            case .close where parens == 0 && angles == 0:
                if let name = candidate { names.append(name) }
                candidate = nil
            default: break
            }
        }
        if let name = candidate { names.append(name) }
        return names
    }

    /// An Objective-C method, from its `-` or `+`: `- (void)shareTo:(NSString *)appID image:(UIImage *)image {`.
    mutating func readObjectiveCMethod() {
        position += 1
        if isOpen(position, "(") { skipBalanced() }
        var name: String?
        var parameters: [String] = []
        while let part = current, part.kind == .identifier {
            position += 1
            if name == nil { name = part.text }
            guard isPunctuation(position, ":") else { break }
            position += 1
            if isOpen(position, "(") { skipBalanced() }
            guard let parameter = current, parameter.kind == .identifier else { break }
            parameters.append(parameter.text)
            position += 1
        }
        while isPunctuation(position, ",") || isPunctuation(position, "...") { position += 1 }
        if isOpen(position, "{") { readFunctionBody(name: name, parameters: parameters, body: position) }
    }

    /// After a call's `)` in JavaScript, Java, Dart or C: where a body follows that makes it a declaration
    /// (`name(a) {`, `Type name(a) async {`, `name(a) => …;` in Dart, `throws X {`, TypeScript's `: T {`).
    func declarationBody(after index: Int) -> Int? {
        guard let next = token(index) else { return nil }
        if next.kind == .open && next.text == "{" { return index }
        switch language {
        case .dart:
            if next.kind == .punctuation && next.text == "=>" { return index }
            if next.kind == .identifier && (next.text == "async" || next.text == "sync") {
                var cursor = index + 1
                if isPunctuation(cursor, "*") { cursor += 1 }
                if isOpen(cursor, "{") || isPunctuation(cursor, "=>") { return cursor }
            }
        case .java:
            if next.kind == .identifier && next.text == "throws" {
                var cursor = index + 1
                while cursor < index + 16, let token = token(cursor) {
                    if token.kind == .open && token.text == "{" { return cursor }
                    guard token.kind == .identifier || (token.kind == .punctuation && token.text != ";") else {
                        return nil
                    }
                    cursor += 1
                }
            }
        case .javaScript:
            if next.kind == .punctuation && next.text == ":" {
                var cursor = index + 1
                while cursor < index + 32, let token = token(cursor) {
                    if token.kind == .open && token.text == "{" { return cursor > index + 1 ? cursor : nil }
                    let typeMark = ["<", ">", ".", "|", "&", ",", "?", "[", "]"].contains(token.text)
                    guard
                        token.kind == .identifier || (token.kind == .punctuation && typeMark)
                            || (token.kind == .open && token.text == "[") || (token.kind == .close && token.text == "]")
                    else { return nil }
                    cursor += 1
                }
            }
        default:
            break
        }
        return nil
    }

    // MARK: Expressions

    /// An expression: operands joined by binary operators (and a ternary's `?` `:`); `nil` when the token there
    /// starts none (nothing is consumed then).
    mutating func parseExpression(hint: String?) -> SourceExpression? {
        let start = position
        guard let first = parseOperand(hint: hint) else { return nil }
        var operands = [first]
        var operators: [String] = []
        var ternaries = 0
        while let token = current {
            var operatorText: String
            if token.kind == .punctuation {
                if startsObjectiveCMethod { break }
                if token.text == "?" {
                    ternaries += 1
                } else if token.text == ":" && ternaries > 0 {
                    ternaries -= 1
                } else if !binaryOperators.contains(token.text) {
                    break
                }
                operatorText = token.text
            } else if token.kind == .identifier && (token.text == "as" || binaryOperators.contains(token.text)) {
                if token.text == "in", language == .swift || language == .kotlin { break }
                if token.text == "to", language != .kotlin { break }
                operatorText = token.text
            } else {
                break
            }
            position += 1
            if operatorText == "as" {
                if isPunctuation(position, "?") || isPunctuation(position, "!") { position += 1 }
                _ = parseOperand(hint: nil)
                continue
            }
            if operatorText == "?" && endsItem(position) { break }
            guard let next = parseOperand(hint: nil) else { break }
            operands.append(next)
            operators.append(operatorText)
            operatorText = ""
        }
        if operands.count == 1 { return operands[0] }
        let strings = operands.contains { if case .string = $0 { true } else { false } }
        if strings && operators.allSatisfy({ $0 == "+" }) {
            var parts: [SourceString.Part] = []
            for operand in operands {
                if case .string(let string) = operand {
                    for part in string.parts { Self.append(part, to: &parts) }
                } else {
                    parts.append(.interpolation(operand))
                }
            }
            return .string(SourceString(parts: parts))
        }
        return .other(text(start, position))
    }

    /// Appends a string part, joining text to text in place (taken out of the array first, so `+=` extends the one
    /// copy: `"a" + "b" + …` stays linear).
    static func append(_ part: SourceString.Part, to parts: inout [SourceString.Part]) {
        guard case .text(let next) = part, case .text(var previous)? = parts.last else {
            parts.append(part)
            return
        }
        parts.removeLast()
        previous += next
        parts.append(.text(previous))
    }

    /// One operand with what follows it (members, calls, subscripts); `nil` when none starts here.
    mutating func parseOperand(hint: String?, isNew: Bool = false) -> SourceExpression? {
        guard let token = current else { return nil }
        if Self.ends(token) || token.kind == .interpolationOpen { return nil }
        let start = position
        guard depth < CallReader.nestingLimit else {
            if token.kind == .punctuation && !["-", "!", "...", "+", "&", "*", "^", "~"].contains(token.text) {
                return nil
            }
            if token.kind == .open { skipBalanced() } else { position += 1 }
            return .other(text(start, position))
        }
        depth += 1
        defer { depth -= 1 }
        switch token.kind {
        case .number:
            position += 1
            return .number(token.text)
        case .stringOpen:
            var string = readString()
            while language == .dart || language == .objectiveC, current?.kind == .stringOpen {
                for part in readString().parts { Self.append(part, to: &string.parts) }
            }
            return postfix(start: start, names: [], base: .string(string), isNew: false)
        case .open:
            switch token.text {
            case "(", "@(":
                return readGroup(hint: hint)
            case "[" where language == .objectiveC:
                return readMessage()
            case "[", "@[":
                return readArray()
            case "{" where language == .javaScript || language == .dart, "@{":
                return readObject()
            default:
                readBlock()
                return .other(text(start, position))
            }
        case .punctuation:
            if token.text == "." || token.text == "?.", let name = self.token(position + 1), name.kind == .identifier {
                position += 2
                return postfix(start: start, names: [name.text], base: nil, isNew: false)
            }
            guard ["-", "!", "...", "+", "&", "*", "^", "~", "++", "--", "::", "!!"].contains(token.text) else {
                return nil
            }
            position += 1
            guard let inner = parseOperand(hint: nil) else { return .other(token.text) }
            if token.text == "-", case .number(let number) = inner { return .number("-" + number) }
            return .other(text(start, position))
        case .identifier:
            return readNamed(token, hint: hint, isNew: isNew)
        default:
            return nil
        }
    }

    /// An operand starting with a name: a keyword before a value, a function, an arrow, or a path with calls.
    mutating func readNamed(_ token: SourceToken, hint: String?, isNew: Bool) -> SourceExpression? {
        let word = token.text
        let start = position
        let special = specialWords.contains(word)
        if special, let keyword = readKeyword(word, hint: hint) { return keyword }
        if isPunctuation(position + 1, "=>") && (language == .javaScript || language == .dart)
            || isPunctuation(position + 1, "->") && language == .java
        {
            readFunctionBody(name: hint, parameters: [word], body: position + 1)
            return .other(text(start, position))
        }
        if special,
            isControlWord(word, language) || declarationWords.contains(word) && word != "final" && word != "late"
        {
            return nil
        }
        position += 1
        return postfix(start: start, names: [word], base: nil, isNew: isNew)
    }

    /// A keyword starting an operand (`await`, `new`, Dart's `const`, `function`, `fun`, a literal word); `nil`
    /// for any other word.
    mutating func readKeyword(_ word: String, hint: String?) -> SourceExpression? {
        if prefixWords.contains(word) || (word == "const" && language == .dart)
            || (word == "async" && language == .javaScript && isPrefixAsync)
        {
            position += 1
            if word == "try", isPunctuation(position, "?") || isPunctuation(position, "!") { position += 1 }
            let made = word == "new" || word == "const"
            return parseOperand(hint: hint, isNew: made) ?? .other(word)
        }
        if word == "function" && language == .javaScript { return readKeywordFunction(hint: hint) }
        if word == "fun" && language == .kotlin { return readKeywordFunction(hint: hint) }
        if literalWords.contains(word), !isPunctuation(position + 1, "."), !isPunctuation(position + 1, "?."),
            !isOpen(position + 1, "(")
        {
            position += 1
            return .other(word)
        }
        return nil
    }

    /// Whether JavaScript's `async` at the position starts an async function (`async (…) =>`, `async x =>`,
    /// `async function`) rather than naming something.
    var isPrefixAsync: Bool {
        guard let next = token(position + 1), next.line == tokens[position].line else { return false }
        return (next.kind == .open && next.text == "(") || next.kind == .identifier
    }

    /// What follows an operand: `.name`, `(arguments)` (a call), `[subscript]`, `!`, `?`, generic arguments
    /// before a call, and a trailing closure in Swift and Kotlin. `names` is the path so far; `base` the operand
    /// when it is not a path (a string, a group).
    mutating func postfix(start: Int, names: [String], base: SourceExpression?, isNew: Bool) -> SourceExpression {
        var names = names
        var plain = base == nil
        var lastCall: SourceCall?
        var calledLast = false
        var namesAfterCall = 0
        var consumed = false
        while let token = current {
            let previousLine = tokens[position - 1].line
            if token.kind == .punctuation {
                if token.text == "." || token.text == "?.", let name = self.token(position + 1),
                    name.kind == .identifier
                {
                    names.append(name.text)
                    position += 2
                    calledLast = false
                    namesAfterCall += 1
                    consumed = true
                    continue
                }
                if ["!", "!!", "?"].contains(token.text), isPostfixMark(position) {
                    position += 1
                    continue
                }
                if token.text == "<", !names.isEmpty, let after = genericCallEnd(position) {
                    position = after
                    continue
                }
                break
            }
            guard token.kind == .open, token.line == previousLine else { break }
            if token.text == "(" {
                consumed = true
                guard !names.isEmpty else {
                    _ = readGroup(hint: nil)
                    plain = false
                    continue
                }
                let slot = calls.count
                let callLine = tokens[position - 1].line
                calls.append(SourceCall(callee: names, arguments: [], line: callLine, function: functionStack.last))
                let open = position
                let arguments = readArguments()
                let close = position - 1
                if names.count == 1, !isNew, lastCall == nil, base == nil, language != .swift,
                    language != .kotlin, let body = declarationBody(after: position)
                {
                    calls.remove(at: slot)
                    readFunctionBody(name: names[0], parameters: parameterNames(open + 1, close), body: body)
                    return .other(text(start, position))
                }
                let call = SourceCall(
                    callee: names, arguments: arguments, line: callLine, function: calls[slot].function)
                calls[slot] = call
                lastCall = call
                calledLast = true
                namesAfterCall = 0
                continue
            }
            if token.text == "[" {
                consumed = true
                _ = readArray()
                plain = false
                calledLast = false
                continue
            }
            if token.text == "{", language == .swift || language == .kotlin, !names.isEmpty || lastCall != nil {
                readBlock()
                if !calledLast, let call = lastCall, namesAfterCall == 1 {
                    names = call.callee
                    calledLast = true
                }
                continue
            }
            break
        }
        if calledLast, let lastCall { return .call(lastCall) }
        if !consumed, let base { return base }
        if plain, !names.isEmpty { return .reference(names) }
        return .other(text(start, position))
    }

    /// Whether the `!`, `!!` or `?` at `index` marks its operand (force unwrap, optional) rather than starting
    /// a ternary or negating what follows.
    func isPostfixMark(_ index: Int) -> Bool {
        guard let next = token(index + 1) else { return true }
        if next.line != tokens[index].line || Self.ends(next) { return true }
        if next.kind == .punctuation { return [".", "?.", ",", ";", ")", "=", "!"].contains(next.text) }
        return tokens[index].text != "?" && next.kind == .open && (next.text == "[" || next.text == "(")
    }

    /// The index after `<…>` generic arguments at `index` when a call's `(` follows them (`listOf<String>(…)`),
    /// looking at most 16 tokens ahead.
    func genericCallEnd(_ index: Int) -> Int? {
        var open = 0
        var cursor = index
        while cursor < index + 16, let token = token(cursor) {
            cursor += 1
            switch token.kind {
            case .punctuation where token.text == "<": open += 1
            case .punctuation where token.text == ">":
                open -= 1
                if open == 0 { return isOpen(cursor, "(") && tokens[cursor].line == token.line ? cursor : nil }
            case .punctuation where [".", ",", "?"].contains(token.text): break
            case .identifier: break
            case .open where token.text == "[": break
            case .close where token.text == "]": break
            default: return nil
            }
        }
        return nil
    }

    /// A call's arguments from its `(` to its `)`: split at top-level commas, each with its label (`name:`,
    /// Kotlin's `name =`).
    mutating func readArguments() -> [SourceArgument] {
        guard depth < CallReader.nestingLimit else {
            skipBalanced()
            return []
        }
        depth += 1
        defer { depth -= 1 }
        position += 1
        var arguments: [SourceArgument] = []
        while let token = current {
            if token.kind == .close {
                position += 1
                break
            }
            if Self.ends(token) { break }
            if isPunctuation(position, ",") {
                position += 1
                continue
            }
            arguments.append(readArgument())
        }
        return arguments
    }

    /// One argument, to the comma or bracket that ends it.
    mutating func readArgument() -> SourceArgument {
        let first = tokens[position]
        var label: String?
        if first.kind == .identifier,
            isPunctuation(position + 1, ":") || (language == .kotlin && isPunctuation(position + 1, "="))
        {
            label = first.text
            position += 2
        }
        let start = position
        var value = parseExpression(hint: nil) ?? .other("")
        if !endsItem(position) {
            while !endsItem(position) { statementStep(recording: false) }
            value = .other(text(start, position))
        }
        return SourceArgument(label: label, value: value, line: first.line)
    }

    /// A `( … )` group (or Objective-C's `@( … )`): its one expression, or an arrow function or Dart closure
    /// when `=>`, `->` or a body follows.
    mutating func readGroup(hint: String?) -> SourceExpression {
        let start = position
        position += 1
        var items: [SourceExpression] = []
        var clean = true
        while let token = current {
            if token.kind == .close {
                position += 1
                break
            }
            if Self.ends(token) { break }
            if isPunctuation(position, ",") {
                position += 1
                continue
            }
            if let item = parseExpression(hint: nil) {
                items.append(item)
                if !endsItem(position) { clean = false }
            } else {
                statementStep(recording: false)
                clean = false
            }
        }
        let close = position - 1
        let arrow =
            (isPunctuation(position, "=>") && (language == .javaScript || language == .dart))
            || (isPunctuation(position, "->") && language == .java)
        var body: Int? = arrow ? position : nil
        if body == nil, language == .javaScript, isPunctuation(position, ":") { body = arrowAfterType(position + 1) }
        if language == .dart, body == nil {
            if isOpen(position, "{") {
                body = position
            } else if isWord(position, "async") || isWord(position, "sync") {
                var cursor = position + 1
                if isPunctuation(cursor, "*") { cursor += 1 }
                if isOpen(cursor, "{") || isPunctuation(cursor, "=>") { body = cursor }
            }
        }
        if let body {
            readFunctionBody(name: hint, parameters: parameterNames(start + 1, close), body: body)
            return .other(text(start, position))
        }
        if items.count == 1, clean { return postfix(start: start, names: [], base: items[0], isNew: false) }
        return postfix(start: start, names: [], base: .other(text(start, position)), isNew: false)
    }

    /// The index of the `=>` after a TypeScript return type starting at `index` (`(a): Promise<void> => …`),
    /// looking at most 32 tokens ahead; `nil` when something other than a type comes first.
    func arrowAfterType(_ index: Int) -> Int? {
        var cursor = index
        while cursor < index + 32, let token = token(cursor) {
            if token.kind == .punctuation && token.text == "=>" { return cursor > index ? cursor : nil }
            let typeMark = ["<", ">", ".", "|", "&", ",", "?"].contains(token.text)
            guard
                token.kind == .identifier || (token.kind == .punctuation && typeMark)
                    || (token.kind == .open && token.text == "[") || (token.kind == .close && token.text == "]")
            else { return nil }
            cursor += 1
        }
        return nil
    }

    /// An array literal (`[a, b]`, `@[a]`), or a Swift dictionary (`["k": v]`, `[:]`).
    mutating func readArray() -> SourceExpression {
        let start = position
        guard depth < CallReader.nestingLimit else {
            skipBalanced()
            return .other(text(start, position))
        }
        depth += 1
        defer { depth -= 1 }
        position += 1
        if isPunctuation(position, ":"), token(position + 1)?.kind == .close {
            position += 2
            return .object([])
        }
        var elements: [SourceExpression] = []
        var entries: [SourceEntry] = []
        while let token = current {
            if token.kind == .close {
                position += 1
                break
            }
            if Self.ends(token) { break }
            if isPunctuation(position, ",") {
                position += 1
                continue
            }
            guard let element = parseExpression(hint: nil) else {
                statementStep(recording: false)
                continue
            }
            if isPunctuation(position, ":"), language == .swift || tokens[start].text == "[" && language == .dart {
                position += 1
                let value = parseExpression(hint: Self.key(of: element)) ?? .other("")
                entries.append(SourceEntry(key: Self.key(of: element), value: value, line: token.line))
            } else {
                elements.append(element)
            }
            while !endsItem(position) { statementStep(recording: false) }
        }
        return entries.isEmpty ? .array(elements) : .object(entries)
    }

    /// The key an expression names in an object literal.
    static func key(of expression: SourceExpression) -> String {
        switch expression {
        case .string(let string): string.text
        case .number(let number): number
        case .reference(let path): path.joined(separator: ".")
        case .call(let call): call.callee.joined(separator: ".")
        case .other(let text): text
        case .object, .array: ""
        }
    }

    /// An object or map literal (`{ key: value, shorthand, ...spread }`, Dart's `{'k': v}`, `@{@"k": v}`).
    mutating func readObject() -> SourceExpression {
        let start = position
        guard depth < CallReader.nestingLimit else {
            skipBalanced()
            return .other(text(start, position))
        }
        depth += 1
        defer { depth -= 1 }
        position += 1
        var entries: [SourceEntry] = []
        while let token = current {
            if token.kind == .close {
                position += 1
                break
            }
            if Self.ends(token) { break }
            if isPunctuation(position, ",") || isPunctuation(position, ";") {
                position += 1
                continue
            }
            if isPunctuation(position, "...") {
                position += 1
                let value = parseExpression(hint: nil) ?? .other("")
                entries.append(SourceEntry(key: "...", value: value, line: token.line))
            } else if token.kind == .identifier, isPunctuation(position + 1, ":") {
                position += 2
                let value = parseExpression(hint: token.text) ?? .other("")
                entries.append(SourceEntry(key: token.text, value: value, line: token.line))
            } else if let key = parseExpression(hint: nil) {
                if isPunctuation(position, ":") {
                    position += 1
                    let value = parseExpression(hint: Self.key(of: key)) ?? .other("")
                    entries.append(SourceEntry(key: Self.key(of: key), value: value, line: token.line))
                } else if endsItem(position) {
                    switch key {
                    case .reference, .string, .number, .call:
                        entries.append(SourceEntry(key: Self.key(of: key), value: key, line: token.line))
                    default: break
                    }
                }
            }
            while !endsItem(position) && !isPunctuation(position, ";") { statementStep(recording: false) }
        }
        return .object(entries)
    }

    /// A string literal from its opening quote to its end: text pieces and interpolated expressions.
    mutating func readString() -> SourceString {
        position += 1
        var parts: [SourceString.Part] = []
        while let token = current {
            switch token.kind {
            case .stringText:
                Self.append(.text(token.text), to: &parts)
                position += 1
            case .interpolationOpen:
                position += 1
                let start = position
                var value = parseExpression(hint: nil) ?? .other("")
                if current?.kind != .interpolationClose {
                    while let inner = current, inner.kind != .interpolationClose, inner.kind != .stringClose {
                        if Self.ends(inner) {
                            position += 1
                        } else {
                            statementStep(recording: false)
                        }
                    }
                    value = .other(text(start, position))
                }
                if current?.kind == .interpolationClose { position += 1 }
                parts.append(.interpolation(value))
            case .stringClose:
                position += 1
                return SourceString(parts: parts)
            default:
                return SourceString(parts: parts)
            }
        }
        return SourceString(parts: parts)
    }

    /// An Objective-C message from its `[`: `[receiver selector:arg part:arg]`, callee the receiver's path and
    /// the selector's first part, each argument labelled with its part (a variadic tail unlabelled).
    mutating func readMessage() -> SourceExpression {
        let start = position
        position += 1
        let receiver = parseOperand(hint: nil)
        guard let receiver, let first = current, first.kind == .identifier else {
            while let token = current, token.kind != .close, !Self.ends(token) { statementStep(recording: false) }
            if current?.kind == .close { position += 1 }
            return .other(text(start, position))
        }
        var path: [String]
        switch receiver {
        case .reference(let names): path = names
        case .call(let call): path = call.callee
        default: path = []
        }
        path.append(first.text)
        let slot = calls.count
        calls.append(SourceCall(callee: path, arguments: [], line: first.line, function: functionStack.last))
        var arguments: [SourceArgument] = []
        while let part = current, part.kind == .identifier || (part.kind == .punctuation && part.text == ":") {
            var label = ""
            if part.kind == .identifier {
                label = part.text
                position += 1
            }
            guard isPunctuation(position, ":") else { break }
            position += 1
            let line = current?.line ?? part.line
            arguments.append(SourceArgument(label: label, value: parseExpression(hint: nil) ?? .other(""), line: line))
            while isPunctuation(position, ","), let next = token(position + 1) {
                position += 1
                guard let value = parseExpression(hint: nil) else { break }
                arguments.append(SourceArgument(label: nil, value: value, line: next.line))
            }
        }
        while let token = current, token.kind != .close, !Self.ends(token) { statementStep(recording: false) }
        if current?.kind == .close { position += 1 }
        let call = SourceCall(callee: path, arguments: arguments, line: first.line, function: calls[slot].function)
        calls[slot] = call
        return .call(call)
    }
}

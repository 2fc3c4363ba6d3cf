/// Whether a Swift name, where a share interpolates it, holds an optional: its declaration visible there, read
/// from the tokens. An optional interpolated into a string (`"…=\(appID)"`) or passed to `String(describing:)` is
/// written `Optional("…")`, not its value.
///
/// What counts, at the declaration the use sees (the innermost scope holding the use, the latest before it):
/// - optional: a type ending in `?` (`let appID: String?`, a parameter `appID: String?`); a value cast with `as?`
///   and not unwrapped after (`… as? String` with no `??` or `!` at its top level); `object(forInfoDictionaryKey:)`
///   or `string(forKey:)` left as they are (both return an optional);
/// - not optional: a binding of `if let`, `guard let` or `while let` (`if let appID`, `if var appID = appID`), in the
///   conditions after it and its block; a type without `?`; a literal; a value unwrapped at its top level (`?? ""`,
///   a trailing `!`); a use unwrapped where it is (`appID!`, `appID ?? ""`);
/// - undecided: no declaration found, or a value whose type the tokens do not say (another name, a call).
final class SwiftOptionals {
    /// What a use is.
    enum Verdict: Sendable, Equatable {
        /// An optional: why, and the line of the declaration that says so.
        case optional(why: String, line: Int)
        /// Not an optional (unwrapped, or declared with a type or value that is not one).
        case nonOptional
        /// The declaration or its type cannot be found.
        case undecided
    }

    let scopes: TokenScopes
    var tokens: [SourceToken] { scopes.tokens }
    /// Each name's declarations, read the first time a use of it is asked about.
    private var declarations: [String: [(index: Int, scope: (open: Int, close: Int), verdict: Verdict)]] = [:]

    init(scopes: TokenScopes) { self.scopes = scopes }

    /// Whether the name at token `use` holds an optional there.
    func verdict(at use: Int) -> Verdict {
        guard use < tokens.count, tokens[use].kind == .identifier else { return .undecided }
        if let next = token(use + 1), next.kind == .punctuation, ["!", "??", "!!"].contains(next.text) {
            return .nonOptional
        }
        let name = tokens[use].text
        if declarations[name] == nil {
            declarations[name] = (scopes.places[name] ?? []).compactMap { index in
                declaration(at: index).map { (index, $0.scope, $0.verdict) }
            }
        }
        return TokenScopes.visible(declarations[name] ?? [], at: use) ?? .undecided
    }

    /// Each name's declarations as a `UIImage`, read the first time a use of it is asked about.
    private var images: [String: [(index: Int, scope: (open: Int, close: Int), verdict: Int?)]] = [:]

    /// The line of the declaration the name at token `use` sees, when it declares a `UIImage` there: a type that
    /// says so (`backgroundImage: UIImage`, `let image: UIImage?`) or a value that makes one (`= UIImage(named: …)`,
    /// `if let image = UIImage(data: data)`). `nil`: another type, or one the tokens do not say.
    func imageDeclaration(at use: Int) -> Int? {
        guard use < tokens.count, tokens[use].kind == .identifier else { return nil }
        let name = tokens[use].text
        if images[name] == nil {
            images[name] = (scopes.places[name] ?? []).compactMap { index in
                guard let found = declaration(at: index) else { return nil }
                guard isWord(index + 2, ["UIImage"]) else { return (index, found.scope, nil) }
                if isPunctuation(index + 1, ":") { return (index, found.scope, tokens[index].line) }
                // `= UIImage(…)` as the whole value: not `UIImage(named: …)?.pngData()`.
                guard isPunctuation(index + 1, "="),
                    token(index + 3).map({ $0.kind == .open && $0.text == "(" }) == true,
                    let close = matchingClose(index + 3)
                else { return (index, found.scope, nil) }
                var after = close + 1
                if isPunctuation(after, "!") || isPunctuation(after, "?") { after += 1 }
                let member = isPunctuation(after, ".") || isPunctuation(after, "?.")
                return (index, found.scope, member ? nil : tokens[index].line)
            }
        }
        return TokenScopes.visible(images[name] ?? [], at: use) ?? nil
    }

    private func token(_ index: Int) -> SourceToken? { scopes.token(index) }

    private func isPunctuation(_ index: Int, _ text: String) -> Bool {
        token(index).map { $0.kind == .punctuation && $0.text == text } ?? false
    }

    private func isWord(_ index: Int, _ words: Set<String>) -> Bool {
        token(index).map { $0.kind == .identifier && words.contains($0.text) } ?? false
    }

    private func enclosingBlock(_ index: Int) -> (open: Int, close: Int) { scopes.enclosingBlock(index) }

    private func blockAfter(_ index: Int) -> (open: Int, close: Int)? { scopes.blockAfter(index) }

    /// The declaration the name at `index` makes, if it is one: where it is seen, and what it says.
    private func declaration(at index: Int) -> (scope: (open: Int, close: Int), verdict: Verdict)? {
        let line = tokens[index].line
        if isWord(index - 1, ["let", "var"]) {
            if let binding = conditionalBinding(from: index - 2) {
                // `if let` and `while let` bind in the conditions after them and in their block; `guard let` in the
                // conditions after it and the rest of the block around it. The shorthand `if let appID,` and
                // `if let appID = appID` alike; the binding's own value (`= appID`) still sees the name outside.
                let end = bindingEnd(from: index + 1)
                var body = end
                while isPunctuation(body, ",") { body = bindingEnd(from: body + 1) }
                let close =
                    binding == "guard"
                    ? enclosingBlock(index).close
                    : token(body)?.kind == .open ? scopes.closeOf[body] ?? tokens.count : blockAfter(index)?.close
                return close.map { ((end, $0), .nonOptional) }
            }
            if isWord(index - 2, ["case"]) { return (enclosingBlock(index), .undecided) }
            if isPunctuation(index + 1, ":") {
                return (enclosingBlock(index), typeVerdict(from: index + 2, line: line))
            }
            guard isPunctuation(index + 1, "=") else { return nil }
            return (enclosingBlock(index), valueVerdict(from: index + 2, line: line))
        }
        // A name bound before `in` on its line: a closure's parameter (`{ appID in`, `{ (appID, error) in`) in the
        // closure, a loop's (`for appID in ids`) in its block. Their types are not written: undecided, but they hide
        // the names outside.
        if let binds = boundBeforeIn(index) {
            let scope = binds == "for" ? blockAfter(index) : enclosingBlock(index)
            return scope.map { ($0, .undecided) }
        }
        // A function's parameter: `func share(appID: String?)`, `init(for appID: String?)`.
        guard isPunctuation(index + 1, ":"), let open = openParenthesis(before: index), isSignature(open),
            let close = matchingClose(open), let body = blockAfter(close), body.open - close < 40
        else { return nil }
        return (body, typeVerdict(from: index + 2, line: line))
    }

    /// Where the value of a conditional binding that starts at `start` ends: the `,` or `{` after it outside
    /// brackets (`if let appID = ids[0], …`), or the `else` of a `guard`.
    private func bindingEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while let token = token(index), index - start < 400 {
            if depth == 0 {
                if token.kind == .punctuation && token.text == "," || token.kind == .open && token.text == "{"
                    || token.kind == .identifier && token.text == "else"
                {
                    return index
                }
            }
            if token.kind == .open { depth += 1 }
            if token.kind == .close {
                depth -= 1
                if depth < 0 { return index }
            }
            index += 1
        }
        return index
    }

    /// `for` when the name at `index` is a loop's variable, `{` when it is a closure's parameter (the names, brackets,
    /// commas and type annotations between the closure's `{` and `in`, on one line), `nil` otherwise.
    private func boundBeforeIn(_ index: Int) -> String? {
        let line = tokens[index].line
        if isWord(index - 1, ["for"]) || (isWord(index - 1, ["let", "var"]) && isWord(index - 2, ["for"])) {
            return isWord(index + 1, ["in"]) ? "for" : nil
        }
        var next = index + 1
        while let token = token(next), token.line == line, next - index < 16 {
            if token.kind == .identifier, token.text == "in" { break }
            guard token.kind == .identifier || [",", ")", ":", "?", "!", ".", "<", ">"].contains(token.text) else {
                return nil
            }
            next += 1
        }
        guard isWord(next, ["in"]) else { return nil }
        var back = index - 1
        while let token = token(back), token.line == line, index - back < 16 {
            if token.kind == .open, token.text == "{" { return "{" }
            guard token.kind == .identifier || token.kind == .open || token.kind == .close || token.text == ","
            else { return nil }
            back -= 1
        }
        return nil
    }

    /// `if`, `guard` or `while` when the `let`/`var` before `index + 1` binds in one's condition (possibly after
    /// other conditions, on lines ending in `,`).
    private func conditionalBinding(from start: Int) -> String? {
        var index = start
        while let token = token(index), start - index < 64 {
            if token.kind == .open && token.text == "{" || token.kind == .close && token.text == "}" { return nil }
            if token.kind == .punctuation && token.text == ";" { return nil }
            if token.kind == .identifier, ["if", "guard", "while"].contains(token.text) { return token.text }
            if let after = self.token(index + 1), after.line > token.line,
                !(token.kind == .punctuation && [",", "&&"].contains(token.text))
            {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// Whether a declared type from `start` ends in `?` (up to `=`, `{`, `;`, or a `,` or `)` outside brackets, or
    /// the line's end).
    private func typeVerdict(from start: Int, line: Int) -> Verdict {
        var depth = 0
        var last: SourceToken?
        var index = start
        while let token = token(index), token.line == line {
            if depth == 0 {
                if token.kind == .punctuation, ["=", ";", ","].contains(token.text) { break }
                if token.kind == .open && token.text == "{" || token.kind == .close { break }
            }
            if token.kind == .open { depth += 1 }
            if token.kind == .close { depth -= 1 }
            last = token
            index += 1
        }
        guard let last else { return .undecided }
        if last.kind == .punctuation, last.text == "?" || last.text == "??" {
            let type = tokens[start..<index].map(\.text).joined()
            return .optional(why: "declared \(type)", line: line)
        }
        return .nonOptional
    }

    /// What a declaration's value from `start` to its line's end (further while brackets are open) says.
    private func valueVerdict(from start: Int, line: Int) -> Verdict {
        var depth = 0
        var index = start
        var topLevel: [Int] = []
        while let token = token(index), token.line == line || depth > 0, index - start < 400 {
            if token.kind == .open { depth += 1 }
            if token.kind == .close {
                depth -= 1
                if depth < 0 { break }
            }
            if depth == 0 || token.kind == .open && depth == 1 { topLevel.append(index) }
            index += 1
        }
        guard let first = topLevel.first, let last = topLevel.last else { return .undecided }
        if isPunctuation(last, "!") || topLevel.contains(where: { isPunctuation($0, "??") }) { return .nonOptional }
        if topLevel.count == 1, tokens[first].kind == .number { return .nonOptional }
        if tokens[first].kind == .stringOpen, tokens[index - 1].kind == .stringClose,
            !tokens[first..<index].contains(where: { $0.kind == .punctuation })
        {
            return .nonOptional
        }
        for position in topLevel where isWord(position, ["as"]) && isPunctuation(position + 1, "?") {
            let type = token(position + 2)?.text ?? ""
            return .optional(why: "cast with as? \(type)", line: line)
        }
        // `Bundle.main.object(forInfoDictionaryKey: "…")`, `UserDefaults.standard.string(forKey: "…")` as they are.
        if tokens[last].kind == .close, let open = topLevel.last(where: { tokens[$0].kind == .open }),
            let callee = token(open - 1), callee.kind == .identifier,
            ["object", "string"].contains(callee.text),
            let label = token(open + 1), ["forInfoDictionaryKey", "forKey"].contains(label.text)
        {
            return .optional(why: "set from \(callee.text)(\(label.text):), which returns an optional", line: line)
        }
        return .undecided
    }

    /// The `(` whose parameters hold `index`, when it is the innermost bracket open there.
    private func openParenthesis(before index: Int) -> Int? {
        var depth = 0
        var cursor = index - 1
        while let token = token(cursor), index - cursor < 200 {
            if token.kind == .close { depth += 1 }
            if token.kind == .open {
                if depth == 0 { return token.text == "(" ? cursor : nil }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether the `(` at `open` starts a function's parameters: after `func name`, `func name<…>` or `init`.
    private func isSignature(_ open: Int) -> Bool {
        if isWord(open - 1, ["init"]) { return true }
        var cursor = open - 1
        if isPunctuation(cursor, ">") {
            while let token = token(cursor), open - cursor < 40, !(token.kind == .punctuation && token.text == "<") {
                cursor -= 1
            }
            cursor -= 1
        }
        return token(cursor)?.kind == .identifier && isWord(cursor - 1, ["func"])
    }

    /// The `)` closing the `(` at `open`.
    private func matchingClose(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        while let token = token(index), index - open < 400 {
            if token.kind == .open { depth += 1 }
            if token.kind == .close {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}

/// Whether an Objective-C name, where a share formats it into the URL (`[NSString stringWithFormat:
/// @"…source_application=%@", appID]`), may be nil: `%@` writes nil as `(null)`, not an App ID. Read from the tokens.
///
/// What counts, at the declaration the use sees (the innermost `{` block holding the use, the latest before it):
/// - nil-able: declared `nullable` / `_Nullable` / `__nullable` (a parameter `(nullable NSString *)appID`, a
///   property with `nullable` among its attributes, a local `NSString * _Nullable appID`), or set from
///   `objectForInfoDictionaryKey:`, `stringForKey:` or `objectForKey:` (nil when the key is missing) with no `?:`;
/// - not nil-able: declared `nonnull` / `_Nonnull`, set from a string literal or with `?:`, a use written
///   `appID ?: @"…"`, or a check of the name between its declaration and the use (`if (appID`, `if (!appID`,
///   `appID == nil`, `appID != nil`, `appID.length`, `NSParameterAssert(appID)`);
/// - undecided: no declaration found, or one that says neither (an unannotated `NSString *`).
final class ObjectiveCNullables {
    let scopes: TokenScopes
    var tokens: [SourceToken] { scopes.tokens }
    /// Each name's declarations, read the first time a use of it is asked about.
    private var declarations:
        [String: [(index: Int, scope: (open: Int, close: Int), verdict: SwiftOptionals.Verdict)]] = [:]

    init(scopes: TokenScopes) { self.scopes = scopes }

    static let nullableWords: Set<String> = ["nullable", "_Nullable", "__nullable"]
    static let nonnullWords: Set<String> = ["nonnull", "_Nonnull", "__nonnull"]
    static let nilReturning: Set<String> = ["objectForInfoDictionaryKey", "stringForKey", "objectForKey"]

    /// Whether the name at token `use` may be nil there.
    func verdict(at use: Int) -> SwiftOptionals.Verdict {
        guard use < tokens.count, tokens[use].kind == .identifier else { return .undecided }
        if let next = token(use + 1), next.kind == .punctuation, next.text == "?" || next.text == "?:" {
            return .nonOptional
        }
        let name = tokens[use].text
        if declarations[name] == nil {
            declarations[name] = (scopes.places[name] ?? []).compactMap { index in
                declaration(at: index).map { (index, $0.scope, $0.verdict) }
            }
        }
        guard let verdict = TokenScopes.visible(declarations[name] ?? [], at: use) else { return .undecided }
        if case .optional(_, let line) = verdict, checked(name, after: line, before: use) { return .nonOptional }
        return verdict
    }

    private func token(_ index: Int) -> SourceToken? { scopes.token(index) }

    private func isText(_ index: Int, _ text: String) -> Bool { scopes.isText(index, text) }

    private func enclosingBlock(_ index: Int) -> (open: Int, close: Int) { scopes.enclosingBlock(index) }

    /// The declaration the name at `index` makes, if it is one: where it is seen, and what it says.
    private func declaration(at index: Int) -> (scope: (open: Int, close: Int), verdict: SwiftOptionals.Verdict)? {
        let line = tokens[index].line
        var cursor = index - 1
        var qualifiers: [String] = []
        while let token = token(cursor), token.kind == .identifier,
            Self.nullableWords.contains(token.text) || Self.nonnullWords.contains(token.text)
        {
            qualifiers.append(token.text)
            cursor -= 1
        }
        // A method's parameter: `:(nullable NSString *)appID`; its scope is the method's body.
        if isText(cursor, ")"), isText(cursor - 1, "*") {
            var open = cursor - 1
            while let token = token(open), token.text != "(", cursor - open < 12 { open -= 1 }
            guard isText(open, "("), isText(open - 1, ":") else { return nil }
            let words = Set(tokens[open...cursor].map(\.text))
            guard let body = scopes.blockAfter(index + 1), body.open - index < 80 else { return nil }
            if !words.isDisjoint(with: Self.nullableWords) {
                return (body, .optional(why: "declared nullable", line: line))
            }
            return (body, words.isDisjoint(with: Self.nonnullWords) ? .undecided : .nonOptional)
        }
        // A declaration: `NSString *appID`, `@property (…, nullable) NSString *appID;`.
        guard isText(cursor, "*"), token(cursor - 1)?.kind == .identifier else { return nil }
        var words = Set(qualifiers)
        var back = cursor - 1
        while let token = token(back), token.line == line, ![";", "{", "}"].contains(token.text) {
            words.insert(token.text)
            back -= 1
        }
        let scope = enclosingBlock(index)
        if !words.isDisjoint(with: Self.nonnullWords) { return (scope, .nonOptional) }
        if !words.isDisjoint(with: Self.nullableWords) {
            return (scope, .optional(why: "declared nullable", line: line))
        }
        guard isText(index + 1, "=") else { return (scope, .undecided) }
        var value: [SourceToken] = []
        var next = index + 2
        while let token = token(next), token.text != ";", next - index < 200 {
            value.append(token)
            next += 1
        }
        if value.contains(where: { $0.text == "?:" || $0.text == "?" }) { return (scope, .nonOptional) }
        if value.first?.kind == .stringOpen { return (scope, .nonOptional) }
        if let method = value.first(where: { $0.kind == .identifier && Self.nilReturning.contains($0.text) }) {
            return (scope, .optional(why: "set from \(method.text):, which gives nil for a missing key", line: line))
        }
        return (scope, .undecided)
    }

    /// Whether the code checks `name` for nil after the declaration on `line` and before token `end`.
    private func checked(_ name: String, after line: Int, before end: Int) -> Bool {
        let places = scopes.places[name] ?? []
        let start = TokenScopes.first(in: places, atLeast: scopes.onLine(line + 1).lowerBound)
        for index in places[start...] {
            if index >= end { break }
            if isText(index - 1, "("), isText(index - 2, "if") || isText(index - 2, "NSParameterAssert") {
                return true
            }
            if isText(index - 1, "!"), isText(index - 2, "("), isText(index - 3, "if") { return true }
            if isText(index + 1, "==") || isText(index + 1, "!=") { return true }
            if isText(index + 1, "."), isText(index + 2, "length") { return true }
        }
        return false
    }
}

/// The `{` blocks of a file's tokens, each token's innermost block, each name's places and each line's tokens, found
/// in one pass: what the optional and nil readers (``SwiftOptionals``, ``ObjectiveCNullables``) look up, so each
/// share's question costs the places of one name, not a walk of the file.
struct TokenScopes {
    let tokens: [SourceToken]
    /// The index of the `}` closing each `{` (the token count for one left open), by the `{`'s index.
    private(set) var closeOf: [Int: Int] = [:]
    /// The `{` indices, in order.
    private(set) var opens: [Int] = []
    /// Each token's innermost enclosing `{` (itself not included), `-1` at the top level.
    private(set) var innermost: [Int] = []
    /// Each identifier's token indices, in order.
    private(set) var places: [String: [Int]] = [:]

    init(tokens: [SourceToken]) {
        self.tokens = tokens
        innermost.reserveCapacity(tokens.count)
        var stack: [(index: Int, text: String)] = []
        var braces: [Int] = []
        for (index, token) in tokens.enumerated() {
            innermost.append(braces.last ?? -1)
            switch token.kind {
            case .open:
                stack.append((index, token.text))
                if token.text == "{" {
                    opens.append(index)
                    braces.append(index)
                }
            case .close:
                guard let top = stack.popLast() else { continue }
                if top.text == "{" {
                    closeOf[top.index] = index
                    braces.removeLast()
                }
            case .identifier:
                places[token.text, default: []].append(index)
            default: break
            }
        }
        for open in stack where open.text == "{" { closeOf[open.index] = tokens.count }
    }

    /// The innermost `{` block holding token `index` (open and close indices): the whole file when none does.
    func enclosingBlock(_ index: Int) -> (open: Int, close: Int) {
        let open = index < innermost.count ? innermost[index] : -1
        return open < 0 ? (-1, tokens.count) : (open, closeOf[open] ?? tokens.count)
    }

    /// The first `{` block opening at or after `index`.
    func blockAfter(_ index: Int) -> (open: Int, close: Int)? {
        let low = opens.firstIndex(notBelow: { $0 < index })
        guard low < opens.count else { return nil }
        return (opens[low], closeOf[opens[low]] ?? tokens.count)
    }

    /// The indices of the tokens that start on `line`.
    func onLine(_ line: Int) -> Range<Int> {
        func first(_ atLeast: Int) -> Int { tokens.firstIndex(notBelow: { $0.line < atLeast }) }
        return first(line)..<first(line + 1)
    }

    /// The token of `index`, when there is one.
    func token(_ index: Int) -> SourceToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    /// Whether token `index` is written `text`.
    func isText(_ index: Int, _ text: String) -> Bool { token(index)?.text == text }

    /// Of `declarations` (each a name's place, the tokens it is seen between, and what it says), the one a use at
    /// `use` sees: in the innermost scope holding the use, the latest before it (one after it only when none is
    /// before: a property declared below the method using it).
    static func visible<Verdict>(
        _ declarations: [(index: Int, scope: (open: Int, close: Int), verdict: Verdict)], at use: Int
    ) -> Verdict? {
        var best: (span: Int, index: Int, verdict: Verdict)?
        // The declarations nearest the use, at most 64 on each side: a file declaring one name thousands of times
        // costs no more per use (one farther away is not seen: undecided, never a wrong verdict).
        var nearest = 0
        var high = declarations.count
        while nearest < high {
            let middle = (nearest + high) / 2
            if declarations[middle].index < use { nearest = middle + 1 } else { high = middle }
        }
        for declaration in declarations[max(0, nearest - 64)..<min(declarations.count, nearest + 64)]
        where declaration.index != use {
            guard declaration.scope.open < use, use < declaration.scope.close else { continue }
            let span = declaration.scope.close - declaration.scope.open
            if let current = best {
                if span > current.span { continue }
                if span == current.span {
                    let before = declaration.index < use
                    let currentBefore = current.index < use
                    if currentBefore && !before { continue }
                    if before == currentBefore && declaration.index < current.index { continue }
                }
            }
            best = (span, declaration.index, declaration.verdict)
        }
        return best?.verdict
    }

    /// The position in the ascending `values` of the first one at least `value` (`values.count` when none is).
    static func first(in values: [Int], atLeast value: Int) -> Int {
        values.firstIndex(notBelow: { $0 < value })
    }
}

/// A path pattern from the configuration file: `*` matches within one path segment, `?` one
/// character, `**` any number of segments (`**/x` also matches `x` at the top). A pattern without
/// `/` matches the file name in any directory, as in `.gitignore`.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let tokens: [Token]
    private let matchesNameOnly: Bool

    private enum Token: Equatable, Sendable {
        case literal(Character)
        case any, anySegments, anyDirectories, one
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        matchesNameOnly = !pattern.contains("/")
        var tokens: [Token] = []
        let chars = Array(pattern)
        var i = 0
        while i < chars.count {
            if chars[i] == "*" {
                if i + 1 < chars.count, chars[i + 1] == "*" {
                    if i + 2 < chars.count, chars[i + 2] == "/" {
                        tokens.append(.anyDirectories)
                        i += 3
                    } else {
                        tokens.append(.anySegments)
                        i += 2
                    }
                } else {
                    tokens.append(.any)
                    i += 1
                }
            } else if chars[i] == "?" {
                tokens.append(.one)
                i += 1
            } else {
                tokens.append(.literal(chars[i]))
                i += 1
            }
        }
        self.tokens = tokens
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        var subject = path
        while subject.hasPrefix("./") { subject.removeFirst(2) }
        if matchesNameOnly, let slash = subject.lastIndex(of: "/") {
            subject = String(subject[subject.index(after: slash)...])
        }
        return Self.match(tokens, Array(subject))
    }

    /// Dynamic programming over (token, character) positions: linear memory, no backtracking blow-up.
    private static func match(_ tokens: [Token], _ text: [Character]) -> Bool {
        // reach[j]: the tokens so far can consume exactly text[0..<j].
        var reach = [Bool](repeating: false, count: text.count + 1)
        reach[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch token {
            case .literal(let c):
                for j in 0..<text.count where reach[j] && text[j] == c { next[j + 1] = true }
            case .one:
                for j in 0..<text.count where reach[j] && text[j] != "/" { next[j + 1] = true }
            case .any:
                for j in 0...text.count where reach[j] {
                    next[j] = true
                    var k = j
                    while k < text.count, text[k] != "/" {
                        k += 1
                        next[k] = true
                    }
                }
            case .anySegments:
                if let first = reach.firstIndex(of: true) { for j in first...text.count { next[j] = true } }
            case .anyDirectories:
                // Zero directories, or anything ending in "/".
                for j in 0...text.count where reach[j] {
                    next[j] = true
                    for k in j..<text.count where text[k] == "/" { next[k + 1] = true }
                }
            }
            reach = next
        }
        return reach[text.count]
    }
}

/// A path pattern from the configuration file: `*` matches within one path segment, `?` one
/// character, `**` any number of segments (`**/x` also matches `x` at the top). A pattern without
/// `/` matches the file name in any directory, as in `.gitignore`. A backslash makes the `*`, `?` or `\`
/// after it an ordinary character (`a\*b` matches only the name `a*b`); before anything else it is itself.
/// `[` is an ordinary character. A byte of a name that is not UTF-8 is held as ``PathBytes`` holds it
/// (U+F700 plus the byte), which a YAML double-quoted string writes as `\uF7FF` for the byte 0xFF.
///
/// Matching takes time proportional to the pattern's length times the path's, whatever the pattern:
/// repeated `**/` collapse into one, and each step of the match is a single pass over the path. The
/// configuration compiles all its globs into one ``GlobMatcher``, which matches them all in one pass.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    /// The longest pattern a configuration file may hold, in characters.
    public static let maximumLength = 1024

    /// The pattern as written.
    public let pattern: String
    let tokens: [Token]
    /// Whether the pattern has no `/` and so matches the file name in any directory.
    let matchesNameOnly: Bool

    enum Token: Equatable, Sendable {
        case literal(Unicode.Scalar)
        case any, anySegments, anyDirectories, one
    }

    /// The glob `pattern` (at most ``maximumLength`` characters: the configuration checks that).
    public init(_ pattern: String) {
        self.pattern = pattern
        matchesNameOnly = !pattern.contains("/")
        var tokens: [Token] = []
        let scalars = Array(pattern.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let token: Token
            if scalars[i] == "*" {
                if i + 1 < scalars.count, scalars[i + 1] == "*" {
                    let directories = i + 2 < scalars.count && scalars[i + 2] == "/"
                    token = directories ? .anyDirectories : .anySegments
                    i += directories ? 3 : 2
                } else {
                    token = .any
                    i += 1
                }
            } else if scalars[i] == "\\", i + 1 < scalars.count, "*?\\".unicodeScalars.contains(scalars[i + 1]) {
                token = .literal(scalars[i + 1])
                i += 2
            } else {
                token = scalars[i] == "?" ? .one : .literal(scalars[i])
                i += 1
            }
            tokens.append(token)
            // `**/**/` is `**/`, and `**/**`, `***` or `**` twice is `**`: keep one.
            let count = tokens.count
            if count >= 2, [.anyDirectories, .anySegments].contains(tokens[count - 2]) {
                switch (tokens[count - 2], tokens[count - 1]) {
                case (.anyDirectories, .anyDirectories), (.anySegments, .anySegments):
                    tokens.removeLast()
                case (.anyDirectories, .anySegments), (.anySegments, .any):
                    tokens.removeLast(2)
                    tokens.append(.anySegments)
                default:
                    break
                }
            }
        }
        self.tokens = tokens
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// `text` as a pattern that matches exactly it: `*`, `?` and `\` escaped with a backslash.
    public static func escaping(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "*" || scalar == "?" || scalar == "\\" { out.unicodeScalars.append("\\") }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        var subject = Substring(path)
        while subject.hasPrefix("./") { subject.removeFirst(2) }
        if matchesNameOnly, let slash = subject.lastIndex(of: "/") {
            subject = subject[subject.index(after: slash)...]
        }
        return Self.match(tokens, Array(subject.unicodeScalars))
    }

    /// One pass over the path per token: `reach[j]` says the tokens so far can consume exactly
    /// `text[0..<j]`; every token computes the next `reach` in time linear in the path.
    private static func match(_ tokens: [Token], _ text: [Unicode.Scalar]) -> Bool {
        let n = text.count
        var reach = [Bool](repeating: false, count: n + 1)
        reach[0] = true
        var next = reach
        for token in tokens {
            switch token {
            case .literal(let c):
                next[0] = false
                for j in 0..<n { next[j + 1] = reach[j] && text[j] == c }
            case .one:
                next[0] = false
                for j in 0..<n { next[j + 1] = reach[j] && text[j] != "/" }
            case .any:
                // Reached at j, or reached before within the same segment.
                var carry = false
                for j in 0...n {
                    carry = reach[j] || (carry && j > 0 && text[j - 1] != "/")
                    next[j] = carry
                }
            case .anySegments:
                var seen = false
                for j in 0...n {
                    seen = seen || reach[j]
                    next[j] = seen
                }
            case .anyDirectories:
                // Zero directories, or anything reached earlier followed by text ending in "/".
                var seen = false
                for j in 0...n {
                    next[j] = reach[j] || (seen && j > 0 && text[j - 1] == "/")
                    seen = seen || reach[j]
                }
            }
            swap(&reach, &next)
        }
        return reach[n]
    }
}

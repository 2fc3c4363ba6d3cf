/// How much a finding matters. Ordered: `info < warning < error`.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case info, warning, error

    /// Whether `lhs` matters less than `rhs`: `info < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The level's name where compilers and SARIF name levels (`error`, `warning`, `note`): there is no
    /// `info`, infos are notes.
    public var noteLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}

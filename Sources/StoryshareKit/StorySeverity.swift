/// How much a finding matters. Ordered: `info < warning < error`. The command line's findings and the app's own
/// checks share it.
public enum StorySeverity: String, Codable, Sendable, CaseIterable, Comparable {
    case info, warning, error

    /// Whether `lhs` matters less than `rhs`: `info < warning < error`.
    public static func < (lhs: StorySeverity, rhs: StorySeverity) -> Bool { lhs.rank < rhs.rank }

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

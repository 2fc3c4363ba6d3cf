/// How much a finding matters. Ordered: `info < warning < error`.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case info, warning, error

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

/// A severity as configured for a rule: a severity, or `off` to silence the rule.
public enum ConfiguredSeverity: Equatable, Sendable {
    case off
    case on(Severity)

    /// Parses `off`, `info`, `warning` or `error`.
    public init?(_ text: String) {
        if text == "off" {
            self = .off
        } else if let severity = Severity(rawValue: text) {
            self = .on(severity)
        } else {
            return nil
        }
    }
}

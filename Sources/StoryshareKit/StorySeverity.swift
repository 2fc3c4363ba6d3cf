/// How much a finding matters, `info < warning < error`: the command line's findings and the app's own checks share it.
public enum StorySeverity: String, Codable, Sendable, CaseIterable, Comparable {
    case info, warning, error
    /// Whether `lhs` matters less than `rhs`: `info < warning < error`.
    public static func < (lhs: StorySeverity, rhs: StorySeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
    /// The level as compilers and SARIF name levels: `error`, `warning`, and `note` for `info`.
    public var noteLevel: String { self == .info ? "note" : rawValue }
}

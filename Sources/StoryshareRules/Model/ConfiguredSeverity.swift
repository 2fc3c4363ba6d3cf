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

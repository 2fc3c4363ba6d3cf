import StoryshareKit

/// How rules run: the target, the limits, and per-rule severity overrides (from a configuration file).
public struct RuleSettings: Sendable, Equatable {
    /// Where the share goes: Facebook or Instagram.
    public var target: ShareTarget
    /// The limits rules compare against.
    public var limits: Limits
    /// Rule id → configured severity; rules not listed keep their default.
    public var severities: [String: ConfiguredSeverity]

    /// Settings for `target` with `limits`, and `severities` overriding rules' defaults.
    public init(
        target: ShareTarget = .facebook, limits: Limits = Limits(),
        severities: [String: ConfiguredSeverity] = [:]
    ) {
        self.target = target
        self.limits = limits
        self.severities = severities
    }

    /// The severity a finding of `rule` gets, or `nil` when the rule is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        switch severities[rule.id] {
        case .off: nil
        case .on(let severity): severity
        case nil: rule.defaultSeverity
        }
    }
}

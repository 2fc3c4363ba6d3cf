import StoryshareRules

/// `storyshare rules` as text: one line per rule, its id and default severity in columns, its summary and the
/// platform's error code.
public enum RulesText {
    /// One line per rule, in the order given.
    public static func render(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let code = rule.platformErrorCode.map { " (platform error \($0))" } ?? ""
            return "\(id)  \(severity)  \(rule.summary)\(code)\n"
        }.joined()
    }
}

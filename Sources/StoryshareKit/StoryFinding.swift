/// One problem an app's own check found in its share: rule, severity and message, as the command line reports it.
public struct StoryFinding: Equatable, Sendable, CustomStringConvertible {
    /// The rule.
    public let rule: StoryRule
    /// What it is about: "background image", "background video", "sticker", "payload" or "Info.plist".
    public let subject: String
    /// What is wrong, the measured value, the limit, and how to fix it.
    public let message: String
    /// A finding of `rule` about `subject`.
    public init(_ rule: StoryRule, _ subject: String, _ message: String) {
        self.rule = rule
        self.subject = subject
        self.message = message
    }
    /// The rule's default severity.
    public var severity: StorySeverity { rule.defaultSeverity }
    /// `error [image-too-small] sticker: image is 300x300 px; …`.
    public var description: String { "\(severity.rawValue) [\(rule.rawValue)] \(subject): \(message)" }
}

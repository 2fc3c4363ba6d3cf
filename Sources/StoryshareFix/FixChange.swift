/// One thing `fix` did to a file, and the finding it answers (nil for what comes with rewriting pixels, such
/// as baking the EXIF orientation).
public struct FixChange: Sendable, Equatable, Codable {
    /// The id of the rule whose finding this answers.
    public var rule: String?
    /// What was done, for people: "padded with transparent pixels to 480x480, centred".
    public var description: String

    /// A change answering the finding of `rule` (nil when it answers none), described for people.
    public init(rule: String?, _ description: String) {
        self.rule = rule
        self.description = description
    }
}

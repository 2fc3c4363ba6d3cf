import StoryshareProject

/// What a rule about an app's file says: the message, where in the file it points, and whether it is only
/// informational (the file holds a build-setting reference or a resource storyshare cannot resolve, so it
/// cannot tell): such a finding is an `info`, whatever the rule's severity.
public struct LocatedMessage: Sendable, Equatable {
    /// What is wrong, the value, why it matters and the XML to add.
    public var text: String
    /// Where the finding points; `nil` in a binary file or a file that could not be read.
    public var location: SourceLocation?
    /// Whether storyshare cannot tell (a reference it cannot resolve): the finding is then an `info`.
    public var isInformational: Bool

    /// A message `text` at `location` (nil: the file as a whole); `informational` findings are infos.
    public init(_ text: String, at location: SourceLocation?, informational: Bool = false) {
        self.text = text
        self.location = location
        self.isInformational = informational
    }
}

import StoryshareMedia
import StoryshareRules

/// `{"name": "storyshare", "version": "…"}`: the `tool` member of every JSON document storyshare prints.
public struct ToolStamp: Encodable, Sendable {
    /// `storyshare`.
    public let name = ToolInfo.name
    /// The version of the storyshare that printed the document.
    public let version = ToolInfo.version

    /// The stamp of this storyshare.
    public init() {}
}

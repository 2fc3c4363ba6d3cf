import StoryshareMedia
import StoryshareRules

/// `{"name": "storyshare", "version": "…"}`: the `tool` member of every JSON document storyshare prints.
public struct ToolStamp: Encodable, Sendable {
    public let name = ToolInfo.name
    public let version = ToolInfo.version

    public init() {}
}

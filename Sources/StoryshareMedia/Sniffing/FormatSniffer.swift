import StoryshareKit

/// Identifies a file's format from its first bytes: StoryshareKit's sniffer, shared with an app's own checks.
public typealias FormatSniffer = StoryFormatSniffer

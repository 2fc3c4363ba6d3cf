import StoryshareKit

/// Image, video or neither: StoryshareKit's, shared with an app's own checks.
public typealias MediaKind = StoryMediaKind

import StoryshareKit

/// The container or image format a file's bytes identify: StoryshareKit's, shared with an app's own checks.
public typealias MediaFormat = StoryMediaFormat

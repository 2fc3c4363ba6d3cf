import StoryshareKit

/// How much a finding matters: StoryshareKit's, shared with an app's own checks.
public typealias Severity = StorySeverity

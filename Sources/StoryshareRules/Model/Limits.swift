import StoryshareKit

/// The numbers rules compare against: StoryshareKit's, so that the command line and an app's own checks
/// cannot disagree about a limit.
public typealias Limits = StoryLimits

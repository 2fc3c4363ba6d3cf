import StoryshareKit

/// Why a text is not an accepted Stories background colour: StoryshareKit's, so that the command line and an
/// app's own checks refuse the same texts with the same words.
public typealias ColorError = StoryColorError

import StoryshareKit

/// The part a file plays in a share.
public enum ShareRole: String, Sendable, Equatable, Codable {
    case background, sticker
}

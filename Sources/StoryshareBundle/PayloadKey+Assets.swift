import StoryshareKit
import StoryshareMedia
import StoryshareRules

extension PayloadKey {
    /// The kind of content the key holds: images under `backgroundImage` and `stickerImage`, a video
    /// under `backgroundVideo`; nil for the string keys.
    public var kind: MediaKind? {
        switch self {
        case .backgroundImage, .stickerImage: .image
        case .backgroundVideo: .video
        default: nil
        }
    }

    /// The role the asset plays, for validation.
    public var role: AssetRole? {
        switch self {
        case .backgroundImage, .backgroundVideo: .background
        case .stickerImage: .sticker
        default: nil
        }
    }
}

/// What an asset is used for in the share.
public enum AssetRole: String, Codable, Sendable, CaseIterable {
    /// The full-screen layer: an image or a video.
    case background
    /// An image placed over the background.
    case sticker
}

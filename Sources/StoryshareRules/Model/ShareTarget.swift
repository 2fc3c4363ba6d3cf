/// Which app the share goes to. Instagram Stories uses the same pasteboard scheme with its own
/// prefix and stricter background limits (as Meta documents it).
public enum ShareTarget: String, Codable, Sendable, CaseIterable {
    case facebook, instagram

    /// Human name for messages.
    public var displayName: String { self == .facebook ? "Facebook" : "Instagram" }
}

/// What an asset is used for in the share.
public enum AssetRole: String, Codable, Sendable, CaseIterable {
    /// The full-screen layer: an image or a video.
    case background
    /// An image placed over the background.
    case sticker
}

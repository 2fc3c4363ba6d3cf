/// The pasteboard keys of a Stories share, as Meta documents them, without their target prefix.
public enum PayloadKey: String, CaseIterable, Sendable {
    case appID, backgroundImage, backgroundVideo, stickerImage, backgroundTopColor, backgroundBottomColor, contentURL
    /// The full key for a target: `com.facebook.sharedSticker.backgroundImage`.
    public func key(for target: ShareTarget) -> String { Self.prefix(for: target) + rawValue }
    /// `com.facebook.sharedSticker.` or `com.instagram.sharedSticker.`.
    public static func prefix(for target: ShareTarget) -> String { "com.\(target.rawValue).sharedSticker." }
    /// The key a full pasteboard key names, for a target.
    public static func named(_ fullKey: String, target: ShareTarget) -> PayloadKey? {
        let prefix = prefix(for: target)
        guard fullKey.hasPrefix(prefix) else { return nil }
        return PayloadKey(rawValue: String(fullKey.dropFirst(prefix.count)))
    }

    /// Whether the value is asset bytes (data) rather than a string.
    public var isAsset: Bool { self == .backgroundImage || self == .backgroundVideo || self == .stickerImage }
}

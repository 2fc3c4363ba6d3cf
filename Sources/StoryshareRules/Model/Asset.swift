import StoryshareKit
import StoryshareMedia
import StoryshareSystem

/// A file as the rules see it: its facts, what it is used for, where it is shared, and the limits.
public struct Asset: Sendable {
    /// What the file is, as probed.
    public var facts: MediaFacts
    /// What the file is used for: background or sticker.
    public var role: AssetRole
    /// Where it is shared: Facebook or Instagram, whose limits differ.
    public var target: ShareTarget
    /// The limits the rules compare it against.
    public var limits: Limits
    /// The kind of content the asset's place demands, when it demands one: a bundle's background image
    /// must be an image and its background video a video (a background in general may be either).
    public var expectedKind: MediaKind?

    /// The asset of these facts, shared as `role` to `target` under `limits`.
    public init(
        facts: MediaFacts, role: AssetRole, target: ShareTarget = .facebook, limits: Limits = Limits(),
        expectedKind: MediaKind? = nil
    ) {
        self.facts = facts
        self.role = role
        self.target = target
        self.limits = limits
        self.expectedKind = expectedKind
    }

    /// What the asset is given as, for messages: "the background image", "a sticker".
    var place: String {
        switch (role, expectedKind) {
        case (.sticker, _): "a sticker"
        case (.background, .image?): "the background image"
        case (.background, .video?): "the background video"
        case (.background, _): "a background"
        }
    }

    /// A PNG or JPEG: the image formats the platform takes.
    var isSupportedImage: Bool { facts.format == .png || facts.format == .jpeg }

    /// An MP4/MOV/WebM video whose container parsed.
    var isParsedVideo: Bool {
        [.mp4, .mov, .webm].contains(facts.format) && facts.decodeError == nil && facts.readError == nil
    }

    /// Decoded (images) or parsed (videos) without error and not refused by the pixel cap. Advice about
    /// geometry (ratio, oversize) waits until then: the file has a bigger problem first.
    var decodedCleanly: Bool { facts.decodeError == nil && facts.decodeSkipped == nil && facts.readError == nil }

    /// Displayed size, when known.
    var displaySize: (width: Int, height: Int)? {
        guard let w = facts.displayWidth, let h = facts.displayHeight else { return nil }
        return (w, h)
    }

    /// The content for messages: "a PNG image", "an MP4 video".
    var describedFormat: String {
        switch facts.format {
        case .unknown: "a file of unknown format"
        case .png, .jpeg, .gif, .bmp, .tiff, .heic, .avif, .webp:
            "\(article(facts.format.rawValue.uppercased())) \(facts.format.rawValue.uppercased()) image"
        case .mp4, .mov, .webm, .matroska:
            "\(article(facts.format.rawValue.uppercased())) \(facts.format.rawValue.uppercased()) video"
        }
    }

    private func article(_ word: String) -> String {
        ["MP4", "AVIF"].contains(word) ? "an" : "a"  // "an MP4", "a PNG", "a MOV"
    }
}

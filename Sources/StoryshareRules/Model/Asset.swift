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

    /// What `rule` says of the asset, or `nil` when it does not fire: the condition and message written once in the
    /// Kit (``StoryAssetCheck``), over the probe's facts under the Kit's names, a full decode's error or refusal
    /// standing for the header's. (The probe says `animated` exactly when `frameCount` is over 1, and its `kind` is
    /// always its format's.)
    func message(_ rule: StoryRule) -> String? {
        var kit = StoryMediaFacts()
        kit.format = facts.format
        kit.bytes = facts.bytes ?? 0
        kit.displayWidth = facts.displayWidth
        kit.displayHeight = facts.displayHeight
        kit.hasAlpha = facts.hasAlpha
        kit.frameCount = facts.frameCount
        kit.printColorSpace = facts.colorSpace.flatMap { $0 == .cmyk || $0 == .ycck ? $0.rawValue : nil }
        kit.codec = facts.codec
        kit.hasVideo = facts.hasVideo
        kit.hasAudio = facts.hasAudio
        kit.durationSeconds = facts.durationSeconds
        kit.readError = facts.readError
        kit.headerError = facts.decodeError
        kit.pixelCapRefusal = facts.decodeSkipped
        return StoryAssetCheck.message(
            rule, kit, sticker: role == .sticker, expected: expectedKind, name: facts.path, target: target,
            limits: limits)
    }
}

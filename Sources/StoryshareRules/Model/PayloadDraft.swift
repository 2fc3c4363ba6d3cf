import StoryshareKit

/// What a user asked to share, before any file is read: the input of the payload rules and of
/// `bundle`. Paths stand for assets; colours and the link are as typed.
public struct PayloadDraft: Sendable, Equatable {
    /// The Facebook App ID, as typed.
    public var appID: String?
    /// Path of the background image.
    public var backgroundImage: String?
    /// Path of the background video.
    public var backgroundVideo: String?
    /// Path of the sticker image.
    public var sticker: String?
    /// The background's top colour, as typed (`#RRGGBB`).
    public var topColor: String?
    /// The background's bottom colour, as typed.
    public var bottomColor: String?
    /// The link attached to the story, as typed.
    public var contentURL: String?
    /// Where the story is shared.
    public var target: ShareTarget

    /// A payload of these parts; every part is optional, the rules say which are missing.
    public init(
        appID: String? = nil, backgroundImage: String? = nil, backgroundVideo: String? = nil,
        sticker: String? = nil, topColor: String? = nil, bottomColor: String? = nil,
        contentURL: String? = nil, target: ShareTarget = .facebook
    ) {
        self.appID = appID
        self.backgroundImage = backgroundImage
        self.backgroundVideo = backgroundVideo
        self.sticker = sticker
        self.topColor = topColor
        self.bottomColor = bottomColor
        self.contentURL = contentURL
        self.target = target
    }

    /// Whether a background image or video is given.
    public var hasBackgroundAsset: Bool { backgroundImage != nil || backgroundVideo != nil }
}

extension PayloadDraft {
    /// A valid draft (app ID and a background image) to vary in examples.
    static func example(_ edit: (inout PayloadDraft) -> Void = { _ in }) -> PayloadDraft {
        var draft = PayloadDraft(appID: "1234567890", backgroundImage: "bg.png")
        edit(&draft)
        return draft
    }
}

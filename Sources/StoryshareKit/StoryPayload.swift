import Foundation

/// A Stories share an app makes at run time: where it goes, the app's ID, what it shows. It makes the exact pasteboard
/// item, URL and expiry a bundle of the same share holds (``pasteboardItem()``, ``url``,
/// ``expirationDate(sharingAt:)``) and checks itself with the command line's rules (``check(infoDictionary:limits:)``).
public struct StoryPayload: Sendable {
    /// Where the share goes.
    public var target: ShareTarget
    /// The app's Facebook App ID (Instagram's URL carries it as `source_application`).
    public var appID: String
    /// The background image: PNG or JPEG data.
    public var backgroundImage: StoryAsset?
    /// The background video: MP4 or MOV data or file.
    public var backgroundVideo: StoryAsset?
    /// The sticker: PNG (with transparency) or JPEG data.
    public var sticker: StoryAsset?
    /// The background's top colour as the app writes it (`#RRGGBB`, `#RGB`, `RRGGBB`, `rgb(r, g, b)`).
    public var topColor: String?
    /// The background's bottom colour.
    public var bottomColor: String?
    /// The link the story carries back into the app.
    public var contentURL: String?
    /// How long the pasteboard item stays, counted from the moment of sharing: 5 minutes, as bundles default to.
    public var expiresIn: TimeInterval = 300
    /// A share to `target` for the app `appID`; give it a background, a sticker or both.
    public init(target: ShareTarget, appID: String) {
        self.target = target
        self.appID = appID
    }
    /// The URL to open after setting the pasteboard: `facebook-stories://share`, or Instagram's with
    /// `source_application` (`nil` only when the App ID makes no URL).
    public var url: URL? { URL(string: ShareURL.url(target: target, appID: appID)) }
    /// The expiry to give the pasteboard when sharing at `date`.
    public func expirationDate(sharingAt date: Date) -> Date { date.addingTimeInterval(expiresIn) }
    /// The one pasteboard item, with the keys and values a bundle of the same share holds: the assets' exact
    /// bytes, the App ID (Facebook), the link, and the colours normalised to `#RRGGBB` (both written, a missing
    /// one as `#222222`, when there is no background asset). Reads a video file.
    public func pasteboardItem() throws -> [String: ShareBundle.Value] {
        var values: [PayloadKey: ShareBundle.Value] = [:]
        if target == .facebook { values[.appID] = .string(appID) }
        if let contentURL { values[.contentURL] = .string(contentURL) }
        let fill = backgroundImage == nil && backgroundVideo == nil ? "#222222" : nil  // the platform's default
        for (key, text) in [(PayloadKey.backgroundTopColor, topColor), (.backgroundBottomColor, bottomColor)] {
            let hex = text.flatMap { try? StoryColorGrammar.hex(StoryColorGrammar.parse($0)) }
            values[key] = (hex ?? fill).map { .string($0) }
        }
        for (key, asset) in assets { values[key] = .data(try asset.data()) }
        return Dictionary(uniqueKeysWithValues: values.map { ($0.key.key(for: target), $0.value) })
    }
    /// ``pasteboardItem()`` as `UIPasteboard.setItems(_:options:)` takes it: assets as `Data`, the rest as `String`.
    public func pasteboardItems() throws -> [[String: Any]] { [try pasteboardItem().mapValues(\.pasteboardValue)] }
    /// The assets given, by their key.
    var assets: [(key: PayloadKey, asset: StoryAsset)] {
        [(PayloadKey.backgroundImage, backgroundImage), (.backgroundVideo, backgroundVideo), (.stickerImage, sticker)]
            .compactMap { key, asset in asset.map { (key, $0) } }
    }
}

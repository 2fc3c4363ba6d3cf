import StoryshareColor
import StoryshareImaging

/// What a story shows: a background (the colours, an image or a video), perhaps a sticker, and whether
/// the parts the Stories interface covers are marked.
public struct PreviewScene {
    /// The background layer.
    public enum Background {
        /// The top and bottom colours only.
        case colors
        /// An image, filling the screen.
        case image(PreviewAsset)
        /// A video, drawn as a neutral frame of its shape over the colours (its frames are never decoded).
        case video(PreviewAsset)
    }

    /// The background: the colours, an image or a video.
    public var background: Background
    /// The colours behind everything (shown whole when there is no background asset).
    public var colors: BackgroundColors
    /// The sticker, centred over the background, when there is one.
    public var sticker: PreviewAsset?
    /// Shade the top and bottom bands and outline the sticker's box.
    public var showsSafeZones: Bool

    /// A scene of `background` over `colors` (the platform's default when not given), perhaps with a `sticker`.
    public init(
        background: Background = .colors, colors: BackgroundColors = .resolve(top: nil, bottom: nil),
        sticker: PreviewAsset? = nil, showsSafeZones: Bool = false
    ) {
        self.background = background
        self.colors = colors
        self.sticker = sticker
        self.showsSafeZones = showsSafeZones
    }
}

extension RGBAColor {
    /// The opaque colour of `hex`.
    public init(_ hex: HexColor) {
        self.init(red: hex.red, green: hex.green, blue: hex.blue)
    }
}

import StoryshareImaging

/// Where things go on a story of a given width: the 9:16 screen, the bands the Stories interface covers,
/// the sticker's box. Sizes scale with the width, from the 1080x1920 story the platform's figures are for.
public struct PreviewLayout: Sendable, Equatable {
    /// The width of the full-size story.
    public static let storyWidth = 1080
    /// The height of the full-size story.
    public static let storyHeight = 1920
    /// Meta's guidance for Stories creative: keep text and logos out of the top and bottom 250 pixels of a
    /// 1080x1920 story (about 14%), where the interface (profile, reply bar) covers it.
    public static let safeZoneHeight = 250
    /// storyshare's approximation of the composer: a sticker is shown at its pixel size on a 1080-wide
    /// screen, centred, and scaled down only when wider than this share of the screen.
    public static let stickerWidthShare = 0.8

    /// The most pixels a picture `preview` draws may have, a story or a contact sheet: 1440x2560 (a QHD
    /// phone's screen, 3,686,400 pixels, 14.7 MB as RGBA). The picture is held whole and encoded in memory, so
    /// this is what keeps `preview` under 100 MB whatever it is asked to draw.
    public static let maxPixels = 1440 * 2560

    /// The widest story within `maxPixels`: 1440.
    public static let maxWidth = 1440

    /// The story's width in pixels.
    public let width: Int
    /// The story's height in pixels: 16/9 of the width, rounded.
    public let height: Int

    /// The layout of a story `width` pixels wide: 9:16, the height rounded.
    public init(width: Int) {
        precondition(width > 0, "a story is at least one pixel wide")
        self.width = width
        height = max((width * 16 + 4) / 9, 1)
    }

    /// How many of this story's pixels one pixel of a 1080-wide story is.
    public var scale: Double { Double(width) / Double(Self.storyWidth) }

    /// The height of each shaded band: 250 pixels at 1920, in proportion otherwise.
    public var safeZone: Int { (height * Self.safeZoneHeight + Self.storyHeight / 2) / Self.storyHeight }

    /// The sticker's placement and its top-left corner, for a sticker shown `displayWidth` x `displayHeight`:
    /// scaled with the story, then, when wider than 80% of the screen (or taller than it), fitted inside that,
    /// keeping its ratio; centred.
    public func sticker(displayWidth: Int, displayHeight: Int) -> (placement: Placement, x: Int, y: Int) {
        let scaledWidth = max(Int((Double(displayWidth) * scale).rounded()), 1)
        let scaledHeight = max(Int((Double(displayHeight) * scale).rounded()), 1)
        var placement = Placement(scaledWidth: scaledWidth, scaledHeight: scaledHeight)
        let widest = Int((Double(width) * Self.stickerWidthShare).rounded(.down))
        if placement.scaledWidth > widest || placement.scaledHeight > height {
            placement = Placement.contain(
                imageWidth: displayWidth, imageHeight: displayHeight, width: widest, height: height)
        }
        return (placement, (width - placement.scaledWidth) / 2, (height - placement.scaledHeight) / 2)
    }

    /// The neutral frame that stands for a video shown `displayWidth` x `displayHeight`: as large as fits the
    /// screen keeping the video's ratio, centred.
    public func videoFrame(displayWidth: Int, displayHeight: Int) -> PixelRect {
        let fit = Placement.contain(imageWidth: displayWidth, imageHeight: displayHeight, width: width, height: height)
        return PixelRect(
            x: (width - fit.scaledWidth) / 2, y: (height - fit.scaledHeight) / 2, width: fit.scaledWidth,
            height: fit.scaledHeight)
    }
}

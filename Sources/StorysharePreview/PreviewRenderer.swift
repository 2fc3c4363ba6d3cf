import StoryshareImaging
import StoryshareMedia

/// Draws a story as the recipient's Stories screen would show it, as far as storyshare knows: the colours'
/// gradient, the background image filling the screen (aspect fill, centred, its orientation applied) or a
/// neutral frame for a video, the sticker centred and composited, and on request the covered bands.
public enum PreviewRenderer {
    /// How dark the shaded bands are: black at this alpha laid over them.
    public static let shadeAlpha: UInt8 = 128
    /// The sticker box's outline.
    public static let outlineColor = RGBAColor(red: 0x00, green: 0xE5, blue: 0xFF)
    /// The video frame's fill.
    public static let videoFill = RGBAColor(red: 0x3A, green: 0x3A, blue: 0x3A)
    /// The video frame's border and play sign.
    public static let videoMark = RGBAColor(red: 0xBD, green: 0xBD, blue: 0xBD)

    /// What was drawn where.
    public struct Result {
        /// The story drawn.
        public var image: RGBAImage
        /// The background image's placement (its scaled size and the crop shown), when there is one.
        public var backgroundPlacement: Placement?
        /// The video frame, when there is one.
        public var videoFrame: PixelRect?
        /// The sticker's box on the screen, when there is one.
        public var stickerBox: PixelRect?
    }

    /// The scene drawn on a story of `layout`'s size.
    public static func render(_ scene: PreviewScene, layout: PreviewLayout, options: ProbeOptions = ProbeOptions())
        throws(PreviewError) -> Result
    {
        var image = RGBAImage.verticalGradient(
            width: layout.width, height: layout.height, top: RGBAColor(scene.colors.top),
            bottom: RGBAColor(scene.colors.bottom))
        var result = Result(image: RGBAImage(width: 0, height: 0))
        switch scene.background {
        case .colors: break
        case .image(let asset):
            try asset.require(.image)
            let size = asset.displaySize
            let placement = Placement.cover(
                imageWidth: size.width, imageHeight: size.height, width: layout.width, height: layout.height)
            try asset.draw(placement: placement, into: &image, at: (0, 0), options: options)
            result.backgroundPlacement = placement
        case .video(let asset):
            try asset.require(.video)
            let size = asset.displaySize
            let frame = layout.videoFrame(displayWidth: size.width, displayHeight: size.height)
            drawVideoFrame(frame, into: &image, layout: layout)
            result.videoFrame = frame
        }
        if let sticker = scene.sticker {
            try sticker.require(.image)
            let size = sticker.displaySize
            let (placement, x, y) = layout.sticker(displayWidth: size.width, displayHeight: size.height)
            try sticker.draw(placement: placement, into: &image, at: (x, y), options: options)
            result.stickerBox = PixelRect(x: x, y: y, width: placement.scaledWidth, height: placement.scaledHeight)
        }
        if scene.showsSafeZones {
            let band = layout.safeZone
            image.darken(rows: 0..<band, alpha: shadeAlpha)
            image.darken(rows: layout.height - band..<layout.height, alpha: shadeAlpha)
            if let box = result.stickerBox {
                image.outline(box, thickness: lineWidth(layout), color: outlineColor)
            }
        }
        result.image = image
        return result
    }

    /// Lines are 3 pixels at 1080 wide, at least 1.
    static func lineWidth(_ layout: PreviewLayout) -> Int { max(Int((3 * layout.scale).rounded()), 1) }

    /// A flat frame of the video's shape with a border and a play sign: a placeholder for pictures storyshare
    /// cannot decode.
    static func drawVideoFrame(_ frame: PixelRect, into image: inout RGBAImage, layout: PreviewLayout) {
        image.fill(frame, with: videoFill)
        image.outline(frame, thickness: lineWidth(layout), color: videoMark)
        let side = min(frame.width, frame.height) / 4
        guard side > 1 else { return }
        let sign = PixelRect(
            x: frame.x + (frame.width - side * 7 / 8) / 2, y: frame.y + (frame.height - side) / 2,
            width: side * 7 / 8, height: side)
        image.playSign(in: sign, color: videoMark)
    }
}

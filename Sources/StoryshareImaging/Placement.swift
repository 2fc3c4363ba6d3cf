/// Where a decoded image goes: the whole displayed image scaled to `scaledWidth` x `scaledHeight`, of which
/// the `crop` is drawn. Each axis is scaled by its own factor (scaled size over displayed size), so a crop
/// of a cover resize matches ImageMagick's `-resize WxH^ -gravity center -extent WxH` pixel for pixel in
/// geometry.
public struct Placement: Sendable, Equatable {
    /// Width of the whole displayed image once scaled, in pixels.
    public var scaledWidth: Int
    /// Height of the whole displayed image once scaled, in pixels.
    public var scaledHeight: Int
    /// The part of the scaled image drawn, in scaled pixels.
    public var crop: PixelRect

    /// The whole image scaled to `scaledWidth` x `scaledHeight`, or the `crop` of that.
    public init(scaledWidth: Int, scaledHeight: Int, crop: PixelRect? = nil) {
        precondition(scaledWidth > 0 && scaledHeight > 0, "a scaled image has at least one pixel")
        self.scaledWidth = scaledWidth
        self.scaledHeight = scaledHeight
        self.crop = crop ?? PixelRect(x: 0, y: 0, width: scaledWidth, height: scaledHeight)
    }

    /// The image as it is.
    public static func original(width: Int, height: Int) -> Placement {
        Placement(scaledWidth: width, scaledHeight: height)
    }

    /// Scaled to cover `width` x `height` (keeping its ratio) and cropped to it, centred.
    public static func cover(imageWidth: Int, imageHeight: Int, width: Int, height: Int) -> Placement {
        let scale = max(Double(width) / Double(imageWidth), Double(height) / Double(imageHeight))
        let scaledWidth = max(rounded(Double(imageWidth) * scale), width)
        let scaledHeight = max(rounded(Double(imageHeight) * scale), height)
        // Centred as ImageMagick's gravity centres: each half taken in whole pixels.
        let crop = PixelRect(
            x: scaledWidth / 2 - width / 2, y: scaledHeight / 2 - height / 2, width: width, height: height)
        return Placement(scaledWidth: scaledWidth, scaledHeight: scaledHeight, crop: crop)
    }

    /// Scaled to fit inside `width` x `height`, keeping its ratio, whole (larger or smaller than it was).
    public static func contain(imageWidth: Int, imageHeight: Int, width: Int, height: Int) -> Placement {
        let scale = min(Double(width) / Double(imageWidth), Double(height) / Double(imageHeight))
        return Placement(
            scaledWidth: min(max(rounded(Double(imageWidth) * scale), 1), width),
            scaledHeight: min(max(rounded(Double(imageHeight) * scale), 1), height))
    }

    /// Half up, as ImageMagick rounds a geometry.
    private static func rounded(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }
}

/// How a stored image is shown: the EXIF orientation 1–8, as a transform from stored pixels to displayed ones.
/// Baking it into the pixels gives an image that shows the same without the tag.
public enum ImageOrientation: Int, Sendable, CaseIterable {
    /// 1: as stored.
    case identity = 1
    /// 2: mirrored left to right.
    case mirrorHorizontal = 2
    /// 3: turned 180°.
    case rotate180 = 3
    /// 4: mirrored top to bottom.
    case mirrorVertical = 4
    /// 5: mirrored along the main diagonal (rows become columns).
    case transpose = 5
    /// 6: turned 90° clockwise (a phone held upright, camera sensor landscape).
    case rotate90 = 6
    /// 7: mirrored along the other diagonal.
    case transverse = 7
    /// 8: turned 90° counter-clockwise.
    case rotate270 = 8

    /// The orientation an EXIF value names; anything but 1–8 (or none) shows the image as stored.
    public init(exif value: Int?) {
        self = value.flatMap(ImageOrientation.init(rawValue:)) ?? .identity
    }

    /// Whether stored rows become displayed columns (5–8): displayed width and height are swapped.
    public var swapsAxes: Bool { rawValue >= 5 }

    /// The displayed size of a stored `width` x `height` image.
    public func displaySize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// Where the stored pixel `(x, y)` of a `width` x `height` image is shown.
    @inline(__always)
    public func displayPoint(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .identity: (x, y)
        case .mirrorHorizontal: (width - 1 - x, y)
        case .rotate180: (width - 1 - x, height - 1 - y)
        case .mirrorVertical: (x, height - 1 - y)
        case .transpose: (y, x)
        case .rotate90: (height - 1 - y, x)
        case .transverse: (height - 1 - y, width - 1 - x)
        case .rotate270: (y, width - 1 - x)
        }
    }

    /// The orientation that turns the displayed image back into the stored one: each is its own inverse but
    /// the two quarter turns, which undo each other.
    public var inverse: ImageOrientation {
        switch self {
        case .rotate90: .rotate270
        case .rotate270: .rotate90
        default: self
        }
    }

    /// The stored pixel shown at `(x, y)` of a stored `width` x `height` image (the inverse of `displayPoint`).
    public func storedPoint(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        let shown = displaySize(width: width, height: height)
        return inverse.displayPoint(x: x, y: y, width: shown.width, height: shown.height)
    }

    /// The stored rectangle shown as `rect` of a stored `width` x `height` image.
    public func storedRect(_ rect: PixelRect, width: Int, height: Int) -> PixelRect {
        guard rect.width > 0, rect.height > 0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let a = storedPoint(x: rect.x, y: rect.y, width: width, height: height)
        let b = storedPoint(x: rect.x + rect.width - 1, y: rect.y + rect.height - 1, width: width, height: height)
        return PixelRect(
            x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x) + 1, height: abs(a.y - b.y) + 1)
    }
}

import StoryshareImaging

/// The number a contact sheet draws on each tile, so that the list the command prints can be matched to the
/// picture: decimal digits of a small bitmap font of storyshare's own (5x7 pixels a digit, the classic
/// dot-matrix shapes), scaled by whole pixels, in white on an opaque dark plate, so that it reads over any
/// picture.
public enum TileNumber {
    /// The digits' colour.
    public static let digitColor = RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// The plate's colour.
    public static let plateColor = RGBAColor(red: 0x11, green: 0x11, blue: 0x11)

    /// A glyph's width in font pixels; digits are set one font pixel apart, with a font pixel of plate around
    /// them.
    public static let glyphWidth = 5
    /// A glyph's height in font pixels.
    public static let glyphHeight = 7

    /// Each digit's rows, top to bottom; bit 4 is the leftmost pixel.
    static let glyphs: [[UInt8]] = [
        [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],  // 0
        [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],  // 1
        [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],  // 2
        [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],  // 3
        [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],  // 4
        [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],  // 5
        [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],  // 6
        [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],  // 7
        [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],  // 8
        [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],  // 9
    ]

    /// Whether font pixel (`x`, `y`) of `digit` (0–9) is set.
    public static func isSet(digit: Int, x: Int, y: Int) -> Bool {
        precondition((0...9).contains(digit), "a decimal digit")
        guard (0..<glyphWidth).contains(x), (0..<glyphHeight).contains(y) else { return false }
        return glyphs[digit][y] >> (glyphWidth - 1 - x) & 1 == 1
    }

    /// How many image pixels a font pixel is on a tile of `layout`'s size: 1 up to 119 pixels wide, 2 at 120
    /// to 209 (the default 180), then one more for every 90 pixels (16 at 1440). A digit is then 10x14 pixels
    /// on a 180x320 tile; on tiles 40 pixels wide or more the plate of a number stays within the top band the
    /// Stories interface covers.
    public static func scale(for layout: PreviewLayout) -> Int { max((layout.width + 60) / 90, 1) }

    /// The plate of `number` with its top-left corner at `origin`, at `scale`: the digits and a font pixel
    /// around them.
    public static func plate(_ number: Int, at origin: (x: Int, y: Int), scale: Int) -> PixelRect {
        let digits = String(number).count
        return PixelRect(
            x: origin.x, y: origin.y, width: ((glyphWidth + 1) * digits + 1) * scale,
            height: (glyphHeight + 2) * scale)
    }

    /// Draws `number` (not negative) on its plate with its top-left corner at `origin`, at `scale`, nothing
    /// outside `clip`; returns the plate.
    @discardableResult
    public static func draw(
        _ number: Int, at origin: (x: Int, y: Int), scale: Int, clip: PixelRect, into image: inout RGBAImage
    ) -> PixelRect {
        precondition(number >= 0 && scale > 0, "a number of zero or more, at a scale of one or more")
        let plate = plate(number, at: origin, scale: scale)
        image.fill(plate.intersection(clip), with: plateColor)
        for (place, character) in String(number).enumerated() {
            let digit = Int(character.asciiValue! - 48)  // "0"..."9": String(Int) gives decimal digits
            let left = origin.x + scale + place * (glyphWidth + 1) * scale
            for y in 0..<glyphHeight {
                for x in 0..<glyphWidth where isSet(digit: digit, x: x, y: y) {
                    let pixel = PixelRect(
                        x: left + x * scale, y: origin.y + scale + y * scale, width: scale, height: scale)
                    image.fill(pixel.intersection(clip), with: digitColor)
                }
            }
        }
        return plate
    }
}

extension PixelRect {
    /// The part of this rectangle inside `other` (empty, with no width or height, when they do not meet).
    func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }
}

import StoryshareImaging

/// The text a contact sheet draws on its tiles, each tile's number and its file's name, so that the picture reads
/// without the terminal: a small bitmap font of storyshare's own (5x7 pixels a character, in the classic dot-matrix
/// style, and a row below the line for the tails of `g`, `j`, `p`, `q` and `y`) covering printable ASCII, any other
/// character drawn as `?`; scaled by whole pixels, in white on an opaque dark plate, so that it reads over any
/// picture.
public enum BitmapText {
    /// The text's colour.
    public static let textColor = RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// The plate's colour.
    public static let plateColor = RGBAColor(red: 0x11, green: 0x11, blue: 0x11)

    /// A glyph's width in font pixels; characters are set one font pixel apart, with a font pixel of plate around
    /// them.
    public static let glyphWidth = 5
    /// A glyph's height in font pixels above the line (a capital's, a digit's).
    public static let glyphHeight = 7
    /// How many rows of font pixels the tails of `g`, `j`, `p`, `q` and `y` reach below the line.
    public static let descent = 1

    /// The characters the font has a glyph of: printable ASCII, from the space to the tilde.
    public static let printable: ClosedRange<UInt8> = 0x20...0x7E

    /// The character drawn where a character has no glyph.
    public static let replacement: Character = "?"

    /// Each printable ASCII character's rows, top to bottom, from the space on: `glyphHeight` rows above the line and
    /// `descent` below it; bit 4 is the leftmost pixel. Characters easily confused are kept apart: a zero is slashed where an `O` is not, an `l` has a tail where a
    /// `1` has a flag and a foot and an `I` bars at both ends.
    static let glyphs: [[UInt8]] = [
        [0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000],  // space
        [0b00100, 0b01110, 0b01110, 0b00100, 0b00100, 0b00000, 0b00100, 0b00000],  // !
        [0b01010, 0b01010, 0b01010, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000],  // "
        [0b01010, 0b01010, 0b11111, 0b01010, 0b11111, 0b01010, 0b01010, 0b00000],  // #
        [0b00100, 0b01111, 0b10100, 0b01110, 0b00101, 0b11110, 0b00100, 0b00000],  // $
        [0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011, 0b00000],  // %
        [0b01100, 0b10010, 0b10100, 0b01000, 0b10101, 0b10010, 0b01101, 0b00000],  // &
        [0b00100, 0b00100, 0b01000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000],  // '
        [0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010, 0b00000],  // (
        [0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000, 0b00000],  // )
        [0b00000, 0b00100, 0b10101, 0b01110, 0b10101, 0b00100, 0b00000, 0b00000],  // *
        [0b00000, 0b00100, 0b00100, 0b11111, 0b00100, 0b00100, 0b00000, 0b00000],  // +
        [0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b00100, 0b01000, 0b00000],  // ,
        [0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000, 0b00000],  // -
        [0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b01100, 0b00000],  // .
        [0b00000, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b00000, 0b00000],  // /
        [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110, 0b00000],  // 0
        [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110, 0b00000],  // 1
        [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111, 0b00000],  // 2
        [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110, 0b00000],  // 3
        [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010, 0b00000],  // 4
        [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110, 0b00000],  // 5
        [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110, 0b00000],  // 6
        [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00000],  // 7
        [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110, 0b00000],  // 8
        [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100, 0b00000],  // 9
        [0b00000, 0b01100, 0b01100, 0b00000, 0b01100, 0b01100, 0b00000, 0b00000],  // :
        [0b00000, 0b01100, 0b01100, 0b00000, 0b01100, 0b00100, 0b01000, 0b00000],  // ;
        [0b00010, 0b00100, 0b01000, 0b10000, 0b01000, 0b00100, 0b00010, 0b00000],  // <
        [0b00000, 0b00000, 0b11111, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000],  // =
        [0b01000, 0b00100, 0b00010, 0b00001, 0b00010, 0b00100, 0b01000, 0b00000],  // >
        [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b00000, 0b00100, 0b00000],  // ?
        [0b01110, 0b10001, 0b00001, 0b01101, 0b10101, 0b10101, 0b01110, 0b00000],  // @
        [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001, 0b00000],  // A
        [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110, 0b00000],  // B
        [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110, 0b00000],  // C
        [0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100, 0b00000],  // D
        [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111, 0b00000],  // E
        [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000, 0b00000],  // F
        [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111, 0b00000],  // G
        [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001, 0b00000],  // H
        [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110, 0b00000],  // I
        [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100, 0b00000],  // J
        [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001, 0b00000],  // K
        [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111, 0b00000],  // L
        [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001, 0b00000],  // M
        [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001, 0b00000],  // N
        [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110, 0b00000],  // O
        [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000, 0b00000],  // P
        [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101, 0b00000],  // Q
        [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001, 0b00000],  // R
        [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110, 0b00000],  // S
        [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00000],  // T
        [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110, 0b00000],  // U
        [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100, 0b00000],  // V
        [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010, 0b00000],  // W
        [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001, 0b00000],  // X
        [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100, 0b00000],  // Y
        [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111, 0b00000],  // Z
        [0b01110, 0b01000, 0b01000, 0b01000, 0b01000, 0b01000, 0b01110, 0b00000],  // [
        [0b00000, 0b10000, 0b01000, 0b00100, 0b00010, 0b00001, 0b00000, 0b00000],  // backslash
        [0b01110, 0b00010, 0b00010, 0b00010, 0b00010, 0b00010, 0b01110, 0b00000],  // ]
        [0b00100, 0b01010, 0b10001, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000],  // ^
        [0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b11111, 0b00000],  // _
        [0b01000, 0b00100, 0b00010, 0b00000, 0b00000, 0b00000, 0b00000, 0b00000],  // `
        [0b00000, 0b00000, 0b01110, 0b00001, 0b01111, 0b10001, 0b01111, 0b00000],  // a
        [0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b11110, 0b00000],  // b
        [0b00000, 0b00000, 0b01110, 0b10000, 0b10000, 0b10001, 0b01110, 0b00000],  // c
        [0b00001, 0b00001, 0b01101, 0b10011, 0b10001, 0b10001, 0b01111, 0b00000],  // d
        [0b00000, 0b00000, 0b01110, 0b10001, 0b11111, 0b10000, 0b01110, 0b00000],  // e
        [0b00110, 0b01001, 0b01000, 0b11100, 0b01000, 0b01000, 0b01000, 0b00000],  // f
        [0b00000, 0b00000, 0b01111, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110],  // g
        [0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001, 0b00000],  // h
        [0b00100, 0b00000, 0b01100, 0b00100, 0b00100, 0b00100, 0b01110, 0b00000],  // i
        [0b00010, 0b00000, 0b00110, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],  // j
        [0b10000, 0b10000, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b00000],  // k
        [0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00101, 0b00010, 0b00000],  // l
        [0b00000, 0b00000, 0b11010, 0b10101, 0b10101, 0b10001, 0b10001, 0b00000],  // m
        [0b00000, 0b00000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001, 0b00000],  // n
        [0b00000, 0b00000, 0b01110, 0b10001, 0b10001, 0b10001, 0b01110, 0b00000],  // o
        [0b00000, 0b00000, 0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000],  // p
        [0b00000, 0b00000, 0b01111, 0b10001, 0b10001, 0b01111, 0b00001, 0b00001],  // q
        [0b00000, 0b00000, 0b10110, 0b11001, 0b10000, 0b10000, 0b10000, 0b00000],  // r
        [0b00000, 0b00000, 0b01111, 0b10000, 0b01110, 0b00001, 0b11110, 0b00000],  // s
        [0b01000, 0b01000, 0b11100, 0b01000, 0b01000, 0b01001, 0b00110, 0b00000],  // t
        [0b00000, 0b00000, 0b10001, 0b10001, 0b10001, 0b10011, 0b01101, 0b00000],  // u
        [0b00000, 0b00000, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100, 0b00000],  // v
        [0b00000, 0b00000, 0b10001, 0b10001, 0b10101, 0b10101, 0b01010, 0b00000],  // w
        [0b00000, 0b00000, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b00000],  // x
        [0b00000, 0b00000, 0b10001, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110],  // y
        [0b00000, 0b00000, 0b11111, 0b00010, 0b00100, 0b01000, 0b11111, 0b00000],  // z
        [0b00010, 0b00100, 0b00100, 0b01000, 0b00100, 0b00100, 0b00010, 0b00000],  // {
        [0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00000],  // |
        [0b01000, 0b00100, 0b00100, 0b00010, 0b00100, 0b00100, 0b01000, 0b00000],  // }
        [0b00000, 0b00000, 0b01000, 0b10101, 0b00010, 0b00000, 0b00000, 0b00000],  // ~
    ]

    /// The character drawn for `character`: itself when it is printable ASCII, `?` otherwise (a letter with an
    /// accent, an emoji, a control character, each one `?` however many code points it is made of).
    public static func drawn(_ character: Character) -> Character {
        guard let ascii = character.asciiValue, printable.contains(ascii), character.unicodeScalars.count == 1 else {
            return replacement
        }
        return character
    }

    /// `text` as it is drawn: every character outside printable ASCII replaced by `?`.
    public static func drawn(_ text: String) -> String { String(text.map(drawn)) }

    /// Whether font pixel (`x`, `y`) of the glyph drawn for `character` is set (`y` from the top, rows
    /// `glyphHeight...` below the line).
    public static func isSet(_ character: Character, x: Int, y: Int) -> Bool {
        guard (0..<glyphWidth).contains(x), (0..<glyphHeight + descent).contains(y) else { return false }
        return glyph(character)[y] >> (glyphWidth - 1 - x) & 1 == 1
    }

    /// The rows of the glyph drawn for `character`.
    static func glyph(_ character: Character) -> [UInt8] {
        glyphs[Int(drawn(character).asciiValue! - printable.lowerBound)]  // drawn: printable ASCII
    }

    /// How many characters fit on a plate `width` pixels wide at `scale` (none when not even one does).
    public static func characters(fitting width: Int, scale: Int) -> Int {
        precondition(scale > 0, "a scale of one or more")
        return max((width / scale - 1) / (glyphWidth + 1), 0)
    }

    /// Whether a character of `text` reaches below the line.
    public static func descends(_ text: String) -> Bool {
        text.contains { glyph($0)[glyphHeight...].contains { $0 != 0 } }
    }

    /// The plate of `text` with its top-left corner at `origin`, at `scale`: its characters and a font pixel
    /// around them, the rows below the line only when a character reaches them (never for a number).
    public static func plate(_ text: String, at origin: (x: Int, y: Int), scale: Int) -> PixelRect {
        PixelRect(
            x: origin.x, y: origin.y, width: ((glyphWidth + 1) * text.count + 1) * scale,
            height: (glyphHeight + (descends(text) ? descent : 0) + 2) * scale)
    }

    /// Draws `text` on its plate with its top-left corner at `origin`, at `scale` (each font pixel `scale` x
    /// `scale` image pixels), nothing outside `clip`; returns the plate.
    @discardableResult
    public static func draw(
        _ text: String, at origin: (x: Int, y: Int), scale: Int, clip: PixelRect, into image: inout RGBAImage
    ) -> PixelRect {
        precondition(scale > 0, "a scale of one or more")
        let plate = plate(text, at: origin, scale: scale)
        image.fill(plate.intersection(clip), with: plateColor)
        for (place, character) in text.enumerated() {
            let left = origin.x + scale + place * (glyphWidth + 1) * scale
            let rows = glyph(character)
            for (y, row) in rows.enumerated() {
                for x in 0..<glyphWidth where row >> (glyphWidth - 1 - x) & 1 == 1 {
                    let pixel = PixelRect(
                        x: left + x * scale, y: origin.y + scale + y * scale, width: scale, height: scale)
                    image.fill(pixel.intersection(clip), with: textColor)
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

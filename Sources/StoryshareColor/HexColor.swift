/// An opaque sRGB colour with 8 bits per channel, as Stories background colours are written
/// (`com.facebook.sharedSticker.backgroundTopColor` / `…BottomColor`, as Meta documents them).
///
/// Create one from its components, or from text with ``init(parsing:)``; ``hex`` gives the
/// normalised `#RRGGBB` form that goes on the pasteboard.
public struct HexColor: Equatable, Hashable, Sendable {
    /// The red component, 0–255.
    public let red: UInt8
    /// The green component, 0–255.
    public let green: UInt8
    /// The blue component, 0–255.
    public let blue: UInt8

    /// A colour from its three components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The normalised form: `#` and six uppercase hex digits, e.g. `#FF0080`.
    public var hex: String {
        var text = "#"
        for component in [red, green, blue] {
            text.unicodeScalars.append(Self.uppercaseHexDigits[Int(component >> 4)])
            text.unicodeScalars.append(Self.uppercaseHexDigits[Int(component & 0x0F)])
        }
        return text
    }

    private static let uppercaseHexDigits: [Unicode.Scalar] = Array("0123456789ABCDEF".unicodeScalars)
}

extension HexColor {
    /// `#222222`: the background the platform shows when an app gives no colours.
    public static let platformDefault = HexColor(red: 0x22, green: 0x22, blue: 0x22)

    /// The bottom colour used when none is given: the platform default, ``platformDefault``.
    public static let defaultBottom = platformDefault

    /// The top colour used when none is given: also ``platformDefault``, so that a payload with no
    /// colours at all shows the platform's own solid `#222222` (a bundle writes a missing colour
    /// as `#222222`).
    public static let defaultTop = platformDefault
}

extension HexColor: CustomStringConvertible {
    /// The same text as ``hex``.
    public var description: String { hex }
}

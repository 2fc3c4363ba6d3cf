/// The two colours of the Stories background layer after the platform's defaults are applied,
/// and whether they make a solid fill or a gradient (as Meta documents it).
///
/// The platform paints the background from the top colour down to the bottom colour: equal
/// colours give a solid fill, different ones a vertical gradient. A colour that is not given
/// becomes `#222222` (``HexColor/defaultTop``, ``HexColor/defaultBottom``), which is also what
/// the bundle writes for it. The colours are only shown when no background image or
/// video is shared.
public struct BackgroundColors: Equatable, Sendable {
    /// How the background layer is painted.
    public enum Fill: String, Equatable, Sendable, CaseIterable {
        /// One colour: top and bottom are equal.
        case solid
        /// A vertical gradient from the top colour to the bottom colour.
        case gradient
    }

    /// The top colour, given or defaulted.
    public let top: HexColor
    /// The bottom colour, given or defaulted.
    public let bottom: HexColor
    /// `true` when no top colour was given and ``top`` is ``HexColor/defaultTop``.
    public let defaultedTop: Bool
    /// `true` when no bottom colour was given and ``bottom`` is ``HexColor/defaultBottom``.
    public let defaultedBottom: Bool

    /// Both colours given.
    public init(top: HexColor, bottom: HexColor) {
        self.init(top: top, bottom: bottom, defaultedTop: false, defaultedBottom: false)
    }

    private init(top: HexColor, bottom: HexColor, defaultedTop: Bool, defaultedBottom: Bool) {
        self.top = top
        self.bottom = bottom
        self.defaultedTop = defaultedTop
        self.defaultedBottom = defaultedBottom
    }

    /// The colours the platform uses when an app gives `top` and `bottom` (either may be missing):
    /// a missing one becomes `#222222`, so no colours at all give a solid `#222222`.
    public static func resolve(top: HexColor?, bottom: HexColor?) -> BackgroundColors {
        BackgroundColors(
            top: top ?? HexColor.defaultTop, bottom: bottom ?? HexColor.defaultBottom,
            defaultedTop: top == nil, defaultedBottom: bottom == nil)
    }

    /// Solid when top and bottom are the same colour, gradient otherwise.
    public var fill: Fill { top == bottom ? .solid : .gradient }

    /// `true` when top and bottom are the same colour.
    public var isSolid: Bool { fill == .solid }

    /// `true` when top and bottom differ, so the background is a gradient.
    public var isGradient: Bool { fill == .gradient }

    /// `true` when exactly one of the colours was given (the case rule `color-half-specified`
    /// warns about: the other one silently becomes `#222222`).
    public var isHalfSpecified: Bool { defaultedTop != defaultedBottom }
}

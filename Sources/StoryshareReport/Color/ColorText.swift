import StoryshareColor

/// `storyshare color` as text, for people.
public enum ColorText {
    /// ```
    /// top:    #FF0080 (from "rgb(255, 0, 128)")
    /// bottom: #222222 (default: no bottom colour given)
    /// fill:   gradient from #FF0080 to #222222
    /// ```
    public static func explanation(of colors: BackgroundColors, given: GivenColors) -> String {
        let bottom =
            if let input = given.bottom?.input {
                line(colors.bottom, input: input)
            } else {
                "\(colors.bottom.hex) (default: no bottom colour given)"
            }
        let fill =
            colors.isSolid ? "solid \(colors.top.hex)" : "gradient from \(colors.top.hex) to \(colors.bottom.hex)"
        return """
            top:    \(line(colors.top, input: given.top.input))
            bottom: \(bottom)
            fill:   \(fill)

            """
    }

    /// The normalised colour, and what was typed when that differs from it.
    private static func line(_ color: HexColor, input: String) -> String {
        input == color.hex ? color.hex : "\(color.hex) (from \(input.debugDescription))"
    }

    /// One line per invalid colour, in the shape of `validate`'s findings.
    public static func errors(_ given: GivenColors) -> String {
        given.all.compactMap { role, color in
            color.error.map { "\(role): error: \($0.message) [color-invalid]\n" }
        }.joined()
    }
}

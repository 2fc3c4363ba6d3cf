import StoryshareKit

extension HexColor {
    /// Parses a colour written in one of the forms the `color-invalid` rule accepts (`#RGB`, `#RRGGBB`,
    /// `RRGGBB`, `rgb(r, g, b)`), with StoryshareKit's grammar (``StoryColorGrammar/parse(_:)``), the one an
    /// app's own checks use.
    ///
    /// - Throws: a ``ColorError`` saying why the text is not a colour.
    public init(parsing text: String) throws(ColorError) {
        let components = try StoryColorGrammar.parse(text)
        self.init(red: components.red, green: components.green, blue: components.blue)
    }
}

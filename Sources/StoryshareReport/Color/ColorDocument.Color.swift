import StoryshareColor

extension ColorDocument {
    /// One colour of the document: what was typed (nothing for the default bottom colour), and the colour or
    /// why it is none.
    struct Color: Encodable {
        let input: String?
        let hex: String?
        let red: UInt8?
        let green: UInt8?
        let blue: UInt8?
        let defaulted: Bool
        let error: String?

        init(input: String?, color: HexColor?, error: ColorError?) {
            self.input = input
            hex = color?.hex
            red = color?.red
            green = color?.green
            blue = color?.blue
            defaulted = input == nil
            self.error = error?.message
        }
    }
}

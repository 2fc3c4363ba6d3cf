import Testing

@testable import StoryshareColor

/// Resolving top/bottom colours into the background the platform paints.
struct BackgroundColorsTests {
    let pink = HexColor(red: 0xFF, green: 0x00, blue: 0x80)
    let blue = HexColor(red: 0x00, green: 0x00, blue: 0xFF)

    @Test func equalColoursAreSolid() {
        let colors = BackgroundColors.resolve(top: pink, bottom: pink)
        #expect(colors.fill == .solid && colors.isSolid && !colors.isGradient)
        #expect(colors.top == pink && colors.bottom == pink)
        #expect(!colors.defaultedTop && !colors.defaultedBottom && !colors.isHalfSpecified)
        #expect(colors == BackgroundColors(top: pink, bottom: pink))
    }

    @Test func differentColoursAreAGradient() {
        let colors = BackgroundColors.resolve(top: pink, bottom: blue)
        #expect(colors.fill == .gradient && colors.isGradient && !colors.isSolid)
        #expect(colors.top == pink && colors.bottom == blue)
    }

    @Test func noColoursGiveThePlatformDefault() {
        let colors = BackgroundColors.resolve(top: nil, bottom: nil)
        #expect(colors.top.hex == "#222222" && colors.bottom.hex == "#222222")
        #expect(colors.isSolid)
        #expect(colors.defaultedTop && colors.defaultedBottom && !colors.isHalfSpecified)
    }

    @Test func aMissingColourBecomes222222() {
        let onlyTop = BackgroundColors.resolve(top: pink, bottom: nil)
        #expect(onlyTop.bottom == HexColor.defaultBottom && onlyTop.defaultedBottom && !onlyTop.defaultedTop)
        #expect(onlyTop.isGradient && onlyTop.isHalfSpecified)

        let onlyBottom = BackgroundColors.resolve(top: nil, bottom: blue)
        #expect(onlyBottom.top == HexColor.defaultTop && onlyBottom.defaultedTop && !onlyBottom.defaultedBottom)
        #expect(onlyBottom.isGradient && onlyBottom.isHalfSpecified)
    }

    /// `#222222` given for the one colour and defaulted for the other is still solid.
    @Test func halfSpecifiedDefaultColourIsSolid() {
        let colors = BackgroundColors.resolve(top: HexColor.platformDefault, bottom: nil)
        #expect(colors.isSolid && colors.isHalfSpecified)
    }

    @Test func fillNamesAreStable() {
        #expect(BackgroundColors.Fill.allCases.map(\.rawValue) == ["solid", "gradient"])
    }
}

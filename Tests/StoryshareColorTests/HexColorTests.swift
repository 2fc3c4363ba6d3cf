import Testing

@testable import StoryshareColor

/// Parsing and normalising `HexColor`.
struct HexColorTests {
    @Test(arguments: [
        ("#abc", "#AABBCC"),
        ("#ABC", "#AABBCC"),
        ("#000", "#000000"),
        ("#fff", "#FFFFFF"),
        ("#ff0080", "#FF0080"),
        ("#Ff0080", "#FF0080"),
        ("ff0080", "#FF0080"),
        ("FF0080", "#FF0080"),
        ("rgb(255, 0, 128)", "#FF0080"),
        ("rgb(255,0,128)", "#FF0080"),
        ("RGB(255, 0, 128)", "#FF0080"),
        ("Rgb( 255 ,0 ,  128 )", "#FF0080"),
        ("rgb(\t1,\t2,\t3)", "#010203"),
        ("rgb(007, 0, 0255)", "#0700FF"),
        ("rgb(-0, 0, 0)", "#000000"),
        ("  #abc  ", "#AABBCC"),
        ("\n\t#222222\r\n", "#222222"),
        ("\u{00A0}rgb(0, 0, 0)\u{3000}", "#000000"),
    ])
    func acceptedForms(input: String, hex: String) throws {
        #expect(try HexColor(parsing: input).hex == hex)
    }

    @Test func componentsAndNormalisedForm() throws {
        let color = try HexColor(parsing: "rgb(255, 0, 128)")
        #expect(color == HexColor(red: 255, green: 0, blue: 128))
        #expect(color.hex == "#FF0080")
        #expect("\(color)" == "#FF0080")
        #expect(try HexColor(parsing: "#abc") == HexColor(red: 0xAA, green: 0xBB, blue: 0xCC))
    }

    /// Property: for every colour, `hex` parses back to the same colour, in every accepted form.
    @Test func everyColourRoundTrips() throws {
        var seen = Set<HexColor>()
        for red in stride(from: 0, through: 255, by: 5) {
            for green in stride(from: 0, through: 255, by: 3) {
                for blue in [0, 1, 15, 16, 17, 127, 128, 254, 255] {
                    let color = HexColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    let hex = color.hex
                    #expect(hex.count == 7 && hex.first == "#" && hex == hex.uppercased())
                    #expect(try HexColor(parsing: hex) == color)
                    #expect(try HexColor(parsing: String(hex.dropFirst())) == color)
                    #expect(try HexColor(parsing: hex.lowercased()) == color)
                    #expect(try HexColor(parsing: "rgb(\(red), \(green), \(blue))") == color)
                    seen.insert(color)
                }
            }
        }
        #expect(seen.count == 52 * 86 * 9)
    }

    @Test func everyShortFormDoublesItsDigits() throws {
        let digits = Array("0123456789abcdef")
        for (index, digit) in digits.enumerated() {
            let doubled = UInt8(index * 0x11)
            let gray = HexColor(red: doubled, green: doubled, blue: doubled)
            #expect(try HexColor(parsing: "#\(digit)\(digit)\(digit)") == gray)
        }
    }

    @Test func defaultsAreThePlatformBackground() {
        #expect(HexColor.platformDefault.hex == "#222222")
        #expect(HexColor.defaultBottom == HexColor.platformDefault)
        #expect(HexColor.defaultTop == HexColor.platformDefault)
    }

    // MARK: Refusals

    @Test(arguments: [
        "#abcd", "#ABCD", "#ff008080", "FF008080", "rgba(255, 0, 128, 0.5)", "RGBA(1,2,3,1)",
        "rgb(255, 0, 128, 0.5)", "rgb(255 0 128 / 50%)",
    ])
    func alphaFormsAreRefusedSayingSo(input: String) {
        #expect(throws: ColorError.alphaNotSupported(input: input)) { try HexColor(parsing: input) }
        let message = ColorError.alphaNotSupported(input: input).message
        #expect(message.contains("alpha"))
        #expect(message.contains("Stories background colours do not support"))
        #expect(message.contains(ColorError.acceptedForms))
    }

    @Test(arguments: [
        "#GGGGGG", "#12345", "#1234567", "#123456789", "12345", "1234567", "abcd", "#", "##abc",
        "red", "hsl(0, 100%, 50%)", "0xFF0080", "#ff 00 80", "rgb (1, 2, 3)", "rgb(1, 2, 3", "rgb",
        "rgb)", "# abc", "#abc\u{301}", "\u{200B}#abc",
    ])
    func otherFormsAreRefusedListingTheAcceptedOnes(input: String) {
        #expect(throws: ColorError.unrecognised(input: input)) { try HexColor(parsing: input) }
        let message = ColorError.unrecognised(input: input).message
        #expect(message.contains("#RGB, #RRGGBB, RRGGBB or rgb(r, g, b)"))
    }

    @Test func unrecognisedMessageQuotesTheInput() throws {
        let error = try #require(throws: ColorError.self) { try HexColor(parsing: "  #GGGGGG ") }
        #expect(error == .unrecognised(input: "#GGGGGG"))
        #expect(error.message == "\"#GGGGGG\" is not a colour; use #RGB, #RRGGBB, RRGGBB or rgb(r, g, b), e.g. #FF0080")
    }

    @Test(arguments: ["", " ", "\t\n", "\u{00A0}\u{3000}"])
    func emptyTextIsRefused(input: String) {
        #expect(throws: ColorError.empty) { try HexColor(parsing: input) }
        #expect(ColorError.empty.message.contains(ColorError.acceptedForms))
    }

    @Test func threeBareDigitsNeedAHash() throws {
        let error = try #require(throws: ColorError.self) { try HexColor(parsing: "abc") }
        #expect(error == .shortHexWithoutHash(input: "abc"))
        #expect(error.message.contains("\"#abc\""))
    }

    @Test(arguments: [
        ("rgb(256,0,0)", "256"), ("rgb(0, 300, 0)", "300"), ("rgb(0, 0, -1)", "-1"),
        ("rgb(99999999999999999999999, 0, 0)", "99999999999999999999999"),
    ])
    func outOfRangeComponentsAreNamed(input: String, component: String) throws {
        let error = try #require(throws: ColorError.self) { try HexColor(parsing: input) }
        #expect(error == .rgbComponentOutOfRange(input: input, component: component))
        #expect(error.message.contains("\"\(component)\" is out of range"))
        #expect(error.message.contains("0-255"))
    }

    @Test func percentagesAreRefused() throws {
        let error = try #require(throws: ColorError.self) { try HexColor(parsing: "rgb(100%, 0%, 50%)") }
        #expect(error == .rgbPercentage(input: "rgb(100%, 0%, 50%)", component: "100%"))
        #expect(error.message.contains("percentages"))
        #expect(error.message.contains("\"100%\""))
    }

    @Test(arguments: [
        ("rgb(1,2)", 2), ("rgb(1)", 1), ("rgb()", 0), ("rgb(  )", 0), ("rgb(255 0 128)", 1),
        ("rgb(1,2,3,)", 4), ("rgb(1,2,3,4,5)", 5),
    ])
    func componentCountIsChecked(input: String, count: Int) throws {
        let error = try #require(throws: ColorError.self) { try HexColor(parsing: input) }
        #expect(error == .rgbComponentCount(input: input, count: count))
        #expect(error.message.contains("3 comma-separated integers"))
    }

    @Test(arguments: [
        ("rgb(a, 0, 0)", "a"), ("rgb(1.5, 0, 0)", "1.5"), ("rgb(0x10, 0, 0)", "0x10"),
        ("rgb(1e2, 0, 0)", "1e2"), ("rgb(+1, 0, 0)", "+1"), ("rgb(1 2, 0, 0)", "1 2"),
        ("rgb(-, 0, 0)", "-"), ("rgb(1,,3)", ""),
    ])
    func nonIntegerComponentsAreRefused(input: String, component: String) throws {
        let error = try #require(throws: ColorError.self) { try HexColor(parsing: input) }
        #expect(error == .rgbComponentInvalid(input: input, component: component))
        #expect(error.message.contains("not an integer"))
    }

    /// Only ASCII digits count: fullwidth, Arabic-Indic and Devanagari digits are refused.
    @Test func unicodeDigitsAreRefused() throws {
        #expect(throws: ColorError.unrecognised(input: "#１２３")) { try HexColor(parsing: "#１２３") }
        #expect(throws: ColorError.unrecognised(input: "#ＦＦ００８０")) { try HexColor(parsing: "#ＦＦ００８０") }
        #expect(throws: ColorError.unrecognised(input: "٢٢٢٢٢٢")) { try HexColor(parsing: "٢٢٢٢٢٢") }
        #expect(throws: ColorError.rgbComponentInvalid(input: "rgb(२५५, 0, 0)", component: "२५५")) {
            try HexColor(parsing: "rgb(२५५, 0, 0)")
        }
        #expect(throws: ColorError.self) { try HexColor(parsing: "rgb(１, 0, 0)") }
    }

    @Test func veryLongInputIsRefusedQuicklyWithAShortMessage() throws {
        let long = "#" + String(repeating: "a", count: 2_000_000)
        let clock = ContinuousClock()
        var refusal: ColorError?
        let elapsed = clock.measure {
            do throws(ColorError) { _ = try HexColor(parsing: long) } catch { refusal = error }
        }
        #expect(refusal == .unrecognised(input: long))
        #expect(elapsed < .seconds(2))
        let message = try #require(refusal?.message)
        #expect(message.count < 200)
        #expect(message.hasPrefix("\"#aaaa") && message.contains("…\""))

        for input in [
            "rgb(" + String(repeating: "1", count: 1_000_000) + ", 0, 0)",
            "rgb(" + String(repeating: "1,", count: 200_000) + "1)",
            String(repeating: " ", count: 1_000_000) + "#abc" + String(repeating: "\n", count: 1_000_000),
        ] {
            let start = clock.now
            _ = try? HexColor(parsing: input)
            #expect(clock.now - start < .seconds(2))
        }
        let padded = String(repeating: " ", count: 100_000) + "#abc"
        #expect(try HexColor(parsing: padded) == HexColor(red: 0xAA, green: 0xBB, blue: 0xCC))
    }

    @Test func messagesEscapeControlCharacters() {
        let message = ColorError.unrecognised(input: "#ab\u{1B}[31m\"x\"").message
        #expect(!message.contains("\u{1B}"))
        // Escaped as file names are (`\x1B`): one spelling for every value quoted in a message.
        #expect(message.hasPrefix("\"#ab\\x1B[31m\\\"x\\\"\""))
    }
}

import StoryshareImaging
import Testing

@testable import StorysharePreview

/// The text a contact sheet draws on its tiles (numbers and file names): a bitmap font of storyshare's own covering
/// printable ASCII, drawn white on an opaque dark plate, so that it reads over any picture.
struct BitmapTextTests {
    static func bitmap(_ character: Character) -> [Bool] {
        (0..<BitmapText.glyphHeight + BitmapText.descent).flatMap { y in
            (0..<BitmapText.glyphWidth).map { x in BitmapText.isSet(character, x: x, y: y) }
        }
    }

    static let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

    @Test func everyPrintableCharacterHasAShapeOfItsOwn() {
        #expect(Self.printable.count == 95 && BitmapText.glyphs.count == 95)
        let shapes = Self.printable.map(Self.bitmap)
        #expect(Set(shapes).count == 95, "no two characters look alike")
        for (character, shape) in zip(Self.printable, shapes) where character != " " {
            #expect(shape.contains(true) && shape.contains(false), "\(character)")
            #expect(BitmapText.drawn(character) == character)
        }
        #expect(!Self.bitmap(" ").contains(true))
        // A one is a stem down the middle column, a seven's top row is full and its foot is not.
        #expect((0..<7).allSatisfy { BitmapText.isSet("1", x: 2, y: $0) })
        #expect((0..<5).allSatisfy { BitmapText.isSet("7", x: $0, y: 0) })
        #expect(!BitmapText.isSet("7", x: 4, y: 6))
        // An underscore lies on the bottom row, a hyphen in the middle, a full stop at the foot.
        #expect((0..<5).allSatisfy { BitmapText.isSet("_", x: $0, y: 6) })
        #expect((0..<5).allSatisfy { BitmapText.isSet("-", x: $0, y: 3) })
        #expect(BitmapText.isSet(".", x: 1, y: 6) && !BitmapText.isSet(".", x: 1, y: 3))
        // A g, a p, a y reach below the line, where a 9 and a P do not; a number never does.
        #expect(
            BitmapText.isSet("g", x: 1, y: 7) && BitmapText.isSet("p", x: 0, y: 7) && BitmapText.isSet("y", x: 1, y: 7))
        #expect((0..<5).allSatisfy { !BitmapText.isSet("9", x: $0, y: 7) && !BitmapText.isSet("P", x: $0, y: 7) })
        #expect(
            BitmapText.descends("logo.png") && !BitmapText.descends("0123456789") && !BitmapText.descends("LOGO.PNG"))
        // The zero's slash, the l's tail, the I's top bar: what keeps them from an O and a one.
        #expect(!BitmapText.isSet("O", x: 2, y: 3) && BitmapText.isSet("0", x: 2, y: 3))
        #expect(BitmapText.isSet("l", x: 4, y: 5) && !BitmapText.isSet("1", x: 4, y: 5))
        #expect(BitmapText.isSet("I", x: 1, y: 0) && !BitmapText.isSet("1", x: 1, y: 0))
    }

    /// How many font pixels two glyphs differ by.
    static func distance(_ a: Character, _ b: Character) -> Int {
        zip(bitmap(a), bitmap(b)).filter { $0 != $1 }.count
    }

    /// Any two glyphs differ by at least two font pixels (`c` and `o`, `:` and `;` by two), more than a stray dot.
    @Test func noTwoGlyphsAreADotApart() {
        for (index, a) in Self.printable.enumerated() {
            for b in Self.printable.dropFirst(index + 1) {
                #expect(Self.distance(a, b) >= 2, "\(a) and \(b)")
            }
        }
    }

    /// Characters easily confused in a file name differ by at least three font pixels: a zero is slashed where an
    /// `O` is not, an `l` has a tail, a `1` a flag and a foot, an `I` bars at both ends.
    @Test(arguments: [
        "l1I|!", "O0oQD", "S5s", "B8", "Z2z", "G6", "g9q", "uv", "CeG", "xX", "i!j", ".,", "'`\"", "([{", ")]}", "/\\|",
    ])
    func confusableCharactersDiffer(_ characters: String) {
        for (index, a) in characters.enumerated() {
            for b in characters.dropFirst(index + 1) {
                #expect(Self.distance(a, b) >= 3, "\(a) and \(b) differ by \(Self.distance(a, b)) font pixels")
            }
        }
    }

    @Test(arguments: [
        ("café.png", "caf?.png"), ("cafe\u{301}.png", "caf?.png"), ("🎉.jpg", "?.jpg"), ("a\tb\nc", "a?b?c"),
        ("日本/背景.png", "??/??.png"), ("\u{7F}x", "?x"), ("plain_name-1.PNG", "plain_name-1.PNG"),
    ])
    func everyCharacterOutsidePrintableASCIIIsAQuestionMark(_ text: String, _ drawn: String) {
        #expect(BitmapText.drawn(text) == drawn)
        for character in text where BitmapText.drawn(character) == "?" {
            #expect(Self.bitmap(character) == Self.bitmap("?"), "\(character.unicodeScalars.first!.value)")
        }
    }

    /// Every font pixel of "70" at 3 image pixels a font pixel: white where the glyph is set, the plate's
    /// colour elsewhere on the plate, and the picture untouched around it.
    @Test func aNumberIsItsGlyphsOnThePlate() {
        let green = RGBAColor(red: 0, green: 0x80, blue: 0)
        var image = RGBAImage(width: 60, height: 40, color: green)
        let all = PixelRect(x: 0, y: 0, width: 60, height: 40)
        let plate = BitmapText.draw("70", at: (4, 5), scale: 3, clip: all, into: &image)
        // Two digits of 5 font pixels, one between them and one around: 13x9 font pixels.
        #expect(plate == PixelRect(x: 4, y: 5, width: 39, height: 27))
        var digitPixels = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inside = x >= plate.x && x < plate.x + plate.width && y >= plate.y && y < plate.y + plate.height
                guard inside else {
                    #expect(image[x, y] == green, "outside the plate at \(x),\(y)")
                    continue
                }
                // Font pixel (column, row) of the plate; the digits start one font pixel in.
                let (column, row) = ((x - plate.x) / 3 - 1, (y - plate.y) / 3 - 1)
                let place = column >= 0 ? column / 6 : -1
                let set = place >= 0 && place < 2 && BitmapText.isSet(["7", "0"][place], x: column % 6, y: row)
                #expect(image[x, y] == (set ? BitmapText.textColor : BitmapText.plateColor), "at \(x),\(y)")
                if set { digitPixels += 1 }
            }
        }
        // A seven has 11 pixels set and a zero 19, each 3x3 here.
        #expect(digitPixels == (11 + 19) * 9)
        #expect(BitmapText.textColor != BitmapText.plateColor)
    }

    /// A name is drawn through the same code as a number: "Ab.png" at one pixel a font pixel is each glyph, six
    /// pixels apart, one pixel in from the plate's corner; the plate reaches a row lower for the tails of p and g.
    @Test func aNameIsItsGlyphsSideBySide() {
        var image = RGBAImage(width: 50, height: 12, color: RGBAColor(red: 0x80, green: 0, blue: 0))
        let plate = BitmapText.draw(
            "Ab.png", at: (2, 1), scale: 1, clip: PixelRect(x: 0, y: 0, width: 50, height: 12), into: &image)
        #expect(plate == PixelRect(x: 2, y: 1, width: 37, height: 10))
        for (place, character) in "Ab.png".enumerated() {
            for y in 0..<8 {
                for x in 0..<6 {
                    let set = BitmapText.isSet(character, x: x, y: y)
                    let expected = set ? BitmapText.textColor : BitmapText.plateColor
                    #expect(image[3 + place * 6 + x, 2 + y] == expected, "\(character) at \(x),\(y)")
                }
            }
        }
    }

    @Test func nothingIsDrawnOutsideTheClip() {
        let green = RGBAColor(red: 0, green: 0x80, blue: 0)
        var image = RGBAImage(width: 30, height: 30, color: green)
        let clip = PixelRect(x: 0, y: 0, width: 10, height: 6)
        BitmapText.draw("2001", at: (0, 0), scale: 2, clip: clip, into: &image)
        for y in 0..<30 {
            for x in 0..<30 where x >= 10 || y >= 6 { #expect(image[x, y] == green, "at \(x),\(y)") }
        }
        #expect(image[0, 0] == BitmapText.plateColor)
    }

    @Test func howManyCharactersFitAWidth() {
        // Each character takes 6 font pixels, and the plate one more.
        #expect(BitmapText.characters(fitting: 180, scale: 1) == 29)
        #expect(BitmapText.plate(String(repeating: "x", count: 29), at: (0, 0), scale: 1).width == 175)
        #expect(BitmapText.characters(fitting: 54, scale: 1) == 8)
        #expect(BitmapText.characters(fitting: 48, scale: 1) == 7)
        #expect(BitmapText.characters(fitting: 49, scale: 1) == 8)
        #expect(BitmapText.characters(fitting: 1440, scale: 8) == 29)
        #expect(BitmapText.characters(fitting: 6, scale: 1) == 0)
    }
}

import StoryshareImaging
import Testing

@testable import StorysharePreview

/// The digits a contact sheet numbers its tiles with: a bitmap font of storyshare's own, drawn white on an
/// opaque dark plate, so that the number reads over any picture.
struct TileNumberTests {
    static func bitmap(_ digit: Int) -> [Bool] {
        (0..<TileNumber.glyphHeight).flatMap { y in
            (0..<TileNumber.glyphWidth).map { x in TileNumber.isSet(digit: digit, x: x, y: y) }
        }
    }

    @Test func everyDigitHasAShapeOfItsOwn() {
        let shapes = (0...9).map(Self.bitmap)
        #expect(Set(shapes).count == 10)
        for (digit, shape) in shapes.enumerated() {
            #expect(shape.contains(true) && shape.contains(false), "\(digit)")
        }
        // A one is a stem down the middle column, a seven's top row is full and its foot is not.
        #expect((0..<7).allSatisfy { TileNumber.isSet(digit: 1, x: 2, y: $0) })
        #expect((0..<5).allSatisfy { TileNumber.isSet(digit: 7, x: $0, y: 0) })
        #expect(!TileNumber.isSet(digit: 7, x: 4, y: 6))
    }

    /// Every font pixel of "70" at 3 image pixels a font pixel: white where the glyph is set, the plate's
    /// colour elsewhere on the plate, and the picture untouched around it.
    @Test func aNumberIsItsGlyphsOnThePlate() {
        let green = RGBAColor(red: 0, green: 0x80, blue: 0)
        var image = RGBAImage(width: 60, height: 40, color: green)
        let all = PixelRect(x: 0, y: 0, width: 60, height: 40)
        let plate = TileNumber.draw(70, at: (4, 5), scale: 3, clip: all, into: &image)
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
                let set = place >= 0 && place < 2 && TileNumber.isSet(digit: [7, 0][place], x: column % 6, y: row)
                #expect(image[x, y] == (set ? TileNumber.digitColor : TileNumber.plateColor), "at \(x),\(y)")
                if set { digitPixels += 1 }
            }
        }
        // A seven has 11 pixels set and a zero 19, each 3x3 here.
        #expect(digitPixels == (11 + 19) * 9)
        #expect(TileNumber.digitColor != TileNumber.plateColor)
    }

    @Test func nothingIsDrawnOutsideTheClip() {
        let green = RGBAColor(red: 0, green: 0x80, blue: 0)
        var image = RGBAImage(width: 30, height: 30, color: green)
        let clip = PixelRect(x: 0, y: 0, width: 10, height: 6)
        TileNumber.draw(2001, at: (0, 0), scale: 2, clip: clip, into: &image)
        for y in 0..<30 {
            for x in 0..<30 where x >= 10 || y >= 6 { #expect(image[x, y] == green, "at \(x),\(y)") }
        }
        #expect(image[0, 0] == TileNumber.plateColor)
    }

    @Test func theNumberGrowsWithTheTile() {
        #expect(TileNumber.scale(for: PreviewLayout(width: 9)) == 1)
        #expect(TileNumber.scale(for: PreviewLayout(width: 54)) == 1)
        #expect(TileNumber.scale(for: PreviewLayout(width: 135)) == 2)
        #expect(TileNumber.scale(for: PreviewLayout(width: 180)) == 2)
        #expect(TileNumber.scale(for: PreviewLayout(width: 1440)) == 16)
        // From 40 pixels wide, a four-digit plate's height stays within the band the interface covers.
        for width in [40, 54, 119, 120, 180, 209, 210, 1080, 1440] {
            let layout = PreviewLayout(width: width)
            let plate = TileNumber.plate(2001, at: (0, 0), scale: TileNumber.scale(for: layout))
            #expect(plate.height <= layout.safeZone, "at \(width)")
        }
    }
}

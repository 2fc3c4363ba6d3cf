import Testing

@testable import StoryshareImaging

/// Canvases and compositing: the gradient the pad of a background shows, and source-over with straight
/// alpha kept in the image and premultiplied maths underneath.
struct CompositeTests {
    @Test func aGradientsFirstAndLastRowsAreItsColours() {
        let top = RGBAColor(red: 0xFF, green: 0x00, blue: 0x88)
        let bottom = RGBAColor(red: 0x22, green: 0x22, blue: 0x22)
        let image = RGBAImage.verticalGradient(width: 7, height: 1920, top: top, bottom: bottom)
        for x in 0..<7 {
            #expect(image[x, 0] == top)
            #expect(image[x, 1919] == bottom)
        }
        // Halfway down, halfway between (rounded per channel).
        let middle = image[3, 960]
        #expect(abs(Int(middle.red) - (0xFF + 0x22) / 2) <= 1 && abs(Int(middle.blue) - (0x88 + 0x22) / 2) <= 1)
        // Each row one colour, each step small: a gradient, not bands.
        for y in 1..<1920 {
            #expect(abs(Int(image[0, y].red) - Int(image[0, y - 1].red)) <= 1)
        }
        let solid = RGBAImage.verticalGradient(width: 2, height: 3, top: bottom, bottom: bottom)
        #expect(solid.pixels == RGBAImage(width: 2, height: 3, color: bottom).pixels)
    }

    @Test func sourceOverFollowsThePremultipliedSum() {
        var canvas = RGBAImage(width: 2, height: 1, color: RGBAColor(red: 0, green: 0, blue: 255))
        let halfRed = RGBAImage(width: 1, height: 1, color: RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
        canvas.composite(halfRed, at: (1, 0))
        #expect(canvas[0, 0] == RGBAColor(red: 0, green: 0, blue: 255))
        // 128/255 of red over opaque blue: red 128, blue 127, opaque.
        let mixed = canvas[1, 0]
        #expect(abs(Int(mixed.red) - 128) <= 1 && abs(Int(mixed.blue) - 127) <= 1 && mixed.alpha == 255)

        // Over a transparent canvas the pixel is kept as it is, colour and alpha.
        var clear = RGBAImage(width: 1, height: 1)
        clear.composite(halfRed, at: (0, 0))
        #expect(clear[0, 0] == RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))

        // Half over half: alpha 1 - (1 - a)(1 - b), colour weighed by what each contributes.
        var half = RGBAImage(width: 1, height: 1, color: RGBAColor(red: 0, green: 0, blue: 255, alpha: 128))
        half.composite(halfRed, at: (0, 0))
        let both = half[0, 0]
        #expect(abs(Int(both.alpha) - 192) <= 1)
        #expect(abs(Int(both.red) - 170) <= 2 && abs(Int(both.blue) - 85) <= 2)
    }

    @Test func drawingOutsideTheCanvasIsClipped() {
        var canvas = RGBAImage(width: 4, height: 4)
        let block = RGBAImage(width: 3, height: 3, color: RGBAColor(red: 9, green: 9, blue: 9))
        canvas.composite(block, at: (-1, 2))
        let drawn = (0..<16).filter { canvas[$0 % 4, $0 / 4].alpha == 255 }
        #expect(drawn.count == 4)  // columns 0-1, rows 2-3
        #expect(canvas[0, 2].alpha == 255 && canvas[1, 3].alpha == 255 && canvas[2, 2].alpha == 0)
    }

    @Test func orientedTurnsThePixelsAndKeepsThemExact() {
        var image = RGBAImage(width: 3, height: 2)
        image[0, 0] = RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)
        image[2, 1] = RGBAColor(red: 200, green: 100, blue: 50)
        let turned = image.oriented(.rotate90)
        #expect((turned.width, turned.height) == (2, 3))
        // Turned clockwise: the stored top-left is shown top-right, the bottom-right bottom-left.
        #expect(turned[1, 0] == RGBAColor(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(turned[0, 2] == RGBAColor(red: 200, green: 100, blue: 50))
    }
}

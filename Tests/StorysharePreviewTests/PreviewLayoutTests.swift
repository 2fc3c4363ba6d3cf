import StoryshareImaging
import StorysharePreview
import Testing

/// The story's size, the covered bands and the sticker's box, at the full size and smaller.
struct PreviewLayoutTests {
    @Test(arguments: [(1080, 1920, 250), (270, 480, 63), (180, 320, 42), (108, 192, 25)])
    func nineBySixteenWithBandsInProportion(_ width: Int, _ height: Int, _ band: Int) {
        let layout = PreviewLayout(width: width)
        #expect(layout.height == height)
        #expect(layout.safeZone == band)
    }

    @Test func aStickerIsCentredAtItsPixelSizeOnA1080Screen() {
        let (placement, x, y) = PreviewLayout(width: 1080).sticker(displayWidth: 640, displayHeight: 480)
        #expect((placement.scaledWidth, placement.scaledHeight, x, y) == (640, 480, 220, 720))
        #expect(placement.crop == PixelRect(x: 0, y: 0, width: 640, height: 480))
    }

    @Test func aStickerScalesWithASmallerStory() {
        let (placement, x, y) = PreviewLayout(width: 270).sticker(displayWidth: 640, displayHeight: 480)
        #expect((placement.scaledWidth, placement.scaledHeight, x, y) == (160, 120, 55, 180))
    }

    @Test func aStickerWiderThan80PercentIsScaledDownToIt() {
        // 864 = 80% of 1080; 864 wide keeps 16:9 at 486 high.
        let (placement, x, y) = PreviewLayout(width: 1080).sticker(displayWidth: 1920, displayHeight: 1080)
        #expect((placement.scaledWidth, placement.scaledHeight, x, y) == (864, 486, 108, 717))
        // Exactly 80% is left alone.
        let exact = PreviewLayout(width: 1080).sticker(displayWidth: 864, displayHeight: 100)
        #expect((exact.placement.scaledWidth, exact.placement.scaledHeight) == (864, 100))
    }

    @Test func aVideoFrameHasTheVideosShapeCentred() {
        #expect(
            PreviewLayout(width: 1080).videoFrame(displayWidth: 1920, displayHeight: 1080)
                == PixelRect(x: 0, y: 656, width: 1080, height: 608))
        #expect(
            PreviewLayout(width: 270).videoFrame(displayWidth: 1080, displayHeight: 1920)
                == PixelRect(x: 0, y: 0, width: 270, height: 480))
    }
}

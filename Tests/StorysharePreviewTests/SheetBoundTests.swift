import Testing

@testable import StorysharePreview

/// A contact sheet is one picture, held whole: the widest tile that keeps a sheet of N tiles within
/// `PreviewLayout.maxPixels`, and none when not even the narrowest does.
struct SheetBoundTests {
    @Test(arguments: [1, 6, 42, 43, 600, 2_001])
    func theLargestTileWidthFitsAndOneMoreDoesNot(count: Int) throws {
        let width = try #require(ContactSheet.largestTileWidth(count: count, widest: PreviewLayout.maxWidth))
        let grid = ContactSheet.Grid(layout: PreviewLayout(width: width), count: count, columns: 6)
        #expect(grid.pixels <= PreviewLayout.maxPixels)
        if width < PreviewLayout.maxWidth {
            let wider = ContactSheet.Grid(layout: PreviewLayout(width: width + 1), count: count, columns: 6)
            #expect(wider.pixels > PreviewLayout.maxPixels)
        }
    }

    @Test func fortyEightTilesOf180Fit() {
        // Eight rows of six: 1208x2728.
        #expect(ContactSheet.largestTileWidth(count: 48, widest: 180) == 180)
        #expect(ContactSheet.largestTileWidth(count: 49, widest: 180).map { $0 < 180 } == true)
    }

    @Test func tooManyTilesFitNoWidth() {
        #expect(ContactSheet.largestTileWidth(count: 5_000, widest: 180) == nil)
        #expect(PreviewLayout.maxPixels == 1440 * 2560 && PreviewLayout(width: PreviewLayout.maxWidth).height == 2560)
    }
}

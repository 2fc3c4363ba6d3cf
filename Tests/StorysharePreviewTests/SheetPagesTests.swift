import StoryshareColor
import StoryshareImaging
import Testing

@testable import StorysharePreview

/// A contact sheet of many files is cut into pages of at most `perPage` tiles, numbered from 1 across the
/// pages; more files make more pages, never narrower tiles; every page keeps within the bound; and the pages
/// are named as ImageMagick names the images it writes to one name.
struct SheetPagesTests {
    @Test(arguments: [(1, 24, 1), (24, 24, 1), (25, 24, 2), (48, 24, 2), (49, 24, 3), (600, 24, 25), (7, 1, 7)])
    func thePagesHoldEveryTileOnceInOrder(count: Int, perPage: Int, pages: Int) {
        let sheet = SheetPages(count: count, perPage: perPage, layout: PreviewLayout(width: 54))
        #expect(sheet.pageCount == pages)
        let ranges = (1...sheet.pageCount).map(sheet.tiles(onPage:))
        #expect(ranges.flatMap { Array($0) } == Array(0..<count), "each tile once, in the files' order")
        #expect(ranges.dropLast().allSatisfy { $0.count == perPage }, "every page but the last is full")
        #expect((1...perPage).contains(ranges.last?.count ?? 0))
        for (page, range) in zip(1..., ranges) {
            #expect(range.allSatisfy { sheet.page(ofTile: $0) == page })
        }
    }

    @Test func page2Of24TilePagesStartsAtTile25() {
        let sheet = SheetPages(count: 30, perPage: 24, layout: PreviewLayout(width: 54))
        #expect(sheet.tiles(onPage: 1) == 0..<24)
        #expect(sheet.tiles(onPage: 2) == 24..<30)
        #expect(sheet.page(ofTile: 23) == 1 && sheet.page(ofTile: 24) == 2)
        // The last page is as small as its tiles: one row of six.
        #expect(sheet.grid(page: 2).rows == 1 && sheet.grid(page: 1).rows == 4)
    }

    /// More files make more pages at the same tile width: 2,001 files are 84 pages of 180-pixel tiles, where
    /// one sheet of them had to narrow its tiles to fit the bound.
    @Test(arguments: [1, 24, 25, 600, 2_001])
    func moreFilesMakeMorePagesNotNarrowerTiles(count: Int) throws {
        let sheet = try SheetPages.fitting(count: count, perPage: SheetPages.defaultPerPage, width: nil)
        #expect(sheet.layout.width == SheetPages.defaultTileWidth && !sheet.narrowed)
        #expect(sheet.pageCount == (count + 23) / 24)
        for page in 1...sheet.pageCount {
            #expect(sheet.grid(page: page).pixels <= PreviewLayout.maxPixels, "page \(page)")
        }
        #expect(sheet.grid(page: 1).width == 1208 || count < 6)
    }

    @Test(arguments: [1, 24, 48, 49, 100, 200])
    func everyPageKeepsWithinTheBound(perPage: Int) throws {
        let sheet = try SheetPages.fitting(count: 600, perPage: perPage, width: nil)
        for page in 1...sheet.pageCount {
            #expect(sheet.grid(page: page).pixels <= PreviewLayout.maxPixels, "page \(page)")
        }
        // Up to 48 tiles of 180 fit a page; more are narrowed to the widest that fits, and one more does not.
        #expect(sheet.narrowed == (perPage > 48))
        if sheet.narrowed {
            let wider = ContactSheet.Grid(
                layout: PreviewLayout(width: sheet.layout.width + 1), count: perPage, columns: ContactSheet.columns)
            #expect(wider.pixels > PreviewLayout.maxPixels)
        }
    }

    @Test func aWidthAskedForThatDoesNotFitAPageIsRefusedNamingTheWidestThatDoes() throws {
        #expect(try SheetPages.fitting(count: 600, perPage: 200, width: nil).layout.width == 81)
        let full = ContactSheet.Grid(layout: PreviewLayout(width: 180), count: 49, columns: 6)
        #expect(throws: SheetPages.Refusal.tooWide(grid: full, fitting: 176)) {
            try SheetPages.fitting(count: 100, perPage: 49, width: 180)
        }
        // Fewer files than a page holds: only those need to fit.
        #expect(try SheetPages.fitting(count: 4, perPage: 200, width: 300).layout.width == 300)
        let crowded = ContactSheet.Grid(layout: PreviewLayout(width: 180), count: 5_000, columns: 6)
        #expect(throws: SheetPages.Refusal.tooMany(grid: crowded, narrowest: 9)) {
            try SheetPages.fitting(count: 5_000, perPage: 5_000, width: nil)
        }
    }

    /// Each tile's caption band is part of every page's size: 48 tiles of 180 still fit with 10 pixels below each
    /// picture, but 49 are narrowed to 176 where, without the bands, 177 would have fitted.
    @Test func theCaptionBandsArePartOfThePages() throws {
        let full = try SheetPages.fitting(count: 48, perPage: 48, width: nil)
        #expect(full.layout.width == 180 && !full.narrowed)
        let grid = full.grid(page: 1)
        #expect((grid.width, grid.height) == (1208, 8 * (320 + 10 + 12 + 8) + 8))
        #expect(grid.pixels <= PreviewLayout.maxPixels)
        let narrowed = try SheetPages.fitting(count: 49, perPage: 49, width: nil)
        #expect(narrowed.layout.width == 176 && narrowed.narrowed)
        let wider = PreviewLayout(width: 177)
        let withoutBands = (6 * (177 + 12 + 8) + 8) * (9 * (wider.height + 12 + 8) + 8)
        #expect(withoutBands <= PreviewLayout.maxPixels)
        #expect(ContactSheet.Grid(layout: wider, count: 49, columns: 6).pixels > PreviewLayout.maxPixels)
        // A page drawn is as tall as its grid, bands and all.
        let pages = SheetPages(count: 7, perPage: 7, layout: PreviewLayout(width: 54))
        let page = ContactSheet.render(page: 1, of: pages) { _ in ContactSheet.Tile(scene: nil, mark: .none) }
        #expect((page.width, page.height) == (6 * 74 + 8, 2 * (96 + 10 + 20) + 8))
    }

    @Test(arguments: [
        ("sheet.png", 1, 1, "sheet.png"),
        ("sheet.png", 1, 3, "sheet-1.png"),
        ("sheet.png", 3, 3, "sheet-3.png"),
        ("out/review.sheet.PNG", 2, 2, "out/review.sheet-2.PNG"),
        ("out.d/sheet", 2, 2, "out.d/sheet-2"),
        ("out/.png", 2, 2, "out/.png-2"),
        ("/tmp/a b/sheet.png", 12, 12, "/tmp/a b/sheet-12.png"),
    ])
    func aSinglePageKeepsTheNameAndSeveralGetANumberBeforeTheExtension(
        output: String, page: Int, pages: Int, expected: String
    ) {
        #expect(SheetPages.path(output, page: page, of: pages) == expected)
    }

    /// Each page numbers its tiles as the whole sheet does: page 2's first tile shows 25.
    @Test func theNumbersContinueAcrossPages() {
        let layout = PreviewLayout(width: 135)
        let pages = SheetPages(count: 30, perPage: 24, layout: layout)
        let blue = HexColor(red: 0x20, green: 0x40, blue: 0xC0)
        var asked: [Int] = []
        let page = ContactSheet.render(page: 2, of: pages) { index in
            asked.append(index)
            return ContactSheet.Tile(
                scene: PreviewScene(colors: BackgroundColors(top: blue, bottom: blue)), mark: .none)
        }
        #expect(asked == Array(24..<30), "only page 2's tiles are made")
        let grid = pages.grid(page: 2)
        #expect((page.width, page.height) == (grid.width, grid.height))
        for (place, number) in zip(0..., 25...30) {
            let tile = grid.tile(place)
            // What the number alone draws there, on a tile of the picture's colour.
            var expected = RGBAImage(width: page.width, height: page.height, color: RGBAColor(blue))
            let plate = BitmapText.draw(
                String(number), at: (tile.x, tile.y), scale: ContactSheet.numberScale(for: layout), clip: tile,
                into: &expected)
            for y in plate.y..<plate.y + plate.height {
                for x in plate.x..<plate.x + plate.width {
                    #expect(page[x, y] == expected[x, y], "tile \(number) at \(x),\(y)")
                }
            }
            #expect(page[tile.x + tile.width - 1, tile.y + tile.height - 1] == RGBAColor(blue), "the picture")
        }
    }
}

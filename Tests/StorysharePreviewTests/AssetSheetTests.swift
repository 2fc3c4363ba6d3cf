import StoryshareColor
import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StorysharePreview

/// `preview --sheet`'s pages of judged assets: each tile framed by its findings and drawn by its role, each page's
/// caption and list numbered across the pages.
struct AssetSheetTests {
    static let layout = PreviewLayout(width: 54)

    static func entry(_ path: String, _ role: AssetRole, errors: Int = 0, warnings: Int = 0) -> AssetSheet.Entry {
        AssetSheet.Entry(
            path: path, drawnPath: "/nonexistent/\(path)", role: role, facts: MediaFacts(path: path), errors: errors,
            warnings: warnings)
    }

    static let sheet = AssetSheet(
        entries: [
            entry("a.png", .sticker, errors: 1), entry("b.png", .background, warnings: 2),
            entry("c.png", .background),
        ],
        pages: SheetPages(count: 3, perPage: 2, layout: layout), showsSafeZones: false, options: ProbeOptions())

    @Test func eachPageListsItsTilesNumberedAcrossThePages() {
        #expect(
            Self.sheet.listing(page: 1)
                == "  1. a.png (sticker): error, 1 error, 0 warnings\n  2. b.png (background): warning, 0 errors, 2 warnings"
        )
        #expect(Self.sheet.listing(page: 2) == "  3. c.png (background): ok, 0 errors, 0 warnings")
    }

    @Test func tilesAreFramedByTheirFindingsAndAMissingFileIsAGreyTile() {
        let first = Self.sheet.render(page: 1)
        let grid = ContactSheet.Grid(layout: Self.layout, count: 2, columns: ContactSheet.columns)
        #expect((first.width, first.height) == (grid.width, grid.height))
        #expect(first[grid.tile(0).x - 6, grid.tile(0).y + 10] == ContactSheet.errorColor)
        #expect(first[grid.tile(1).x - 6, grid.tile(1).y + 10] == ContactSheet.warningColor)
        let second = Self.sheet.render(page: 2)
        let tile = ContactSheet.Grid(layout: Self.layout, count: 1, columns: ContactSheet.columns).tile(0)
        #expect(second[tile.x - 6, tile.y + 10] == ContactSheet.sheetColor)
        #expect(second[tile.x + 27, tile.y + 5] == ContactSheet.missingFill)
    }

    @Test func anAssetIsDrawnByItsRole() throws {
        let path = PreviewTestData.path("images/background-1080x1920.jpg")
        let facts = MediaProbe.probe(path: path, options: ProbeOptions())
        func topMiddle(_ role: AssetRole) -> RGBAColor {
            let entry = AssetSheet.Entry(
                path: "s.png", drawnPath: path, role: role, facts: facts, errors: 0, warnings: 0)
            let sheet = AssetSheet(
                entries: [entry], pages: SheetPages(count: 1, perPage: 1, layout: Self.layout), showsSafeZones: false,
                options: ProbeOptions())
            let tile = ContactSheet.Grid(layout: Self.layout, count: 1, columns: ContactSheet.columns).tile(0)
            let image = sheet.render(page: 1)
            return image[tile.x + 27, tile.y + 2]
        }
        // A background fills the story to its top edge; a sticker (scaled to 80% of the width) sits in the middle,
        // the default colour above it.
        #expect(topMiddle(.sticker) == RGBAColor(HexColor.defaultTop))
        #expect(topMiddle(.background) != RGBAColor(HexColor.defaultTop))
        #expect(topMiddle(.background) != ContactSheet.missingFill)
    }

    /// Each tile is captioned with the path its entry is reported by, on the band below its picture: the whole path
    /// when it fits, its name otherwise, numbered tiles across the pages alike.
    @Test func eachTileIsCaptionedWithItsEntrysPath() {
        let layout = PreviewLayout(width: 135)
        let sheet = AssetSheet(
            entries: [
                Self.entry("assets/bg/intro.mp4", .background, errors: 1),
                Self.entry("assets/stickers/very_long_sticker_name_here.png", .sticker),
            ],
            pages: SheetPages(count: 2, perPage: 2, layout: layout), showsSafeZones: false, options: ProbeOptions())
        let image = sheet.render(page: 1)
        let grid = ContactSheet.Grid(layout: layout, count: 2, columns: ContactSheet.columns)
        // 22 characters fit 135 pixels.
        for (index, caption) in [(0, "assets/bg/intro.mp4"), (1, "very_long_s...here.png")] {
            let band = grid.caption(index)
            #expect(band == PixelRect(x: grid.tile(index).x, y: 14 + 240, width: 135, height: 10))
            let shown = ContactSheet.caption(sheet.entries[index].path, fitting: 22)
            #expect(shown == caption)
            var expected = RGBAImage(width: image.width, height: image.height, color: BitmapText.plateColor)
            let plate = BitmapText.plate(shown, at: (0, 0), scale: 1)
            BitmapText.draw(
                shown, at: (band.x + (band.width - plate.width) / 2, band.y), scale: 1, clip: band, into: &expected)
            var lit = 0
            for y in band.y..<band.y + band.height {
                for x in band.x..<band.x + band.width {
                    #expect(image[x, y] == expected[x, y], "tile \(index + 1) at \(x),\(y)")
                    if image[x, y] == BitmapText.textColor { lit += 1 }
                }
            }
            #expect(lit > 5 * shown.count)
        }
    }

    @Test func theCaptionSaysWhichPageAndWhyTilesWereNarrowed() {
        let image = RGBAImage(width: 10, height: 20)
        #expect(
            Self.sheet.caption(page: 2, image: image) == "contact sheet of 3 assets, page 2 of 2 (tiles 3 to 3), 10x20")
        let narrowed = AssetSheet(
            entries: [Self.entry("a.png", .sticker)],
            pages: SheetPages(count: 1, perPage: 24, layout: Self.layout, narrowed: true), showsSafeZones: false,
            options: ProbeOptions())
        #expect(
            narrowed.caption(page: 1, image: image)
                == "contact sheet of 1 asset, 10x20 (tiles 54 px wide: at 180 a page of 1 would be over "
                + "3,686,400 pixels (1440x2560))")
    }
}

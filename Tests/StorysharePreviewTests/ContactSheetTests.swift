import StoryshareColor
import StoryshareImaging
import Testing

@testable import StorysharePreview

/// The contact sheet's grid, its red and amber frames, and the tile of an asset that cannot be drawn.
struct ContactSheetTests {
    static let layout = PreviewLayout(width: 54)

    static func scene(_ hex: HexColor) -> PreviewScene {
        PreviewScene(colors: BackgroundColors(top: hex, bottom: hex))
    }

    @Test func theGridLaysTilesOutInRows() {
        let grid = ContactSheet.Grid(layout: Self.layout, count: 5, columns: 3)
        #expect((grid.columns, grid.rows) == (3, 2))
        // Each cell: the 54x96 tile, a 6-pixel frame on each side, an 8-pixel gap; 8 more at the edge.
        #expect((grid.width, grid.height) == (3 * (54 + 12 + 8) + 8, 2 * (96 + 12 + 8) + 8))
        #expect(grid.tile(0) == PixelRect(x: 14, y: 14, width: 54, height: 96))
        #expect(grid.tile(4) == PixelRect(x: 14 + 74, y: 14 + 116, width: 54, height: 96))
        #expect(ContactSheet.Grid(layout: Self.layout, count: 2, columns: 6).columns == 2)
    }

    @Test func errorsAreFramedRedWarningsAmberTheRestNotAtAll() {
        let green = HexColor(red: 0, green: 0x80, blue: 0)
        let tiles = [
            ContactSheet.Tile(scene: Self.scene(green), mark: .error),
            ContactSheet.Tile(scene: Self.scene(green), mark: .warning),
            ContactSheet.Tile(scene: Self.scene(green), mark: .none),
            ContactSheet.Tile(scene: nil, mark: .error),
        ]
        let sheet = ContactSheet.render(tiles, layout: Self.layout, columns: 2)
        let grid = ContactSheet.Grid(layout: Self.layout, count: 4, columns: 2)
        #expect((sheet.width, sheet.height) == (grid.width, grid.height))
        let expected: [RGBAColor] = [
            ContactSheet.errorColor, ContactSheet.warningColor, ContactSheet.sheetColor, ContactSheet.errorColor,
        ]
        for (index, color) in expected.enumerated() {
            let tile = grid.tile(index)
            // Every side of the frame, its outer and inner pixel; the gap outside it is the sheet's colour.
            for (x, y) in [
                (tile.x - 6, tile.y + 10), (tile.x - 1, tile.y + 10), (tile.x + tile.width, tile.y + 40),
                (tile.x + tile.width + 5, tile.y + 40), (tile.x + 20, tile.y - 6),
                (tile.x + 20, tile.y + tile.height + 5),
            ] {
                #expect(sheet[x, y] == color, "tile \(index) at \(x),\(y)")
            }
            #expect(sheet[tile.x - 7, tile.y + 10] == ContactSheet.sheetColor)
            if index < 3 { #expect(sheet[tile.x + 27, tile.y + 48] == RGBAColor(green), "tile \(index)'s picture") }
        }
        // The tile that could not be drawn: grey, crossed (its top-left corner holds its number).
        let missing = grid.tile(3)
        #expect(sheet[missing.x + 27, missing.y + 5] == ContactSheet.missingFill)
        #expect(sheet[missing.x + 53, missing.y + 95] == ContactSheet.missingCross)
        #expect(sheet[missing.x + 26, missing.y + 95] == ContactSheet.missingFill)
        // Each tile's number on its plate in the top-left corner: the "1" of tile 1, the "4" of tile 4.
        for (index, digit) in [(0, 1), (3, 4)] {
            let tile = grid.tile(index)
            #expect(sheet[tile.x, tile.y] == TileNumber.plateColor, "tile \(index + 1)'s plate")
            for y in 0..<7 {
                for x in 0..<5 {
                    let color =
                        TileNumber.isSet(digit: digit, x: x, y: y) ? TileNumber.digitColor : TileNumber.plateColor
                    #expect(sheet[tile.x + 1 + x, tile.y + 1 + y] == color, "tile \(index + 1) at \(x),\(y)")
                }
            }
        }
    }
}

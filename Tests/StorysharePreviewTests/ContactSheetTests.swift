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
        // Each cell: the 54x96 tile and its 10-pixel caption band below it, a 6-pixel frame on each side of the
        // two, an 8-pixel gap; 8 more at the edge.
        #expect(grid.captionHeight == 10)
        #expect((grid.width, grid.height) == (3 * (54 + 12 + 8) + 8, 2 * (96 + 10 + 12 + 8) + 8))
        #expect(grid.tile(0) == PixelRect(x: 14, y: 14, width: 54, height: 96))
        #expect(grid.tile(4) == PixelRect(x: 14 + 74, y: 14 + 126, width: 54, height: 96))
        #expect(grid.caption(4) == PixelRect(x: 14 + 74, y: 14 + 126 + 96, width: 54, height: 10))
        #expect(grid.frame(4) == PixelRect(x: 8 + 74, y: 8 + 126, width: 66, height: 96 + 10 + 12))
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
                (tile.x + 20, tile.y + tile.height + 10 + 5), (tile.x - 1, tile.y + tile.height + 4),
            ] {
                #expect(sheet[x, y] == color, "tile \(index) at \(x),\(y)")
            }
            #expect(sheet[tile.x - 7, tile.y + 10] == ContactSheet.sheetColor)
            #expect(sheet[tile.x + 20, tile.y + tile.height + 10 + 6] == ContactSheet.sheetColor)
            if index < 3 { #expect(sheet[tile.x + 27, tile.y + 48] == RGBAColor(green), "tile \(index)'s picture") }
        }
        // The tile that could not be drawn: grey, crossed (its top-left corner holds its number).
        let missing = grid.tile(3)
        #expect(sheet[missing.x + 27, missing.y + 5] == ContactSheet.missingFill)
        #expect(sheet[missing.x + 53, missing.y + 95] == ContactSheet.missingCross)
        #expect(sheet[missing.x + 26, missing.y + 95] == ContactSheet.missingFill)
        // Each tile's number on its plate in the top-left corner: the "1" of tile 1, the "4" of tile 4.
        for (index, digit) in [(0, "1"), (3, "4")] as [(Int, Character)] {
            let tile = grid.tile(index)
            #expect(sheet[tile.x, tile.y] == BitmapText.plateColor, "tile \(index + 1)'s plate")
            for y in 0..<7 {
                for x in 0..<5 {
                    let color =
                        BitmapText.isSet(digit, x: x, y: y) ? BitmapText.textColor : BitmapText.plateColor
                    #expect(sheet[tile.x + 1 + x, tile.y + 1 + y] == color, "tile \(index + 1) at \(x),\(y)")
                }
            }
        }
    }

    /// Below each picture, inside its frame, the file's path on a dark band: the caption's text lit where its
    /// glyphs are, centred; an unnamed tile's band is left empty.
    @Test func eachTileIsCaptionedWithItsFilesName() {
        let green = HexColor(red: 0, green: 0x80, blue: 0)
        let tiles = [
            ContactSheet.Tile(scene: Self.scene(green), mark: .error, path: "assets/stickers/logo.png"),
            ContactSheet.Tile(scene: nil, mark: .none, path: "a.jpg"),
            ContactSheet.Tile(scene: Self.scene(green), mark: .warning),
        ]
        let sheet = ContactSheet.render(tiles, layout: Self.layout, columns: 3)
        let grid = ContactSheet.Grid(layout: Self.layout, count: 3, columns: 3)
        // 8 characters fit 54 pixels: the name alone, "logo.png", 49 pixels on its plate, 2 pixels in.
        for (index, caption) in [(0, "logo.png"), (1, "a.jpg")] {
            let band = grid.caption(index)
            let plate = BitmapText.plate(caption, at: (0, 0), scale: 1)
            let left = band.x + (band.width - plate.width) / 2
            var lit = 0
            for y in 0..<band.height {
                for x in 0..<band.width {
                    let (column, row) = (band.x + x - left - 1, y - 1)
                    let (place, offset) = (column >= 0 ? column / 6 : -1, column % 6)
                    let set =
                        place >= 0 && place < caption.count && row >= 0
                        && BitmapText.isSet(Array(caption)[place], x: offset, y: row)
                    let color = sheet[band.x + x, band.y + y]
                    #expect(color == (set ? BitmapText.textColor : BitmapText.plateColor), "\(caption) at \(x),\(y)")
                    if color == BitmapText.textColor { lit += 1 }
                }
            }
            #expect(lit > 5 * caption.count, "\(caption) is drawn")
        }
        #expect(sheet[grid.caption(0).x + 2 + 1 + 1, grid.caption(0).y + 1] == BitmapText.textColor, "the l's top")
        let empty = grid.caption(2)
        for y in empty.y..<empty.y + empty.height {
            for x in empty.x..<empty.x + empty.width { #expect(sheet[x, y] == BitmapText.plateColor) }
        }
        // The frame goes around the picture and its caption.
        #expect(sheet[empty.x - 1, empty.y + 4] == ContactSheet.warningColor)
        #expect(sheet[empty.x + 20, empty.y + empty.height] == ContactSheet.warningColor)
    }
}

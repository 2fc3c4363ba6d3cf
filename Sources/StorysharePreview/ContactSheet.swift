import StoryshareImaging
import StoryshareMedia

/// Small previews of many assets on one picture, for a review: each in a cell, framed red when it has
/// error-level findings and amber when it has warnings, left unframed otherwise; an asset that cannot be
/// drawn gets a grey tile with a cross. Each tile shows its number in its top-left corner and, in a band below the
/// picture, inside the frame, a caption with its file's name (both in `BitmapText`), so that the picture reads
/// without the list the command prints. A sheet of many assets is cut into pages (`SheetPages`), each drawn on its
/// own.
public enum ContactSheet {
    /// What frames a tile.
    public enum Mark: Sendable, Equatable {
        case none, warning, error
    }

    /// One asset: its scene (nil when it cannot be drawn), its mark and the path its caption names.
    public struct Tile {
        /// The story drawn in the tile; nil draws a grey tile crossed from corner to corner.
        public var scene: PreviewScene?
        /// The frame around the tile.
        public var mark: Mark
        /// The path of the file the tile shows: its caption is as much of it as fits (see `caption(_:fitting:)`);
        /// empty for no caption.
        public var path: String

        /// A tile showing `scene`, framed as `mark` says, captioned with `path`.
        public init(scene: PreviewScene?, mark: Mark, path: String = "") {
            self.scene = scene
            self.mark = mark
            self.path = path
        }
    }

    /// The sheet behind the tiles.
    public static let sheetColor = RGBAColor(red: 0x11, green: 0x11, blue: 0x11)
    /// The frame of a tile whose asset has an error: red.
    public static let errorColor = RGBAColor(red: 0xE5, green: 0x39, blue: 0x35)
    /// The frame of a tile whose asset has a warning: amber.
    public static let warningColor = RGBAColor(red: 0xFF, green: 0xB3, blue: 0x00)
    static let missingFill = RGBAColor(red: 0x55, green: 0x55, blue: 0x55)
    static let missingCross = RGBAColor(red: 0x99, green: 0x99, blue: 0x99)

    /// The frame around each tile, in pixels.
    public static let border = 6
    /// The space around each framed tile, in pixels.
    public static let gap = 8
    /// How many tiles a row holds.
    public static let columns = 6

    /// The geometry of a sheet: `count` tiles of `layout`'s size in rows of `columns`, each with its caption band
    /// below it, the two framed together.
    public struct Grid: Sendable, Equatable {
        /// The story each tile is drawn on.
        public let layout: PreviewLayout
        /// How many tiles the sheet holds.
        public let count: Int
        /// How many tiles a row holds.
        public let columns: Int

        /// The grid of `count` tiles of `layout`'s size, `columns` to a row.
        public init(layout: PreviewLayout, count: Int, columns: Int) {
            self.layout = layout
            self.count = count
            self.columns = max(min(columns, count), 1)
        }

        /// How many rows the tiles take (at least one).
        public var rows: Int { max((count + columns - 1) / columns, 1) }
        var cellWidth: Int { layout.width + 2 * border + gap }
        /// The height of the band below each tile's picture that holds its caption.
        public var captionHeight: Int { ContactSheet.captionHeight(for: layout) }
        var cellHeight: Int { layout.height + captionHeight + 2 * border + gap }
        /// The sheet's width in pixels.
        public var width: Int { columns * cellWidth + gap }
        /// The sheet's height in pixels.
        public var height: Int { rows * cellHeight + gap }
        /// `width` x `height`.
        public var pixels: Int { width * height }

        /// Where tile `index`'s picture goes (its frame is `border` pixels around it).
        public func tile(_ index: Int) -> PixelRect {
            PixelRect(
                x: gap + (index % columns) * cellWidth + border, y: gap + (index / columns) * cellHeight + border,
                width: layout.width, height: layout.height)
        }

        /// Where tile `index`'s caption goes: the band just below its picture, as wide as it.
        public func caption(_ index: Int) -> PixelRect {
            let tile = tile(index)
            return PixelRect(x: tile.x, y: tile.y + tile.height, width: tile.width, height: captionHeight)
        }

        /// Tile `index`'s frame: `border` pixels around its picture and its caption.
        public func frame(_ index: Int) -> PixelRect {
            let tile = tile(index)
            return PixelRect(
                x: tile.x - border, y: tile.y - border, width: tile.width + 2 * border,
                height: tile.height + captionHeight + 2 * border)
        }
    }

    /// The widest tile, at most `widest`, with which a sheet of `count` tiles `columns` to a row has at most
    /// `maxPixels` pixels; nil when not even a tile of `narrowest` pixels does.
    public static func largestTileWidth(
        count: Int, columns: Int = ContactSheet.columns, widest: Int, narrowest: Int = 9,
        maxPixels: Int = PreviewLayout.maxPixels
    ) -> Int? {
        func fits(_ width: Int) -> Bool {
            Grid(layout: PreviewLayout(width: width), count: count, columns: columns).pixels <= maxPixels
        }
        guard widest >= narrowest, fits(narrowest) else { return nil }
        var (low, high) = (narrowest, widest)  // fits(low); the answer is in low...high
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The sheet of `tiles`, each drawn on a story of `layout`'s size, `columns` to a row, numbered from 1.
    /// The sheet is one image: callers keep it within `PreviewLayout.maxPixels` (see `SheetPages`).
    public static func render(
        _ tiles: [Tile], layout: PreviewLayout, columns: Int = ContactSheet.columns,
        options: ProbeOptions = ProbeOptions()
    ) -> RGBAImage {
        render(0..<tiles.count, layout: layout, columns: columns, options: options) { tiles[$0] }
    }

    /// Page `page` (numbered from 1) of `pages`: its tiles, each made by `tile` (given the tile's index in
    /// the whole sheet) only when it is drawn, numbered as in the whole sheet.
    public static func render(
        page: Int, of pages: SheetPages, options: ProbeOptions = ProbeOptions(), tile: (Int) -> Tile
    ) -> RGBAImage {
        render(pages.tiles(onPage: page), layout: pages.layout, columns: columns, options: options, tile: tile)
    }

    /// The sheet of the tiles `indices` (one page of a larger sheet, or all of it), each made by `tile` only
    /// when it is drawn (so one asset's bytes are held at a time), on a story of `layout`'s size, `columns` to a
    /// row, the first in the top-left cell; each shows its index plus one, and its caption below it.
    public static func render(
        _ indices: Range<Int>, layout: PreviewLayout, columns: Int = ContactSheet.columns,
        options: ProbeOptions = ProbeOptions(),
        tile: (Int) -> Tile
    ) -> RGBAImage {
        let grid = Grid(layout: layout, count: indices.count, columns: columns)
        var sheet = RGBAImage(width: grid.width, height: grid.height, color: sheetColor)
        let numberScale = numberScale(for: layout)
        let captionScale = captionScale(for: layout)
        let characters = BitmapText.characters(fitting: layout.width, scale: captionScale)
        for (place, index) in indices.enumerated() {
            let tile = tile(index)
            let rect = grid.tile(place)
            let frame = grid.frame(place)
            switch tile.mark {
            case .error: sheet.outline(frame, thickness: border, color: errorColor)
            case .warning: sheet.outline(frame, thickness: border, color: warningColor)
            case .none: break
            }
            if let scene = tile.scene, let drawn = try? PreviewRenderer.render(scene, layout: layout, options: options)
            {
                sheet.composite(drawn.image, at: (rect.x, rect.y))
            } else {
                drawMissing(rect, into: &sheet)
            }
            BitmapText.draw(String(index + 1), at: (rect.x, rect.y), scale: numberScale, clip: rect, into: &sheet)
            let band = grid.caption(place)
            sheet.fill(band, with: BitmapText.plateColor)
            let caption = caption(tile.path, fitting: characters)
            if !caption.isEmpty {
                let width = BitmapText.plate(caption, at: (0, 0), scale: captionScale).width
                BitmapText.draw(
                    caption, at: (band.x + (band.width - width) / 2, band.y), scale: captionScale, clip: band,
                    into: &sheet)
            }
        }
        return sheet
    }

    /// A grey tile crossed from corner to corner.
    static func drawMissing(_ rect: PixelRect, into sheet: inout RGBAImage) {
        sheet.fill(rect, with: missingFill)
        let line = max(rect.width / 60, 1)
        for row in 0..<rect.height {
            let x = rect.width * row / rect.height
            sheet.fill(PixelRect(x: rect.x + x, y: rect.y + row, width: line, height: 1), with: missingCross)
            sheet.fill(
                PixelRect(x: rect.x + rect.width - x - line, y: rect.y + row, width: line, height: 1),
                with: missingCross)
        }
    }
}

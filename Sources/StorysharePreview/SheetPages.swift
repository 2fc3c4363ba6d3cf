import StoryshareSystem

/// How a contact sheet of many files is cut into pages: at most `perPage` tiles a page, in the files' order,
/// numbered from 1 across the pages (page 2 of 24-tile pages starts at tile 25), every tile of the same width,
/// and each page a picture of at most `PreviewLayout.maxPixels`. More files make more pages, never smaller
/// tiles; tiles are narrowed only when a full page of them would not fit the bound.
public struct SheetPages: Sendable, Equatable {
    /// How many tiles a page holds when not told: four rows of six, 1208x1408 at the default width.
    public static let defaultPerPage = 24
    /// How many tiles a page may hold. At the default width, up to 48 fit the bound; more are narrowed (200
    /// tiles are 81 pixels wide), and a number and a 13-character caption still read on each.
    public static let perPageRange = 1...200
    /// The width of each tile's story when not told.
    public static let defaultTileWidth = 180
    /// The bound every page is kept within, in words: `3,686,400 pixels (1440x2560)`.
    public static let bound = "\(NumberText.grouped(PreviewLayout.maxPixels)) pixels (1440x2560)"

    /// How many tiles there are in all.
    public let count: Int
    /// At most how many tiles a page holds.
    public let perPage: Int
    /// The story each tile is drawn on.
    public let layout: PreviewLayout
    /// Whether `layout` is narrower than the width asked for (a full page at that width would be over the
    /// bound).
    public let narrowed: Bool

    /// `count` tiles on stories of `layout`'s size, `perPage` a page; `narrowed` when `layout` is narrower than
    /// asked for.
    public init(count: Int, perPage: Int, layout: PreviewLayout, narrowed: Bool = false) {
        precondition(count >= 0 && perPage > 0, "no fewer than zero tiles, at least one a page")
        self.count = count
        self.perPage = perPage
        self.layout = layout
        self.narrowed = narrowed
    }

    /// Why no tile width fits.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// A full page of tiles of the width asked for would be `grid`, over the bound; tiles `fitting` pixels
        /// wide fit.
        case tooWide(grid: ContactSheet.Grid, fitting: Int)
        /// A full page would be `grid` at the width asked for, and not even tiles of `narrowest` pixels fit.
        case tooMany(grid: ContactSheet.Grid, narrowest: Int)

        /// The page that would be too large, in words: `a contact sheet page of 24 tiles 400 px wide would be
        /// 2440x4460, over the bound of …`. What to change is the caller's to say, in its own terms.
        public var description: String {
            let grid =
                switch self {
                case .tooWide(let grid, _), .tooMany(let grid, _): grid
                }
            return "a contact sheet page of \(grid.count) tiles \(grid.layout.width) px wide would be "
                + "\(grid.width)x\(grid.height), over the bound of \(SheetPages.bound)"
        }
    }

    /// The pages of `count` tiles, `perPage` a page, each `width` pixels wide. When `width` is nil, tiles are
    /// `defaultTileWidth` wide, or the widest that keeps a full page within `maxPixels` when those do not;
    /// a `width` given that does not fit is refused, naming the widest that does.
    public static func fitting(
        count: Int, perPage: Int, width: Int?, narrowest: Int = 9, maxPixels: Int = PreviewLayout.maxPixels
    ) throws(Refusal) -> SheetPages {
        let requested = width ?? defaultTileWidth
        let largestPage = max(min(count, perPage), 1)
        let grid = ContactSheet.Grid(
            layout: PreviewLayout(width: requested), count: largestPage, columns: ContactSheet.columns)
        if grid.pixels <= maxPixels {
            return SheetPages(count: count, perPage: perPage, layout: PreviewLayout(width: requested))
        }
        guard
            let fitting = ContactSheet.largestTileWidth(
                count: largestPage, widest: requested, narrowest: narrowest, maxPixels: maxPixels)
        else {
            throw .tooMany(grid: grid, narrowest: narrowest)
        }
        guard width == nil else { throw .tooWide(grid: grid, fitting: fitting) }
        return SheetPages(count: count, perPage: perPage, layout: PreviewLayout(width: fitting), narrowed: true)
    }

    /// How many pages there are (none for no tile).
    public var pageCount: Int { (count + perPage - 1) / perPage }

    /// The tiles on `page` (numbered from 1): their indices in the files' order, from 0. A tile's number on
    /// the picture is its index plus one.
    public func tiles(onPage page: Int) -> Range<Int> {
        precondition((1...max(pageCount, 1)).contains(page), "a page of the sheet")
        let first = (page - 1) * perPage
        return first..<min(first + perPage, count)
    }

    /// The page (numbered from 1) tile `index` (from 0) is on.
    public func page(ofTile index: Int) -> Int { index / perPage + 1 }

    /// The grid of `page` (numbered from 1): its tiles `ContactSheet.columns` to a row; the last page may
    /// have fewer rows, or fewer columns, and be smaller.
    public func grid(page: Int) -> ContactSheet.Grid {
        ContactSheet.Grid(layout: layout, count: tiles(onPage: page).count, columns: ContactSheet.columns)
    }

    /// Where page `page` of `pageCount` goes when the sheet was asked for at `output`: `output` itself when
    /// there is one page; otherwise its name with `-N` (the page's number, from 1) before the extension, as
    /// ImageMagick names the images it writes to one name (`sheet.png` becomes `sheet-1.png`, `sheet-2.png`, …;
    /// ImageMagick counts from 0). A name with no extension (or only a leading dot, `.png`) gets `-N` at its
    /// end; folders in `output` are kept as they are.
    public static func path(_ output: String, page: Int, of pageCount: Int) -> String {
        guard pageCount > 1 else { return output }
        let nameStart = output.lastIndex(of: "/").map(output.index(after:)) ?? output.startIndex
        let name = output[nameStart...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "\(output)-\(page)" }
        return "\(output[..<dot])-\(page)\(output[dot...])"
    }
}

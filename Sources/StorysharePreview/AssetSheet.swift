import StoryshareImaging
import StoryshareMedia
import StoryshareSystem

/// `preview --sheet`'s contact sheet of judged assets, cut into `pages`: each asset drawn by its role, framed by
/// its findings (red for an error, amber for a warning), numbered and captioned with its file's name; with, for each
/// page, what it is and the list of its tiles.
public struct AssetSheet: Sendable {
    /// The assets, in the order their tiles are numbered.
    public let entries: [AssetSheet.Entry]
    /// How the tiles are cut into pages.
    public let pages: SheetPages
    /// Whether each tile shades the bands the Stories interface covers and outlines the sticker's box.
    public let showsSafeZones: Bool
    /// How each asset is read when its tile is drawn (the options it was judged with).
    public let options: ProbeOptions

    /// The sheet of `entries` in `pages`.
    public init(entries: [AssetSheet.Entry], pages: SheetPages, showsSafeZones: Bool, options: ProbeOptions) {
        self.entries = entries
        self.pages = pages
        self.showsSafeZones = showsSafeZones
        self.options = options
    }

    /// Page `page` (numbered from 1) drawn: each asset opened only when its tile is drawn, with the facts it was
    /// judged by; one that cannot be drawn is a grey tile crossed from corner to corner.
    public func render(page: Int) -> RGBAImage {
        ContactSheet.render(page: page, of: pages, options: options, tile: tile)
    }

    /// The tile of entry `index`: its asset drawn as a background or a sticker, framed by its findings, captioned
    /// with the path it is reported by.
    func tile(_ index: Int) -> ContactSheet.Tile {
        let entry = entries[index]
        let asset = try? PreviewAsset.file(entry.drawnPath, facts: entry.facts, options: options)
        var scene: PreviewScene?
        if let asset {
            switch (asset.facts.kind, entry.role) {
            case (.video, _): scene = PreviewScene(background: .video(asset))
            case (.image, .background): scene = PreviewScene(background: .image(asset))
            case (.image, .sticker): scene = PreviewScene(sticker: asset)
            default: scene = nil
            }
        }
        scene?.showsSafeZones = showsSafeZones
        return ContactSheet.Tile(scene: scene, mark: entry.mark, path: entry.path)
    }

    /// What page `page`, drawn as `image`, is: `contact sheet of 30 assets, page 2 of 2 (tiles 25 to 30),
    /// 1208x358`, and, when the tiles were narrowed, why.
    public func caption(page: Int, image: RGBAImage) -> String {
        let count = entries.count
        let described = "contact sheet of \(count) asset\(count == 1 ? "" : "s")"
        let tiles = pages.tiles(onPage: page)
        let which =
            pages.pageCount == 1
            ? "" : ", page \(page) of \(pages.pageCount) (tiles \(tiles.lowerBound + 1) to \(tiles.upperBound))"
        let narrowed =
            pages.narrowed
            ? " (tiles \(pages.layout.width) px wide: at \(SheetPages.defaultTileWidth) a page of "
                + "\(min(pages.count, pages.perPage)) would be over \(SheetPages.bound))" : ""
        return "\(described)\(which), \(image.width)x\(image.height)\(narrowed)"
    }

    /// The tiles of page `page`, one line each: `  1. logo.png (sticker): warning, 0 errors, 1 warning`.
    public func listing(page: Int) -> String {
        pages.tiles(onPage: page).map { index in
            let entry = entries[index]
            return "  \(index + 1). \(DisplayText.path(entry.path)) (\(entry.role.rawValue)): \(entry.verdict), "
                + "\(entry.errors) error\(entry.errors == 1 ? "" : "s"), "
                + "\(entry.warnings) warning\(entry.warnings == 1 ? "" : "s")"
        }.joined(separator: "\n")
    }
}

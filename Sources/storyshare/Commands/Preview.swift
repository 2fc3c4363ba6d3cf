import ArgumentParser
import Foundation
import StoryshareColor
import StoryshareImaging
import StoryshareJudging
import StoryshareKit
import StoryshareMedia
import StorysharePreview
import StoryshareReport
import StoryshareRules
import StoryshareSystem

extension Storyshare {
    /// `storyshare preview`: the story drawn as a PNG, or a contact sheet of many assets.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw the story (background, sticker, what the Stories interface covers) as a PNG.",
            usage: """
                storyshare preview (<bundle> | [--background-image F | --background-video F] [--sticker F] \
                [--top-color C] [--bottom-color C]) [--target T] [--safe-zones] [--width 1080] --output FILE.png
                storyshare preview --sheet [--role auto|background|sticker] [--target T] [--safe-zones] \
                [--width 180] [--per-page 24] --output FILE.png PATH...
                """,
            discussion: """
                The story is 1080x1920 (or --width wide, 9:16). Without a background asset it shows the vertical \
                gradient from the top to the bottom colour (#222222 when not given, solid when equal); a \
                background image fills the screen, centred and cropped (aspect fill), turned as its EXIF \
                orientation says. A video is not decoded (storyshare has no video codec): it is drawn as a \
                neutral frame of its displayed shape on the gradient. The sticker is centred, at its pixel size \
                on a 1080-wide screen, scaled down only when wider than 80% of the screen. --safe-zones shades \
                the top and bottom 250 pixels of 1920 (Meta's guidance: keep text and logos out of them) and \
                outlines the sticker's box. A bundle is drawn from its own bytes.

                --sheet draws a small preview of each asset found (files chosen as validate chooses them: a \
                directory holding an app project stands for the share assets the app model finds, --all for \
                every image and video; each drawn as a background or a sticker by its role), framed red when validate finds an error \
                in it and amber for a warning, with its number in the top-left corner and its file's name \
                below it, and lists the tiles by number. A page holds at most --per-page tiles (24 by default); more files make more pages, \
                written as FILE-1.png, FILE-2.png, … (one page is FILE.png itself). No page is written when \
                one of them would replace an input.

                Exit status: 0 when the PNG (every page of a sheet) was written; 1 when an asset is missing, does \
                not decode or is in a format a preview does not draw, the bundle cannot be read, or --sheet finds \
                nothing to show (nothing is written in any of these cases), or a PNG cannot be written (pages \
                before it stay written); 64 for a usage error.
                """
        )

        @OptionGroup var assets: ShareAssetOptions

        @Option(
            help: """
                Where the share goes: facebook or instagram (default: the configuration's, else facebook). The story \
                looks the same on both; the target's rules judge a sheet's findings.
                """)
        var target: ShareTarget?

        @Option(help: "With --sheet: what the files are used for: auto, background or sticker.")
        var role: AssetRoleChoice = .auto

        @OptionGroup var configurationOption: ConfigurationOption

        @Flag(help: "Shade the top and bottom bands the Stories interface covers and outline the sticker's box.")
        var safeZones = false

        @Option(
            help: "Width of the story in pixels, 9:16, at most 1440 (default 1080; with --sheet, of each tile: 180).")
        var width: Int?

        @Flag(help: "Draw a contact sheet of the assets found in PATH... instead of one story.")
        var sheet = false

        @Flag(
            help:
                "With --sheet, show every image and video in the directories named, not only the app model's share assets."
        )
        var all = false

        @Option(
            help: """
                With --sheet: at most this many tiles a page, from 1 to 200 (default 24); more files make more \
                pages, FILE-1.png, FILE-2.png, …
                """)
        var perPage: Int?

        @Option(name: .shortAndLong, help: "The PNG to write (a regular file; never one of the inputs).")
        var output: String

        @Argument(help: "A bundle file; with --sheet, files or directories.")
        var paths: [String] = []

        /// A story is drawn whole and encoded in memory: at most 1440x2560 (`PreviewLayout.maxPixels`), which
        /// keeps `preview` under 100 MB; 4320 took 330 MB.
        static let widths = 9...PreviewLayout.maxWidth

        func validate() throws {
            guard !output.isEmpty else { throw ValidationError("--output needs a file name") }
            if let width, !Self.widths.contains(width) {
                throw ValidationError(
                    "--width must be between \(Self.widths.lowerBound) and \(Self.widths.upperBound) pixels, got \(width) "
                        + "(a preview has at most \(NumberText.grouped(PreviewLayout.maxPixels)) pixels, 1440x2560)"
                )
            }
            if assets.backgroundImage != nil && assets.backgroundVideo != nil {
                throw ValidationError("--background-image and --background-video cannot be used together")
            }
            if all, !sheet { throw ValidationError("--all applies to --sheet only") }
            if let perPage, !SheetPages.perPageRange.contains(perPage) {
                throw ValidationError(
                    "--per-page must be between \(SheetPages.perPageRange.lowerBound) and "
                        + "\(SheetPages.perPageRange.upperBound) tiles, got \(perPage)")
            }
            if perPage != nil && !sheet { throw ValidationError("--per-page applies to --sheet only") }
            if sheet {
                guard !paths.isEmpty else { throw ValidationError("--sheet needs files or directories to show") }
                guard assets.isEmpty else {
                    throw ValidationError(
                        "--sheet takes its assets from PATH...; asset and colour options do not apply")
                }
                return
            }
            guard paths.count <= 1 else { throw ValidationError("preview draws one bundle; --sheet shows many files") }
            if !paths.isEmpty && !assets.isEmpty {
                throw ValidationError(
                    "a bundle is drawn from its own assets and colours; asset and colour options do not apply")
            }
        }

        func run() throws {
            var inputs = paths + assets.files
            if sheet {
                // Every file the sheet reads, found before any drawing: no page may replace one of them.
                let (files, configuration, reads) = try sheetFiles()
                inputs += reads
                let pages = try sheetPages(count: files.count)  // before anything is validated or drawn
                let outputs = (1...pages.pageCount).map { SheetPages.path(output, page: $0, of: pages.pageCount) }
                // Every page's path is checked before any page is drawn or written.
                for page in outputs { try OutputPath.refuseIfNotOurs(page, inputs: inputs, needsDirectory: false) }
                try Self.refuseRepeats(outputs)
                try writeSheet(files, configuration: configuration, pages: pages, to: outputs, protecting: inputs)
                return
            }
            try OutputPath.refuseIfNotOurs(output, inputs: inputs, needsDirectory: false)
            let image: RGBAImage
            let summary: String
            do {
                let layout = PreviewLayout(width: width ?? PreviewLayout.storyWidth)
                let (scene, described) =
                    try paths.first.map { try Self.bundleScene(loadBundle($0).bundle, path: $0, safeZones: safeZones) }
                    ?? optionScene()
                let result = try PreviewRenderer.render(scene, layout: layout)
                image = result.image
                summary = "\(layout.width)x\(layout.height), " + (described + marks(result)).joined(separator: ", ")
            } catch let error as PreviewError {
                printError(error.description)
                throw ExitCode.failure
            }
            try Self.write(image, to: output, protecting: inputs)
            print("wrote \(DisplayText.path(output)): \(summary)")
        }

        /// Writes `image` as a PNG at `output` atomically, never over one of `inputs`.
        static func write(_ image: RGBAImage, to output: String, protecting inputs: [String]) throws {
            try write(image, to: output, protecting: FileStatus.identities(of: inputs))
        }

        /// Writes `image` as a PNG at `output` atomically, never over one of the files `inputs` identifies; a link at
        /// `output` is written through or, for a name storyshare chose, replaced (`links`).
        static func write(
            _ image: RGBAImage, to output: String, protecting inputs: [FileStatus.Identity],
            links: AtomicFile.Links = .followed
        ) throws {
            let bytes = try ImageEncoder.png(image)
            _ = try writing { try AtomicFile.write(output, contents: bytes, protecting: inputs, links: links) }
        }

        /// Refuses (a usage error) pages whose paths name the same existing file (through a link): the later
        /// page would replace the earlier.
        static func refuseRepeats(_ outputs: [String]) throws {
            var seen: [FileStatus.Identity: String] = [:]
            for output in outputs {
                guard case .success(let status) = FileStatus.of(output) else { continue }
                if let earlier = seen.updateValue(output, forKey: status.identity) {
                    throw ValidationError(
                        "the pages \(DisplayText.path(earlier)) and \(DisplayText.path(output)) name the same file; "
                            + "remove the link between them or choose another --output")
                }
            }
        }

        /// The scene the options describe, and its description.
        func optionScene() throws -> (PreviewScene, [String]) {
            var made = try PreviewScene.of(
                backgroundImage: assets.backgroundImage, backgroundVideo: assets.backgroundVideo,
                sticker: assets.sticker, colors: try assets.colors())
            made.scene.showsSafeZones = safeZones
            return (made.scene, made.described)
        }

        /// The scene of the bundle at `path`, from its own bytes and colours (its warnings said on stderr).
        static func bundleScene(_ bundle: ShareBundle, path: String, safeZones: Bool) throws -> (PreviewScene, [String])
        {
            var made = try PreviewScene.of(bundle, path: path)
            made.warnings.forEach(printError)
            made.scene.showsSafeZones = safeZones
            return (made.scene, made.described)
        }

        /// What the result says about the sticker and the bands.
        func marks(_ result: PreviewRenderer.Result) -> [String] {
            var marks: [String] = []
            if let box = result.stickerBox { marks.append("sticker box \(box)") }
            if safeZones { marks.append("safe zones shaded") }
            return marks
        }

        /// The files a contact sheet shows (chosen as `validate` chooses them), the configuration, and every file
        /// read to choose them; none is an error (exit 1).
        func sheetFiles() throws -> ([InputFile], Configuration, [String]) {
            let configuration = try configurationOption.load()
            let chosen = SheetJudging.select(AssetRequest(paths: paths, configuration: configuration, every: all))
            chosen.notes.forEach(printError)
            guard !chosen.files.isEmpty else {
                let named = paths.map(DisplayText.path).joined(separator: ", ")
                // Where the app model chose (said above), it found no share asset on disk: not "no image".
                printError(
                    chosen.notes.isEmpty
                        ? "nothing to show: no image or video found in \(named)"
                        : "nothing to show: no share asset on disk in \(named) (said above); --all shows every image "
                            + "and video")
                throw ExitCode.failure
            }
            return (chosen.files, configuration, chosen.reads)
        }

        /// The contact sheet of `files` in `pages`, page `n` written at `outputs[n - 1]` as soon as it is drawn,
        /// each followed by the list of its tiles: every file validated as `validate` does it, drawn by its role,
        /// framed by its findings and numbered.
        func writeSheet(
            _ files: [InputFile], configuration: Configuration, pages: SheetPages, to outputs: [String],
            protecting inputs: [String]
        ) throws {
            let sheet = SheetJudging.sheet(
                files, target: target, role: role, configuration: configuration, pages: pages,
                showsSafeZones: safeZones)
            let identities = FileStatus.identities(of: inputs)
            // Past one page, every page's name is one storyshare chose (NAME-2.png): a symbolic link there (one a
            // repository ships) is replaced, never written through.
            let links: AtomicFile.Links = pages.pageCount > 1 ? .replaced : .followed
            for page in 1...pages.pageCount {
                let image = sheet.render(page: page)
                try Self.write(image, to: outputs[page - 1], protecting: identities, links: links)
                print("wrote \(DisplayText.path(outputs[page - 1])): \(sheet.caption(page: page, image: image))")
                print(sheet.listing(page: page))
            }
        }

        /// The pages of a sheet of `count` files: `--per-page` tiles a page (24 when not given), each tile
        /// `--width` wide (180 when not given), and each page at most `PreviewLayout.maxPixels`. Without
        /// `--width`, tiles are narrowed to fit (and the summary says so); a `--width` that does not fit is a
        /// usage error naming the bound and the widest that fits.
        func sheetPages(count: Int) throws -> SheetPages {
            let perPage = self.perPage ?? SheetPages.defaultPerPage
            do {
                return try SheetPages.fitting(count: count, perPage: perPage, width: width)
            } catch {
                let (grid, advice): (ContactSheet.Grid, String)
                switch error {
                case .tooWide(let tooWide, let fitting):
                    (grid, advice) = (tooWide, "use --width \(fitting) or less, or a smaller --per-page")
                case .tooMany(let tooMany, let narrowest):
                    (grid, advice) = (tooMany, "tiles \(narrowest) px wide do not fit either: use a smaller --per-page")
                }
                throw ValidationError(
                    "a contact sheet page of \(grid.count) tiles \(grid.layout.width) px wide would be "
                        + "\(grid.width)x\(grid.height), over the bound of \(SheetPages.bound): \(advice)")
            }
        }
    }
}

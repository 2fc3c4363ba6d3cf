import ArgumentParser
import StoryshareBundle
import StoryshareJudging
import StoryshareKit
import StorysharePreview
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
            let inputs = paths + assets.files
            guard sheet else {
                try OutputPath.refuseIfNotOurs(output, inputs: inputs, needsDirectory: false)
                let made = try saying {
                    try paths.first.map { try PreviewScene.of(BundleFile.load($0).bundle, path: $0) }
                        ?? PreviewScene.of(
                            backgroundImage: assets.backgroundImage, backgroundVideo: assets.backgroundVideo,
                            sticker: assets.sticker, colors: try assets.colors())
                }
                let summary = try drawStory(
                    made, width: width ?? PreviewLayout.storyWidth, safeZones: safeZones, to: output, protecting: inputs
                )
                return print("wrote \(DisplayText.path(output)): \(summary)")
            }
            let configuration = try configurationOption.load()
            let request = AssetRequest(
                paths: paths, target: target, role: role, configuration: configuration, every: all)
            let layout = SheetJudging.Layout(
                perPage: perPage, width: width, output: output, showsSafeZones: safeZones, protecting: inputs)
            do {
                try writing {
                    try SheetJudging.run(request, layout: layout, said: printError) { page in
                        print("wrote \(DisplayText.path(page.path)): \(page.caption)")
                        print(page.listing)
                    }
                }
            } catch let error as SheetJudging.NothingToShow {
                (error.notes + [error.description + (error.chosenByModel ? "; --all shows every image and video" : "")])
                    .forEach(printError)
                throw ExitCode.failure
            } catch let error as SheetJudging.PageRefusal {
                switch error {
                case .tooLarge(let refusal): throw ValidationError("\(refusal): " + Self.advice(refusal))
                case .output(let refusal): throw ValidationError(refusal.description)
                case .repeated(let earlier, let later):
                    throw ValidationError(
                        "the pages \(DisplayText.path(earlier)) and \(DisplayText.path(later)) name the same file; "
                            + "remove the link between them or choose another --output")
                }
            }
        }

        /// What would make a sheet's page fit: without `--width`, tiles are narrowed to fit, so a refusal names the
        /// flag that was given, or the one left.
        static func advice(_ refusal: SheetPages.Refusal) -> String {
            switch refusal {
            case .tooWide(_, let fitting): "use --width \(fitting) or less, or a smaller --per-page"
            case .tooMany(_, let narrowest): "tiles \(narrowest) px wide do not fit either: use a smaller --per-page"
            }
        }
    }
}

import ArgumentParser
import StoryshareColor

/// The assets and colours of a share, as `bundle` and `preview` take them.
struct ShareAssetOptions: ParsableArguments {
    @Option(help: "Background image (PNG or JPEG).")
    var backgroundImage: String?

    @Option(help: "Background video (MP4/MOV with H.264/H.265, or WebM with VP8/VP9/AV1).")
    var backgroundVideo: String?

    @Option(help: "Sticker image (PNG or JPEG), placed over the background.")
    var sticker: String?

    @Option(help: "Background top colour (#RGB, #RRGGBB, RRGGBB or rgb(r, g, b); default #222222).")
    var topColor: String?

    @Option(help: "Background bottom colour (default #222222).")
    var bottomColor: String?

    /// The files named: the background and the sticker.
    var files: [String] { [backgroundImage, backgroundVideo, sticker].compactMap { $0 } }

    /// Whether no asset and no colour is given.
    var isEmpty: Bool { files.isEmpty && topColor == nil && bottomColor == nil }

    /// The colours given, defaulted as the platform defaults them; a usage error naming the option for one
    /// that is not a colour.
    func colors() throws -> BackgroundColors {
        .resolve(
            top: try topColor.map { try HexColor(option: "--top-color", $0) },
            bottom: try bottomColor.map { try HexColor(option: "--bottom-color", $0) })
    }
}

import StoryshareColor
import StoryshareKit
import StoryshareSystem

extension PreviewScene {
    /// What a bundle shares, as a scene: drawn from its own bytes and colours.
    public struct FromBundle {
        /// The scene (safe zones not shown: the caller says whether they are).
        public var scene: PreviewScene
        /// What it holds, in words: `facebook bundle`, `background image (aspect fill)`, `sticker`.
        public var described: [String]
        /// One line for each colour of the bundle that is not one (drawn as the default instead), naming `path`.
        public var warnings: [String]
    }

    /// What `bundle`, read from `path`, shares, drawn from its own bytes and colours. Throws a `PreviewError`
    /// when an asset cannot be decoded.
    public static func of(_ bundle: ShareBundle, path: String) throws -> FromBundle {
        var warnings: [String] = []
        func asset(_ key: PayloadKey) throws -> PreviewAsset? {
            guard case .data(let data)? = bundle.value(key) else { return nil }
            return try PreviewAsset.bytes([UInt8](data), name: "\(path): \(key.rawValue)")
        }
        func color(_ key: PayloadKey) -> HexColor? {
            guard let text = bundle.string(key) else { return nil }
            do {
                return try HexColor(parsing: text)
            } catch {
                warnings.append(
                    "\(DisplayText.path(path)): warning: \(key.rawValue) \"\(DisplayText.escaped(text))\" is not a "
                        + "colour (\(error.message)); drawn as \(HexColor.defaultTop.hex) instead [color-invalid]")
                return nil
            }
        }
        var scene = PreviewScene(
            colors: .resolve(top: color(.backgroundTopColor), bottom: color(.backgroundBottomColor)))
        var described = ["\(bundle.target.rawValue) bundle"]
        if let image = try asset(.backgroundImage) {
            scene.background = .image(image)
            described.append("background image (aspect fill)")
        } else if let video = try asset(.backgroundVideo) {
            scene.background = .video(video)
            described.append("background video (drawn as a frame)")
        } else {
            described.append(describe(scene.colors))
        }
        if let sticker = try asset(.stickerImage) {
            scene.sticker = sticker
            described.append("sticker")
        }
        return FromBundle(scene: scene, described: described, warnings: warnings)
    }

    /// A colour background in words: `solid #222222`, `gradient #FF0088 to #222222`.
    public static func describe(_ colors: BackgroundColors) -> String {
        colors.isSolid ? "solid \(colors.top.hex)" : "gradient \(colors.top.hex) to \(colors.bottom.hex)"
    }
}

extension PreviewScene {
    /// The story of a share given as files (at most one background, image or video) over `colors`, described as
    /// ``of(_:path:)`` describes a bundle's, each file named. Throws a `PreviewError` when a file cannot be drawn.
    public static func of(
        backgroundImage: String?, backgroundVideo: String?, sticker: String?, colors: BackgroundColors
    ) throws -> FromBundle {
        var scene = PreviewScene(colors: colors)
        var described: [String] = []
        if let backgroundImage {
            scene.background = .image(try PreviewAsset.file(backgroundImage))
            described.append("background image \(DisplayText.path(backgroundImage)) (aspect fill)")
        } else if let backgroundVideo {
            scene.background = .video(try PreviewAsset.file(backgroundVideo))
            described.append("background video \(DisplayText.path(backgroundVideo)) (drawn as a frame)")
        } else {
            described.append(describe(colors))
        }
        if let sticker {
            scene.sticker = try PreviewAsset.file(sticker)
            described.append("sticker \(DisplayText.path(sticker))")
        }
        return FromBundle(scene: scene, described: described, warnings: [])
    }
}

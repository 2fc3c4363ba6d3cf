import StoryshareImaging
import StoryshareSystem

/// `preview`'s picture of one story, and how any preview is written: what the scene draws, in words, and the PNG
/// written atomically, never over an input.
public enum StoryPicture {
    /// The story `made` shows (its safe zones shaded when `safeZones`) drawn `width` pixels wide (9:16), and its
    /// summary: `1080x1920, background image a.jpg (aspect fill), sticker box …, safe zones shaded`.
    public static func draw(_ made: PreviewScene.FromBundle, width: Int, safeZones: Bool) throws(PreviewError) -> (
        image: RGBAImage, summary: String
    ) {
        var scene = made.scene
        scene.showsSafeZones = safeZones
        let layout = PreviewLayout(width: width)
        let result = try PreviewRenderer.render(scene, layout: layout)
        var marks = made.described
        if let box = result.stickerBox { marks.append("sticker box \(box)") }
        if safeZones { marks.append("safe zones shaded") }
        return (result.image, "\(layout.width)x\(layout.height), " + marks.joined(separator: ", "))
    }

    /// Writes `image` as a PNG at `output` atomically, never over one of the files `inputs` identifies; a link at
    /// `output` is written through or, for a name storyshare chose, replaced (`links`).
    public static func write(
        _ image: RGBAImage, to output: String, protecting inputs: [FileStatus.Identity],
        links: AtomicFile.Links = .followed
    ) throws {
        let bytes = try ImageEncoder.png(image)
        try AtomicFile.write(output, contents: bytes, protecting: inputs, links: links)
    }
}

import StoryshareKit
import StoryshareMedia

/// Builders for rule examples and tests: facts of a typical file with the fields that matter set.
public enum Example {
    /// A decoded PNG/JPEG with the given size (displayed = stored unless `orientation` turns it).
    public static func image(
        _ format: MediaFormat = .png, _ width: Int, _ height: Int, bytes: Int = 100_000,
        alpha: Bool = false, orientation: Int? = nil, role: AssetRole = .background,
        target: ShareTarget = .facebook, edit: (inout MediaFacts) -> Void = { _ in }
    ) -> Asset {
        var f = MediaFacts(path: "example.\(format == .jpeg ? "jpg" : format.rawValue)")
        f.kind = format.kind
        f.format = format
        f.bytes = bytes
        f.width = width
        f.height = height
        f.orientation = orientation
        f.setDisplaySize(swapped: EXIFOrientation.swapsAxes(orientation))
        f.hasAlpha = alpha
        f.bitDepth = 8
        f.colorSpace = .rgb
        edit(&f)
        return Asset(facts: f, role: role, target: target)
    }

    /// A parsed video with one video track.
    public static func video(
        _ format: MediaFormat = .mp4, codec: String = "h264", _ width: Int = 1080,
        _ height: Int = 1920, seconds: Double = 10, bytes: Int = 5_000_000,
        rotation: Int = 0, target: ShareTarget = .facebook,
        edit: (inout MediaFacts) -> Void = { _ in }
    ) -> Asset {
        var f = MediaFacts(path: "example.\(format.rawValue)")
        f.kind = .video
        f.format = format
        f.bytes = bytes
        f.codec = codec
        f.width = width
        f.height = height
        f.rotation = rotation
        f.setDisplaySize(swapped: rotation == 90 || rotation == 270)
        f.durationSeconds = seconds
        f.hasVideo = true
        f.hasAudio = false
        edit(&f)
        return Asset(facts: f, role: .background, target: target)
    }
}

/// The image or container format a file's bytes identify (never its extension), for the probe and the Kit alike.
public enum StoryMediaFormat: String, Codable, Sendable, CaseIterable {
    case png, jpeg, gif, webp, bmp, tiff, heic, avif
    case mp4, mov, webm, matroska
    case unknown
    /// Whether the format is a still-image format or a video container.
    public var kind: StoryMediaKind {
        switch self {
        case .png, .jpeg, .gif, .webp, .bmp, .tiff, .heic, .avif: .image
        case .mp4, .mov, .webm, .matroska: .video
        case .unknown: .unknown
        }
    }

    /// File extensions (lower case, without the dot) that name this format.
    public var extensions: [String] {
        switch self {
        case .png: ["png", "apng"]
        case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
        case .gif: ["gif"]
        case .webp: ["webp"]
        case .bmp: ["bmp", "dib"]
        case .tiff: ["tif", "tiff"]
        case .heic: ["heic", "heif", "hif"]
        case .avif: ["avif"]
        case .mp4: ["mp4", "m4v"]
        case .mov: ["mov", "qt"]
        case .webm: ["webm"]
        case .matroska: ["mkv", "mk3d"]
        case .unknown: []
        }
    }

    /// The format an extension names, if any (`"JPG"` → `.jpeg`).
    public static func named(byExtension ext: String) -> StoryMediaFormat? {
        allCases.first { $0.extensions.contains(ext.lowercased()) }
    }
}

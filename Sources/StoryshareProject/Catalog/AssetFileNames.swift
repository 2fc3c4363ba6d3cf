/// The file names a directory walk picks up: the formats the platform takes (PNG, JPEG, MP4, MOV, M4V,
/// WebM) and the image formats it refuses that people export by mistake (HEIC, HEIF, GIF, WebP, AVIF),
/// which are then reported (`format-unsupported`) rather than passed over.
public enum AssetFileNames {
    /// Extensions, in lower case and without the dot.
    public static let extensions: Set<String> = [
        "png", "jpg", "jpeg", "mp4", "mov", "m4v", "webm", "heic", "heif", "gif", "webp", "avif",
    ]

    /// Whether `name` (a file name, not a path) ends with one of ``extensions``, in any case.
    public static func isAsset(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }
}

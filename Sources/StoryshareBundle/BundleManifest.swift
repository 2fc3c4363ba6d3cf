import StoryshareMedia

/// What the bundle says about one embedded asset (the bundle's `manifest`).
public struct ManifestEntry: Equatable, Sendable, Codable {
    /// `image/png`, `image/jpeg`, `video/mp4`, `video/quicktime` or `video/webm`.
    public var mediaType: String
    public var bytes: Int
    /// Lower-case hex SHA-256 of the exact bytes.
    public var sha256: String
    /// Displayed size (after EXIF orientation or the video's rotation).
    public var width: Int
    public var height: Int
    public var durationSeconds: Double?

    public init(mediaType: String, bytes: Int, sha256: String, width: Int, height: Int, durationSeconds: Double? = nil)
    {
        self.mediaType = mediaType
        self.bytes = bytes
        self.sha256 = sha256
        self.width = width
        self.height = height
        self.durationSeconds = durationSeconds
    }

    /// The media type of a format, and the extension `inspect --extract` writes it with.
    static func mediaType(of format: MediaFormat) -> String {
        switch format {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .mp4: "video/mp4"
        case .mov: "video/quicktime"
        case .webm: "video/webm"
        default: "application/octet-stream"
        }
    }
}

/// What the bundle says about one embedded asset (the bundle's `manifest`).
public struct ManifestEntry: Equatable, Sendable, Codable {
    /// `image/png`, `image/jpeg`, `video/mp4`, `video/quicktime` or `video/webm`.
    public var mediaType: String
    /// The asset's size in bytes.
    public var bytes: Int
    /// Lower-case hex SHA-256 of the exact bytes.
    public var sha256: String
    /// Displayed width (after EXIF orientation or the video's rotation).
    public var width: Int
    /// Displayed height (after EXIF orientation or the video's rotation).
    public var height: Int
    /// Videos: their duration.
    public var durationSeconds: Double?
    /// An entry with every field given.
    public init(mediaType: String, bytes: Int, sha256: String, width: Int, height: Int, durationSeconds: Double? = nil)
    {
        self.mediaType = mediaType
        self.bytes = bytes
        self.sha256 = sha256
        self.width = width
        self.height = height
        self.durationSeconds = durationSeconds
    }
}

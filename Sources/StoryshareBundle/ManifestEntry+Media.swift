import StoryshareKit
import StoryshareMedia

extension ManifestEntry {
    /// The media type of a format, as the manifest writes it.
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

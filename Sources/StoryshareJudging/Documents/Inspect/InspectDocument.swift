import StoryshareBundle

/// `storyshare inspect --format json`: `{"path","format","version","encoding","target","url","createdAt",
/// "expiresIn","expirationDate","expired","secondsUntilExpiry","entries":[{"key","type","value"?,"bytes"?,
/// "mediaType"?,"width"?,"height"?,"durationSeconds"?,"sha256"?}],"colors"?:{"top","bottom","fill"}}`.
public struct InspectDocument: Encodable {
    /// One key of the pasteboard item.
    struct Entry: Encodable {
        let key: String
        let type: String
        let value: String?
        let bytes: Int?
        let mediaType: String?
        let width: Int?
        let height: Int?
        let durationSeconds: Double?
        let sha256: String?
    }

    /// The background fill the colours make.
    struct Colors: Encodable {
        let top: String
        let bottom: String
        let fill: String
    }

    let path: String
    let format: String
    let version: Int
    let encoding: String
    let target: String
    let url: String
    let createdAt: String
    let expiresIn: Int
    let expirationDate: String
    let expired: Bool
    let secondsUntilExpiry: Int64
    let entries: [Entry]
    let colors: Colors?

    /// The document of what `summary` says about a bundle.
    public init(_ summary: BundleSummary) {
        path = summary.path
        format = summary.format
        version = summary.version
        encoding = summary.encoding
        target = summary.target
        url = summary.url
        createdAt = summary.createdAt
        expiresIn = summary.expiresIn
        expirationDate = summary.expirationDate
        expired = summary.expired
        secondsUntilExpiry = summary.secondsUntilExpiry
        entries = summary.entries.map {
            Entry(
                key: $0.key, type: $0.type, value: $0.value, bytes: $0.bytes, mediaType: $0.mediaType, width: $0.width,
                height: $0.height, durationSeconds: $0.durationSeconds, sha256: $0.sha256)
        }
        colors = summary.colors.map { Colors(top: $0.top, bottom: $0.bottom, fill: $0.fill) }
    }
}

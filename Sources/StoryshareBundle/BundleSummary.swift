import StoryshareColor
import StoryshareKit
import StoryshareMedia
import StoryshareRules
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `inspect` shows about a bundle: its format, target, link, creation and expiry, each key of its item and the
/// colours (StoryshareReport's `InspectText` and `InspectDocument` print it).
public struct BundleSummary: Sendable {
    /// One key of the pasteboard item.
    public struct Entry: Sendable {
        public let key: String
        /// `string` or `data`.
        public let type: String
        public let value: String?
        public let bytes: Int?
        public let mediaType: String?
        public let width: Int?
        public let height: Int?
        public let durationSeconds: Double?
        public let sha256: String?
    }

    /// The background fill the colours make.
    public struct Colors: Sendable {
        public let top: String
        public let bottom: String
        /// `solid` or `gradient`.
        public let fill: String
    }

    public let path: String
    public let format: String
    public let version: Int
    public let encoding: String
    public let target: String
    public let url: String
    public let createdAt: String
    public let expiresIn: Int
    public let expirationDate: String
    public let expired: Bool
    /// Seconds from the inspection time to expiry (negative once expired).
    public let secondsUntilExpiry: Int64
    public let entries: [Entry]
    public let colors: Colors?

    public init(_ bundle: ShareBundle, path: String, at time: Int64) {
        self.path = DisplayText.escaped(path)
        format = ShareBundle.formatName
        version = ShareBundle.formatVersion
        encoding = bundle.encoding.rawValue
        target = bundle.target.rawValue
        url = bundle.urlString
        createdAt = BundleTime.format(bundle.createdAtSeconds)
        expiresIn = Int(bundle.expiresIn)
        expirationDate = BundleTime.format(bundle.expirationSeconds)
        expired = time > bundle.expirationSeconds
        secondsUntilExpiry = bundle.expirationSeconds - time
        entries = bundle.item.keys.sorted().map { key in
            switch bundle.item[key] {
            case .data(let bytes)?:
                let m = bundle.manifest[key]
                return Entry(
                    key: key, type: "data", value: nil, bytes: bytes.count, mediaType: m?.mediaType,
                    width: m?.width, height: m?.height, durationSeconds: m?.durationSeconds, sha256: m?.sha256)
            case .string(let text)?:
                return Entry(
                    key: key, type: "string", value: text, bytes: nil, mediaType: nil, width: nil, height: nil,
                    durationSeconds: nil, sha256: nil)
            case nil:
                return Entry(
                    key: key, type: "none", value: nil, bytes: nil, mediaType: nil, width: nil, height: nil,
                    durationSeconds: nil, sha256: nil)
            }
        }
        let top = bundle.string(.backgroundTopColor).flatMap { try? HexColor(parsing: $0) }
        let bottom = bundle.string(.backgroundBottomColor).flatMap { try? HexColor(parsing: $0) }
        if top != nil || bottom != nil {
            let resolved = BackgroundColors.resolve(top: top, bottom: bottom)
            colors = Colors(top: resolved.top.hex, bottom: resolved.bottom.hex, fill: resolved.fill.rawValue)
        } else {
            colors = nil
        }
    }
}

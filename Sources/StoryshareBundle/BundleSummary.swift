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
        /// The full key (`com.facebook.sharedSticker.…`).
        public let key: String
        /// `string` or `data`.
        public let type: String
        /// A string's text; nil for data.
        public let value: String?
        /// Data: its size in bytes.
        public let bytes: Int?
        /// Data: its media type (`image/png`), as the manifest gives it.
        public let mediaType: String?
        /// Data: its width, as the manifest gives it.
        public let width: Int?
        /// Data: its height, as the manifest gives it.
        public let height: Int?
        /// Data: a video's duration in seconds, as the manifest gives it.
        public let durationSeconds: Double?
        /// Data: the SHA-256 digest the manifest records, in hex.
        public let sha256: String?
    }

    /// The background fill the colours make.
    public struct Colors: Sendable {
        /// The top colour, `#RRGGBB`.
        public let top: String
        /// The bottom colour, `#RRGGBB`.
        public let bottom: String
        /// `solid` or `gradient`.
        public let fill: String
    }

    /// The bundle's path, escaped for printing.
    public let path: String
    /// The format's name, `storyshare.bundle`.
    public let format: String
    /// The format's version.
    public let version: Int
    /// How the file is encoded: `binary`.
    public let encoding: String
    /// Where the share goes: `facebook` or `instagram`.
    public let target: String
    /// The URL to open, as the file writes it.
    public let url: String
    /// When the bundle was made, ISO 8601 in UTC.
    public let createdAt: String
    /// Seconds the pasteboard item stays valid, counted from sharing.
    public let expiresIn: Int
    /// The expiry the file writes, ISO 8601 in UTC.
    public let expirationDate: String
    /// Whether that expiry has passed at the inspection time.
    public let expired: Bool
    /// Seconds from the inspection time to expiry (negative once expired).
    public let secondsUntilExpiry: Int64
    /// Each key of the item, sorted.
    public let entries: [Entry]
    /// The background colours, when the item has both.
    public let colors: Colors?

    /// What `bundle`, read from `path`, shows at `time` (seconds since 1970).
    public init(_ bundle: ShareBundle, path: String, at time: Int64) {
        self.init(InPlaceBundle(bundle), path: path, at: time)
    }

    /// What the bundle `loaded` from `path` shows at `time` (seconds since 1970).
    public init(_ loaded: InPlaceBundle, path: String, at time: Int64) {
        let bundle = loaded.bundle
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
            case .data?:
                let m = bundle.manifest[key]
                return Entry(
                    key: key, type: "data", value: nil, bytes: loaded.data(forKey: key)?.count, mediaType: m?.mediaType,
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

import Foundation

/// A decoded bundle file: the pasteboard item of one Stories share, its expiry, the URL to open and its assets'
/// manifest. An iOS app puts ``pasteboardItems`` on the pasteboard expiring ``expirationDate(sharingAt:)``, then opens
/// ``url`` (as the README shows); its Info.plist must list ``queriesScheme`` under `LSApplicationQueriesSchemes`.
public struct ShareBundle: Sendable {
    /// `format` value of every bundle.
    public static let formatName = "storyshare.bundle"
    /// The bundle format version this library writes and reads.
    public static let formatVersion = 1
    /// The largest bundle file readers take (and writers write): 1,000,000,000 bytes.
    public static let maximumFileSize = 1_000_000_000
    /// A value of the pasteboard item. Decoded from a bundle, data is never read as a string nor a string as data: a
    /// binary property list types its values.
    public enum Value: Equatable, Sendable, Decodable {
        /// A string: the app ID, a colour, the content URL.
        case string(String)
        /// Asset bytes, exactly as the file holds them.
        case data(Data)
        /// The value as `UIPasteboard` takes it: `Data` or `String`.
        public var pasteboardValue: Any {
            switch self {
            case .string(let text): text
            case .data(let bytes): bytes
            }
        }
        /// Data, or else a string.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self = try (try? container.decode(Data.self)).map(Value.data) ?? .string(container.decode(String.self))
        }
    }

    /// Where the share goes.
    public let target: ShareTarget
    /// The URL to open after setting the pasteboard: the target's own (checked when decoding).
    public let url: URL
    /// `url` exactly as the file writes it.
    public let urlString: String
    /// When the bundle was made (whole seconds).
    public let createdAt: Date
    /// How long the pasteboard item stays valid, counted from the moment of sharing.
    public let expiresIn: TimeInterval
    /// `options.expirationDate` as written: `createdAt` plus `expiresIn` (checked when decoding).
    public let expirationDate: Date
    /// The one pasteboard item: full keys (`com.facebook.sharedSticker.…`) to values, exactly the keys the file holds.
    public let item: [String: Value]
    /// Full asset keys to what the bundle says about them.
    public let manifest: [String: ManifestEntry]
    /// The items for `UIPasteboard.setItems(_:options:)`: one dictionary, assets as `Data`, the rest as `String`.
    public var pasteboardItems: [[String: Any]] { [item.mapValues(\.pasteboardValue)] }
    /// The expiry to set when sharing at `date`: `expiresIn` counted from then, not from when the bundle was made.
    public func expirationDate(sharingAt date: Date) -> Date { date.addingTimeInterval(expiresIn) }

    /// The `LSApplicationQueriesSchemes` entry needed to open ``url``: `facebook-stories` or `instagram-stories`.
    public var queriesScheme: String { target.urlScheme }
    /// The value of a payload key for this bundle's target.
    public func value(_ key: PayloadKey) -> Value? { item[key.key(for: target)] }
    /// The string value of a payload key.
    public func string(_ key: PayloadKey) -> String? { if case .string(let text)? = value(key) { text } else { nil } }
}

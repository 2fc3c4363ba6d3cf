import Foundation
import StorysharePropertyList
import StoryshareRules

/// A decoded bundle file: the pasteboard item, its options and its manifest (the bundle format the README describes).
///
/// On iOS, hand it to the pasteboard unchanged, with the expiry counted from the moment of sharing:
///
/// ```swift
/// let bundle = try ShareBundle(contentsOf: url)
/// UIPasteboard.general.setItems(bundle.items, options: [.expirationDate: bundle.expiration(sharingAt: Date())])
/// UIApplication.shared.open(URL(string: bundle.url)!)
/// ```
public struct ShareBundle: Sendable {
    /// `format` value of every bundle.
    public static let formatName = "storyshare.bundle"
    /// The bundle format version this library writes and reads.
    public static let formatVersion = 1
    /// The largest bundle file readers take (and writers write): 1,000,000,000 bytes.
    public static let maximumFileSize = 1_000_000_000

    /// A value of the pasteboard item.
    public enum Value: Equatable, Sendable {
        case string(String)
        case data([UInt8])
    }

    public var target: ShareTarget
    /// The URL to open after setting the pasteboard.
    public var url: String
    /// When the bundle was made (whole seconds since 1970).
    public var createdAt: Int64
    /// Seconds the pasteboard item stays valid.
    public var expiresIn: Int
    /// `options.expirationDate` as written (createdAt + expiresIn).
    public var expirationDate: Int64
    /// The one pasteboard item: full keys (`com.facebook.sharedSticker.…`) to values.
    public var item: [String: Value]
    /// Full asset keys to what the bundle says about them.
    public var manifest: [String: ManifestEntry]
    /// How the file was encoded.
    public var encoding: PropertyListEncoding

    /// The items for `UIPasteboard.setItems(_:options:)`: one dictionary, assets as `Data`, the rest as `String`.
    public var items: [[String: Any]] {
        var dictionary: [String: Any] = [:]
        for (key, value) in item {
            switch value {
            case .string(let text): dictionary[key] = text
            case .data(let bytes): dictionary[key] = Data(bytes)
            }
        }
        return [dictionary]
    }

    /// The expiry to set when sharing at `date`: the bundle's `expiresIn` counted from then, not from
    /// when the bundle was made.
    public func expiration(sharingAt date: Date) -> Date {
        date.addingTimeInterval(TimeInterval(expiresIn))
    }

    /// Whether `options.expirationDate` has passed at `time` (seconds since 1970).
    public func isExpired(at time: Int64) -> Bool { time > expirationDate }

    /// The value of a payload key for this bundle's target.
    public func value(_ key: PayloadKey) -> Value? { item[key.key(for: target)] }

    /// The string value of a payload key.
    public func string(_ key: PayloadKey) -> String? {
        if case .string(let text)? = value(key) { return text }
        return nil
    }

    /// The app ID: the item's `appID` (Facebook) or the URL's `source_application` (Instagram).
    public var appID: String? {
        if let id = string(.appID) { return id }
        guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") where pair.hasPrefix("source_application=") {
            return String(pair.dropFirst("source_application=".count))
        }
        return nil
    }
}

extension ShareBundle {
    /// Reads a bundle file of any encoding.
    public init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        self = try ShareBundle.decode(bytes).get()
    }
}

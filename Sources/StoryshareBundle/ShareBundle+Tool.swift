import Foundation
import StoryshareKit

/// What the tool side reads of a decoded bundle beyond what an app needs to share it: its encoding, its times in
/// whole seconds, its App ID, and a decode of bytes in an array.
extension ShareBundle {
    /// How a bundle file is encoded. A bundle is a binary property list (`bplist00`); the XML and JSON
    /// encodings of earlier versions are no longer written or read (such a file is refused with a message
    /// that says to make it again).
    public enum Encoding: String, Sendable, CaseIterable {
        /// Apple's binary property list format, `bplist00`.
        case binary
    }

    /// How the file was encoded: always ``Encoding/binary``, the one encoding bundles have.
    public var encoding: Encoding { .binary }
    /// Whether `options.expirationDate` has passed at `date`.
    public func isExpired(at date: Date) -> Bool { date > expirationDate }
    /// `createdAt` in whole seconds since 1970, as the file holds it.
    public var createdAtSeconds: Int64 { Int64(createdAt.timeIntervalSince1970) }
    /// `expirationDate` in whole seconds since 1970, as the file holds it.
    public var expirationSeconds: Int64 { Int64(expirationDate.timeIntervalSince1970) }
    /// ``ShareBundle/decode(_:)-(Data)`` for bytes in an array (what ``BundleWriter/encode(_:)`` returns).
    public static func decode(_ bytes: [UInt8]) -> Result<ShareBundle, BundleDecodeError> {
        decode(Data(bytes))
    }

    /// The app ID: the item's `appID` (Facebook) or the URL's `source_application` (Instagram).
    public var appID: String? {
        if let id = string(.appID) { return id }
        guard let query = urlString.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") where pair.hasPrefix("source_application=") {
            return String(pair.dropFirst("source_application=".count))
        }
        return nil
    }
}

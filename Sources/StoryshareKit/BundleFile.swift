import Foundation

/// A bundle file as Foundation's `PropertyListDecoder` reads it: every key the format defines, with the
/// types the file must give them. What types cannot say (the target's own URL and keys, positive sizes,
/// the expiry adding up) ``ShareBundle/decode(_:)-(Data)`` checks after.
struct BundleFile: Decodable {
    /// Why the file is no bundle this version reads, found from `format` and `version` before any other key
    /// is read, so that any other property list is called "not a bundle" before its other keys are judged.
    enum Refusal: Error {
        /// `format` is missing or not `storyshare.bundle`.
        case notABundle
        /// `version` is missing.
        case noVersion
        /// `version` is not the one this library reads.
        case version(Int64)
    }

    /// `options`: what `UIPasteboard.setItems(_:options:)` takes.
    struct Options: Decodable {
        let expirationDate: Date
    }
    let format: String
    let version: Int64
    let target: String
    let url: String
    let createdAt: Date
    let expiresIn: Int64
    let options: Options
    let items: [[String: ShareBundle.Value]]
    let manifest: [String: ManifestEntry]
    private enum CodingKeys: String, CodingKey {
        case format, version, target, url, createdAt, expiresIn, options, items, manifest
    }

    /// Reads `format` and `version` first, and the rest only when they are this library's (``Refusal``).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let format = try container.decodeIfPresent(String.self, forKey: .format),
            format == ShareBundle.formatName
        else { throw Refusal.notABundle }
        guard let version = try container.decodeIfPresent(Int64.self, forKey: .version) else {
            throw Refusal.noVersion
        }
        guard version == Int64(ShareBundle.formatVersion) else { throw Refusal.version(version) }
        self.format = format
        self.version = version
        target = try container.decode(String.self, forKey: .target)
        url = try container.decode(String.self, forKey: .url)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        expiresIn = try container.decode(Int64.self, forKey: .expiresIn)
        options = try container.decode(Options.self, forKey: .options)
        items = try container.decode([[String: ShareBundle.Value]].self, forKey: .items)
        manifest = try container.decode([String: ManifestEntry].self, forKey: .manifest)
    }
}

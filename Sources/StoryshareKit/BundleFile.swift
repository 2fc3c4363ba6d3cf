import Foundation

/// A bundle file as `PropertyListDecoder` reads it: every key of the format, typed (`format` and `version` checked, not
/// kept). What types cannot say (the target's own URL and keys, positive sizes, the expiry) `decode(_:)` checks after.
struct BundleFile: Decodable {
    /// `options`: what `UIPasteboard.setItems(_:options:)` takes.
    struct Options: Decodable { let expirationDate: Date }
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

    /// `format` and `version` first, so that any other property list is "not a bundle" before its keys are judged.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decodeIfPresent(String.self, forKey: .format) == ShareBundle.formatName else {
            throw BundleDecodeError(
                message: "`format` is not \"\(ShareBundle.formatName)\": this is not a storyshare bundle")
        }
        guard let version = try container.decodeIfPresent(Int64.self, forKey: .version) else {
            throw BundleDecodeError(message: "`version` is missing")
        }
        guard version == Int64(ShareBundle.formatVersion) else {
            throw BundleDecodeError(
                message: "`version` is \(version); this storyshare reads version \(ShareBundle.formatVersion)")
        }
        target = try container.decode(String.self, forKey: .target)
        url = try container.decode(String.self, forKey: .url)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        expiresIn = try container.decode(Int64.self, forKey: .expiresIn)
        options = try container.decode(Options.self, forKey: .options)
        items = try container.decode([[String: ShareBundle.Value]].self, forKey: .items)
        manifest = try container.decode([String: ManifestEntry].self, forKey: .manifest)
    }
}

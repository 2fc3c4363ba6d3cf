import Crypto
import StoryshareColor
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import StoryshareSystem

/// A validated share, ready to be written: every value of the pasteboard item and the manifest.
public struct BundlePlan: Sendable {
    /// One embedded asset: where its bytes come from and what the manifest says about it.
    public struct EmbeddedAsset: Sendable {
        /// Where the bytes come from: memory (an image, read once) or a file (a video, streamed).
        public let source: DataSource
        /// The manifest entry. For bytes in memory (images) its `sha256` is known here; for a
        /// `.file` source (videos) it is empty, because the file is hashed while it is copied
        /// into the bundle and the digest written after it.
        public let manifest: ManifestEntry
        /// The input file as it was when validated: the writer never writes over it and refuses to
        /// stream it when it has changed since.
        public let origin: FileStatus?
    }

    /// Where the share goes.
    public let target: ShareTarget
    /// The URL the app opens: the target's own.
    public let url: String
    /// When the bundle is made, in whole seconds since 1970.
    public let createdAt: Int64
    /// Seconds from sharing until the pasteboard item expires.
    public let expiresIn: Int
    /// The string values of the item: app ID, colours, link.
    public let strings: [PayloadKey: String]
    /// The embedded assets.
    public let assets: [PayloadKey: EmbeddedAsset]

    /// The whole bundle as a property list (the README's bundle format), and the observer the writer needs: the
    /// manifest digest of each asset streamed from a file is a placeholder that `digests`
    /// replaces while writing.
    func propertyList() -> (value: PropertyList, digests: StreamedDigests) {
        let digests = StreamedDigests()
        let others = Set(strings.values).union([url])
        var item: [String: PropertyList] = [:]
        for (key, value) in strings { item[key.key(for: target)] = .string(value) }
        for (key, asset) in assets { item[key.key(for: target)] = .data(asset.source) }
        var manifest: [String: PropertyList] = [:]
        for (key, asset) in assets {
            let m = asset.manifest
            var sha256 = m.sha256
            if case .file(let path, let length) = asset.source {
                sha256 = digests.placeholder(path: path, length: length, avoiding: others)
            }
            var entry: [String: PropertyList] = [
                "mediaType": .string(m.mediaType), "bytes": .integer(Int64(m.bytes)), "sha256": .string(sha256),
                "width": .integer(Int64(m.width)), "height": .integer(Int64(m.height)),
            ]
            if let duration = m.durationSeconds { entry["durationSeconds"] = .real(duration) }
            manifest[key.key(for: target)] = .dictionary(entry)
        }
        let value = PropertyList.dictionary([
            "format": .string(ShareBundle.formatName),
            "version": .integer(Int64(ShareBundle.formatVersion)),
            "target": .string(target.rawValue),
            "url": .string(url),
            "createdAt": .date(Double(createdAt)),
            "expiresIn": .integer(Int64(expiresIn)),
            "items": .array([.dictionary(item)]),
            "options": .dictionary(["expirationDate": .date(Double(createdAt) + Double(expiresIn))]),
            "manifest": .dictionary(manifest),
        ])
        return (value, digests)
    }
}

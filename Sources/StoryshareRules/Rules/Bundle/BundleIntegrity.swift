import StoryshareKit
import StoryshareSystem

extension BundleRule {
    /// An embedded asset is not what its manifest entry says: other bytes (size, SHA-256), or other content
    /// (media type, displayed size, duration).
    public static let bundleIntegrity = BundleRule(
        RuleDescription(
            id: "bundle-integrity",
            summary:
                "An embedded asset's SHA-256, size, media type, displayed size or duration differs from the manifest.",
            defaultSeverity: .error, appliesTo: "bundle", source: "the storyshare bundle format"),
        triggering: [
            BundleFacts(assets: [BundleIntegrity.example { $0.bytes = 1_000 }]),
            BundleFacts(assets: [BundleIntegrity.example { $0.sha256 = String(repeating: "0", count: 64) }]),
            BundleFacts(assets: [BundleIntegrity.example { $0.mediaType = "video/mp4" }]),
            BundleFacts(assets: [BundleIntegrity.example { ($0.width, $0.height) = (720, 1280) }]),
            BundleFacts(assets: [BundleIntegrity.example { $0.durationSeconds = 10 }]),
        ],
        nonTriggering: [
            BundleFacts(assets: [BundleIntegrity.example()]),
            // A size the probe could not establish is not compared.
            BundleFacts(assets: [BundleIntegrity.example { ($0.width, $0.height) = (nil, nil) }]),
            BundleFacts(decodeError: "`version` is missing"),
        ]
    ) { facts in
        facts.assets.flatMap(BundleIntegrity.messages)
    }
}

/// The checks of `bundle-integrity`, and its examples' asset.
enum BundleIntegrity {
    /// A 1080x1920 PNG of 23,004 bytes that is what its manifest says, changed by `edit`.
    static func example(_ edit: (inout BundleFacts.EmbeddedAsset) -> Void = { _ in }) -> BundleFacts.EmbeddedAsset {
        let digest = "3d148551a3f3bf2b9e7a0c1d5b6f4e2a8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5"
        var asset = BundleFacts.EmbeddedAsset(
            name: "backgroundImage",
            manifest: ManifestEntry(mediaType: "image/png", bytes: 23_004, sha256: digest, width: 1080, height: 1920),
            bytes: 23_004, sha256: digest, mediaType: "image/png", width: 1080, height: 1920)
        edit(&asset)
        return asset
    }

    /// What is wrong with one asset: its bytes, then its content, against the manifest.
    static func messages(_ asset: BundleFacts.EmbeddedAsset) -> [String] {
        let entry = asset.manifest
        var messages: [String] = []
        if asset.bytes != entry.bytes || asset.sha256 != entry.sha256 {
            let problem =
                asset.bytes != entry.bytes
                ? "is \(asset.bytes) bytes but the manifest says \(entry.bytes)"
                : "has SHA-256 \(asset.sha256) but the manifest says \(entry.sha256)"
            messages.append("\(asset.name) \(problem): the asset was changed after bundling. Make the bundle again.")
        }
        if let mismatch = contentMismatch(asset) {
            messages.append(
                "\(asset.name): the manifest says \(mismatch.claimed), but the content is \(mismatch.found). The "
                    + "manifest was edited or the bundle was not made by storyshare; make the bundle again.")
        }
        return messages
    }

    /// What the manifest claims against what the content is, for every fact the probe established (media
    /// type always; displayed size and duration when known), or nil when they agree.
    static func contentMismatch(_ asset: BundleFacts.EmbeddedAsset) -> (claimed: String, found: String)? {
        let entry = asset.manifest
        var claimed: [String] = []
        var found: [String] = []
        if entry.mediaType != asset.mediaType {
            claimed.append(DisplayText.escaped(entry.mediaType))
            found.append(asset.mediaType)
        }
        if let width = asset.width, let height = asset.height, entry.width != width || entry.height != height {
            claimed.append("\(entry.width)x\(entry.height)")
            found.append("\(width)x\(height)")
        }
        if entry.durationSeconds != asset.durationSeconds, asset.decoded {
            claimed.append(entry.durationSeconds.map { "\($0) s" } ?? "no duration")
            found.append(asset.durationSeconds.map { "\($0) s" } ?? "no duration")
        }
        guard !claimed.isEmpty else { return nil }
        return (claimed.joined(separator: ", "), found.joined(separator: ", "))
    }
}

import Crypto
import StoryshareColor
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules

/// A validated share, ready to be written: every value of the pasteboard item and the manifest.
public struct BundlePlan: Sendable {
    /// One embedded asset: where its bytes come from and what the manifest says about it.
    public struct EmbeddedAsset: Sendable {
        public let source: DataSource
        /// The manifest entry. For bytes in memory (images) its `sha256` is known here; for a
        /// `.file` source (videos) it is empty, because the file is hashed while it is copied
        /// into the bundle and the digest written after it.
        public let manifest: ManifestEntry
    }

    public let target: ShareTarget
    public let url: String
    public let createdAt: Int64
    public let expiresIn: Int
    public let strings: [PayloadKey: String]
    public let assets: [PayloadKey: EmbeddedAsset]

    /// The whole bundle as a property list (SPEC §6), and the observer the writer needs: the
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

/// Validation before bundling: every finding, and a plan only when none is an error.
public struct BundlePreparation: Sendable {
    public let findings: [Finding]
    public let plan: BundlePlan?
}

/// Turns a request into a validated plan: checks the payload rules, probes and checks every asset
/// with the same rules as `validate`, hashes the images, normalises the colours. Reads each file
/// once: an image's bytes are decoded, hashed and embedded from memory; a video is judged from its
/// headers, then streamed into the bundle and hashed on the way when the bundle is written.
public enum BundleBuilder {
    public static func prepare(_ request: BundleRequest, validator: Validator, outputPath: String) -> BundlePreparation
    {
        let draft = request.draft
        var findings = validator.findings(for: draft, path: outputPath)
        var assets: [PayloadKey: BundlePlan.EmbeddedAsset] = [:]
        let inputs: [(PayloadKey, String?, MediaKind, String)] = [
            (.backgroundImage, draft.backgroundImage, .image, "--background-image"),
            (.backgroundVideo, draft.backgroundVideo, .video, "--background-video"),
            (.stickerImage, draft.sticker, .image, "--sticker"),
        ]
        for (key, path, expectedKind, option) in inputs {
            guard let path, let role = key.role else { continue }
            let (facts, source, digest) = probe(path, validator: validator)
            var assetFindings = validator.findings(for: facts, role: role)
            if facts.readError == nil, facts.kind != .unknown, facts.kind != expectedKind,
                !assetFindings.contains(where: { $0.rule == AssetRule.formatUnsupported.description.id }),
                let finding = validator.finding(
                    AssetRule.formatUnsupported.description,
                    "given as \(option) but the content is \(facts.kind == .video ? "a video" : "an image") "
                        + "(\(facts.format.rawValue)); use \(facts.kind == .video ? "--background-video" : "--background-image").",
                    path: path)
            {
                assetFindings.insert(finding, at: 0)
            }
            findings += assetFindings
            if let source, let width = facts.displayWidth, let height = facts.displayHeight,
                let bytes = facts.bytes
            {
                let entry = ManifestEntry(
                    mediaType: ManifestEntry.mediaType(of: facts.format), bytes: bytes, sha256: digest ?? "",
                    width: width,
                    height: height, durationSeconds: facts.kind == .video ? facts.durationSeconds : nil)
                assets[key] = .init(source: source, manifest: entry)
            }
        }
        guard !findings.contains(where: { $0.severity == .error }), let appID = draft.appID else {
            return BundlePreparation(findings: findings, plan: nil)
        }

        var strings: [PayloadKey: String] = [:]
        if draft.target == .facebook { strings[.appID] = appID }
        if let url = draft.contentURL { strings[.contentURL] = url }
        let top = draft.topColor.flatMap { try? HexColor(parsing: $0) }
        let bottom = draft.bottomColor.flatMap { try? HexColor(parsing: $0) }
        if !draft.hasBackgroundAsset {
            // A sticker alone: both colours are written, a missing one as the platform default.
            let colors = BackgroundColors.resolve(top: top, bottom: bottom)
            strings[.backgroundTopColor] = colors.top.hex
            strings[.backgroundBottomColor] = colors.bottom.hex
        } else {
            if let top { strings[.backgroundTopColor] = top.hex }
            if let bottom { strings[.backgroundBottomColor] = bottom.hex }
        }
        let plan = BundlePlan(
            target: draft.target, url: ShareURL.url(target: draft.target, appID: appID), createdAt: request.createdAt,
            expiresIn: request.expiresIn, strings: strings, assets: assets)
        return BundlePreparation(findings: findings, plan: plan)
    }

    /// Facts, the bytes' source and, for bytes read into memory, their SHA-256. Images small enough
    /// to share are read once into memory; videos (and oversized files) are probed from the file
    /// and hashed later, while they are written.
    static func probe(_ path: String, validator: Validator) -> (MediaFacts, DataSource?, String?) {
        let options = validator.probeOptions
        guard let file = try? FileByteSource(path: path), file.size > 0 else {
            return (MediaProbe.probe(path: path, options: options), nil, nil)
        }
        let header = (try? file.read(at: 0, count: Int(min(file.size, UInt64(FormatSniffer.headerLength))))) ?? []
        if FormatSniffer.identify(header).kind == .image, file.size <= UInt64(validator.settings.limits.maxImageBytes),
            let bytes = try? file.readAll()
        {
            let facts = MediaProbe.probe(bytes: bytes, path: path, options: options)
            return (facts, .bytes(bytes), hex(SHA256.hash(data: bytes)))
        }
        let facts = MediaProbe.probe(path: path, options: options)
        return (facts, .file(path: path, length: Int(file.size)), nil)
    }

    static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

import Crypto
import StoryshareColor
import StoryshareMedia
import StoryshareRules
import StorysharePropertyList

/// A validated share, ready to be written: every value of the pasteboard item and the manifest.
public struct BundlePlan: Sendable {
    /// One embedded asset: where its bytes come from and what the manifest says about it.
    public struct EmbeddedAsset: Sendable {
        public let source: DataSource
        public let manifest: ManifestEntry
    }

    public let target: ShareTarget
    public let url: String
    public let createdAt: Int64
    public let expiresIn: Int
    public let strings: [PayloadKey: String]
    public let assets: [PayloadKey: EmbeddedAsset]

    /// The whole bundle as a property list (SPEC §6).
    public var propertyList: PropertyList {
        var item: [String: PropertyList] = [:]
        for (key, value) in strings { item[key.key(for: target)] = .string(value) }
        for (key, asset) in assets { item[key.key(for: target)] = .data(asset.source) }
        var manifest: [String: PropertyList] = [:]
        for (key, asset) in assets {
            let m = asset.manifest
            var entry: [String: PropertyList] = [
                "mediaType": .string(m.mediaType), "bytes": .integer(Int64(m.bytes)), "sha256": .string(m.sha256),
                "width": .integer(Int64(m.width)), "height": .integer(Int64(m.height)),
            ]
            if let duration = m.durationSeconds { entry["durationSeconds"] = .real(duration) }
            manifest[key.key(for: target)] = .dictionary(entry)
        }
        return .dictionary([
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
    }
}

/// Validation before bundling: every finding, and a plan only when none is an error.
public struct BundlePreparation: Sendable {
    public let findings: [Finding]
    public let plan: BundlePlan?
}

/// Turns a request into a validated plan: checks the payload rules, probes and checks every asset
/// with the same rules as `validate`, hashes the assets, normalises the colours. Reads each image once
/// (its bytes are decoded, hashed and embedded from memory); videos are parsed from their headers and
/// hashed in chunks, then streamed into the bundle when it is written.
public enum BundleBuilder {
    public static func prepare(_ request: BundleRequest, validator: Validator, outputPath: String) -> BundlePreparation {
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
            let (facts, source, digest) = probeAndHash(path, validator: validator)
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
            if let source, let digest, let width = facts.displayWidth, let height = facts.displayHeight,
                let bytes = facts.bytes
            {
                let entry = ManifestEntry(
                    mediaType: ManifestEntry.mediaType(of: facts.format), bytes: bytes, sha256: digest, width: width,
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

    /// Facts, the bytes' source and their SHA-256. Images small enough to share are read once into memory;
    /// videos (and oversized files) are probed from the file and hashed in chunks.
    static func probeAndHash(_ path: String, validator: Validator) -> (MediaFacts, DataSource?, String?) {
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
        guard let digest = try? sha256(of: file) else { return (facts, nil, nil) }
        return (facts, .file(path: path, length: Int(file.size)), digest)
    }

    static func sha256(of file: FileByteSource) throws -> String {
        var hasher = SHA256()
        var offset: UInt64 = 0
        let chunk = 1 << 20
        while offset < file.size {
            let count = Int(min(UInt64(chunk), file.size - offset))
            hasher.update(data: try file.read(at: offset, count: count))
            offset += UInt64(count)
        }
        return hex(hasher.finalize())
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

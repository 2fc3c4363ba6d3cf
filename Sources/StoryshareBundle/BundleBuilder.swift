import Crypto
import StoryshareColor
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import StoryshareSystem

/// Turns a request into a validated plan: checks the payload rules, probes and checks every asset
/// with the same rules as `validate` (each for the kind of content its key demands), hashes the images,
/// normalises the colours. Reads each file once: an image's bytes are decoded, hashed and embedded
/// from memory; a video is judged from its headers, then streamed into the bundle and hashed on the way
/// when the bundle is written.
public enum BundleBuilder {
    /// The plan for `request`, or the findings that refuse it. Throws when the request's times cannot
    /// make a bundle (see ``BundleRequest/timeProblem``).
    public static func prepare(_ request: BundleRequest, validator: Validator, outputPath: String)
        throws(BundleRequest.CreationTimeError) -> BundlePreparation
    {
        if let problem = request.timeProblem { throw problem }
        let draft = request.draft
        var findings = validator.findings(for: draft, path: outputPath)
        var assets: [PayloadKey: BundlePlan.EmbeddedAsset] = [:]
        var assetFacts: [PayloadKey: MediaFacts] = [:]
        let inputs: [(PayloadKey, String?)] = [
            (.backgroundImage, draft.backgroundImage), (.backgroundVideo, draft.backgroundVideo),
            (.stickerImage, draft.sticker),
        ]
        for (key, path) in inputs {
            guard let path, let role = key.role else { continue }
            let probed = probe(path, validator: validator)
            assetFacts[key] = probed.facts
            findings += validator.findings(for: probed.facts, role: role, expectedKind: key.kind)
            if let source = probed.source, let width = probed.facts.displayWidth,
                let height = probed.facts.displayHeight, let bytes = probed.facts.bytes
            {
                let entry = ManifestEntry(
                    mediaType: ManifestEntry.mediaType(of: probed.facts.format), bytes: bytes,
                    sha256: probed.digest ?? "", width: width, height: height,
                    durationSeconds: probed.facts.kind == .video ? probed.facts.durationSeconds : nil)
                assets[key] = .init(source: source, manifest: entry, origin: probed.origin)
            }
        }
        guard !findings.contains(where: { $0.severity == .error }), let appID = draft.appID else {
            return BundlePreparation(findings: findings, plan: nil, assetFacts: assetFacts)
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
        return BundlePreparation(findings: findings, plan: plan, assetFacts: assetFacts)
    }

    /// One asset as read: its facts, where its bytes come from, their SHA-256 when they were read into
    /// memory, and the file's status when it was opened.
    struct ProbedAsset {
        let facts: MediaFacts
        var source: DataSource? = nil
        var digest: String? = nil
        var origin: FileStatus? = nil
    }

    /// Opens the file once and probes it from that descriptor. Images small enough to share are read
    /// whole into memory, probed, hashed and embedded from there; videos (and oversized files) are probed
    /// from the open file and streamed (and hashed) when the bundle is written.
    static func probe(_ path: String, validator: Validator) -> ProbedAsset {
        let options = validator.probeOptions
        let file: FileByteSource
        do {
            file = try FileByteSource(path: path)
        } catch {
            return ProbedAsset(facts: .unreadable(path, error.readError))
        }
        let header = (try? file.read(at: 0, count: Int(min(file.size, UInt64(FormatSniffer.headerLength))))) ?? []
        if file.size > 0, FormatSniffer.identify(header).kind == .image,
            file.size <= UInt64(validator.settings.limits.maxImageBytes), let bytes = try? file.readAll()
        {
            let facts = MediaProbe.probe(MemoryByteSource(bytes), path: path, options: options)
            return ProbedAsset(
                facts: facts, source: .bytes(bytes), digest: hex(SHA256.hash(data: bytes)), origin: file.status)
        }
        let facts = MediaProbe.probe(file, path: path, options: options)
        guard facts.readError == nil else { return ProbedAsset(facts: facts) }
        return ProbedAsset(facts: facts, source: .file(path: path, length: Int(file.size)), origin: file.status)
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

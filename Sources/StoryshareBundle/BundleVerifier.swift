import Crypto
import Foundation
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import StoryshareSystem

/// `verify`: structure (`bundle-malformed`), digests (`bundle-integrity`), the embedded assets and
/// the payload re-validated with the same rules as `validate`/`bundle`, and expiry (`bundle-expired`).
public enum BundleVerifier {
    /// Decodes a bundle storyshare did not make: the hardened binary reader (every offset checked, a
    /// decoding budget, no duplicate keys; see `PropertyListReader`) reads it first, without copying its
    /// assets, and only bytes it takes go on to StoryshareKit's decode, the one an app runs.
    public static func decode(_ data: Data) -> Result<ShareBundle, BundleDecodeError> {
        if data.starts(with: "bplist00".utf8) {
            let gate = data.withUnsafeBytes { raw in
                Result { () throws(PropertyListError) in _ = try PropertyListReader.readBinary(inPlace: raw) }
            }
            if case .failure(let error) = gate {
                return .failure(BundleDecodeError(message: "not a readable property list: \(error.message)"))
            }
        }
        return ShareBundle.decode(data)
    }

    /// Findings for the bundle `data` read from `path`, judged at `time` (seconds since 1970). A decoded
    /// bundle is judged by its own target (Instagram's limits are stricter), whatever `validator` says.
    public static func verify(_ data: Data, path: String, at time: Int64, validator configured: Validator)
        -> (bundle: ShareBundle?, findings: [Finding])
    {
        switch decode(data) {
        case .failure(let error):
            return (nil, malformed(error, path: path, validator: configured))
        case .success(let bundle):
            return (bundle, verify(bundle, path: path, at: time, validator: configured))
        }
    }

    /// The `bundle-malformed` finding for bytes that are not a bundle.
    public static func malformed(_ error: BundleDecodeError, path: String, validator: Validator) -> [Finding] {
        let finding = validator.finding(BundleRules.malformed, "\(error.message). Make the bundle again.", path: path)
        return finding.map { [$0] } ?? []
    }

    /// Findings for a decoded bundle read from `path`, judged at `time` (seconds since 1970), by its own
    /// target whatever `validator` says.
    public static func verify(_ bundle: ShareBundle, path: String, at time: Int64, validator configured: Validator)
        -> [Finding]
    {
        var validator = configured
        validator.settings.target = bundle.target
        var findings: [Finding] = []
        for key in bundle.item.keys.sorted() {
            guard case .data(let data)? = bundle.item[key], let entry = bundle.manifest[key],
                let payloadKey = PayloadKey.named(key, target: bundle.target), let role = payloadKey.role
            else { continue }
            let name = payloadKey.rawValue
            let digest = BundleBuilder.hex(SHA256.hash(data: data))
            if data.count != entry.bytes || digest != entry.sha256 {
                let problem =
                    data.count != entry.bytes
                    ? "is \(data.count) bytes but the manifest says \(entry.bytes)"
                    : "has SHA-256 \(digest) but the manifest says \(entry.sha256)"
                if let finding = validator.finding(
                    BundleRules.integrity,
                    "\(name) \(problem): the asset was changed after bundling. Make the bundle again.",
                    path: path)
                {
                    findings.append(finding)
                }
            }
            var facts = MediaProbe.probe(bytes: [UInt8](data), path: path, options: validator.probeOptions)
            facts.path = "\(path)#\(name)"
            if let mismatch = manifestMismatch(entry, facts),
                let finding = validator.finding(
                    BundleRules.integrity,
                    "\(name): the manifest says \(mismatch.claimed), but the content is \(mismatch.found). The "
                        + "manifest was edited or the bundle was not made by storyshare; make the bundle again.",
                    path: path)
            {
                findings.append(finding)
            }
            for var finding in validator.findings(for: facts, role: role, expectedKind: payloadKey.kind)
            where finding.rule != AssetRule.formatExtensionMismatch.description.id {
                finding.message = "\(name): \(finding.message)"
                finding.path = path
                findings.append(finding)
            }
        }
        let draft = PayloadDraft(
            appID: bundle.appID,
            backgroundImage: bundle.value(.backgroundImage) == nil ? nil : "backgroundImage",
            backgroundVideo: bundle.value(.backgroundVideo) == nil ? nil : "backgroundVideo",
            sticker: bundle.value(.stickerImage) == nil ? nil : "stickerImage",
            topColor: bundle.string(.backgroundTopColor), bottomColor: bundle.string(.backgroundBottomColor),
            contentURL: bundle.string(.contentURL), target: bundle.target)
        // Colours a bundle writes for a lone sticker are complete by construction; half-specified can't apply.
        findings += validator.findings(for: draft, path: path).filter { $0.rule != "color-half-specified" }
        if time > bundle.expirationSeconds,
            let finding = validator.finding(
                BundleRules.expired,
                "expired at \(BundleTime.format(bundle.expirationSeconds)) "
                    + "(\(DurationText.describe(time - bundle.expirationSeconds)) ago); a share must happen within "
                    + "\(Int(bundle.expiresIn)) s of bundling. Make a new bundle, or let the app set the expiry when it "
                    + "shares (ShareBundle.expirationDate(sharingAt:)).",
                path: path)
        {
            findings.append(finding)
        }
        return findings
    }
}

extension BundleVerifier {
    /// What the manifest claims about an asset against what its content is, for every fact the probe
    /// established (media type always; displayed size and duration when known), or nil when they agree.
    static func manifestMismatch(_ entry: ManifestEntry, _ facts: MediaFacts) -> (claimed: String, found: String)? {
        var claimed: [String] = []
        var found: [String] = []
        let mediaType = ManifestEntry.mediaType(of: facts.format)
        if entry.mediaType != mediaType {
            claimed.append(DisplayText.escaped(entry.mediaType))
            found.append(mediaType)
        }
        if let width = facts.displayWidth, let height = facts.displayHeight,
            entry.width != width || entry.height != height
        {
            claimed.append("\(entry.width)x\(entry.height)")
            found.append("\(width)x\(height)")
        }
        let duration = facts.kind == .video ? facts.durationSeconds : nil
        if entry.durationSeconds != duration, facts.decodeError == nil {
            claimed.append(entry.durationSeconds.map { "\($0) s" } ?? "no duration")
            found.append(duration.map { "\($0) s" } ?? "no duration")
        }
        guard !claimed.isEmpty else { return nil }
        return (claimed.joined(separator: ", "), found.joined(separator: ", "))
    }
}

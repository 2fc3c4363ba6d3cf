import Crypto
import Foundation
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import StoryshareSystem

/// `verify`: gathers the facts of a bundle (the hardened reader and StoryshareKit's decode, each asset's
/// digest and probe) and asks the rules: the bundle rules (`bundle-malformed`, `bundle-integrity`,
/// `bundle-expired`), and the asset and payload rules of `validate`/`bundle`.
public enum BundleVerifier {
    /// Decodes a bundle storyshare did not make: the hardened binary reader (every offset checked, a
    /// decoding budget, no duplicate keys; see `PropertyListReader`) reads it first, without copying its
    /// assets, and only bytes it takes go on to StoryshareKit's decode, the one an app runs.
    public static func decode(_ data: Data) -> Result<ShareBundle, BundleDecodeError> {
        // Anything else StoryshareKit refuses by what it is (an XML or JSON bundle of an earlier version).
        if PropertyListReader.isBinary(data) {
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
        judge(BundleFacts(decodeError: error.message), path: path, validator: validator)
    }

    /// Findings for a decoded bundle read from `path`, judged at `time` (seconds since 1970), by its own
    /// target whatever `validator` says: for each asset, the bundle rules over its bytes and manifest entry,
    /// then the asset rules over what it is; the payload rules; the bundle rules over the expiry.
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
            var facts = MediaProbe.probe(bytes: [UInt8](data), path: path, options: validator.probeOptions)
            facts.path = "\(path)#\(name)"
            let asset = BundleFacts.EmbeddedAsset(
                name: name, manifest: entry, bytes: data.count, sha256: BundleBuilder.hex(SHA256.hash(data: data)),
                mediaType: ManifestEntry.mediaType(of: facts.format), width: facts.displayWidth,
                height: facts.displayHeight, durationSeconds: facts.kind == .video ? facts.durationSeconds : nil,
                decoded: facts.decodeError == nil)
            findings += judge(BundleFacts(assets: [asset]), path: path, validator: validator)
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
        let expiry = BundleFacts.Expiry(
            expiresAt: bundle.expirationSeconds, expiresIn: Int(bundle.expiresIn), time: time)
        return findings + judge(BundleFacts(expiry: expiry), path: path, validator: validator)
    }

    /// What the bundle rules find in `facts`, as findings at `path`.
    static func judge(_ facts: BundleFacts, path: String, validator: Validator) -> [Finding] {
        RuleRegistry.bundleRules.flatMap { rule in
            rule.check(facts).compactMap { validator.finding(rule.description, $0, path: path) }
        }
    }
}

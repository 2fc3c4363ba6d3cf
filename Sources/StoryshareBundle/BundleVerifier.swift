import Crypto
import Foundation
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import StoryshareSystem

/// `verify`: gathers the facts of a bundle (the hardened reader and StoryshareKit's decode, each asset's
/// digest and probe, read where it lies in the file) and asks the rules: the bundle rules (`bundle-malformed`, `bundle-integrity`,
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

    /// ``decode(_:)`` without the copy of each asset StoryshareKit's decode makes: the hardened reader reads the
    /// file in place, StoryshareKit decodes a copy of it whose data objects of more than
    /// ``leftOutDataLength`` bytes are cut to a one-byte stand-in (so it judges the same structure, the same
    /// keys and strings, and says the same of any it refuses), and the assets are the ranges the hardened reader
    /// found, in `data`. Where the cut cannot be made (byte surgery that overlaps a data object) or the
    /// shortened copy is refused, `data` is decoded whole, as ``decode(_:)`` does.
    public static func decodeInPlace(_ data: Data) -> Result<InPlaceBundle, BundleDecodeError> {
        guard PropertyListReader.isBinary(data) else { return ShareBundle.decode(data).map(InPlaceBundle.init) }
        let read = data.withUnsafeBytes { raw in
            Result { () throws(PropertyListError) -> (PropertyList, [UInt8]?) in
                let value = try PropertyListReader.readBinary(inPlace: raw)
                let ranges = Self.dataRanges(value).filter { $0.count > leftOutDataLength }
                return (value, PropertyListReader.leavingOutData(in: raw, ranges: ranges))
            }
        }
        let value: PropertyList
        let shortened: [UInt8]?
        switch read {
        case .failure(let error):
            return .failure(BundleDecodeError(message: "not a readable property list: \(error.message)"))
        case .success(let made): (value, shortened) = made
        }
        let whole = { ShareBundle.decode(data).map(InPlaceBundle.init) }
        guard let shortened, case .success(let bundle) = ShareBundle.decode(Data(shortened)) else { return whole() }
        // The assets where the hardened reader found them: the same keys of the one item.
        guard case .dictionary(let top) = value, case .array(let items)? = top["items"], items.count == 1,
            case .dictionary(let item) = items[0]
        else { return whole() }
        var assets: [String: Range<Int>] = [:]
        for (key, decoded) in bundle.item {
            guard case .data = decoded else { continue }
            guard case .data(.inputRange(let range))? = item[key] else { return whole() }
            assets[key] = range
        }
        return .success(InPlaceBundle(bundle, file: data, assets: assets))
    }

    /// Data objects this long or shorter are left in the copy StoryshareKit decodes: strings and small data
    /// cost nothing worth cutting.
    static let leftOutDataLength = 256

    /// The ranges of every data value of `value`, read in place.
    static func dataRanges(_ value: PropertyList) -> [Range<Int>] {
        switch value {
        case .data(.inputRange(let range)): [range]
        case .array(let elements): elements.flatMap(dataRanges)
        case .dictionary(let entries): entries.values.flatMap(dataRanges)
        case .string, .integer, .real, .bool, .date, .data: []
        }
    }

    /// Findings for the bundle `data` read from `path`, judged at `time` (seconds since 1970), decoded with
    /// ``decodeInPlace(_:)``. A decoded bundle is judged by its own target (Instagram's limits are stricter),
    /// whatever `validator` says.
    public static func verify(_ data: Data, path: String, at time: Int64, validator configured: Validator)
        -> (bundle: InPlaceBundle?, findings: [Finding])
    {
        switch decodeInPlace(data) {
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
        verify(InPlaceBundle(bundle), path: path, at: time, validator: configured)
    }

    /// ``verify(_:path:at:validator:)-(ShareBundle,_,_,_)`` of a bundle read in place: each asset is probed and
    /// hashed where it lies in the file's buffer.
    public static func verify(_ loaded: InPlaceBundle, path: String, at time: Int64, validator configured: Validator)
        -> [Finding]
    {
        let bundle = loaded.bundle
        var validator = configured
        validator.settings.target = bundle.target
        var findings: [Finding] = []
        for key in bundle.item.keys.sorted() {
            guard let data = loaded.data(forKey: key), let entry = bundle.manifest[key],
                let payloadKey = PayloadKey.named(key, target: bundle.target), let role = payloadKey.role
            else { continue }
            let name = payloadKey.rawValue
            var facts = MediaProbe.probe(DataByteSource(data), path: path, options: validator.probeOptions)
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

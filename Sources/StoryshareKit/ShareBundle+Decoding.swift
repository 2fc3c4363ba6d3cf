import Foundation
import StorysharePropertyList
import StoryshareSystem

/// Why bytes are not a bundle (the `bundle-malformed` finding's message).
public struct BundleDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for people.
    public let message: String
    public var description: String { message }
}

extension ShareBundle {
    /// Decodes a bundle held in memory, in any encoding (detected from the content), and checks its
    /// structure. Asset values are copied out of `bytes`.
    public static func decode(_ bytes: [UInt8]) -> Result<ShareBundle, BundleDecodeError> {
        let root: PropertyList
        let encoding: PropertyListEncoding
        do {
            if try PropertyListReader.detectEncoding(bytes) == .xml, let xml = PropertyList.foundationXML(bytes) {
                (root, encoding) = (xml, .xml)
            } else {
                (root, encoding) = try PropertyListReader.read(bytes)
            }
        } catch {
            return .failure(BundleDecodeError(message: "not a readable property list: \(error.message)"))
        }
        return structure(root, encoding: encoding) { source in
            if case .bytes(let bytes) = source { return Data(bytes) }
            return nil
        }
    }

    /// Checks that `root` has the bundle's structure and builds the bundle; `data` gives the bytes of a
    /// `.data` value (nil when it has none).
    static func structure(
        _ root: PropertyList, encoding: PropertyListEncoding, data: (DataSource) -> Data?
    ) -> Result<ShareBundle, BundleDecodeError> {
        func fail(_ message: String) -> Result<ShareBundle, BundleDecodeError> {
            .failure(BundleDecodeError(message: message))
        }
        guard case .dictionary(let top) = root else { return fail("the top level is not a dictionary") }
        let json = encoding == .json
        guard case .string(let format)? = top["format"], format == formatName else {
            return fail("`format` is not \"\(formatName)\": this is not a storyshare bundle")
        }
        guard case .integer(let version)? = top["version"] else { return fail("`version` is missing") }
        guard version == Int64(formatVersion) else {
            return fail("`version` is \(version); this storyshare reads version \(formatVersion)")
        }
        guard case .string(let targetName)? = top["target"], let target = ShareTarget(rawValue: targetName) else {
            return fail("`target` is missing or not facebook/instagram")
        }
        guard case .string(let url)? = top["url"] else { return fail("`url` is missing") }
        // The app opens what the file says: only the target's own URL is accepted.
        guard ShareURL.isURL(url, of: target) else {
            let expected = ShareURL.url(target: target, appID: target == .instagram ? "<app ID>" : "")
            return fail("`url` is \(DisplayText.quoted(url)), not the \(target.rawValue) Stories URL (\(expected))")
        }
        guard let createdAt = date(top["createdAt"], json: json) else {
            return fail("`createdAt` is missing or not a date")
        }
        guard case .integer(let expiresIn)? = top["expiresIn"], expiresIn > 0, expiresIn <= Int64(Int32.max) else {
            return fail("`expiresIn` is missing or not a positive whole number of seconds")
        }
        guard case .dictionary(let options)? = top["options"],
            let expiration = date(options["expirationDate"], json: json)
        else { return fail("`options.expirationDate` is missing or not a date") }
        guard expiration == createdAt + expiresIn else {
            return fail(
                "`options.expirationDate` is \(BundleTime.format(expiration)), not `createdAt` plus `expiresIn` "
                    + "(\(BundleTime.format(createdAt + expiresIn)))")
        }
        guard case .array(let items)? = top["items"], items.count == 1, case .dictionary(let rawItem) = items[0] else {
            return fail("`items` must hold exactly one dictionary")
        }
        guard case .dictionary(let rawManifest)? = top["manifest"] else { return fail("`manifest` is missing") }

        var item: [String: Value] = [:]
        for (key, value) in rawItem {
            guard let payloadKey = PayloadKey.named(key, target: target) else {
                return fail("item key \(DisplayText.quoted(key)) is not a \(target.rawValue) Stories key")
            }
            switch (payloadKey.isAsset, value) {
            case (true, .data(let source)):
                guard let bytes = data(source) else {
                    return fail("item \(DisplayText.quoted(key)) has no bytes")
                }
                item[key] = .data(bytes)
            case (true, .string(let base64)) where json:
                guard let bytes = Base64.decode(base64) else {
                    return fail("item \(DisplayText.quoted(key)) is not valid base64")
                }
                item[key] = .data(Data(bytes))
            case (false, .string(let text)):
                guard !text.isEmpty else {
                    return fail(
                        "item \(DisplayText.quoted(key)) is an empty string (empty placeholders break the share)")
                }
                item[key] = .string(text)
            default:
                return fail(
                    "item \(DisplayText.quoted(key)) has the wrong type (\(payloadKey.isAsset ? "data" : "string") expected)"
                )
            }
            if case .data(let bytes)? = item[key], bytes.isEmpty {
                return fail("item \(DisplayText.quoted(key)) is empty data (empty placeholders break the share)")
            }
        }
        var manifest: [String: ManifestEntry] = [:]
        for (key, value) in rawManifest {
            guard case .dictionary(let entry) = value, case .string(let mediaType)? = entry["mediaType"],
                case .integer(let size)? = entry["bytes"], case .string(let sha)? = entry["sha256"],
                case .integer(let width)? = entry["width"], case .integer(let height)? = entry["height"],
                let bytes = Int(exactly: size), let w = Int(exactly: width), let h = Int(exactly: height)
            else {
                return fail("manifest entry \(DisplayText.quoted(key)) lacks mediaType, bytes, sha256, width or height")
            }
            var duration: Double?
            switch entry["durationSeconds"] {
            case .real(let d)?: duration = d
            case .integer(let d)?: duration = Double(d)
            case nil: duration = nil
            default: return fail("manifest entry \(DisplayText.quoted(key)) has a durationSeconds that is not a number")
            }
            guard bytes > 0, w > 0, h > 0 else {
                return fail(
                    "manifest entry \(DisplayText.quoted(key)) has a size, width or height that is not a positive number"
                )
            }
            if let duration, !duration.isFinite || duration < 0 {
                return fail(
                    "manifest entry \(DisplayText.quoted(key)) has durationSeconds \(duration), not a finite number ≥ 0"
                )
            }
            manifest[key] = ManifestEntry(
                mediaType: mediaType, bytes: bytes, sha256: sha, width: w, height: h,
                durationSeconds: duration)
        }
        let assetKeys = Set(item.compactMap { key, value in if case .data = value { key } else { nil } })
        guard assetKeys == Set(manifest.keys) else {
            return fail("the manifest lists \(manifest.keys.sorted()) but the item holds assets \(assetKeys.sorted())")
        }
        guard let opened = URL(string: url) else { return fail("`url` \(DisplayText.quoted(url)) is not a URL") }
        return .success(
            ShareBundle(
                target: target, url: opened, urlString: url, createdAt: Date(timeIntervalSince1970: Double(createdAt)),
                expiresIn: TimeInterval(expiresIn), expirationDate: Date(timeIntervalSince1970: Double(expiration)),
                item: item, manifest: manifest, encoding: encoding))
    }

    /// A date value: a plist date, or in JSON an ISO 8601 string.
    private static func date(_ value: PropertyList?, json: Bool) -> Int64? {
        switch value {
        case .date(let seconds)?:
            guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
            return Int64(seconds.rounded(.down))
        case .string(let text)? where json: return BundleTime.parse(text)
        default: return nil
        }
    }
}

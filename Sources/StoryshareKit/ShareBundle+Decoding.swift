import Foundation

extension ShareBundle {
    /// Decodes a bundle held in memory (a binary property list) with `PropertyListDecoder`, and checks what its types
    /// cannot say. An XML or JSON bundle of an earlier version is refused with a message saying to make it again.
    public static func decode(_ data: Data) -> Result<ShareBundle, BundleDecodeError> {
        if let refusal = Self.refusedEncoding(data) { return .failure(BundleDecodeError(message: refusal)) }
        let file: BundleFile
        do {
            file = try PropertyListDecoder().decode(BundleFile.self, from: data)
        } catch let error as BundleDecodeError {
            return .failure(error)
        } catch let error as DecodingError {
            return fail(Self.message(error))
        } catch {
            return fail("not a readable property list: \(error.localizedDescription)")
        }
        return structure(file)
    }

    /// What the decoded file's types cannot say: the target and its own URL and keys, the expiry adding up, one item
    /// whose assets the manifest describes, non-empty values, positive sizes.
    static func structure(_ file: BundleFile) -> Result<ShareBundle, BundleDecodeError> {
        guard let target = ShareTarget(rawValue: file.target) else {
            return fail("`target` is missing or not facebook/instagram")
        }
        // The app opens what the file says: only the target's own URL is accepted.
        guard ShareURL.isURL(file.url, of: target), let url = URL(string: file.url) else {
            let expected = ShareURL.url(target: target, appID: target == .instagram ? "<app ID>" : "")
            return fail("`url` is \(quoted(file.url)), not the \(target.rawValue) Stories URL (\(expected))")
        }
        guard let createdAt = seconds(file.createdAt) else { return fail("`createdAt` is not a date") }
        guard file.expiresIn > 0, file.expiresIn <= Int64(Int32.max) else {
            return fail("`expiresIn` is not a positive whole number of seconds")
        }
        guard let expiration = seconds(file.options.expirationDate) else {
            return fail("`options.expirationDate` is not a date")
        }
        guard expiration == createdAt + file.expiresIn else {
            return fail(
                "`options.expirationDate` is \(BundleTime.format(expiration)), not `createdAt` plus `expiresIn` "
                    + "(\(BundleTime.format(createdAt + file.expiresIn)))")
        }
        guard file.items.count == 1, let rawItem = file.items.first else {
            return fail("`items` must hold exactly one dictionary")
        }
        var item: [String: Value] = [:]
        for (key, value) in rawItem {
            guard let payloadKey = PayloadKey.named(key, target: target) else {
                return fail("item key \(quoted(key)) is not a \(target.rawValue) Stories key")
            }
            switch (payloadKey.isAsset, value) {
            case (true, .data(let bytes)) where !bytes.isEmpty: item[key] = value
            case (false, .string(let text)) where !text.isEmpty: item[key] = value
            case (true, .data), (false, .string):
                return fail("item \(quoted(key)) is empty (empty placeholders break the share)")
            default:
                return fail(
                    "item \(quoted(key)) has the wrong type (\(payloadKey.isAsset ? "data" : "string") expected)")
            }
        }
        for (key, entry) in file.manifest {
            guard entry.bytes > 0, entry.width > 0, entry.height > 0 else {
                return fail("manifest entry \(quoted(key)) has a size, width or height that is not a positive number")
            }
            if let duration = entry.durationSeconds, !duration.isFinite || duration < 0 {
                return fail("manifest entry \(quoted(key)) has durationSeconds \(duration), not a finite number ≥ 0")
            }
        }
        let assetKeys = Set(item.compactMap { key, value in if case .data = value { key } else { nil } })
        guard assetKeys == Set(file.manifest.keys) else {
            return fail(
                "the manifest lists \(file.manifest.keys.sorted()) but the item holds assets \(assetKeys.sorted())")
        }
        return .success(
            ShareBundle(
                target: target, url: url, urlString: file.url,
                createdAt: Date(timeIntervalSince1970: Double(createdAt)), expiresIn: TimeInterval(file.expiresIn),
                expirationDate: Date(timeIntervalSince1970: Double(expiration)), item: item, manifest: file.manifest))
    }

    /// Why bytes that are no binary property list are refused (an XML or JSON bundle of an earlier version, or else).
    static func refusedEncoding(_ data: Data) -> String? {
        if data.starts(with: "bplist00".utf8) { return nil }
        var text = data.prefix(1024)[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        let encoding: String
        switch text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
        case UInt8(ascii: "<"): encoding = "an XML property list"
        case UInt8(ascii: "{"), UInt8(ascii: "["): encoding = "JSON"
        default: return "not a binary property list (it does not begin with bplist00)"
        }
        return "it is \(encoding), an encoding of bundles that storyshare no longer reads; make the bundle again "
            + "with `storyshare bundle` (bundles are binary property lists now)"
    }

    /// A date as whole seconds since 1970 (rounded down), or nil when it is no finite moment of years 0001–9999.
    static func seconds(_ date: Date) -> Int64? {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, seconds >= Double(BundleTime.earliest), seconds < Double(BundleTime.latest + 1) else {
            return nil
        }
        return Int64(seconds.rounded(.down))
    }

    /// What a decoding error means for a bundle, naming the key as the format does (`manifest["…"].width`).
    static func message(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                if key.stringValue.contains(".") { return text + "[\(quoted(key.stringValue))]" }
                return text + (text.isEmpty ? "" : ".") + key.stringValue
            }
            return "`\(text)`"
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .valueNotFound(_, let context): return "\(path(context.codingPath)) is missing"
        case .typeMismatch(let type, let context):
            let expected =
                switch type {
                case is String.Type: "a string"
                case is Date.Type: "a date"
                case is Data.Type: "data"
                case is Double.Type: "a number"
                case is Int.Type, is Int64.Type: "a whole number"
                case is [Any].Type: "an array"
                default: "a dictionary"
                }
            return "\(path(context.codingPath)) is not \(expected)"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not a readable property list: \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "not a readable property list"
        }
    }

    /// A string from the file, in quotes with what could hide escaped: `"a\nb"`.
    static func quoted(_ text: String) -> String { String(reflecting: text) }
    private static func fail(_ message: String) -> Result<ShareBundle, BundleDecodeError> {
        .failure(BundleDecodeError(message: message))
    }
}

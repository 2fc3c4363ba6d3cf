import StorysharePropertyList

extension InfoPlistFacts {
    /// The facts of an Info.plist's bytes: XML or binary, read by the bounds-checked property list reader,
    /// with the lines of the top-level `<dict>`, of its keys and of the entries of `LSApplicationQueriesSchemes`.
    /// A file that is not a property list whose top level is a dictionary is `.malformed`, with the line and
    /// column of the problem when the file has lines.
    public static func read(_ bytes: [UInt8]) -> AppFileFacts {
        let value: PropertyList
        let encoding: PropertyListEncoding
        let positions: PropertyListPositions?
        do throws(PropertyListError) {
            (value, encoding, positions) = try PropertyListReader.readWithPositions(bytes)
        } catch {
            if case .unrecognizedEncoding = error, bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "{") {
                return .malformed(
                    .infoPlist, reason: "it is JSON; Xcode reads an Info.plist only as an XML or binary property list",
                    at: nil)
            }
            return .malformed(.infoPlist, reason: Self.reason(error), at: error.position.map(SourceLocation.init))
        }
        let root = positions.map { SourceLocation($0.root) }
        guard case .dictionary(let entries) = value else {
            return .malformed(
                .infoPlist, reason: "its top level is \(describe(value)), not a dictionary (<dict>)", at: root)
        }
        func entry(_ key: String) -> InfoPlistEntry? {
            guard let value = entries[key] else { return nil }
            let position = positions?.entries[key]
            var text: String?
            if case .string(let string) = value { text = string }
            return InfoPlistEntry(
                key: position.map { SourceLocation($0.key) }, value: position.map { SourceLocation($0.value) },
                text: text, kind: describe(value))
        }
        var facts = InfoPlistFacts(
            encoding: encoding, root: root, bundle: bundle(of: entries),
            queriesSchemes: entry("LSApplicationQueriesSchemes"), facebookAppID: entry("FacebookAppID"))
        facts.duplicateKeys = (positions?.duplicateKeys ?? []).map { Located($0.key, at: SourceLocation($0.position)) }
        if case .array(let elements) = entries["LSApplicationQueriesSchemes"] {
            let places = positions?.entries["LSApplicationQueriesSchemes"]?.elements ?? []
            for (index, element) in elements.enumerated() {
                guard case .string(let scheme) = element else { continue }
                facts.schemes.append(
                    Located(scheme, at: index < places.count ? SourceLocation(places[index]) : nil))
            }
        }
        return .infoPlist(facts)
    }

    /// What the plist describes: an extension has `NSExtension`; a literal `CFBundlePackageType` other than
    /// `APPL` is a framework or a bundle; `WKApplication` / `WKWatchKitApp` is a watch app.
    private static func bundle(of entries: [String: PropertyList]) -> Bundle {
        if entries["NSExtension"] != nil { return .appExtension }
        if case .string(let type) = entries["CFBundlePackageType"], type != "APPL", !FacebookAppID.isReference(type) {
            return .other(type)
        }
        if entries["WKApplication"] == .bool(true) || entries["WKWatchKitApp"] == .bool(true) {
            return .other("watchOS app")
        }
        return .app
    }

    /// `a string`, `an array`, … for messages.
    static func describe(_ value: PropertyList) -> String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// The reader's message without the position it begins with (findings carry it as their line); a binary
    /// plist's message keeps its byte offsets, said to be such.
    private static func reason(_ error: PropertyListError) -> String {
        if let position = error.position {
            for prefix in ["XML plist: ", "JSON: "] {
                let located = prefix + position.description + ": "
                if error.message.hasPrefix(located) { return String(error.message.dropFirst(located.count)) }
            }
            return error.message
        }
        if error.message.hasPrefix("binary plist") {
            return error.message + " (a binary plist has no lines: offsets count bytes)"
        }
        return error.message
    }
}

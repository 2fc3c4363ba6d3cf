import Foundation

extension StoryPayload {
    /// What the command line's rules would say of this share, from the assets' headers (nothing is decoded): the
    /// App ID, the assets given, the colours, the link, each asset's format, size and length; and, given the
    /// app's Info.plist (`Bundle.main.infoDictionary` on the device), the Stories scheme in
    /// `LSApplicationQueriesSchemes` and `FacebookAppID` against ``appID``. Empty when the share is right, so an
    /// app's unit test can `#expect(payload.check().isEmpty)`.
    public func check(infoDictionary: [String: Any]? = nil, limits: StoryLimits = StoryLimits()) -> [StoryFinding] {
        var found: [StoryFinding] = []
        func add(_ rule: StoryRule, _ message: String?) {
            if let message { found.append(StoryFinding(rule, "payload", message)) }
        }
        if appID.allSatisfy(\.isWhitespace) {
            add(.appIDMissing, StoryMessage.appIDMissing)
        } else if !StoryMessage.isValidAppID(appID) {
            add(.appIDInvalid, StoryMessage.appIDInvalid(appID))
        }
        let hasBackground = backgroundImage != nil || backgroundVideo != nil
        if !hasBackground && sticker == nil { add(.noAsset, StoryMessage.noAsset) }
        if backgroundImage != nil && backgroundVideo != nil {
            add(.backgroundConflict, StoryMessage.backgroundConflict)
        }
        for (side, text) in [("top", topColor), ("bottom", bottomColor)] {
            guard let text else { continue }
            do throws(StoryColorError) {
                _ = try StoryColorGrammar.parse(text)
            } catch {
                add(.colorInvalid, StoryMessage.colorInvalid(side: side, reason: error.message))
            }
        }
        if let given = topColor.map({ ("top", "bottom", $0) }) ?? bottomColor.map({ ("bottom", "top", $0) }),
            (topColor == nil) != (bottomColor == nil)
        {
            let solid = (try? StoryColorGrammar.hex(StoryColorGrammar.parse(given.2))) == "#222222"
            add(
                .colorHalfSpecified,
                StoryMessage.colorHalfSpecified(side: given.0, other: given.1, defaultHex: "#222222", solid: solid))
        }
        if hasBackground && (topColor != nil || bottomColor != nil) { add(.colorIgnored, StoryMessage.colorIgnored) }
        if let contentURL { add(.contentURLInvalid, StoryMessage.contentURLInvalid(contentURL)) }
        for (key, asset) in assets {
            found += StoryAssetCheck.findings(
                asset.facts(maxPixels: limits.maxPixels), key: key, name: asset.name, target: target, limits: limits)
        }
        if let infoDictionary { found += infoPlistFindings(infoDictionary) }
        return found
    }

    /// `ios-query-scheme-missing` and `app-id-mismatch` for the app's Info.plist entries.
    func infoPlistFindings(_ info: [String: Any]) -> [StoryFinding] {
        let missing = [target.urlScheme]
        let schemes: String? =
            switch info["LSApplicationQueriesSchemes"] {
            case nil: StoryMessage.querySchemesAbsent(missing: missing)
            case let list as [Any] where list.contains(where: { ($0 as? String)?.lowercased() == target.urlScheme }):
                nil
            case is [Any]: StoryMessage.querySchemesLack(missing: missing)
            case let other?:
                StoryMessage.querySchemesNotArray(
                    kind: other is String ? "a string" : other is [String: Any] ? "a dictionary" : "a number or date",
                    missing: missing)
            }
        let id = (info["FacebookAppID"] as? String).flatMap { StoryMessage.isValidAppID($0) && $0 != appID ? $0 : nil }
        return [
            schemes.map { StoryFinding(.iosQuerySchemeMissing, "Info.plist", $0) },
            id.map {
                StoryFinding(.appIDMismatch, "Info.plist", StoryMessage.appIDMismatch(found: $0, expected: appID))
            },
        ].compactMap { $0 }
    }
}

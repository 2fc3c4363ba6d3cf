extension StoryMessage {
    /// `payload-app-id-missing`.
    public static let appIDMissing =
        "no Facebook app ID; the platform always requires one. Give your app's numeric ID from its dashboard."
    /// `payload-app-id-invalid`: `id` is not 5–20 ASCII digits.
    public static func appIDInvalid(_ id: String) -> String {
        "app ID \"\(id)\" is not 5–20 digits (0–9). Copy the numeric App ID from your app's dashboard."
    }
    /// Whether `text` is a Facebook App ID: 5 to 20 ASCII digits.
    public static func isValidAppID(_ text: String) -> Bool {
        (5...20).contains(text.utf8.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
    /// `payload-no-asset`.
    public static let noAsset =
        "the share has no background and no sticker; give a background image, a background video or a sticker."
    /// `payload-background-conflict`.
    public static let backgroundConflict =
        "both a background image and a background video are given; the platform takes one. Drop one of them."
    /// `color-invalid`: the `side` (`top`, `bottom`) colour is refused, for `reason` (the colour grammar's message).
    public static func colorInvalid(side: String, reason: String) -> String { "\(side) colour: \(reason)" }
    /// `color-half-specified`: only `side` is given; the other becomes `defaultHex` (a solid fill when they are equal).
    public static func colorHalfSpecified(side: String, other: String, defaultHex: String, solid: Bool) -> String {
        "only the \(side) colour is given; the \(other) becomes \(defaultHex), \(solid ? "a solid fill" : "a gradient"). "
            + "Give the \(other) colour too (the same colour for a solid fill)."
    }
    /// `color-ignored`.
    public static let colorIgnored =
        "background colours are given with a background asset, which covers them; they are written but not shown. "
        + "Drop them, or share the sticker without a background."
    /// `payload-content-url-invalid`, or `nil` for an http(s) URL with a host or an app-scheme link (RFC 3986 syntax).
    public static func contentURLInvalid(_ url: String) -> String? {
        guard let problem = contentURLProblem(url) else { return nil }
        return "attribution link \"\(url)\" \(problem). Use an absolute https:// URL or your app's deep link "
            + "(myapp://…)."
    }
    /// Schemes that never link back into an app.
    static let refusedSchemes: Set<String> = ["javascript", "data", "file", "about", "blob", "vbscript"]
    /// Why `url` is not an acceptable attribution link, or `nil` when it is.
    static func contentURLProblem(_ url: String) -> String? {
        if url.isEmpty { return "is empty (an empty placeholder breaks the share; leave the link out instead)" }
        if url.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }) {
            return "contains spaces or control characters"
        }
        guard let colon = url.firstIndex(of: ":") else { return "is not absolute (no scheme)" }
        let scheme = url[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return "is not absolute (no valid scheme)" }
        let lower = scheme.lowercased()
        if refusedSchemes.contains(lower) { return "uses the \(lower): scheme, which is not a link back into the app" }
        let rest = url[url.index(after: colon)...]
        guard lower == "http" || lower == "https" else { return rest.isEmpty ? "has nothing after the scheme" : nil }
        guard rest.hasPrefix("//"), !rest.dropFirst(2).prefix(while: { !"/?#".contains($0) }).isEmpty else {
            return "has no host"
        }
        return nil
    }
    /// `ios-query-scheme-missing` when the Info.plist has no `LSApplicationQueriesSchemes` to list `missing`.
    public static func querySchemesAbsent(missing: [String]) -> String {
        "no LSApplicationQueriesSchemes: \(queryEffect(missing)). Add to the top-level <dict>: "
            + "<key>LSApplicationQueriesSchemes</key><array>\(querySnippet(missing))</array>"
    }
    /// `ios-query-scheme-missing` when `LSApplicationQueriesSchemes` is `kind` ("a string"), not an array.
    public static func querySchemesNotArray(kind: String, missing: [String]) -> String {
        "LSApplicationQueriesSchemes is \(kind), not an array: \(queryEffect(missing)). Make it "
            + "<array>\(querySnippet(missing))</array>"
    }
    /// `ios-query-scheme-missing` when the list lacks `missing`; `unknown` names the build settings that may stand in.
    public static func querySchemesLack(missing: [String], unknown: String = "") -> String {
        "LSApplicationQueriesSchemes lacks \(list(missing))\(unknown): \(queryEffect(missing)). Add to its <array>: "
            + querySnippet(missing)
    }
    /// `app-id-mismatch` for an Info.plist whose `FacebookAppID` is `found`, not `expected`.
    public static func appIDMismatch(found: String, expected: String) -> String {
        "FacebookAppID is \(found), but the app's ID is \(expected): the share would name another app. "
            + "Make it <string>\(expected)</string>, or check the ID storyshare was given."
    }

    private static func querySnippet(_ missing: [String]) -> String {
        missing.map { "<string>\($0)</string>" }.joined()
    }

    private static func queryEffect(_ missing: [String]) -> String {
        "\(list(missing.map { "canOpenURL(\($0)://)" })) \(missing.count == 1 ? "returns" : "return") false, so the "
            + "share sends people to the App Store or says the app is not installed"
    }
    /// "a", "a and b", "a, b and c".
    public static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}

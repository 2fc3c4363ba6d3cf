extension PayloadRule {
    /// The attribution link must be an absolute http(s) URL or an app-scheme deep link.
    public static let contentURLInvalid = PayloadRule(
        RuleDescription(
            id: "payload-content-url-invalid",
            summary: "The attribution link is not an absolute http(s) or app-scheme URL.",
            defaultSeverity: .error, appliesTo: "payload", source: RuleSource.sharingToStories),
        triggering: [
            .example { $0.contentURL = "" }, .example { $0.contentURL = "/relative/path" },
            .example { $0.contentURL = "https://" }, .example { $0.contentURL = "javascript:alert(1)" },
            .example { $0.contentURL = "https://exa mple.com" }, .example { $0.contentURL = "file:///etc/passwd" },
        ],
        nonTriggering: [
            .example(), .example { $0.contentURL = "https://example.com/story/42?ref=fb" },
            .example { $0.contentURL = "myapp://story/42" }, .example { $0.contentURL = "http://example.com" },
        ]
    ) { draft in
        guard let url = draft.contentURL else { return [] }
        guard let problem = ContentURL.problem(url) else { return [] }
        return [
            "attribution link \"\(url)\" \(problem). Use an absolute https:// URL or your app's deep link (myapp://…)."
        ]
    }
}

/// Checks of the attribution link (RFC 3986 scheme syntax; http(s) needs a host).
enum ContentURL {
    static let refusedSchemes: Set<String> = ["javascript", "data", "file", "about", "blob", "vbscript"]

    /// Why `url` is not acceptable, or `nil` when it is.
    static func problem(_ url: String) -> String? {
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
        if lower == "http" || lower == "https" {
            guard rest.hasPrefix("//") else { return "has no host" }
            let host = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            if host.isEmpty { return "has no host" }
            return nil
        }
        return rest.isEmpty ? "has nothing after the scheme" : nil
    }
}

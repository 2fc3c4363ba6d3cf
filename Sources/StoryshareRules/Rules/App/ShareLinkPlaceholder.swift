import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// A content or attribution link a share passes that is a placeholder left in from a sample or a template
    /// (`https://example.com/…`, `https://your-domain.com`, `<YOUR_LINK>`, `TODO`, `http://localhost:3000/…`): the
    /// story links to it as written, or to nothing.
    public static let shareLinkPlaceholder = AppFileRule(
        RuleDescription(
            id: "share-link-placeholder",
            summary: "A content or attribution link the share code passes is a placeholder (example.com, your-…, "
                + "YOUR_…, <…>, TODO, localhost).",
            defaultSeverity: .warning, appliesTo: "the sharing code the app model finds", source: RuleSource.userReports
        ),
        triggering: [
            Example.shareCall(.facebook, values: [(.link, "https://example.com/story/42", true)]),
            Example.shareCall(values: [(.link, "https://www.example.org", true)]),
            Example.shareCall(via: "social_share", values: [(.link, "https://your-domain.com/trail", true)]),
            Example.shareCall(via: "the Stories intent", values: [(.link, "https://YOUR_SITE/post", true)]),
            Example.shareCall(values: [(.link, "<ATTRIBUTION_URL>", true)]),
            Example.shareCall(values: [(.link, "TODO", true)]),
            Example.shareCall(values: [(.link, "http://localhost:3000/s/1", true)]),
        ],
        nonTriggering: [
            Example.shareCall(values: [(.link, "https://trailpost.app/s/42", true)]),
            // A host that merely ends like a placeholder, and a name the reader could not follow.
            Example.shareCall(values: [(.link, "https://myexample.com/todo-list", true)]),
            Example.shareCall(values: [(.link, "shareLink", false)]),
            // Only the link: a placeholder elsewhere is another rule's.
            Example.shareCall(values: [(.background, "https://example.com/bg.png", true)]),
        ]
    ) { file in
        judgeValues(file, [.link]) { call, value in
            guard value.isLiteral, let why = placeholder(value.text) else { return nil }
            return "the link passed to \(call.via) is a placeholder (\(value.text)): \(why), left in from a sample or "
                + "a template, so the story links to it as written or to nothing. Pass the real https link of what "
                + "is shared."
        }
    }

    /// Why `link` is a placeholder, when it is one.
    static func placeholder(_ link: String) -> String? {
        let lower = link.lowercased()
        let afterScheme = lower.range(of: "://").map { String(lower[$0.upperBound...]) } ?? lower
        let host = String(afterScheme.prefix { !["/", "?", "#", ":"].contains($0) })
        let reserved = ["example.com", "example.org", "example.net"]
        if reserved.contains(where: { host == $0 || host.hasSuffix("." + $0) }) {
            return "\(host) is a domain reserved for examples"
        }
        if host == "localhost" || host == "127.0.0.1" { return "\(host) is the device itself" }
        if lower.contains("your-") || lower.contains("your_") { return "it holds a \"your-\" slot to fill in" }
        if link.contains("<"), link.contains(">") { return "it holds a <…> slot to fill in" }
        if link.contains("TODO") || link.contains("FIXME") { return "it says TODO" }
        return nil
    }
}

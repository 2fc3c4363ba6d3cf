import StoryshareKit

extension PayloadRule {
    /// The attribution link must be an absolute http(s) URL or an app-scheme deep link.
    public static let contentURLInvalid = PayloadRule(
        RuleDescription(
            id: StoryRule.contentURLInvalid.id,
            summary: "The attribution link is not an absolute http(s) or app-scheme URL.",
            defaultSeverity: StoryRule.contentURLInvalid.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
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
        return StoryMessage.contentURLInvalid(url).map { [$0] } ?? []
    }
}

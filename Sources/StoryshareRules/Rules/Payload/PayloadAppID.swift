import StoryshareKit
import StoryshareProject

extension PayloadRule {
    /// No app ID: the share is refused without one.
    public static let appIDMissing = PayloadRule(
        RuleDescription(
            id: StoryRule.appIDMissing.id, summary: "The Facebook app ID is absent.",
            defaultSeverity: StoryRule.appIDMissing.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
        triggering: [.example { $0.appID = nil }, .example { $0.appID = "  " }],
        nonTriggering: [.example()]
    ) { draft in
        guard (draft.appID ?? "").allSatisfy(\.isWhitespace) else { return [] }
        return [StoryMessage.appIDMissing]
    }

    /// An app ID that is not 5–20 ASCII digits.
    public static let appIDInvalid = PayloadRule(
        RuleDescription(
            id: StoryRule.appIDInvalid.id, summary: "The app ID is not 5–20 ASCII digits.",
            defaultSeverity: StoryRule.appIDInvalid.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
        triggering: [
            .example { $0.appID = "1234" }, .example { $0.appID = "12345abc" },
            .example { $0.appID = String(repeating: "1", count: 21) }, .example { $0.appID = "١٢٣٤٥" },
        ],
        nonTriggering: [
            .example { $0.appID = "12345" }, .example { $0.appID = String(repeating: "9", count: 20) },
            .example { $0.appID = nil },
        ]
    ) { draft in
        guard let id = draft.appID, !id.allSatisfy(\.isWhitespace) else { return [] }
        guard !StoryMessage.isValidAppID(id) else { return [] }
        return [StoryMessage.appIDInvalid(id)]
    }
}

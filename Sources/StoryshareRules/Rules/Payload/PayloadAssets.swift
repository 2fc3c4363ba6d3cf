import StoryshareKit

extension PayloadRule {
    /// Nothing to show: neither a background nor a sticker.
    public static let noAsset = PayloadRule(
        RuleDescription(
            id: StoryRule.noAsset.id, summary: "Neither a background (image or video) nor a sticker is given.",
            defaultSeverity: StoryRule.noAsset.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
        triggering: [.example { $0.backgroundImage = nil }],
        nonTriggering: [
            .example(),
            .example {
                $0.backgroundImage = nil
                $0.sticker = "s.png"
            },
            .example {
                $0.backgroundImage = nil
                $0.backgroundVideo = "v.mp4"
            },
        ]
    ) { draft in
        guard !draft.hasBackgroundAsset, draft.sticker == nil else { return [] }
        return [StoryMessage.noAsset]
    }

    /// A background image and a background video at once.
    public static let backgroundConflict = PayloadRule(
        RuleDescription(
            id: StoryRule.backgroundConflict.id, summary: "Both a background image and a background video are given.",
            defaultSeverity: StoryRule.backgroundConflict.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
        triggering: [.example { $0.backgroundVideo = "v.mp4" }],
        nonTriggering: [
            .example(),
            .example {
                $0.backgroundImage = nil
                $0.backgroundVideo = "v.mp4"
            },
        ]
    ) { draft in
        guard draft.backgroundImage != nil, draft.backgroundVideo != nil else { return [] }
        return [StoryMessage.backgroundConflict]
    }
}

import StoryshareKit

extension AssetRule {
    /// The file is missing, a directory, unreadable or empty.
    public static let fileUnreadable = AssetRule(
        RuleDescription(
            id: StoryRule.fileUnreadable.id,
            summary: "The file is missing, unreadable, a directory, or empty (0 bytes).",
            defaultSeverity: StoryRule.fileUnreadable.defaultSeverity, appliesTo: "all files",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.png, 1080, 1920) { $0.readError = "no such file" },
            Example.image(.png, 1080, 1920) { $0.readError = "the file is empty (0 bytes)" },
        ],
        nonTriggering: [Example.image(.png, 1080, 1920)]
    ) { $0.message(.fileUnreadable) }

    /// What the finding says of a file that cannot be read for `reason`.
    public static func fileUnreadableMessage(reason: String) -> String {
        StoryMessage.fileUnreadable(reason: reason)
    }
}

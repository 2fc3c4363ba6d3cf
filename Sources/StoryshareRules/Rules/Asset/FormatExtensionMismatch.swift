import StoryshareKit
import StoryshareMedia

extension AssetRule {
    /// The file name's extension names a different format than the content.
    public static let formatExtensionMismatch = AssetRule(
        RuleDescription(
            id: StoryRule.formatExtensionMismatch.id, summary: "The extension names another format than the content.",
            defaultSeverity: StoryRule.formatExtensionMismatch.defaultSeverity, appliesTo: "all files",
            source: RuleSource.userReports),
        triggering: [
            Example.image(.png, 1080, 1920) { $0.path = "photo.jpg" },
            Example.image(.jpeg, 1080, 1920) { $0.path = "photo.PNG" },
            Example.video(.webm, codec: "vp9") { $0.path = "clip.mp4" },
        ],
        nonTriggering: [
            Example.image(.png, 1080, 1920) { $0.path = "photo.png" },
            Example.image(.jpeg, 1080, 1920) { $0.path = "photo.JPEG" },
            Example.video(.mov) { $0.path = "clip.mp4" },  // same container family
            Example.image(.png, 1080, 1920) { $0.path = "no-extension" },
            Example.image(.png, 1080, 1920) { $0.path = "notes.txt" },  // names no media format
        ]
    ) { $0.message(.formatExtensionMismatch) }
}

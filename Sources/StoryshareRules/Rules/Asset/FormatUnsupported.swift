import StoryshareKit

extension AssetRule {
    /// The content is not a format the platform takes for the asset's role, or not the kind (image or
    /// video) its place demands.
    public static let formatUnsupported = AssetRule(
        RuleDescription(
            id: StoryRule.formatUnsupported.id,
            summary:
                "Content is not PNG/JPEG (images) or MP4/MOV/WebM (background videos), or not the kind its place demands.",
            defaultSeverity: StoryRule.formatUnsupported.defaultSeverity, appliesTo: "all files",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.gif, 480, 480),
            Example.image(.webp, 1080, 1920),
            Example.image(.heic, 1080, 1920),
            Example.image(.avif, 1080, 1920, role: .sticker),
            Example.image(.unknown, 1, 1) { $0.kind = .unknown },
            Example.video(.matroska),
            Example.image(.mp4, 1080, 1920, role: .sticker) { $0.kind = .video },
            Example.video().expecting(.image),
            Example.image(.png, 1080, 1920).expecting(.video),
        ],
        nonTriggering: [
            Example.image(.png, 1080, 1920), Example.image(.jpeg, 640, 480, role: .sticker), Example.video(),
            Example.video(.webm, codec: "vp9"), Example.video(.mov), Example.video().expecting(.video),
            Example.image(.jpeg, 1080, 1920).expecting(.image),
        ]
    ) { $0.message(.formatUnsupported) }
}

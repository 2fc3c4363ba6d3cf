extension AssetRule {
    /// The content is not a format the platform takes for the asset's role, or not the kind (image or
    /// video) its place demands.
    public static let formatUnsupported = AssetRule(
        RuleDescription(
            id: "format-unsupported",
            summary:
                "Content is not PNG/JPEG (images) or MP4/MOV/WebM (background videos), or not the kind its place demands.",
            defaultSeverity: .error, appliesTo: "all files", source: RuleSource.sharingToStories),
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
    ) { asset in
        let facts = asset.facts
        guard facts.readError == nil else { return nil }
        if let expected = asset.expectedKind, facts.kind != .unknown, facts.kind != expected {
            let other = expected == .image ? "the background video" : "the background image"
            return "content is \(asset.describedFormat), but it is given as \(asset.place); give it as \(other) "
                + "instead, or give \(expected == .image ? "a PNG or JPEG image" : "an MP4, MOV or WebM video") here."
        }
        switch (asset.role, facts.kind) {
        case (_, .image) where asset.isSupportedImage: return nil
        case (.background, .video) where [.mp4, .mov, .webm].contains(facts.format): return nil
        case (.sticker, _):
            return "content is \(asset.describedFormat); stickers must be PNG or JPEG images. "
                + "Export it as PNG (or JPEG, which has no transparency)."
        case (.background, .image):
            return "content is \(asset.describedFormat); the platform takes PNG or JPEG images (and MP4, MOV or "
                + "WebM videos) as backgrounds. Export it as JPEG or PNG."
        case (.background, .video):
            return "content is \(asset.describedFormat); backgrounds must be PNG or JPEG images, or MP4/MOV "
                + "(H.264/H.265) or WebM (VP8/VP9/AV1) videos. Convert it."
        case (.background, .unknown):
            let what = facts.decodeError ?? "not a recognised image or video format"
            return "content is \(what); backgrounds must be PNG, JPEG, MP4, MOV or WebM. "
                + "Check that the file is what its name says."
        }
    }
}

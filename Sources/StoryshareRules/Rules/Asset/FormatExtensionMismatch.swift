import StoryshareMedia

extension AssetRule {
    /// The file name's extension names a different format than the content.
    public static let formatExtensionMismatch = AssetRule(
        RuleDescription(
            id: "format-extension-mismatch", summary: "The extension names another format than the content.",
            defaultSeverity: .warning, appliesTo: "all files", source: RuleSource.userReports),
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
    ) { asset in
        let facts = asset.facts
        guard facts.readError == nil, facts.format != .unknown else { return nil }
        let name = facts.path.split(separator: "/").last.map(String.init) ?? facts.path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = String(name[name.index(after: dot)...])
        guard let named = MediaFormat.named(byExtension: ext), family(named) != family(facts.format) else { return nil }
        let right = facts.format.extensions.first ?? facts.format.rawValue
        return "the extension .\(ext) says \(named.rawValue.uppercased()) but the content is "
            + "\(facts.format.rawValue.uppercased()). Rename it to .\(right)."
    }

    /// MP4 and MOV (ISO BMFF), WebM and Matroska (EBML) are one family each: their extensions are used
    /// interchangeably by tools, so only a cross-family name is a mismatch.
    private static func family(_ format: MediaFormat) -> MediaFormat {
        switch format {
        case .mov: .mp4
        case .matroska: .webm
        default: format
        }
    }
}

extension StoryMessage {
    /// `format-unsupported`, or `nil` when the content suits its place: the sticker (`sticker`) or a background, of the
    /// kind `expected` if the place demands one; `reason` says what unknown content is, when known.
    public static func formatUnsupported(
        format: StoryMediaFormat, sticker: Bool, expected: StoryMediaKind?, reason: String?
    ) -> String? {
        let kind = format.kind
        let described = describe(format)
        if let expected, kind != .unknown, kind != expected {
            let place = sticker ? "a sticker" : expected == .image ? "the background image" : "the background video"
            let other = expected == .image ? "the background video" : "the background image"
            return "content is \(described), but it is given as \(place); give it as \(other) instead, or give "
                + "\(expected == .image ? "a PNG or JPEG image" : "an MP4, MOV or WebM video") here."
        }
        switch (sticker, kind) {
        case (_, .image) where format == .png || format == .jpeg: return nil
        case (false, .video) where [.mp4, .mov, .webm].contains(format): return nil
        case (true, _):
            return "content is \(described); stickers must be PNG or JPEG images. "
                + "Export it as PNG (or JPEG, which has no transparency)."
        case (false, .image):
            return "content is \(described); the platform takes PNG or JPEG images (and MP4, MOV or "
                + "WebM videos) as backgrounds. Export it as JPEG or PNG."
        case (false, .video):
            return "content is \(described); backgrounds must be PNG or JPEG images, or MP4/MOV "
                + "(H.264/H.265) or WebM (VP8/VP9/AV1) videos. Convert it."
        case (false, .unknown):
            return "content is \(reason ?? "not a recognised image or video format"); backgrounds must be PNG, JPEG, "
                + "MP4, MOV or WebM. Check that the file is what its name says."
        }
    }
    /// `format-extension-mismatch` for a file called `name` holding `format`, or `nil` when its extension names no
    /// media format or one of the content's family (MP4 and MOV, WebM and Matroska: tools use their extensions alike).
    public static func formatExtensionMismatch(name: String, format: StoryMediaFormat) -> String? {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        guard format != .unknown, let dot = base.lastIndex(of: "."), dot != base.startIndex else { return nil }
        let ext = String(base[base.index(after: dot)...])
        func family(_ format: StoryMediaFormat) -> StoryMediaFormat {
            format == .mov ? .mp4 : format == .matroska ? .webm : format
        }
        guard let named = StoryMediaFormat.named(byExtension: ext), family(named) != family(format) else { return nil }
        return "the extension .\(ext) says \(named.rawValue.uppercased()) but the content is "
            + "\(format.rawValue.uppercased()). Rename it to .\(format.extensions.first ?? format.rawValue)."
    }
    /// "a PNG image", "an MP4 video", "a file of unknown format".
    static func describe(_ format: StoryMediaFormat) -> String {
        guard format.kind != .unknown else { return "a file of unknown format" }
        let name = format.rawValue.uppercased()
        return "\(["MP4", "AVIF"].contains(name) ? "an" : "a") \(name) \(format.kind.rawValue)"
    }
}

/// When each asset rule fires, written once (``message(_:_:sticker:expected:name:target:limits:)``): an app's own
/// check asks it of the headers' facts (``findings(_:key:name:target:limits:)``), each of the command line's
/// `AssetRule`s of the probe's, where a full decode's error and refusal stand for the header's. So `image-corrupt`
/// (corrupt pixel data) and `image-dimensions-excessive` (a progressive JPEG too costly to decode) need the command
/// line's full decode for their whole verdict, and the rules that wait for a clean decode (`sticker-dimensions`,
/// `background-aspect-ratio`, `background-oversized`) still speak in the Kit over corrupt pixel data.
package enum StoryAssetCheck {
    /// What `rule` says of an asset of facts `f`, the sticker or a background, given where a kind `expected` is
    /// (when one is), named `name`, shared to `target` under the limits `l`; `nil` when it does not fire (or is no
    /// asset rule). A file that cannot be read gets only `file-unreadable`.
    package static func message(
        _ rule: StoryRule, _ f: StoryMediaFacts, sticker: Bool, expected: StoryMediaKind?, name: String?,
        target: ShareTarget, limits l: StoryLimits
    ) -> String? {
        let kind = f.format.kind
        let image = f.format == .png || f.format == .jpeg  // the image formats the platform takes
        let clean = f.headerError == nil && f.pixelCapRefusal == nil
        let video = [.mp4, .mov, .webm].contains(f.format) && f.headerError == nil
        func sized(_ message: (Int, Int) -> String?) -> String? {
            f.displayWidth.flatMap { w in f.displayHeight.flatMap { message(w, $0) } }
        }
        guard f.readError == nil else {
            return rule == .fileUnreadable ? f.readError.map(StoryMessage.fileUnreadable) : nil
        }
        return switch rule {
        case .formatUnsupported:
            StoryMessage.formatUnsupported(
                format: f.format, sticker: sticker, expected: expected, reason: f.headerError)
        case .formatExtensionMismatch: name.flatMap { StoryMessage.formatExtensionMismatch(name: $0, format: f.format) }
        case .imageCorrupt where kind == .image: f.headerError.map(StoryMessage.imageCorrupt)
        case .imageDimensionsExcessive where kind == .image:
            f.pixelCapRefusal.map(StoryMessage.imageDimensionsExcessive)
        case .imageTooSmall where image: sized { StoryMessage.imageTooSmall(width: $0, height: $1, limits: l) }
        case .imageTooLargeBytes where kind == .image: StoryMessage.imageTooLargeBytes(bytes: f.bytes, limits: l)
        case .imageAnimated where (f.frameCount ?? 1) > 1: StoryMessage.imageAnimated(frames: f.frameCount)
        case .imageCMYK: f.printColorSpace.map(StoryMessage.imageCMYK)
        case .stickerOpaque where sticker && image && f.hasAlpha == false:
            StoryMessage.stickerOpaque(jpeg: f.format == .jpeg)
        case .stickerDimensions where sticker && image && clean:
            sized { StoryMessage.stickerDimensions(width: $0, height: $1, limits: l) }
        case .backgroundAspectRatio where !sticker && clean:
            sized {
                StoryMessage.backgroundAspectRatio(
                    width: $0, height: $1, video: kind == .video, target: target, limits: l)
            }
        case .backgroundOversized where !sticker && image && clean:
            sized { StoryMessage.backgroundOversized(width: $0, height: $1, limits: l) }
        case .backgroundTooSmallInstagram where !sticker && image && target == .instagram:
            sized { StoryMessage.backgroundTooSmallInstagram(width: $0, height: $1, limits: l) }
        case .videoCorrupt where kind == .video: f.headerError.map(StoryMessage.videoCorrupt)
        case .videoNoVideoTrack where video && f.hasVideo == false:
            StoryMessage.videoNoVideoTrack(hasAudio: f.hasAudio == true)
        case .videoCodecUnsupported where video && f.hasVideo == true:
            f.codec.flatMap { StoryMessage.videoCodecUnsupported(codec: $0, container: f.format.rawValue.uppercased()) }
        case .videoTooLong where video: f.durationSeconds.flatMap { StoryMessage.videoTooLong(seconds: $0, limits: l) }
        case .videoTooLongInstagramIOS where video && target == .instagram:
            f.durationSeconds.flatMap { StoryMessage.videoTooLongInstagramIOS(seconds: $0, limits: l) }
        case .videoResolution where video: sized { StoryMessage.videoResolution(width: $0, height: $1, limits: l) }
        case .videoTooLargeBytes where kind == .video: StoryMessage.videoTooLargeBytes(bytes: f.bytes, limits: l)
        default: nil
        }
    }
    /// Whether a finding of `rule` is reported when the rules `fired` fire: a format the platform does not take
    /// gets only `format-unsupported` and `format-extension-mismatch`, as the rest would repeat it.
    package static func isReported(_ rule: StoryRule, among fired: Set<StoryRule>) -> Bool {
        !fired.contains(.formatUnsupported) || rule == .formatUnsupported || rule == .formatExtensionMismatch
    }
    /// An app's own findings for an asset of `facts` named `name` under `key`, shared to `target` under `limits`.
    static func findings(
        _ facts: StoryMediaFacts, key: PayloadKey, name: String?, target: ShareTarget, limits: StoryLimits
    ) -> [StoryFinding] {
        let subject =
            key == .stickerImage ? "sticker" : key == .backgroundVideo ? "background video" : "background image"
        let fired = StoryRule.allCases.compactMap { rule in
            message(
                rule, facts, sticker: key == .stickerImage, expected: key == .backgroundVideo ? .video : .image,
                name: name, target: target, limits: limits
            ).map { (rule, $0) }
        }
        let rules = Set(fired.map(\.0))
        return fired.filter { isReported($0.0, among: rules) }.map { StoryFinding($0.0, subject, $0.1) }
    }
}

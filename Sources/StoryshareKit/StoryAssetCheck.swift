/// The asset rules an app's own checks apply to header facts, with the command line's ids, limits and messages
/// (``StoryMessage``). What only a full decode sees (corrupt pixel data, a decode's memory bound) is left to
/// the command line.
enum StoryAssetCheck {
    /// The findings for an asset of `facts`, named `name`, given under `key` (its role and the kind it demands),
    /// shared to `target` under `limits`.
    static func findings(
        _ f: StoryMediaFacts, key: PayloadKey, name: String?, target: ShareTarget, limits l: StoryLimits
    ) -> [StoryFinding] {
        let subject =
            key == .stickerImage ? "sticker" : key == .backgroundVideo ? "background video" : "background image"
        var found: [StoryFinding] = []
        func add(_ rule: StoryRule, _ message: String?) {
            if let message { found.append(StoryFinding(rule, subject, message)) }
        }
        if let reason = f.readError {
            return [StoryFinding(.fileUnreadable, subject, StoryMessage.fileUnreadable(reason: reason))]
        }
        let (kind, sticker, background) = (f.format.kind, key == .stickerImage, key != .stickerImage)
        let image = kind == .image && (f.format == .png || f.format == .jpeg)
        let clean = f.headerError == nil && f.pixelCapRefusal == nil
        let video = [.mp4, .mov, .webm].contains(f.format) && f.headerError == nil
        let shown = f.displayWidth.flatMap { w in f.displayHeight.map { (w, $0) } }
        let expected: StoryMediaKind = key == .backgroundVideo ? .video : .image
        add(
            .formatUnsupported,
            StoryMessage.formatUnsupported(
                format: f.format, sticker: sticker, expected: expected, reason: f.headerError))
        add(.formatExtensionMismatch, name.flatMap { StoryMessage.formatExtensionMismatch(name: $0, format: f.format) })
        if kind == .image, let error = f.headerError { add(.imageCorrupt, StoryMessage.imageCorrupt(reason: error)) }
        if kind == .image, let refusal = f.pixelCapRefusal {
            add(.imageDimensionsExcessive, StoryMessage.imageDimensionsExcessive(refusal: refusal))
        }
        if image, let (w, h) = shown { add(.imageTooSmall, StoryMessage.imageTooSmall(width: w, height: h, limits: l)) }
        if kind == .image { add(.imageTooLargeBytes, StoryMessage.imageTooLargeBytes(bytes: f.bytes, limits: l)) }
        if (f.frameCount ?? 1) > 1 { add(.imageAnimated, StoryMessage.imageAnimated(frames: f.frameCount)) }
        if let space = f.printColorSpace { add(.imageCMYK, StoryMessage.imageCMYK(space: space)) }
        if sticker, image, f.hasAlpha == false {
            add(.stickerOpaque, StoryMessage.stickerOpaque(jpeg: f.format == .jpeg))
        }
        if sticker, image, clean, let (w, h) = shown {
            add(.stickerDimensions, StoryMessage.stickerDimensions(width: w, height: h, limits: l))
        }
        if background, clean, let (w, h) = shown {
            let message = StoryMessage.backgroundAspectRatio(
                width: w, height: h, video: kind == .video, target: target, limits: l)
            add(.backgroundAspectRatio, message)
        }
        if background, image, clean, let (w, h) = shown {
            add(.backgroundOversized, StoryMessage.backgroundOversized(width: w, height: h, limits: l))
        }
        if background, image, target == .instagram, let (w, h) = shown {
            add(.backgroundTooSmallInstagram, StoryMessage.backgroundTooSmallInstagram(width: w, height: h, limits: l))
        }
        if kind == .video, let error = f.headerError { add(.videoCorrupt, StoryMessage.videoCorrupt(reason: error)) }
        if video, f.hasVideo == false {
            add(.videoNoVideoTrack, StoryMessage.videoNoVideoTrack(hasAudio: f.hasAudio == true))
        }
        if video, f.hasVideo == true, let codec = f.codec {
            add(
                .videoCodecUnsupported,
                StoryMessage.videoCodecUnsupported(codec: codec, container: f.format.rawValue.uppercased()))
        }
        if video, let seconds = f.durationSeconds {
            add(.videoTooLong, StoryMessage.videoTooLong(seconds: seconds, limits: l))
            if target == .instagram {
                add(.videoTooLongInstagramIOS, StoryMessage.videoTooLongInstagramIOS(seconds: seconds, limits: l))
            }
        }
        if video, let (w, h) = shown {
            add(.videoResolution, StoryMessage.videoResolution(width: w, height: h, limits: l))
        }
        if kind == .video { add(.videoTooLargeBytes, StoryMessage.videoTooLargeBytes(bytes: f.bytes, limits: l)) }
        // A format the platform does not take gets only that (and the name's mismatch): the rest would repeat it.
        guard found.contains(where: { $0.rule == .formatUnsupported }) else { return found }
        return found.filter { $0.rule == .formatUnsupported || $0.rule == .formatExtensionMismatch }
    }
}

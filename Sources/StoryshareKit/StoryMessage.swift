/// The text of every finding an app's own checks and the command line's rules share, written once: what is
/// wrong, the measured value, the limit, and how to fix it. Each function is named after its rule; one that
/// returns an optional also decides whether the rule fires.
public enum StoryMessage {
    /// `file-unreadable`: the file cannot be read for `reason`.
    public static func fileUnreadable(reason: String) -> String {
        "cannot be read: \(reason). Check the path and that the file is a non-empty regular file."
    }
    /// `image-corrupt`: the image does not decode, for `reason`.
    public static func imageCorrupt(reason: String) -> String {
        "the image does not decode: \(reason). Re-export it from the original."
    }
    /// `image-dimensions-excessive`: the sentence of the refusal before decoding, e.g. ``pixelCapRefusal``'s.
    public static func imageDimensionsExcessive(refusal: String) -> String { "\(refusal). Resize it to 1080x1920." }
    /// Why an image of `width` x `height` is not decoded: over the pixel cap `cap`.
    public static func pixelCapRefusal(width: Int, height: Int, cap: Int) -> String {
        let capText = cap % 1_000_000 == 0 ? "\(cap / 1_000_000)-megapixel" : "\(grouped(cap))-pixel"
        return "declared size \(width)x\(height) (\(grouped(width * height)) pixels) is over the \(capText) cap; "
            + "not decoded"
    }
    /// `image-too-small`, or `nil` when both sides reach the minimum.
    public static func imageTooSmall(width w: Int, height h: Int, limits: StoryLimits) -> String? {
        let m = limits.minImageSide
        return sides(w, h, m, m, over: false, both: "both sides are under \(m) px").map {
            "image is \(w)x\(h) px: \($0); the platform needs at least \(m)x\(m) (error 102). "
                + "Export it at \(m) px or more on each side."
        }
    }
    /// `image-too-large-bytes`, or `nil` when the file is within the limit.
    public static func imageTooLargeBytes(bytes: Int, limits: StoryLimits) -> String? {
        guard bytes > limits.maxImageBytes else { return nil }
        return "file is \(grouped(bytes)) bytes; the platform takes at most \(grouped(limits.maxImageBytes)) "
            + "(error 102). Compress it (JPEG quality, PNG optimisation) or reduce its size."
    }
    /// `image-animated`: an APNG of `frames` frames (when known).
    public static func imageAnimated(frames: Int?) -> String {
        "image is an animated PNG\(frames.map { " with \($0) frames" } ?? ""); Stories show only the first frame. "
            + "Export a still image, or share the animation as a video."
    }
    /// `image-cmyk`: a JPEG in `space` (`cmyk` or `ycck`).
    public static func imageCMYK(space: String) -> String {
        "image is a \(space.uppercased()) JPEG (print colours); phones expect RGB and may show wrong colours. "
            + "Convert it to sRGB."
    }
    /// `sticker-opaque`: a sticker without transparency, a JPEG or not.
    public static func stickerOpaque(jpeg: Bool) -> String {
        "image is \(jpeg ? "a JPEG (JPEG has no transparency)" : "a PNG without alpha or tRNS"); as a sticker it "
            + "will cover the background as an opaque rectangle. Use a PNG with transparency."
    }
    /// `sticker-dimensions`, or `nil` when the sticker fits.
    public static func stickerDimensions(width w: Int, height h: Int, limits: StoryLimits) -> String? {
        let (maxW, maxH) = (limits.maxStickerWidth, limits.maxStickerHeight)
        return sides(w, h, maxW, maxH, over: true, both: "wider than \(maxW) and taller than \(maxH)").map {
            "image is \(w)x\(h) px: \($0) (the documentation recommends 640x480); it will be scaled down. "
                + "Export it to fit \(maxW)x\(maxH)."
        }
    }
    /// `background-aspect-ratio`, or `nil` when the ratio is 9:16 (or Instagram's 9:18) within the tolerance.
    public static func backgroundAspectRatio(
        width w: Int, height h: Int, video: Bool, target: ShareTarget, limits: StoryLimits
    ) -> String? {
        let (ratio, tolerance) = (Double(w) / Double(h), limits.ratioTolerance)
        let allowed = [("9:16", 9.0 / 16.0)] + (target == .instagram ? [("9:18", 9.0 / 18.0)] : [])
        guard h > 0, allowed.allSatisfy({ abs(ratio - $0.1) / $0.1 > tolerance }) else { return nil }
        return "\(video ? "video" : "image") is \(w)x\(h) (ratio \(decimal(ratio, places: 3))); "
            + "\(target.displayName) Stories expect \(allowed.map(\.0).joined(separator: " or ")) within "
            + "\(decimal(tolerance * 100))%. Crop or pad it to 9:16 (1080x1920)."
    }
    /// `background-oversized`, or `nil` when the background fits the device's full screen.
    public static func backgroundOversized(width w: Int, height h: Int, limits: StoryLimits) -> String? {
        let (maxW, maxH) = (limits.maxBackgroundWidth, limits.maxBackgroundHeight)
        return sides(w, h, maxW, maxH, over: true, both: "wider than \(maxW) and taller than \(maxH)").map {
            "image is \(w)x\(h) px: \($0) (device fullscreen is \(maxW)x\(maxH)); it costs memory and will be "
                + "scaled down. Export it within \(maxW)x\(maxH)."
        }
    }
    /// `background-too-small-instagram`, or `nil` when the background reaches Instagram's minimum.
    public static func backgroundTooSmallInstagram(width w: Int, height h: Int, limits: StoryLimits) -> String? {
        let (minW, minH) = (limits.instagramMinBackgroundWidth, limits.instagramMinBackgroundHeight)
        guard let short = sides(w, h, minW, minH, over: false) else { return nil }
        return "image is \(w)x\(h) px: \(short); Instagram needs at least \(minW)x\(minH) for a background. "
            + "Export it at 1080x1920."
    }
    /// `video-corrupt`: the container does not parse, for `reason`.
    public static func videoCorrupt(reason: String) -> String {
        "the video container cannot be parsed: \(reason). Re-export or remux it."
    }
    /// `video-no-video-track`: no video track, with or without audio.
    public static func videoNoVideoTrack(hasAudio: Bool) -> String {
        "the file has no video track\(hasAudio ? " (only audio)" : ""); a background video needs one. "
            + "Export it with video."
    }
    /// `video-codec-unsupported`, or `nil` when Stories take `codec` in `container` (`MP4`, `MOV`, `WEBM`).
    public static func videoCodecUnsupported(codec: String, container: String) -> String? {
        let webm = container == "WEBM"
        guard !(webm ? ["vp8", "vp9", "av1"] : ["h264", "hevc"]).contains(codec) else { return nil }
        return "video codec is \(codec) in \(container); Stories take \(webm ? "VP8, VP9 or AV1" : "H.264 or H.265") "
            + "in \(container). Re-encode it (e.g. ffmpeg -c:v libx264)."
    }
    /// `video-too-long`, or `nil` when the video is within the limit.
    public static func videoTooLong(seconds: Double, limits: StoryLimits) -> String? {
        let limit = limits.maxVideoSeconds
        guard seconds > limit else { return nil }
        return "video is \(decimal(seconds)) s long; Stories take at most \(decimal(limit)) s. "
            + "Trim it (ffmpeg -t \(decimal(limit)))."
    }
    /// `video-too-long-instagram-ios`, or `nil` when Instagram on iOS posts the whole video.
    public static func videoTooLongInstagramIOS(seconds: Double, limits: StoryLimits) -> String? {
        let limit = limits.instagramMaxVideoSeconds
        guard seconds > limit else { return nil }
        return "video is \(decimal(seconds)) s long; Instagram on iOS posts only the first \(decimal(limit)) s. "
            + "Trim it to \(decimal(limit)) s."
    }
    /// `video-resolution`, or `nil` when the video is 1080p or smaller.
    public static func videoResolution(width w: Int, height h: Int, limits: StoryLimits) -> String? {
        let (maxShort, maxLong) = (limits.maxVideoShortSide, limits.maxVideoLongSide)
        guard min(w, h) > maxShort || max(w, h) > maxLong else { return nil }
        return "video is \(w)x\(h); Stories take up to 1080p (\(maxShort)x\(maxLong)). "
            + "Scale it down (ffmpeg -vf scale=\(maxShort):-2)."
    }
    /// `video-too-large-bytes`, or `nil` when the file is within the limit.
    public static func videoTooLargeBytes(bytes: Int, limits: StoryLimits) -> String? {
        guard bytes > limits.maxVideoBytes else { return nil }
        return "video file is \(grouped(bytes)) bytes; keep it under \(grouped(limits.maxVideoBytes)) so the share "
            + "loads. Re-encode it at a lower bitrate."
    }
    /// What of `w` x `h` is over (or under) `limitW` x `limitH`: `both` (by default "N px wide, under W, and N px
    /// tall, under H"), "N px wide, under W" or "N px tall, under H"; `nil` when neither side is.
    static func sides(_ w: Int, _ h: Int, _ limitW: Int, _ limitH: Int, over: Bool, both: String? = nil) -> String? {
        let word = over ? "over" : "under"
        let (wide, tall) = over ? (w > limitW, h > limitH) : (w < limitW, h < limitH)
        let (width, height) = ("\(w) px wide, \(word) \(limitW)", "\(h) px tall, \(word) \(limitH)")
        return wide ? (tall ? both ?? "\(width), and \(height)" : width) : tall ? height : nil
    }
    /// `12,000,000`: digits in groups of three.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        let groups = digits.indices.map { ($0 > 0 && (digits.count - $0) % 3 == 0 ? "," : "") + String(digits[$0]) }
        return (n < 0 ? "-" : "") + groups.joined()
    }
    /// `x` rounded to `places` decimals, without a trailing `.0`: `2.5`, `3`.
    static func decimal(_ x: Double, places: Int = 2) -> String {
        let scale = (0..<places).reduce(1.0) { scale, _ in scale * 10 }
        let text = "\((x * scale).rounded() / scale)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

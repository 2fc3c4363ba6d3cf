/// The text of every finding an app's own checks and the command line's rules share, written once: what is
/// wrong, the measured value, the limit, and how to fix it. Each function is named after its rule.
public enum StoryMessage {
    /// `file-unreadable`: the file cannot be read for `reason`.
    public static func fileUnreadable(reason: String) -> String {
        "cannot be read: \(reason). Check the path and that the file is a non-empty regular file."
    }

    /// `format-extension-mismatch`: the name says `named` (`.ext`), the content is `content`; `right` is the
    /// content's usual extension.
    public static func formatExtensionMismatch(ext: String, named: String, content: String, right: String) -> String {
        "the extension .\(ext) says \(named.uppercased()) but the content is \(content.uppercased()). "
            + "Rename it to .\(right)."
    }

    /// `image-corrupt`: the image does not decode, for `reason`.
    public static func imageCorrupt(reason: String) -> String {
        "the image does not decode: \(reason). Re-export it from the original."
    }

    /// `image-dimensions-excessive`: the sentence of the refusal before decoding, e.g. from ``pixelCapRefusal``.
    public static func imageDimensionsExcessive(refusal: String) -> String { "\(refusal). Resize it to 1080x1920." }

    /// Why an image of `width` x `height` is not decoded: over the pixel cap `cap`.
    public static func pixelCapRefusal(width: Int, height: Int, cap: Int) -> String {
        let capText = cap % 1_000_000 == 0 ? "\(cap / 1_000_000)-megapixel" : "\(grouped(cap))-pixel"
        return "declared size \(width)x\(height) (\(grouped(width * height)) pixels) is over the \(capText) cap; "
            + "not decoded"
    }

    /// `image-too-small`, or `nil` when both sides reach `minimum`.
    public static func imageTooSmall(width: Int, height: Int, minimum: Int) -> String? {
        let under: String
        switch (width < minimum, height < minimum) {
        case (true, true): under = "both sides are under \(minimum) px"
        case (true, false): under = "\(width) px wide, under \(minimum)"
        case (false, true): under = "\(height) px tall, under \(minimum)"
        case (false, false): return nil
        }
        return "image is \(width)x\(height) px: \(under); the platform needs at least \(minimum)x\(minimum) "
            + "(error 102). Export it at \(minimum) px or more on each side."
    }

    /// `image-too-large-bytes`: `bytes` over `limit`.
    public static func imageTooLargeBytes(bytes: Int, limit: Int) -> String {
        "file is \(grouped(bytes)) bytes; the platform takes at most \(grouped(limit)) "
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
        let what = jpeg ? "a JPEG (JPEG has no transparency)" : "a PNG without alpha or tRNS"
        return "image is \(what); as a sticker it will cover the background as an opaque rectangle. "
            + "Use a PNG with transparency."
    }

    /// `sticker-dimensions`, or `nil` when the sticker fits `maxWidth` x `maxHeight`.
    public static func stickerDimensions(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> String? {
        guard let over = over(width: width, height: height, maxWidth: maxWidth, maxHeight: maxHeight) else {
            return nil
        }
        return "image is \(width)x\(height) px: \(over) (the documentation recommends 640x480); it will be scaled "
            + "down. Export it to fit \(maxWidth)x\(maxHeight)."
    }

    /// `background-aspect-ratio`, or `nil` when the ratio is 9:16 (or Instagram's 9:18) within `tolerance`.
    public static func backgroundAspectRatio(
        width: Int, height: Int, video: Bool, target: ShareTarget, tolerance: Double
    ) -> String? {
        guard height > 0 else { return nil }
        let ratio = Double(width) / Double(height)
        var allowed: [(name: String, value: Double)] = [("9:16", 9.0 / 16.0)]
        if target == .instagram { allowed.append(("9:18", 9.0 / 18.0)) }
        guard allowed.allSatisfy({ abs(ratio - $0.value) / $0.value > tolerance }) else { return nil }
        let names = allowed.map(\.name).joined(separator: " or ")
        return "\(video ? "video" : "image") is \(width)x\(height) (ratio \(decimal(ratio, places: 3))); "
            + "\(target.displayName) Stories expect \(names) within \(decimal(tolerance * 100))%. "
            + "Crop or pad it to 9:16 (1080x1920)."
    }

    /// `background-oversized`, or `nil` when the background fits `maxWidth` x `maxHeight`.
    public static func backgroundOversized(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> String? {
        guard let over = over(width: width, height: height, maxWidth: maxWidth, maxHeight: maxHeight) else {
            return nil
        }
        return "image is \(width)x\(height) px: \(over) (device fullscreen is \(maxWidth)x\(maxHeight)); it costs "
            + "memory and will be scaled down. Export it within \(maxWidth)x\(maxHeight)."
    }

    /// `background-too-small-instagram`, or `nil` when the background reaches `minWidth` x `minHeight`.
    public static func backgroundTooSmallInstagram(width: Int, height: Int, minWidth: Int, minHeight: Int) -> String? {
        guard width < minWidth || height < minHeight else { return nil }
        return "image is \(width)x\(height) px; Instagram needs at least \(minWidth)x\(minHeight) for a background. "
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

    /// `video-codec-unsupported`, or `nil` when `codec` is one Stories take in `container` (`MP4`, `MOV`, `WEBM`).
    public static func videoCodecUnsupported(codec: String, container: String) -> String? {
        let webm = container == "WEBM"
        guard !(webm ? ["vp8", "vp9", "av1"] : ["h264", "hevc"]).contains(codec) else { return nil }
        return "video codec is \(codec) in \(container); Stories take \(webm ? "VP8, VP9 or AV1" : "H.264 or H.265") "
            + "in \(container). Re-encode it (e.g. ffmpeg -c:v libx264)."
    }

    /// `video-too-long`: `seconds` over `limit`.
    public static func videoTooLong(seconds: Double, limit: Double) -> String {
        "video is \(decimal(seconds)) s long; Stories take at most \(decimal(limit)) s. Trim it (ffmpeg -t "
            + "\(decimal(limit)))."
    }

    /// `video-too-long-instagram-ios`: `seconds` over Instagram's `limit` on iOS.
    public static func videoTooLongInstagramIOS(seconds: Double, limit: Double) -> String {
        "video is \(decimal(seconds)) s long; Instagram on iOS posts only the first \(decimal(limit)) s. "
            + "Trim it to \(decimal(limit)) s."
    }

    /// `video-resolution`, or `nil` when the video is 1080p (`maxShort` x `maxLong`) or smaller.
    public static func videoResolution(width: Int, height: Int, maxShort: Int, maxLong: Int) -> String? {
        guard min(width, height) > maxShort || max(width, height) > maxLong else { return nil }
        return "video is \(width)x\(height); Stories take up to 1080p (\(maxShort)x\(maxLong)). "
            + "Scale it down (ffmpeg -vf scale=\(maxShort):-2)."
    }

    /// `video-too-large-bytes`: `bytes` over `limit`.
    public static func videoTooLargeBytes(bytes: Int, limit: Int) -> String {
        "video file is \(grouped(bytes)) bytes; keep it under \(grouped(limit)) so the share loads. "
            + "Re-encode it at a lower bitrate."
    }

    /// "wider than W and taller than H", "N px wide, over W" or "N px tall, over H"; `nil` when neither side is over.
    static func over(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> String? {
        switch (width > maxWidth, height > maxHeight) {
        case (true, true): "wider than \(maxWidth) and taller than \(maxHeight)"
        case (true, false): "\(width) px wide, over \(maxWidth)"
        case (false, true): "\(height) px tall, over \(maxHeight)"
        case (false, false): nil
        }
    }

    /// `12,000,000`: digits in groups of three.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = n < 0 ? "-" : ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// `x` rounded to `places` decimals, without a trailing `.0`: `2.5`, `3`.
    static func decimal(_ x: Double, places: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        var text = "\((x * scale).rounded() / scale)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}

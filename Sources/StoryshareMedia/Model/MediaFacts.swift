import StoryshareSystem

/// Everything storyshare learned about one file. Fields that do not apply to the file's kind, or could
/// not be learned, are `nil` and left out of JSON.
public struct MediaFacts: Sendable, Equatable {
    /// The path as given by the user.
    public var path: String
    /// File size in bytes; `nil` when the file could not be read.
    public var bytes: Int?
    /// Image, video or unknown.
    public var kind: MediaKind = .unknown
    /// The container or image format, from the file's first bytes (never its name).
    public var format: MediaFormat = .unknown
    /// Stored pixel width (images) or track width (videos).
    public var width: Int?
    /// Stored pixel height (images) or track height (videos).
    public var height: Int?
    /// Width as shown: after EXIF orientation (images) or the track's rotation matrix (videos).
    public var displayWidth: Int?
    /// Height as shown, after orientation or rotation.
    public var displayHeight: Int?
    /// EXIF orientation 1–8 (images), when the file carries one.
    public var orientation: Int?
    /// Clockwise display rotation in degrees, 0/90/180/270 (videos).
    public var rotation: Int?
    /// Images: an alpha channel, or a PNG's `tRNS` transparency.
    public var hasAlpha: Bool?
    /// Images: bits per sample.
    public var bitDepth: Int?
    /// Images: the colour space the header declares.
    public var colorSpace: ColorSpace?
    /// JPEG: progressive (multi-scan) coding.
    public var progressive: Bool?
    /// PNG: Adam7 interlacing.
    public var interlaced: Bool?
    /// PNG: an APNG with more than one frame.
    public var animated: Bool?
    /// APNG: frames declared by `acTL`.
    public var frameCount: Int?
    /// Video: codec of the first video track (`h264`, `hevc`, `vp9`, … or the raw fourcc / CodecID).
    public var codec: String?
    /// Video: whether the file has at least one video track.
    public var hasVideo: Bool?
    /// Video: whether the file has at least one audio track.
    public var hasAudio: Bool?
    /// Video: the duration in seconds.
    public var durationSeconds: Double?
    /// Why the file could not be read at all: missing, a directory, a FIFO, device or socket, a dangling
    /// symbolic link, no permission, empty, or a read that failed (`RegularFile.Problem`, the codecs).
    public var readError: String?
    /// Images: why a full decode failed. Videos: why the container could not be parsed.
    public var decodeError: String?
    /// Why the full decode was not attempted: the codec refused the declared size as over the pixel cap,
    /// before allocating anything for pixels (`image-dimensions-excessive` reports this sentence).
    public var decodeSkipped: String?

    /// Facts for the file at `path`, nothing learned yet.
    public init(path: String) {
        self.path = path
    }

    /// The facts of a file that could not be read: its path and why.
    public static func unreadable(_ path: String, _ reason: String) -> MediaFacts {
        var facts = MediaFacts(path: path)
        facts.readError = reason
        return facts
    }

    /// Why an image to be made (a fixed image's canvas) is refused: it would be `width` x `height`, over `cap`.
    public static func resultRefusal(width: Int, height: Int, cap: Int) -> String {
        "the result would be \(width)x\(height), over the \(ImageProbe.megapixels(cap)) cap"
    }

    /// The one sentence for an image refused over the pixel cap before decoding (`decodeSkipped`): the declared
    /// size, its pixels and the cap.
    public static func refusal(width: Int, height: Int, cap: Int) -> String {
        "declared size \(width)x\(height) (\(NumberText.grouped(width * height)) pixels) is over the "
            + "\(ImageProbe.megapixels(cap)) cap; not decoded"
    }

    /// Sets `displayWidth`/`displayHeight` from the stored size and a quarter-turn flag.
    public mutating func setDisplaySize(swapped: Bool) {
        guard let width, let height else { return }
        displayWidth = swapped ? height : width
        displayHeight = swapped ? width : height
    }
}

extension MediaFacts: Codable {
    enum CodingKeys: String, CodingKey {
        case path, bytes, kind, format, width, height, displayWidth, displayHeight, orientation, rotation
        case hasAlpha, bitDepth, colorSpace, progressive, interlaced, animated, frameCount, codec
        case hasVideo, hasAudio, durationSeconds, readError, decodeError, decodeSkipped
    }

    /// Facts read back from their JSON (`probe --format json`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        path = try c.decode(String.self, forKey: .path)
        bytes = try c.decodeIfPresent(Int.self, forKey: .bytes)
        kind = try c.decode(MediaKind.self, forKey: .kind)
        format = try c.decode(MediaFormat.self, forKey: .format)
        width = try c.decodeIfPresent(Int.self, forKey: .width)
        height = try c.decodeIfPresent(Int.self, forKey: .height)
        displayWidth = try c.decodeIfPresent(Int.self, forKey: .displayWidth)
        displayHeight = try c.decodeIfPresent(Int.self, forKey: .displayHeight)
        orientation = try c.decodeIfPresent(Int.self, forKey: .orientation)
        rotation = try c.decodeIfPresent(Int.self, forKey: .rotation)
        hasAlpha = try c.decodeIfPresent(Bool.self, forKey: .hasAlpha)
        bitDepth = try c.decodeIfPresent(Int.self, forKey: .bitDepth)
        colorSpace = try c.decodeIfPresent(ColorSpace.self, forKey: .colorSpace)
        progressive = try c.decodeIfPresent(Bool.self, forKey: .progressive)
        interlaced = try c.decodeIfPresent(Bool.self, forKey: .interlaced)
        animated = try c.decodeIfPresent(Bool.self, forKey: .animated)
        frameCount = try c.decodeIfPresent(Int.self, forKey: .frameCount)
        codec = try c.decodeIfPresent(String.self, forKey: .codec)
        hasVideo = try c.decodeIfPresent(Bool.self, forKey: .hasVideo)
        hasAudio = try c.decodeIfPresent(Bool.self, forKey: .hasAudio)
        durationSeconds = try c.decodeIfPresent(Double.self, forKey: .durationSeconds)
        readError = try c.decodeIfPresent(String.self, forKey: .readError)
        decodeError = try c.decodeIfPresent(String.self, forKey: .decodeError)
        decodeSkipped = try c.decodeIfPresent(String.self, forKey: .decodeSkipped)
    }

    /// The facts as JSON: fields that are `nil` are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encodeIfPresent(bytes, forKey: .bytes)
        try c.encode(kind, forKey: .kind)
        try c.encode(format, forKey: .format)
        try c.encodeIfPresent(width, forKey: .width)
        try c.encodeIfPresent(height, forKey: .height)
        try c.encodeIfPresent(displayWidth, forKey: .displayWidth)
        try c.encodeIfPresent(displayHeight, forKey: .displayHeight)
        try c.encodeIfPresent(orientation, forKey: .orientation)
        try c.encodeIfPresent(rotation, forKey: .rotation)
        try c.encodeIfPresent(hasAlpha, forKey: .hasAlpha)
        try c.encodeIfPresent(bitDepth, forKey: .bitDepth)
        try c.encodeIfPresent(colorSpace, forKey: .colorSpace)
        try c.encodeIfPresent(progressive, forKey: .progressive)
        try c.encodeIfPresent(interlaced, forKey: .interlaced)
        try c.encodeIfPresent(animated, forKey: .animated)
        try c.encodeIfPresent(frameCount, forKey: .frameCount)
        try c.encodeIfPresent(codec, forKey: .codec)
        try c.encodeIfPresent(hasVideo, forKey: .hasVideo)
        try c.encodeIfPresent(hasAudio, forKey: .hasAudio)
        try c.encodeIfPresent(durationSeconds, forKey: .durationSeconds)
        try c.encodeIfPresent(readError, forKey: .readError)
        try c.encodeIfPresent(decodeError, forKey: .decodeError)
        try c.encodeIfPresent(decodeSkipped, forKey: .decodeSkipped)
    }
}

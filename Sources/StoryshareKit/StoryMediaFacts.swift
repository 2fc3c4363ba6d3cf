/// What the headers of an image or a video say, read without decoding (``read(_:maxPixels:)``): the facts an app's
/// own checks judge, named as the command line's probe names them.
public struct StoryMediaFacts: Equatable, Sendable {
    /// The format the first bytes identify.
    public var format: StoryMediaFormat = .unknown
    /// The size in bytes.
    public var bytes: Int = 0
    /// Stored pixel width (images) or the first video track's width (videos).
    public var width: Int?
    /// Stored height.
    public var height: Int?
    /// Width as shown: after EXIF orientation (images) or the track's rotation (videos).
    public var displayWidth: Int?
    /// Height as shown.
    public var displayHeight: Int?
    /// EXIF orientation 1–8, when the image carries one.
    public var orientation: Int?
    /// Images: an alpha channel or a PNG `tRNS` chunk.
    public var hasAlpha: Bool?
    /// PNG: the frames an `acTL` chunk declares.
    public var frameCount: Int?
    /// JPEG: `cmyk` or `ycck` when the frame has four components, else `nil`.
    public var printColorSpace: String?
    /// Video: the first video track's codec (`h264`, `hevc`, … or its sample entry type).
    public var codec: String?
    /// Video: whether a track is a video track.
    public var hasVideo: Bool?
    /// Video: whether a track is an audio track.
    public var hasAudio: Bool?
    /// Video: the presentation's length in seconds.
    public var durationSeconds: Double?
    /// Why the content cannot be read.
    public var readError: String?
    /// Why the headers are broken (a video's container, an image's chunk or marker list).
    public var headerError: String?
    /// Why the image would not be decoded: its declared size is over the pixel cap.
    public var pixelCapRefusal: String?
    /// Facts of nothing yet, or of content unreadable for `readError`, for a header reader or the probe to fill in.
    package init(readError: String? = nil) { self.readError = readError }
    /// The facts `source`'s headers give; an image whose declared pixels exceed `maxPixels` is refused.
    public static func read(_ source: some StoryByteSource, maxPixels: Int = StoryLimits().maxPixels)
        -> StoryMediaFacts
    {
        guard source.size > 0 else { return StoryMediaFacts(readError: "the file is empty (0 bytes)") }
        var facts = StoryMediaFacts()
        facts.bytes = Int(clamping: source.size)
        guard let header = source.read(at: 0, count: StoryFormatSniffer.headerLength) else {
            facts.readError = "the content cannot be read"
            return facts
        }
        facts.format = StoryFormatSniffer.identify(header)
        switch facts.format {
        case .png: PNGHeaderReader(source: source).read(into: &facts)
        case .jpeg: JPEGHeaderReader(source: source).read(into: &facts)
        case .mp4, .mov:
            var reader = MP4HeaderReader(source: source)
            reader.read(into: &facts)
        case .unknown: facts.headerError = unknownContent(header)
        default: break
        }
        let swapped = (5...8).contains(facts.orientation ?? 1)
        if facts.displayWidth == nil, let width = facts.width, let height = facts.height {
            (facts.displayWidth, facts.displayHeight) = swapped ? (height, width) : (width, height)
        }
        if facts.format.kind == .image, let width = facts.width, let height = facts.height {
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            if overflow || pixels > maxPixels {
                facts.pixelCapRefusal = StoryMessage.pixelCapRefusal(width: width, height: height, cap: maxPixels)
            }
        }
        return facts
    }
    /// What content of no recognised format is, as the command line's probe says it.
    static func unknownContent(_ header: [UInt8]) -> String {
        if header.starts(with: Array("%PDF".utf8)) {
            return "a PDF document (a vector image), not an image or video the platform takes"
        }
        if String(decoding: header.prefix(256), as: UTF8.self).contains("<svg") {
            return "an SVG document (a vector image), not an image or video the platform takes"
        }
        let start = header.prefix(8).map(\.hexDigits).joined(separator: " ")
        return "not a recognised image or video format (the file starts with \(start))"
    }
}

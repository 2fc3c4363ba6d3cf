/// Limits a probe works within.
public struct ProbeOptions: Sendable, Equatable {
    /// Images whose declared width × height exceeds this are not decoded (nothing is allocated for
    /// their pixels); `MediaFacts.decodeSkipped` says why. Default 50 megapixels.
    public var maxPixels: Int
    /// Progressive JPEGs with more scans than this are stopped as hostile (libjpeg-turbo's advice: ~500).
    public var maxJPEGScans: Int
    /// PNGs and JPEGs larger than this are checked as they are read instead of read whole. Tests set 0 to
    /// hold the streaming check to the in-memory one.
    var wholeFileLimit: UInt64 = MediaProbe.wholeFileLimit
    /// Bytes the codecs read at a time from a file they do not hold: 0 for 64 KiB. Tests use a few bytes.
    var readWindow = 0

    /// The cap the codecs apply: `maxPixels`, and never more than 2^40 pixels (the PNG check's own bound, far
    /// from overflowing its byte counts).
    public var pixelCap: Int { min(max(maxPixels, 0), 1 << 40) }

    /// Options with at most `maxPixels` decoded per image and `maxJPEGScans` scans per progressive JPEG.
    public init(maxPixels: Int = 50_000_000, maxJPEGScans: Int = 500) {
        self.maxPixels = maxPixels
        self.maxJPEGScans = maxJPEGScans
    }
}

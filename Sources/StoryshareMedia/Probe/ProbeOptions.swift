/// Limits a probe works within.
public struct ProbeOptions: Sendable, Equatable {
    /// Images whose declared width × height exceeds this are not decoded (nothing is allocated for
    /// their pixels); `MediaFacts.decodeSkipped` says why. Default 50 megapixels (SPEC §4).
    public var maxPixels: Int
    /// Progressive JPEGs with more scans than this are stopped as hostile (libjpeg-turbo's advice: ~500).
    public var maxJPEGScans: Int
    /// Whether to fully decode images (the only way to find corrupt pixel data).
    public var fullDecode: Bool

    public init(maxPixels: Int = 50_000_000, maxJPEGScans: Int = 500, fullDecode: Bool = true) {
        self.maxPixels = maxPixels
        self.maxJPEGScans = maxJPEGScans
        self.fullDecode = fullDecode
    }
}

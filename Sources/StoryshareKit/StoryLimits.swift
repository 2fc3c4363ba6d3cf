/// The numbers a share is judged against, written once for the app's own checks and the command line's rules. Defaults
/// are the platform's (Meta's documentation) or storyshare's (the pixel cap); the command line's configuration file
/// may change them. Sizes are decimal: 1 MB = 1,000,000 bytes.
public struct StoryLimits: Equatable, Sendable {
    /// Smallest displayed width and height of an image (SDK minimum, error 102).
    public var minImageSide = 480
    /// Largest image file (SDK maximum 12 MB, error 102).
    public var maxImageBytes = 12_000_000
    /// Declared pixel count above which images are refused before decoding.
    public var maxPixels = 50_000_000
    /// Background width above which it is scaled down ("device fullscreen or smaller").
    public var maxBackgroundWidth = 1080
    /// Background height above which it is scaled down.
    public var maxBackgroundHeight = 1920
    /// Instagram's background minimum width.
    public var instagramMinBackgroundWidth = 720
    /// Instagram's background minimum height.
    public var instagramMinBackgroundHeight = 1280
    /// Largest sticker side before `sticker-dimensions` speaks: the documentation's recommended 640x480,
    /// taken as 640 px on either side (a recommendation, not a limit).
    public var maxStickerWidth = 640
    /// Largest sticker height before `sticker-dimensions` speaks.
    public var maxStickerHeight = 640
    /// Allowed relative difference from 9:16 (0.01 = 1%).
    public var ratioTolerance = 0.01
    /// Longest video.
    public var maxVideoSeconds = 20.0
    /// What Instagram posts of a longer video from iOS (reported by users).
    public var instagramMaxVideoSeconds = 15.0
    /// Largest recommended video file (under 50 MB).
    public var maxVideoBytes = 50_000_000
    /// 1080p's short side.
    public var maxVideoShortSide = 1080
    /// 1080p's long side.
    public var maxVideoLongSide = 1920
    /// The platform's limits (and storyshare's pixel cap), as the rule descriptions give them.
    public init() {}
}

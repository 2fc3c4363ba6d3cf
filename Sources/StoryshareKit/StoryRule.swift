/// The rules an app's own checks apply, by the id the command line's rules give them: the id, default
/// severity and platform error code are written here once, and the command line's rule descriptions read them.
public enum StoryRule: String, CaseIterable, Sendable {
    case fileUnreadable = "file-unreadable"
    case formatUnsupported = "format-unsupported"
    case formatExtensionMismatch = "format-extension-mismatch"
    case imageCorrupt = "image-corrupt"
    case imageDimensionsExcessive = "image-dimensions-excessive"
    case imageTooSmall = "image-too-small"
    case imageTooLargeBytes = "image-too-large-bytes"
    case imageAnimated = "image-animated"
    case imageCMYK = "image-cmyk"
    case stickerOpaque = "sticker-opaque"
    case stickerDimensions = "sticker-dimensions"
    case backgroundAspectRatio = "background-aspect-ratio"
    case backgroundOversized = "background-oversized"
    case backgroundTooSmallInstagram = "background-too-small-instagram"
    case videoCorrupt = "video-corrupt"
    case videoNoVideoTrack = "video-no-video-track"
    case videoCodecUnsupported = "video-codec-unsupported"
    case videoTooLong = "video-too-long"
    case videoTooLongInstagramIOS = "video-too-long-instagram-ios"
    case videoResolution = "video-resolution"
    case videoTooLargeBytes = "video-too-large-bytes"
    case appIDMissing = "payload-app-id-missing"
    case appIDInvalid = "payload-app-id-invalid"
    case noAsset = "payload-no-asset"
    case backgroundConflict = "payload-background-conflict"
    case colorInvalid = "color-invalid"
    case colorHalfSpecified = "color-half-specified"
    case colorIgnored = "color-ignored"
    case contentURLInvalid = "payload-content-url-invalid"
    case iosQuerySchemeMissing = "ios-query-scheme-missing"
    case appIDMismatch = "app-id-mismatch"
    /// The rule's stable id, e.g. `image-too-small`.
    public var id: String { rawValue }
    /// How much a finding of the rule matters unless configured otherwise.
    public var defaultSeverity: StorySeverity {
        switch self {
        case .formatExtensionMismatch, .imageAnimated, .imageCMYK, .backgroundAspectRatio, .backgroundOversized,
            .videoTooLongInstagramIOS, .videoTooLargeBytes, .colorHalfSpecified:
            .warning
        case .stickerOpaque, .stickerDimensions, .colorIgnored: .info
        default: .error
        }
    }
    /// The platform's error code for the problem, where it has one: 102 for the SDK's image limits.
    public var platformErrorCode: Int? { self == .imageTooSmall || self == .imageTooLargeBytes ? 102 : nil }
}

import StoryshareSystem

/// Why an asset cannot be drawn. Each names the asset (a path, or a bundle's key) as the caller gave it.
public enum PreviewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read: the system's reason.
    case unreadable(name: String, reason: String)
    /// Not a format a preview draws (GIF, HEIC, WebP, an unknown file): what it is.
    case refusedFormat(name: String, format: String)
    /// The image does not decode, or the video's container cannot be parsed: the codec's reason.
    case undecodable(name: String, reason: String)
    /// An image where a video was asked for, or the other way round.
    case wrongKind(name: String, expected: String, found: String)
    /// The image is sound, but drawing it would pass a bound (the pixel cap, the memory a decode may take):
    /// refused before anything was allocated for it; the reason says which bound.
    case overBound(name: String, reason: String)

    /// The message, naming the asset.
    public var description: String {
        switch self {
        case .unreadable(let name, let reason): "\(DisplayText.path(name)): cannot be read: \(reason)"
        case .refusedFormat(let name, let format):
            "\(DisplayText.path(name)): is \(format); a preview draws PNG and JPEG images and MP4, MOV and WebM "
                + "videos"
        case .undecodable(let name, let reason): "\(DisplayText.path(name)): does not decode: \(reason)"
        case .wrongKind(let name, let expected, let found):
            "\(DisplayText.path(name)): is \(found), not \(expected)"
        case .overBound(let name, let reason): "\(DisplayText.path(name)): not drawn: \(reason)"
        }
    }
}

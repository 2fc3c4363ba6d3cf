import StoryshareMedia
import StoryshareSystem

/// Why an image could not be decoded, drawn or encoded. Each case carries what its message needs; none
/// names a file (the caller knows which it was).
public enum ImagingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (or changed while being read): the system's reason.
    case unreadable(reason: String)
    /// The codec could not decode it: libpng's or libjpeg's reason.
    case undecodable(reason: String)
    /// The declared size is over the pixel cap: refused before anything was allocated for pixels.
    case overPixelCap(width: Int, height: Int, cap: Int)
    /// An image to be made would be `width` x `height`, over the pixel cap: refused before it was allocated.
    case resultOverPixelCap(width: Int, height: Int, cap: Int)
    /// The codec could not encode it: libpng's or libjpeg's reason.
    case encodingFailed(reason: String)
    /// Decoding it would take more memory than the decoder allows (a progressive JPEG holding every coefficient
    /// of a large image): refused before that was allocated; the reason says how much and the bound.
    case overDecodeBound(reason: String)
    /// The embedded ICC profile is `bytes` long, over `bound`: a JPEG's APP2 `ICC_PROFILE` segments over the
    /// decoder's bound (`CStoryshareCodecs_maxICCBytes`, refused after keeping at most that much), or a
    /// profile that alone fills a byte limit the result must fit.
    case iccProfileTooLarge(bytes: Int, bound: Int)

    /// The error as messages say it: what could not be done, and why.
    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot read the image: \(reason)"
        case .undecodable(let reason): "the image does not decode: \(reason)"
        case .overPixelCap(let width, let height, let cap): MediaFacts.refusal(width: width, height: height, cap: cap)
        case .resultOverPixelCap(let width, let height, let cap):
            MediaFacts.resultRefusal(width: width, height: height, cap: cap)
        case .encodingFailed(let reason): "the image could not be encoded: \(reason)"
        case .overDecodeBound(let reason): reason
        case .iccProfileTooLarge(let bytes, let bound):
            "its ICC profile is \(NumberText.grouped(bytes)) bytes, over the bound of \(NumberText.grouped(bound)) bytes"
        }
    }

    /// Whether the image was refused for a bound (the pixel cap, a decode's memory, the ICC profile's size)
    /// rather than for damage.
    public var isOverBound: Bool {
        switch self {
        case .overPixelCap, .resultOverPixelCap, .overDecodeBound, .iccProfileTooLarge: true
        case .unreadable, .undecodable, .encodingFailed: false
        }
    }
}

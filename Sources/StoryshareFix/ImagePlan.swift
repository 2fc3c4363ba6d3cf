import StoryshareImaging
import StoryshareMedia

/// How the pixels of a fixed image are made: a canvas (transparent, or the background colours), the image
/// drawn on it as `placement` says with its crop's top-left at `origin`, encoded as `format`.
struct ImagePlan: Equatable {
    /// What the canvas holds before the image is drawn.
    enum Fill: Equatable {
        case transparent
        /// A vertical gradient (solid when equal), opaque.
        case colors(top: RGBAColor, bottom: RGBAColor)
    }

    var canvasWidth: Int
    var canvasHeight: Int
    var fill: Fill
    var placement: Placement
    var originX = 0
    var originY = 0
    var format: MediaFormat
    /// What the plan does, for the report.
    var changes: [FixChange]

    /// The image as it is, on a transparent canvas of its displayed size.
    static func unchanged(width: Int, height: Int, format: MediaFormat) -> ImagePlan {
        ImagePlan(
            canvasWidth: width, canvasHeight: height, fill: .transparent,
            placement: .original(width: width, height: height), format: format, changes: [])
    }

    /// What baking `orientation` into the pixels is called in the report.
    static func orientationChange(_ orientation: ImageOrientation) -> FixChange {
        FixChange(rule: nil, "applied EXIF orientation \(orientation.rawValue) to the pixels")
    }

    /// Whether a `width` x `height` image has at most `cap` pixels (sizes that overflow have not).
    static func isWithin(_ cap: Int, width: Int, height: Int) -> Bool {
        let (pixels, overflow) = max(width, 0).multipliedReportingOverflow(by: max(height, 0))
        return !overflow && pixels <= cap
    }

    /// The empty canvas; refused, never allocated, when it would be over `cap` pixels.
    func canvas(cap: Int) throws(ImagingError) -> RGBAImage {
        guard Self.isWithin(cap, width: canvasWidth, height: canvasHeight) else {
            throw .resultOverPixelCap(width: canvasWidth, height: canvasHeight, cap: cap)
        }
        return switch fill {
        case .transparent: RGBAImage(width: canvasWidth, height: canvasHeight)
        case .colors(let top, let bottom):
            RGBAImage.verticalGradient(width: canvasWidth, height: canvasHeight, top: top, bottom: bottom)
        }
    }
}

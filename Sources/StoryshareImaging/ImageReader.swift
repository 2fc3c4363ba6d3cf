import CStoryshareCodecs
import StoryshareMedia

/// An open PNG or JPEG: its header read, nothing decoded yet. It draws itself once, streaming: rows are
/// decoded a band at a time (a JPEG at 1/2, 1/4 or 1/8 of its size by libjpeg's DCT scaling when that still
/// leaves at least a halving to the filter, as libvips' shrink-on-load does; only the columns the drawing
/// needs), turned as the orientation says, resampled (Lanczos-3, premultiplied) and laid into the target
/// image. Memory: the target, a band of source rows and a few filtered rows.
public final class ImageReader {
    /// Stored width.
    public let width: Int
    /// Stored height.
    public let height: Int
    /// An alpha channel or a PNG's tRNS.
    public let hasAlpha: Bool
    /// The stored colour space (a CMYK or YCCK JPEG is drawn as RGB).
    public let colorSpace: ColorSpace?
    /// The embedded ICC profile, when there is one.
    public let iccProfile: ICCProfile?
    /// libjpeg's scale denominator of the last drawing (1 for a PNG, or no DCT scaling).
    public private(set) var denominator = 1

    private let decoder: OpaquePointer
    private let isJPEG: Bool
    private var started = false

    /// Opens `input` and runs `body` with it; the decoder is closed when `body` returns. A size over
    /// `options`' pixel cap is refused before anything is allocated for pixels.
    public static func open<Result>(
        _ input: ImageInput, options: ProbeOptions = ProbeOptions(), _ body: (ImageReader) throws -> Result
    ) throws -> Result {
        func run(_ reader: UnsafePointer<CStoryshareCodecsReader>) throws -> Result {
            let image = try ImageReader(reader: reader, options: options)
            return try body(image)
        }
        switch input {
        case .bytes(let bytes): return try CodecReader.with(bytes: bytes, run)
        case .source(let source): return try CodecReader.with(source, run)
        }
    }

    private init(reader: UnsafePointer<CStoryshareCodecsReader>, options: ProbeOptions) throws(ImagingError) {
        var info = CStoryshareCodecsImageInfo()
        var result = CStoryshareCodecsResult()
        let cap = options.pixelCap
        guard
            let decoder = CStoryshareCodecs_openImage(
                reader, UInt64(cap), Int32(clamping: options.maxJPEGScans), &info, &result)
        else {
            if Int(result.status) == Int(CStoryshareCodecs_iccTooLarge.rawValue) {
                throw .iccProfileTooLarge(
                    bytes: Int(clamping: info.iccClaimed), bound: Int(CStoryshareCodecs_maxICCBytes))
            }
            throw Self.error(result, cap: cap)
        }
        self.decoder = decoder
        width = Int(info.width)
        height = Int(info.height)
        hasAlpha = info.hasAlpha != 0
        isJPEG = info.format == 2
        colorSpace =
            switch UInt32(info.colorSpace) {
            case CStoryshareCodecs_colorGray.rawValue: .gray
            case CStoryshareCodecs_colorRGB.rawValue: .rgb
            case CStoryshareCodecs_colorCMYK.rawValue: .cmyk
            case CStoryshareCodecs_colorYCCK.rawValue: .ycck
            default: nil
            }
        if info.iccLength > 0 {
            let length = Int(info.iccLength)
            let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
                count = CStoryshareCodecs_imageICC(decoder, buffer.baseAddress, length)
            }
            iccProfile = ICCProfile(bytes: bytes)
        } else {
            iccProfile = nil
        }
    }

    deinit { CStoryshareCodecs_closeImage(decoder) }

    /// The displayed size under `orientation`.
    public func displaySize(_ orientation: ImageOrientation) -> (width: Int, height: Int) {
        orientation.displaySize(width: width, height: height)
    }

    /// Draws the image, shown as `orientation` says and placed as `placement` says (in displayed pixels),
    /// into `image` with the crop's top-left at `origin`, source-over. An image can be drawn once.
    public func draw(
        orientation: ImageOrientation, placement: Placement, into image: inout RGBAImage,
        at origin: (x: Int, y: Int) = (0, 0)
    ) throws(ImagingError) {
        precondition(!started, "an ImageReader draws once")
        started = true
        guard placement.crop.width > 0, placement.crop.height > 0 else { return }
        let shrink = DrawingPlan.shrink(width: width, height: height, orientation: orientation, placement: placement)
        denominator = isJPEG ? Self.shrinkOnLoad(shrink) : 1
        let plan = DrawingPlan(
            width: width, height: height, denominator: denominator, orientation: orientation, placement: placement,
            origin: origin)
        let (columns, rows) = (plan.columns, plan.rows)
        var window = CStoryshareCodecsWindow()
        var result = CStoryshareCodecsResult()
        let first = columns.firstSource
        let status = CStoryshareCodecs_startImage(
            decoder, Int32(denominator), UInt32(first), UInt32(columns.endSource - first), &window, &result)
        guard status == 0 else { throw Self.error(result, cap: 0) }
        guard Int(window.scaledWidth) == (width + denominator - 1) / denominator,
            Int(window.scaledHeight) == (height + denominator - 1) / denominator
        else {
            throw .undecodable(reason: "the decoder scaled to \(window.scaledWidth)x\(window.scaledHeight)")
        }
        if rows.firstSource > 0 {
            guard CStoryshareCodecs_skipImageRows(decoder, UInt32(rows.firstSource), &result) >= 0 else {
                throw Self.error(result, cap: 0)
            }
        }
        let resampler = Resampler(
            sourceWidth: Int(window.width), channels: Int(window.channels),
            horizontal: columns.shifted(by: Int(window.x)), vertical: rows.shifted(by: rows.firstSource),
            premultiplies: hasAlpha && !plan.copies)
        let writer = plan.writer
        let decoder = decoder
        try resampler.run(
            read: { (band, stride, count) throws(ImagingError) -> Int in
                let read = CStoryshareCodecs_readImageRows(decoder, band, stride, UInt32(count), &result)
                guard read >= 0 else { throw Self.error(result, cap: 0) }
                return Int(read)
            },
            emit: { (y, row) throws(ImagingError) in writer.write(row: y, row, into: &image) },
            ended: { .undecodable(reason: "the image ended before its last row") })
    }

    /// libvips' rule for shrink-on-load: the largest of 8, 4 and 2 that leaves at least a halving to the
    /// filter (a DCT-domain shrink is a box filter; the rest of the way needs a real one).
    static func shrinkOnLoad(_ shrink: Double) -> Int {
        if shrink >= 16 { return 8 }
        if shrink >= 8 { return 4 }
        if shrink >= 4 { return 2 }
        return 1
    }

    private static func error(_ result: CStoryshareCodecsResult, cap: Int) -> ImagingError {
        let message = result.messageText.isEmpty ? "the decoder failed" : result.messageText
        switch Int(result.status) {
        case Int(CStoryshareCodecs_refused.rawValue):
            return .overPixelCap(width: Int(result.width), height: Int(result.height), cap: cap)
        case Int(CStoryshareCodecs_unreadable.rawValue): return .unreadable(reason: message)
        case Int(CStoryshareCodecs_tooCostly.rawValue): return .overDecodeBound(reason: message)
        default: return .undecodable(reason: message)
        }
    }
}

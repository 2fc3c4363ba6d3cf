import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import StoryshareSystem

/// Makes the pixels of a fixed image and encodes them: the plan's canvas, the image decoded onto it in one
/// streaming pass (orientation baked in), then encoded; a result over the byte limit is re-encoded as the
/// size rule asks (a PNG without transparency as JPEG, a JPEG at the highest quality that fits, otherwise
/// scaled down until it fits).
struct ImageFixer {
    let limits: Limits
    let probeOptions: ProbeOptions
    /// The byte-size rule is on: a result over the limit is made to fit.
    let fitBytes: Bool

    /// The JPEG qualities tried when a JPEG must fit the byte limit: the highest that fits is kept.
    static let fittingQualities = 50...95

    /// What came out: the file's bytes, its format and size, and what was done beyond the plan.
    struct Output {
        var bytes: [UInt8]
        var format: MediaFormat
        var width: Int
        var height: Int
        var changes: [FixChange]
    }

    func run(_ plan: ImagePlan, input: ImageInput, orientation: ImageOrientation, tooLarge: Bool) throws(ImagingError)
        -> Output
    {
        var image = try plan.canvas(cap: probeOptions.pixelCap)
        var icc: ICCProfile?
        do {
            try ImageReader.open(input, options: probeOptions) { reader in
                icc = reader.iccProfile
                try reader.draw(
                    orientation: orientation, placement: plan.placement, into: &image,
                    at: (plan.originX, plan.originY))
            }
        } catch let error as ImagingError {
            throw error
        } catch {
            throw .undecodable(reason: "\(error)")
        }
        return try encode(image, format: plan.format, icc: icc, tooLarge: tooLarge)
    }

    /// `image` encoded as `format`, made to fit the byte limit when the rule is on.
    func encode(_ image: RGBAImage, format: MediaFormat, icc: ICCProfile?, tooLarge: Bool) throws(ImagingError)
        -> Output
    {
        var image = image
        var format = format
        var changes: [FixChange] = []
        let rule = AssetRule.imageTooLargeBytes.description.id
        let limit = limits.maxImageBytes
        var bytes =
            format == .png ? try ImageEncoder.png(image, icc: icc) : try ImageEncoder.jpeg(image, icc: icc)
        guard fitBytes, bytes.count > limit || (tooLarge && format == .jpeg) else {
            return Output(bytes: bytes, format: format, width: image.width, height: image.height, changes: [])
        }
        // The profile is written whole into every attempt (an RGB one): when it alone fills the limit, no
        // quality or size fits, and the profile is the reason.
        if let icc, icc.describesRGB, icc.bytes.count >= limit {
            throw .iccProfileTooLarge(bytes: icc.bytes.count, bound: limit)
        }
        if format == .png && bytes.count > limit && image.isOpaque {
            changes.append(
                FixChange(
                    rule: rule,
                    "written as JPEG: as a PNG without transparency it was \(NumberText.grouped(bytes.count)) bytes"))
            format = .jpeg
        }
        for _ in 0..<8 {
            if format == .jpeg {
                let (quality, encoded) = try highestFittingQuality(image, icc: icc)
                bytes = encoded
                if let quality {
                    changes.append(
                        FixChange(rule: rule, "encoded as JPEG at quality \(quality), the highest that fits"))
                    break
                }
            } else {
                bytes = try ImageEncoder.png(image, icc: icc)
                if bytes.count <= limit { break }
            }
            // Still too large: fewer pixels, in proportion to the bytes over (and a little more).
            let factor = min((Double(limit) / Double(bytes.count)).squareRoot() * 0.95, 0.95)
            let width = max(Int(Double(image.width) * factor), 1)
            let height = max(Int(Double(image.height) * factor), 1)
            changes.append(
                FixChange(
                    rule: rule,
                    "scaled down from \(image.width)x\(image.height) to \(width)x\(height) to fit "
                        + "\(NumberText.grouped(limit)) bytes"))
            image = image.resized(width: width, height: height)
        }
        return Output(bytes: bytes, format: format, width: image.width, height: image.height, changes: changes)
    }

    /// The highest quality in `fittingQualities` whose JPEG fits the limit and that JPEG; or nil and the JPEG
    /// at the lowest quality, when none fits.
    private func highestFittingQuality(_ image: RGBAImage, icc: ICCProfile?) throws(ImagingError)
        -> (Int?, [UInt8])
    {
        var best: (Int, [UInt8])?
        var smallest: [UInt8] = []
        var low = Self.fittingQualities.lowerBound
        var high = Self.fittingQualities.upperBound
        while low <= high {
            // The top first: a result that fits there needs no search.
            let quality = best == nil && high == Self.fittingQualities.upperBound ? high : (low + high + 1) / 2
            let bytes = try ImageEncoder.jpeg(image, quality: quality, icc: icc)
            if bytes.count <= limits.maxImageBytes {
                best = (quality, bytes)
                low = quality + 1
            } else {
                smallest = bytes
                high = quality - 1
            }
        }
        if let best { return (best.0, best.1) }
        return (nil, smallest)
    }
}

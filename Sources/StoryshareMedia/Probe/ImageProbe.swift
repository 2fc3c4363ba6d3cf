import CStoryshareCodecs

/// Facts of PNG and JPEG images: header facts from our own chunk/marker walk, then a full decode
/// through libpng/libjpeg (the only way to find corrupt pixel data), guarded by the pixel cap.
enum ImageProbe {
    static func probe(_ bytes: [UInt8], format: MediaFormat, into facts: inout MediaFacts, options: ProbeOptions) {
        switch format {
        case .png: probePNG(bytes, into: &facts, options: options)
        case .jpeg: probeJPEG(bytes, into: &facts, options: options)
        default: break
        }
    }

    private static func probePNG(_ bytes: [UInt8], into facts: inout MediaFacts, options: ProbeOptions) {
        let header: PNG.Header
        do {
            header = try PNG.readHeader(bytes)
        } catch {
            facts.decodeError = error.message
            return
        }
        facts.width = header.width
        facts.height = header.height
        facts.bitDepth = header.bitDepth
        facts.colorSpace = header.colorSpace
        facts.hasAlpha = header.hasAlpha
        facts.interlaced = header.interlaced
        facts.animated = (header.animationFrames ?? 1) > 1
        facts.frameCount = header.animationFrames
        facts.orientation = header.exif.flatMap { EXIFOrientation.read(tiff: $0) }
        facts.setDisplaySize(swapped: EXIFOrientation.swapsAxes(facts.orientation))

        guard options.fullDecode, !refuse(&facts, options: options) else { return }
        var result = CStoryshareCodecsResult()
        bytes.withUnsafeBufferPointer { buffer in
            CStoryshareCodecs_checkPNG(buffer.baseAddress, buffer.count, UInt64(options.maxPixels), &result)
        }
        record(result, into: &facts)
    }

    private static func probeJPEG(_ bytes: [UInt8], into facts: inout MediaFacts, options: ProbeOptions) {
        let markers = JPEG.readHeader(bytes)
        facts.orientation = markers.orientation
        facts.hasAlpha = false
        facts.progressive = markers.progressive
        facts.width = markers.width
        facts.height = markers.height
        if options.fullDecode, markers.width == nil || !refuse(&facts, options: options) {
            var result = CStoryshareCodecsResult()
            bytes.withUnsafeBufferPointer { buffer in
                CStoryshareCodecs_decodeJPEG(
                    buffer.baseAddress, buffer.count, UInt64(options.maxPixels), Int32(options.maxJPEGScans), &result)
            }
            if result.headerRead != 0 {
                facts.width = Int(result.width)
                facts.height = Int(result.height)
                facts.bitDepth = Int(result.bitDepth)
                facts.progressive = result.progressive != 0
                facts.colorSpace = colorSpace(result.colorSpace)
            }
            record(result, into: &facts)
        }
        facts.setDisplaySize(swapped: EXIFOrientation.swapsAxes(facts.orientation))
    }

    /// Sets `decodeSkipped` and returns true when the declared size is over the pixel cap.
    private static func refuse(_ facts: inout MediaFacts, options: ProbeOptions) -> Bool {
        guard let width = facts.width, let height = facts.height else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > options.maxPixels else { return false }
        facts.decodeSkipped =
            "declared size \(width)x\(height) is over the \(megapixels(options.maxPixels)) cap; "
            + "not decoded"
        return true
    }

    private static func record(_ result: CStoryshareCodecsResult, into facts: inout MediaFacts) {
        switch Int(result.status) {
        case Int(CStoryshareCodecs_decoded.rawValue): break
        case Int(CStoryshareCodecs_refused.rawValue):
            facts.decodeSkipped = facts.decodeSkipped ?? "declared size is over the pixel cap; not decoded"
        default:
            let message = result.messageText
            facts.decodeError = message.isEmpty ? "the decoder failed" : message
        }
    }

    private static func colorSpace(_ code: Int32) -> ColorSpace? {
        switch UInt32(code) {
        case CStoryshareCodecs_colorGray.rawValue: .gray
        case CStoryshareCodecs_colorRGB.rawValue: .rgb
        case CStoryshareCodecs_colorCMYK.rawValue: .cmyk
        case CStoryshareCodecs_colorYCCK.rawValue: .ycck
        default: nil
        }
    }

    static func megapixels(_ pixels: Int) -> String {
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000)-megapixel" : "\(pixels)-pixel"
    }
}

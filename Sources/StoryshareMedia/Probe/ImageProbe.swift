import CStoryshareCodecs
import StoryshareSystem

/// Facts of PNG and JPEG images: header facts from our own chunk/marker walk, then a full decode
/// through the codecs (the only way to find corrupt pixel data), which refuse a declared size over the
/// pixel cap before allocating anything for pixels: that refusal is the one place the cap is decided.
enum ImageProbe {
    /// An image's bytes: read whole, or a source the codecs read a window at a time.
    enum Input {
        case bytes([UInt8])
        case source(any ByteSource)
    }

    static func probe(_ input: Input, format: MediaFormat, into facts: inout MediaFacts, options: ProbeOptions) {
        switch format {
        case .png: probePNG(input, into: &facts, options: options)
        case .jpeg: probeJPEG(input, into: &facts, options: options)
        default: break
        }
    }

    private static func probePNG(_ input: Input, into facts: inout MediaFacts, options: ProbeOptions) {
        let header: PNG.Header
        do {
            switch input {
            case .bytes(var bytes): header = try PNG.readHeader(from: &bytes)
            case .source(let source):
                var bytes = WindowedBytes(source)
                header = try PNG.readHeader(from: &bytes)
            }
        } catch .unreadable(let reason) {
            facts.readError = "cannot read: \(reason)"
            return
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

        let cap = UInt64(options.pixelCap)
        var result = CStoryshareCodecsResult()
        switch input {
        case .bytes(let bytes):
            bytes.withUnsafeBufferPointer { CStoryshareCodecs_checkPNG($0.baseAddress, $0.count, cap, &result) }
        case .source(let source):
            CodecReader.with(source, window: options.readWindow) { CStoryshareCodecs_checkPNGFrom($0, cap, &result) }
        }
        record(result, into: &facts, options: options)
    }

    private static func probeJPEG(_ input: Input, into facts: inout MediaFacts, options: ProbeOptions) {
        let markers: JPEG.Header
        switch input {
        case .bytes(var bytes): markers = JPEG.readHeader(from: &bytes)
        case .source(let source):
            var bytes = WindowedBytes(source)
            markers = JPEG.readHeader(from: &bytes)
        }
        facts.orientation = markers.orientation
        facts.hasAlpha = false
        facts.progressive = markers.progressive
        facts.width = markers.width
        facts.height = markers.height
        do {
            let cap = UInt64(options.pixelCap)
            let scans = Int32(clamping: options.maxJPEGScans)
            var result = CStoryshareCodecsResult()
            switch input {
            case .bytes(let bytes):
                bytes.withUnsafeBufferPointer {
                    CStoryshareCodecs_decodeJPEG($0.baseAddress, $0.count, cap, scans, &result)
                }
            case .source(let source):
                CodecReader.with(source, window: options.readWindow) {
                    CStoryshareCodecs_decodeJPEGFrom($0, cap, scans, &result)
                }
            }
            if result.headerRead != 0 {
                facts.width = Int(result.width)
                facts.height = Int(result.height)
                facts.bitDepth = Int(result.bitDepth)
                facts.progressive = result.progressive != 0
                facts.colorSpace = colorSpace(result.colorSpace)
            }
            record(result, into: &facts, options: options)
        }
        facts.setDisplaySize(swapped: EXIFOrientation.swapsAxes(facts.orientation))
    }

    private static func record(_ result: CStoryshareCodecsResult, into facts: inout MediaFacts, options: ProbeOptions) {
        switch Int(result.status) {
        case Int(CStoryshareCodecs_decoded.rawValue): break
        case Int(CStoryshareCodecs_refused.rawValue):
            facts.decodeSkipped = MediaFacts.refusal(
                width: Int(result.width), height: Int(result.height), cap: options.pixelCap)
        case Int(CStoryshareCodecs_tooCostly.rawValue):
            facts.decodeSkipped = result.messageText + "; not decoded"
        case Int(CStoryshareCodecs_unreadable.rawValue):
            facts.readError = result.messageText
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
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000)-megapixel" : "\(NumberText.grouped(pixels))-pixel"
    }
}

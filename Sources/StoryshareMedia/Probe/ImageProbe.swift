import CStoryshareCodecs

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The cap the codecs apply: the option, and never more than 2^40 pixels (the PNG check's own bound,
    /// far from overflowing its byte counts).
    static func pixelCap(_ options: ProbeOptions) -> Int { min(max(options.maxPixels, 0), 1 << 40) }

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

        let cap = UInt64(pixelCap(options))
        var result = CStoryshareCodecsResult()
        switch input {
        case .bytes(let bytes):
            bytes.withUnsafeBufferPointer { CStoryshareCodecs_checkPNG($0.baseAddress, $0.count, cap, &result) }
        case .source(let source):
            withReader(source, window: options.readWindow) { CStoryshareCodecs_checkPNGFrom($0, cap, &result) }
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
            let cap = UInt64(pixelCap(options))
            let scans = Int32(clamping: options.maxJPEGScans)
            var result = CStoryshareCodecsResult()
            switch input {
            case .bytes(let bytes):
                bytes.withUnsafeBufferPointer {
                    CStoryshareCodecs_decodeJPEG($0.baseAddress, $0.count, cap, scans, &result)
                }
            case .source(let source):
                withReader(source, window: options.readWindow) {
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
            facts.decodeSkipped = refusal(width: Int(result.width), height: Int(result.height), cap: pixelCap(options))
        case Int(CStoryshareCodecs_unreadable.rawValue):
            facts.readError = result.messageText
        default:
            let message = result.messageText
            facts.decodeError = message.isEmpty ? "the decoder failed" : message
        }
    }

    /// The one sentence for an image the codecs refused over the pixel cap (`MediaFacts.decodeSkipped`).
    static func refusal(width: Int, height: Int, cap: Int) -> String {
        "declared size \(width)x\(height) (\(grouped(width * height)) pixels) is over the \(megapixels(cap)) cap; "
            + "not decoded"
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
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000)-megapixel" : "\(grouped(pixels))-pixel"
    }

    /// `12,000,000`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    // MARK: - Reading through the codecs

    /// Runs `body` with a reader over `source`: a file is read by the codecs straight from its descriptor;
    /// any other source through a callback into its `read`.
    static func withReader<Result>(
        _ source: any ByteSource, window: Int = 0, _ body: (UnsafePointer<CStoryshareCodecsReader>) -> Result
    ) -> Result {
        if let file = source as? FileByteSource {
            var reader = CStoryshareCodecsReader(
                size: file.size, descriptor: file.descriptor, window: window, read: nil, context: nil, data: nil)
            return withUnsafePointer(to: &reader) { body($0) }
        }
        let box = Unmanaged.passRetained(SourceBox(source))
        defer { box.release() }
        var reader = CStoryshareCodecsReader(
            size: source.size, descriptor: -1, window: window, read: readThroughSource, context: box.toOpaque(),
            data: nil)
        return withUnsafePointer(to: &reader) { body($0) }
    }

    private final class SourceBox {
        let source: any ByteSource
        init(_ source: any ByteSource) { self.source = source }
    }

    /// The codecs' read callback over a `SourceBox`: the reader asks only for bytes inside the source.
    private static let readThroughSource:
        @convention(c) (UnsafeMutableRawPointer?, UInt64, UnsafeMutablePointer<UInt8>?, Int) -> Int64 = {
            context, offset, buffer, count in
            guard let context, let buffer else { return -1 }
            let source = Unmanaged<SourceBox>.fromOpaque(context).takeUnretainedValue().source
            guard let bytes = try? source.read(at: offset, count: count) else {
                errno = EIO
                return -1
            }
            bytes.withUnsafeBufferPointer {
                if let start = $0.baseAddress { buffer.update(from: start, count: $0.count) }
            }
            return Int64(bytes.count)
        }
}

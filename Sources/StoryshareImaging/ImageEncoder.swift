import CStoryshareCodecs

/// Encodes images through the codecs: JPEG by libjpeg(-turbo), PNG by libpng, into memory.
public enum ImageEncoder {
    /// The JPEG quality `fix` writes: high enough that a re-encode is not seen, with 4:2:0 chroma as phones
    /// and the platform use.
    public static let defaultJPEGQuality = 90

    /// A baseline JPEG: `quality` 1–100, optimised Huffman tables, 4:2:0 chroma; `icc` written as APP2
    /// segments when it describes RGB. Alpha is ignored: flatten transparent images first.
    public static func jpeg(_ image: RGBAImage, quality: Int = defaultJPEGQuality, icc: ICCProfile? = nil)
        throws(ImagingError) -> [UInt8]
    {
        try encode(image, icc: icc) { rgba, profile, length, output, result in
            CStoryshareCodecs_encodeJPEG(
                rgba, UInt32(image.width), UInt32(image.height), image.width * 4, Int32(quality), profile, length,
                output, result)
        }
    }

    /// An 8-bit PNG: RGBA when a pixel is not opaque, else RGB; `icc` in an iCCP chunk when it describes RGB.
    public static func png(_ image: RGBAImage, icc: ICCProfile? = nil) throws(ImagingError) -> [UInt8] {
        let alpha: Int32 = image.isOpaque ? 0 : 1
        return try encode(image, icc: icc) { rgba, profile, length, output, result in
            CStoryshareCodecs_encodePNG(
                rgba, UInt32(image.width), UInt32(image.height), image.width * 4, alpha, profile, length, output,
                result)
        }
    }

    private static func encode(
        _ image: RGBAImage, icc: ICCProfile?,
        _ call: (
            UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<CStoryshareCodecsBuffer>,
            UnsafeMutablePointer<CStoryshareCodecsResult>
        ) -> Int32
    ) throws(ImagingError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw .encodingFailed(reason: "the image has no pixels") }
        let profile = icc.flatMap { $0.describesRGB ? $0.bytes : nil } ?? []
        var output = CStoryshareCodecsBuffer()
        var result = CStoryshareCodecsResult()
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            profile.withUnsafeBufferPointer { iccBytes in
                call(
                    pixels.baseAddress, profile.isEmpty ? nil : iccBytes.baseAddress, iccBytes.count, &output,
                    &result)
            }
        }
        defer { CStoryshareCodecs_freeBuffer(&output) }
        guard status == 0, let bytes = output.bytes else {
            throw .encodingFailed(reason: result.messageText.isEmpty ? "the encoder failed" : result.messageText)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }
}

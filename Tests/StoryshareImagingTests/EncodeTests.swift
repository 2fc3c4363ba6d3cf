import StoryshareMedia
import Testing

@testable import StoryshareImaging

/// Encoding through libpng and libjpeg, checked by decoding the results again and by what `MediaProbe`
/// (the validator's view) reads from them.
struct EncodeTests {
    /// A test picture of gradients, with hard-edged squares unless `smooth`, and (optionally) transparency.
    static func picture(width: Int = 64, height: Int = 48, alpha: Bool = false, smooth: Bool = false) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBAColor(
                    red: UInt8(x * 255 / (width - 1)), green: UInt8(y * 255 / (height - 1)),
                    blue: smooth ? UInt8((x + y) * 255 / (width + height)) : (x / 8 + y / 8) % 2 == 0 ? 200 : 40,
                    alpha: alpha ? UInt8((x * 4) % 256) : 255)
            }
        }
        return image
    }

    @Test func pngRoundTripsExactly() throws {
        for alpha in [false, true] {
            let image = Self.picture(alpha: alpha)
            let png = try ImageEncoder.png(image)
            let facts = MediaProbe.probe(bytes: png, path: "round.png")
            #expect(facts.format == .png && facts.decodeError == nil)
            #expect(facts.hasAlpha == alpha, "RGBA only when a pixel is not opaque")
            #expect(facts.bitDepth == 8)
            #expect(try ImagingTestData.decode(png) == image)
        }
    }

    @Test func jpegIsQuality90With420ChromaAndOptimisedTables() throws {
        let image = Self.picture(width: 160, height: 120, smooth: true)
        let jpeg = try ImageEncoder.jpeg(image)
        let facts = MediaProbe.probe(bytes: jpeg, path: "out.jpg")
        #expect(facts.format == .jpeg && facts.decodeError == nil && facts.colorSpace == .rgb)
        #expect(facts.progressive == false)
        // The frame header: three components, luma sampled 2x2 and chroma 1x1 (4:2:0).
        let sof = try #require(Self.segment(0xC0, in: jpeg))
        #expect(sof[7] == 3 && sof[9] == 0x22 && sof[12] == 0x11 && sof[15] == 0x11)
        // Quality 90's luma table starts with libjpeg's standard table scaled by 20%: 16 * 0.2 = 3.
        let dqt = try #require(Self.segment(0xDB, in: jpeg))
        #expect(dqt[3] == 3)
        // Optimised Huffman tables are made for the image: the standard luma DC table has a code for each
        // of 12 categories, an optimised one only for those used (a smooth picture uses few).
        let dht = try #require(Self.segment(0xC4, in: jpeg))
        #expect(dht[2] == 0x00 && dht[3..<19].reduce(0) { $0 + Int($1) } < 12)
        #expect(try ImageEncoder.jpeg(image, quality: 50).count < jpeg.count)
        let decoded = try ImagingTestData.decode(jpeg)
        #expect(ImagingTestData.psnr(decoded, image) > 35)
    }

    @Test func anRGBProfileIsKeptAndAnyOtherDropped() throws {
        struct Reference: Decodable, Sendable {
            let sha256: String
            let colorSpace: String
        }
        let references = ImagingTestData.reference("icc", as: Reference.self)
        for name in ["rgb-profile.jpg", "rgb-profile.png", "cmyk-profile.jpg"] {
            let reference = try #require(references[name])
            let bytes = try ImagingTestData.bytes("imaging/icc/\(name)")
            let profile = try ImageReader.open(.bytes(bytes)) { $0.iccProfile }
            // The profile the decoder reads is the one exiftool reads.
            #expect(profile.map { ImagingTestData.sha256($0.bytes) } == reference.sha256)
            #expect(profile?.colorSpace == reference.colorSpace)
            let image = try ImagingTestData.decode(bytes)
            for encoded in [try ImageEncoder.jpeg(image, icc: profile), try ImageEncoder.png(image, icc: profile)] {
                let kept = try ImageReader.open(.bytes(encoded)) { $0.iccProfile }
                if reference.colorSpace == "RGB " {
                    #expect(kept == profile, "\(name): an RGB profile describes the RGB output")
                } else {
                    #expect(kept == nil, "\(name): a CMYK profile would be wrong on RGB pixels")
                }
            }
        }
    }

    @Test func anEmptyImageIsAnErrorNotACrash() {
        #expect(throws: ImagingError.self) { try ImageEncoder.png(RGBAImage(width: 0, height: 0)) }
        #expect(throws: ImagingError.self) { try ImageEncoder.jpeg(RGBAImage(width: 3, height: 0)) }
    }

    /// The payload of the first marker segment `marker` of a JPEG (from its length field on).
    static func segment(_ marker: UInt8, in jpeg: [UInt8]) -> [UInt8]? {
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            if jpeg[offset + 1] == marker { return Array(jpeg[offset + 2..<min(offset + 2 + length, jpeg.count)]) }
            if jpeg[offset + 1] == 0xDA { return nil }
            offset += 2 + length
        }
        return nil
    }
}

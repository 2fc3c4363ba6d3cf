import Foundation
import StoryshareMedia
import Testing

@testable import StoryshareImaging

/// The pixel decoder against ImageMagick's decode of the same files (recorded by make-testdata-imaging):
/// every PNG colour type and bit depth, plain and interlaced, with tRNS; every JPEG coding mode and chroma
/// sampling; a CMYK (Adobe YCCK) JPEG. Each must give exactly ImageMagick's 8-bit RGBA.
struct DecodeTests {
    struct Reference: Decodable, Sendable {
        let width: Int
        let height: Int
        let sha256: String
    }

    static let references = ImagingTestData.reference("decode", as: Reference.self)

    @Test func everyDecodeReferenceIsCovered() {
        // 52 PNGs (5 colour types, every depth, tRNS where it applies, plain and Adam7), 39 JPEG modes, CMYK.
        #expect(Self.references.count == 92)
        #expect(Self.references.keys.contains { $0.hasPrefix("imaging/png/type3-1bit-trns-interlaced") })
        #expect(Self.references.keys.contains { $0.hasPrefix("jpeg-modes/4x2-progressive-arithmetic") })
    }

    @Test(arguments: Self.references.keys.sorted())
    func decodesAsImageMagickDoes(_ file: String) throws {
        let reference = try #require(Self.references[file])
        let image = try ImagingTestData.decode(try ImagingTestData.bytes(file))
        #expect((image.width, image.height) == (reference.width, reference.height))
        #expect(ImagingTestData.sha256(image.pixels) == reference.sha256, "\(file)")
    }

    @Test func theReaderSaysWhatTheImageIs() throws {
        try ImageReader.open(.bytes(try ImagingTestData.bytes("imaging/png/type3-4bit-trns.png"))) { reader in
            #expect((reader.width, reader.height) == (13, 11))
            #expect(reader.hasAlpha)
            #expect(reader.colorSpace == .rgb)
        }
        try ImageReader.open(.bytes(try ImagingTestData.bytes("imaging/png/type0-16bit.png"))) { reader in
            #expect(!reader.hasAlpha)
            #expect(reader.colorSpace == .gray)
        }
        try ImageReader.open(.bytes(try ImagingTestData.bytes("images/background-cmyk.jpg"))) { reader in
            #expect(reader.colorSpace == .ycck)
            #expect(!reader.hasAlpha)
        }
    }

    @Test func aFileReadInPiecesDecodesAsTheBytesInMemory() throws {
        // Files over 12 MiB are decoded through a reader, never held whole: the same pixels.
        for file in ["images/background-progressive.jpg", "images/background-interlaced.png"] {
            let bytes = try ImagingTestData.bytes(file)
            let inMemory = try ImagingTestData.decode(bytes)
            let read = try ImageReader.open(.source(MemoryByteSource(bytes))) { reader in
                var image = RGBAImage(width: reader.width, height: reader.height)
                try reader.draw(
                    orientation: .identity, placement: .original(width: reader.width, height: reader.height),
                    into: &image)
                return image
            }
            #expect(read == inMemory, "\(file)")
        }
    }

    @Test func aDeclaredSizeOverThePixelCapIsRefusedBeforeDecoding() throws {
        for file in ["hostile/giant-100000x100000.png", "hostile/giant-65000x65000.jpg"] {
            let bytes = try ImagingTestData.bytes(file)
            #expect {
                try ImageReader.open(.bytes(bytes)) { _ in }
            } throws: { error in
                guard case ImagingError.overPixelCap(let width, _, let cap) = error else { return false }
                return width >= 65_000 && cap == 50_000_000
                    && "\(error)".contains("is over the 50-megapixel cap")
            }
        }
        // A lower cap from the configuration applies the same way.
        let small = try ImagingTestData.bytes("images/background-1080x1920.jpg")
        #expect(throws: ImagingError.overPixelCap(width: 1080, height: 1920, cap: 1_000_000)) {
            try ImageReader.open(.bytes(small), options: ProbeOptions(maxPixels: 1_000_000)) { _ in }
        }
    }

    @Test(arguments: [
        "hostile/truncated-in-scan.jpg", "hostile/bad-entropy.jpg", "hostile/truncated-in-idat.png",
        "hostile/bad-crc.png", "hostile/only-soi.jpg", "hostile/text-named-as.png", "hostile/empty.png",
    ])
    func aDamagedFileIsAnErrorNeverACrash(_ file: String) throws {
        let bytes = try ImagingTestData.bytes(file)
        #expect(throws: ImagingError.self) { try ImagingTestData.decode(bytes) }
    }
}

/// 16-bit samples become the nearest 8-bit level (libpng's accurate scaling), not the truncated one.
struct SixteenBitRoundingTests {
    @Test func samplesRoundToTheNearestLevel() throws {
        let image = try ImagingTestData.decode(try ImagingTestData.bytes("imaging/gray-16bit-rounding.png"))
        let samples = [38032, 32767, 32896, 65535, 127, 128]
        let expected = samples.map { UInt8((Double($0) * 255 / 65535).rounded()) }
        #expect(expected == [148, 127, 128, 255, 0, 0])
        #expect((0..<samples.count).map { image[$0, 0].red } == expected)
        #expect((0..<samples.count).allSatisfy { image[$0, 0].alpha == 255 })
    }
}

import StoryshareMedia
import Testing

@testable import StoryshareImaging

/// Resizes against ImageMagick's `-filter Lanczos -resize` of the same inputs (recorded by
/// make-testdata-imaging): a cover crop, a large shrink (through libjpeg's DCT scaling), an enlargement and a
/// transparent sticker, each within 35 dB PSNR; a transparent edge without dark fringes; the weights.
struct ResampleTests {
    struct Reference: Decodable, Sendable {
        let source: String
        let fit: String
        let width: Int
        let height: Int
    }

    static let references = ImagingTestData.reference("resize", as: Reference.self)

    /// The source drawn as the reference says, with the DCT scale the reader used.
    static func resize(_ reference: Reference) throws -> (RGBAImage, Int) {
        let bytes = try ImagingTestData.bytes("imaging/resize/\(reference.source)")
        return try ImageReader.open(.bytes(bytes)) { reader in
            let placement =
                reference.fit == "cover"
                ? Placement.cover(
                    imageWidth: reader.width, imageHeight: reader.height, width: reference.width,
                    height: reference.height)
                : Placement.contain(
                    imageWidth: reader.width, imageHeight: reader.height, width: reference.width,
                    height: reference.height)
            var image = RGBAImage(width: placement.crop.width, height: placement.crop.height)
            try reader.draw(orientation: .identity, placement: placement, into: &image)
            return (image, reader.denominator)
        }
    }

    @Test func everyCaseHasAReference() {
        #expect(
            Self.references.keys.sorted() == [
                "cover-180x320.png", "enlarge-300x225.png", "shrink-72x54.png", "sticker-237x178.png",
            ])
    }

    @Test(arguments: Self.references.keys.sorted())
    func matchesImageMagicksLanczos(_ name: String) throws {
        let reference = try #require(Self.references[name])
        let (ours, denominator) = try Self.resize(reference)
        let theirs = try ImagingTestData.decode(try ImagingTestData.bytes("imaging/resize/\(name)"))
        #expect((ours.width, ours.height) == (theirs.width, theirs.height))
        let psnr = ImagingTestData.psnr(ours, theirs, premultiplied: true)
        #expect(psnr >= 35, "\(name): \(psnr) dB")
        if name.hasPrefix("shrink") {
            // 640x480 to 72x54 is a shrink of 8.9: libjpeg decodes at 1/4, Lanczos does the last 2.2.
            #expect(denominator == 4)
        } else {
            #expect(denominator == 1)
        }
    }

    @Test func aTransparentEdgeKeepsItsColour() throws {
        // A #FF3366 disc on transparent pixels, shrunk and enlarged: every pixel that shows at all keeps the
        // disc's colour (filtering straight alpha would darken the edge towards the transparent black).
        let sticker = try ImagingTestData.decode(try ImagingTestData.bytes("images/sticker-640x480-alpha.png"))
        for (width, height) in [(237, 178), (1280, 960)] {
            let resized = sticker.resized(width: width, height: height)
            var edge = 0
            for y in 0..<height {
                for x in 0..<width where resized[x, y].alpha >= 8 {
                    let pixel = resized[x, y]
                    if pixel.alpha < 250 { edge += 1 }
                    #expect(
                        abs(Int(pixel.red) - 0xFF) <= 3 && abs(Int(pixel.green) - 0x33) <= 3
                            && abs(Int(pixel.blue) - 0x66) <= 3, "\(pixel) at \(x),\(y)")
                }
            }
            #expect(edge > 100, "the edge has semi-transparent pixels to look at")
        }
    }

    @Test func weightsSumToOneAndScaleOneCopies() {
        for scale in [0.1, 0.35, 0.5, 0.999, 1.5, 4] {
            let weights = AxisWeights(sourceCount: 100, scale: scale, outputStart: 0, outputCount: Int(100 * scale))
            for x in 0..<weights.outputCount {
                let sum = (0..<weights.counts[x]).reduce(Float(0)) { $0 + weights.weights[x * weights.taps + $1] }
                #expect(abs(sum - 1) < 1e-5)
                #expect(weights.starts[x] >= 0 && weights.starts[x] + weights.counts[x] <= 100)
            }
            // Shrinking widens the kernel to 3 source pixels per output pixel each side; enlarging does not.
            #expect(weights.taps <= Int((6 / min(scale, 1)).rounded(.up)) + 2)
        }
        let copy = AxisWeights(sourceCount: 10, scale: 1, outputStart: 3, outputCount: 4)
        #expect(copy.copies && copy.taps == 1 && copy.starts == [3, 4, 5, 6] && copy.weights == [1, 1, 1, 1])
        #expect(AxisWeights.lanczos3(0) == 1 && AxisWeights.lanczos3(3) == 0 && abs(AxisWeights.lanczos3(1)) < 1e-12)
    }

    @Test func shrinkOnLoadLeavesTheFilterAtLeastAHalving() {
        #expect(ImageReader.shrinkOnLoad(1.9) == 1)
        #expect(ImageReader.shrinkOnLoad(3.99) == 1)
        #expect(ImageReader.shrinkOnLoad(4) == 2)
        #expect(ImageReader.shrinkOnLoad(8.9) == 4)
        #expect(ImageReader.shrinkOnLoad(30) == 8)
    }

    @Test func coverAndContainGeometryFollowImageMagick() {
        // 4032x3024 to 1080x1920 cover: 2560x1920, cut from x = 1280 - 540.
        let cover = Placement.cover(imageWidth: 4032, imageHeight: 3024, width: 1080, height: 1920)
        #expect((cover.scaledWidth, cover.scaledHeight) == (2560, 1920))
        #expect(cover.crop == PixelRect(x: 740, y: 0, width: 1080, height: 1920))
        let contain = Placement.contain(imageWidth: 1920, imageHeight: 1080, width: 1080, height: 1920)
        #expect((contain.scaledWidth, contain.scaledHeight) == (1080, 608))
    }
}

/// Decoding only the columns and rows a crop keeps (libjpeg's column window, skipped rows) gives exactly the
/// pixels of the whole resize cut afterwards, in every JPEG coding mode and for PNG.
struct CropWindowTests {
    static let files =
        ImagingTestData.files(in: "jpeg-modes", ending: ".jpg") + ["images/sticker-640x480-alpha.png"]

    @Test(arguments: files)
    func aCropDecodesTheSamePixelsAsTheWholeImageCut(_ file: String) throws {
        let bytes = try ImagingTestData.bytes(file)
        // 9x16 crops columns (or, turned, rows); 2x4 also shrinks a JPEG on load (by 4).
        let cases = [ImageOrientation.identity, .rotate90, .transverse].flatMap { o in [(o, 9, 16), (o, 2, 4)] }
        for (orientation, w, h) in cases {
            let (width, height) = try ImageReader.open(.bytes(bytes)) { $0.displaySize(orientation) }
            let cover = Placement.cover(imageWidth: width, imageHeight: height, width: w, height: h)
            var cropped = RGBAImage(width: w, height: h)
            let denominator = try ImageReader.open(.bytes(bytes)) {
                try $0.draw(orientation: orientation, placement: cover, into: &cropped)
                return $0.denominator
            }
            if file.hasSuffix(".jpg") { #expect(denominator == (w == 2 ? 4 : 1)) }
            let whole = Placement(scaledWidth: cover.scaledWidth, scaledHeight: cover.scaledHeight)
            var all = RGBAImage(width: cover.scaledWidth, height: cover.scaledHeight)
            try ImageReader.open(.bytes(bytes)) { try $0.draw(orientation: orientation, placement: whole, into: &all) }
            var cut = RGBAImage(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w { cut[x, y] = all[x + cover.crop.x, y + cover.crop.y] }
            }
            #expect(cropped == cut, "\(file) \(orientation)")
        }
    }
}

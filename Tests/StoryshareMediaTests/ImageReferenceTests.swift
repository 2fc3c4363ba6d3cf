import Foundation
import Testing

@testable import StoryshareMedia

/// Our image facts against what ImageMagick `identify` and `exiftool` recorded for the same files
/// (`testdata/images/*.reference.json` and `testdata/jpeg-modes/*.reference.json`, written by
/// scripts/make-testdata).
struct ImageReferenceTests {
    struct Reference {
        let identify: [String: Any]
        let exiftool: [String: Any]

        init(_ file: String) throws {
            let data = try Data(contentsOf: TestData.root.appendingPathComponent(file + ".reference.json"))
            let doc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            identify = try #require(doc["identify"] as? [String: Any])
            exiftool = try #require(doc["exiftool"] as? [String: Any])
        }
    }

    static let images =
        TestData.files(in: "images", extensions: ["png", "jpg", "gif", "webp", "bmp"])
        + TestData.files(in: "jpeg-modes", extensions: ["jpg"])

    @Test func theCorpusIsThere() {
        #expect(Self.images.count >= 25)
    }

    @Test(arguments: images)
    func factsAgreeWithIdentifyAndExiftool(file: String) throws {
        let reference = try Reference(file)
        let facts = MediaProbe.probe(path: TestData.path(file))
        #expect(facts.readError == nil)
        #expect(facts.decodeError == nil, "\(file): \(facts.decodeError ?? "")")
        // identify names a few formats its own way (BMP3, APNG).
        let identifyFormat = (reference.identify["format"] as? String ?? "").lowercased()
        let aliases = ["bmp3": "bmp", "apng": "png"]
        #expect(facts.format.rawValue == aliases[identifyFormat, default: identifyFormat])
        #expect(facts.kind == .image)
        #expect(facts.width == reference.identify["width"] as? Int)
        #expect(facts.height == reference.identify["height"] as? Int)
        #expect(facts.bytes == (try FileManager.default.attributesOfItem(atPath: TestData.path(file))[.size] as? Int))

        guard facts.format == .png || facts.format == .jpeg else { return }
        // exiftool's EXIF orientation; identify's "Undefined" means none.
        let orientation = reference.exiftool["Orientation"] as? Int
        #expect(facts.orientation == orientation)
        let quarterTurn = orientation.map { (5...8).contains($0) } ?? false
        #expect(facts.displayWidth == (quarterTurn ? facts.height : facts.width))
        #expect(facts.displayHeight == (quarterTurn ? facts.width : facts.height))

        let alpha = reference.identify["alpha"] as? String
        #expect(facts.hasAlpha == (alpha == "True" || alpha == "Blend"), "\(file): identify says alpha \(alpha ?? "-")")
        #expect(facts.bitDepth == reference.identify["depth"] as? Int)

        let interlace = reference.identify["interlace"] as? String
        if facts.format == .png {
            #expect(facts.interlaced == (interlace == "PNG"))
        } else {
            #expect(facts.progressive == (interlace == "JPEG"))
        }
        // Storage, not content: exiftool's PNG IHDR colour type, JPEG component count.
        if facts.format == .png {
            let expected: [Int: ColorSpace] = [0: .gray, 2: .rgb, 3: .palette, 4: .gray, 6: .rgb]
            let colorType = try #require(reference.exiftool["ColorType"] as? Int)
            #expect(facts.colorSpace == expected[colorType])
            #expect(facts.bitDepth == reference.exiftool["BitDepth"] as? Int)
        } else {
            switch try #require(reference.exiftool["ColorComponents"] as? Int) {
            case 1: #expect(facts.colorSpace == .gray)
            case 4:
                #expect(facts.colorSpace == .cmyk || facts.colorSpace == .ycck)
                #expect(reference.identify["colorspace"] as? String == "CMYK")
            default: #expect(facts.colorSpace == .rgb)
            }
            // EncodingProcess 2 is progressive DCT with Huffman coding, 10 with arithmetic coding.
            #expect(facts.progressive == [2, 10].contains(reference.exiftool["EncodingProcess"] as? Int))
        }
    }

    @Test func apngIsAnimatedWithItsFrameCount() {
        let facts = MediaProbe.probe(path: TestData.path("images/sticker-animated-480x480.png"))
        #expect(facts.animated == true)
        #expect(facts.frameCount == 3)
        #expect(MediaProbe.probe(path: TestData.path("images/sticker-640x480-alpha.png")).animated == false)
    }

    @Test func extensionDoesNotDecideTheFormat() {
        #expect(MediaProbe.probe(path: TestData.path("images/png-named-as.jpg")).format == .png)
        #expect(MediaProbe.probe(path: TestData.path("images/jpeg-named-as.png")).format == .jpeg)
    }

    @Test func sidewaysPhotoIsShownPortrait() {
        let facts = MediaProbe.probe(path: TestData.path("images/exif-orientation-6.jpg"))
        #expect(facts.width == 1920 && facts.height == 1080)
        #expect(facts.displayWidth == 1080 && facts.displayHeight == 1920)
        let upsideDown = MediaProbe.probe(path: TestData.path("images/exif-orientation-3.jpg"))
        #expect(upsideDown.displayWidth == 1920 && upsideDown.displayHeight == 1080)
    }
}

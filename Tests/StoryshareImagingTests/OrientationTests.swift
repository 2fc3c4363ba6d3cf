import StoryshareMedia
import Testing

@testable import StoryshareImaging

/// EXIF orientation baked into the pixels: for each of the eight orientations (fixtures written by
/// exiftool), the displayed size and the colour at each corner are where `convert -auto-orient` puts them.
struct OrientationTests {
    struct Reference: Decodable, Sendable {
        let width: Int
        let height: Int
        let corners: [String: [Int]]
    }

    static let references = ImagingTestData.reference("orientation", as: Reference.self)

    @Test func everyOrientationHasAFixture() {
        #expect(Self.references.keys.sorted() == (1...8).map { "orientation-\($0).jpg" })
    }

    @Test(arguments: 1...8)
    func markedCornersLandWhereImageMagickPutsThem(_ orientation: Int) throws {
        let name = "orientation-\(orientation).jpg"
        let reference = try #require(Self.references[name])
        let bytes = try ImagingTestData.bytes("imaging/orientation/\(name)")
        // The orientation as validate reads it from the file.
        let exif = MediaProbe.probe(bytes: bytes, path: name).orientation
        #expect(exif == orientation)
        let image = try ImagingTestData.decode(bytes, orientation: ImageOrientation(exif: exif))
        #expect((image.width, image.height) == (reference.width, reference.height))
        let (w, h) = (image.width, image.height)
        let points = [
            "topLeft": (4, 4), "topRight": (w - 5, 4), "bottomLeft": (4, h - 5), "bottomRight": (w - 5, h - 5),
        ]
        for (corner, (x, y)) in points {
            let expected = try #require(reference.corners[corner])
            let pixel = image[x, y]
            let ours = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            // JPEG: the same decode, so within a few levels at most.
            #expect(zip(ours, expected).allSatisfy { abs($0 - $1) <= 3 }, "\(name) \(corner): \(ours) vs \(expected)")
        }
    }

    @Test func displayAndStoredPointsAreInverse() {
        for orientation in ImageOrientation.allCases {
            let (width, height) = (5, 3)
            let shown = orientation.displaySize(width: width, height: height)
            var seen = Set<Int>()
            for y in 0..<height {
                for x in 0..<width {
                    let point = orientation.displayPoint(x: x, y: y, width: width, height: height)
                    #expect(point.x >= 0 && point.x < shown.width && point.y >= 0 && point.y < shown.height)
                    seen.insert(point.y * shown.width + point.x)
                    let back = orientation.storedPoint(x: point.x, y: point.y, width: width, height: height)
                    #expect(back == (x, y), "\(orientation)")
                }
            }
            #expect(seen.count == width * height, "\(orientation) maps every pixel to its own place")
        }
    }

    @Test func aStoredRectangleMapsToTheDisplayedOne() {
        // A 4x2 crop at (1, 0) of the displayed 3x5 image of a stored 5x3 image turned 90° clockwise.
        let rect = ImageOrientation.rotate90.storedRect(PixelRect(x: 1, y: 0, width: 2, height: 4), width: 5, height: 3)
        #expect(rect == PixelRect(x: 0, y: 0, width: 4, height: 2))
        #expect(ImageOrientation(exif: nil) == .identity)
        #expect(ImageOrientation(exif: 9) == .identity)
        #expect(ImageOrientation(exif: 6).swapsAxes)
    }
}

import Foundation
import StoryshareColor
import StoryshareImaging
import StoryshareSystem
import Testing

@testable import StorysharePreview

/// `preview`'s picture of one story: drawn at the width asked, described in words, written as a PNG never over an
/// input; and a sheet page too large for the bound said in the library's own terms.
struct StoryPictureTests {
    static let sticker = PreviewTestData.path("images/sticker-512x512-alpha.png")

    @Test func aStoryIsDrawnAtItsWidthAndDescribed() throws {
        let made = try PreviewScene.of(
            backgroundImage: nil, backgroundVideo: nil, sticker: Self.sticker, colors: .resolve(top: nil, bottom: nil))
        let plain = try StoryPicture.draw(made, width: 180, safeZones: false)
        #expect((plain.image.width, plain.image.height) == (180, 320))
        #expect(plain.summary.hasPrefix("180x320, solid #222222, sticker "))
        #expect(plain.summary.contains(", sticker box "))
        #expect(!plain.summary.contains("safe zones"))
        let shaded = try StoryPicture.draw(made, width: 180, safeZones: true)
        #expect(shaded.summary.hasSuffix(", safe zones shaded"))
        #expect(shaded.image.pixels != plain.image.pixels)
    }

    @Test func aPictureIsWrittenAsAPNGNeverOverAnInput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("story-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try PreviewScene.of(
            backgroundImage: nil, backgroundVideo: nil, sticker: nil, colors: .resolve(top: nil, bottom: nil))
        let image = try StoryPicture.draw(made, width: 90, safeZones: false).image
        let output = root.appendingPathComponent("story.png").path
        try StoryPicture.write(image, to: output, protecting: [])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let identity = try FileStatus.of(output).get().identity
        #expect(throws: AtomicFile.Failure.self) { try StoryPicture.write(image, to: output, protecting: [identity]) }
    }

    @Test func aPageOverTheBoundIsSaidWithoutAnyFlag() throws {
        #expect(throws: SheetPages.Refusal.self) { try SheetPages.fitting(count: 49, perPage: 49, width: 180) }
        do throws(SheetPages.Refusal) {
            _ = try SheetPages.fitting(count: 49, perPage: 49, width: 180)
        } catch {
            #expect(
                error.description
                    == "a contact sheet page of 49 tiles 180 px wide would be 1208x3158, over the bound of "
                    + "3,686,400 pixels (1440x2560)")
            #expect(!error.description.contains("--"))
        }
    }
}

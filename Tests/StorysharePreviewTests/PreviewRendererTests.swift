import Foundation
import StoryshareColor
import StoryshareImaging
import StoryshareMedia
import Testing

@testable import StorysharePreview

/// The pictures' pixels: the gradient's first and last rows, an aspect-filled background and a composited
/// sticker against ImageMagick's (recorded by make-testdata-preview), the shaded bands, the sticker's
/// outline and the video frame.
struct PreviewRendererTests {
    static let navy = HexColor(red: 0x1D, green: 0x35, blue: 0x57)
    static let red = HexColor(red: 0xE6, green: 0x39, blue: 0x46)
    static let platformGrey = RGBAColor(red: 0x22, green: 0x22, blue: 0x22)

    static func render(_ scene: PreviewScene, width: Int) throws -> PreviewRenderer.Result {
        try PreviewRenderer.render(scene, layout: PreviewLayout(width: width))
    }

    static func row(_ image: RGBAImage, _ y: Int) -> Set<RGBAColor> {
        Set((0..<image.width).map { image[$0, y] })
    }

    @Test func theGradientRunsFromTheTopColourToTheBottomColour() throws {
        let scene = PreviewScene(colors: BackgroundColors(top: Self.navy, bottom: Self.red))
        let image = try Self.render(scene, width: 108).image
        #expect((image.width, image.height) == (108, 192))
        #expect(Self.row(image, 0) == [RGBAColor(Self.navy)])
        #expect(Self.row(image, 191) == [RGBAColor(Self.red)])
        // Halfway down, halfway between (each channel rounded).
        #expect(Self.row(image, 96) == [RGBAColor(Self.navy).interpolated(to: RGBAColor(Self.red), at: 96.0 / 191)])
        #expect(image.isOpaque)
    }

    @Test func noColoursGiveSolidPlatformGrey() throws {
        let image = try Self.render(PreviewScene(), width: 108).image
        #expect(
            Set(stride(from: 0, to: image.pixels.count, by: 4).map { image[$0 / 4 % 108, $0 / 4 / 108] })
                == [Self.platformGrey])
    }

    @Test(arguments: ["fill-photo-108x192.png", "fill-orientation-6-108x192.png"])
    func aBackgroundFillsTheScreenAsImageMagicksAspectFill(_ name: String) throws {
        let reference = try #require(PreviewTestData.references[name])
        let asset = try PreviewAsset.file(PreviewTestData.path(String(reference.source.dropFirst("testdata/".count))))
        let result = try Self.render(PreviewScene(background: .image(asset)), width: reference.width)
        let theirs = try PreviewTestData.decode("preview/\(name)")
        #expect((result.image.width, result.image.height) == (theirs.width, theirs.height))
        let psnr = PreviewTestData.psnr(result.image, theirs)
        #expect(psnr >= 35, "\(name): \(psnr) dB against ImageMagick's \(reference.imagemagick)")
        // The known pixels ImageMagick gave, within a few levels.
        for (point, rgb) in reference.pixels {
            let xy = point.split(separator: ",").map { Int($0)! }
            let ours = result.image[xy[0], xy[1]]
            let difference = zip([ours.red, ours.green, ours.blue], rgb).map { abs(Int($0) - Int($1)) }.max()!
            #expect(difference <= 6, "\(name) at \(point): ours \(ours), ImageMagick's \(rgb)")
        }
    }

    @Test func aTurnedBackgroundIsDrawnAsShown() throws {
        // orientation-6.jpg is stored 48x32 with red at the stored top-left; shown turned, red is top-right.
        let asset = try PreviewAsset.file(PreviewTestData.path("imaging/orientation/orientation-6.jpg"))
        let image = try Self.render(PreviewScene(background: .image(asset)), width: 108).image
        let topRight = image[100, 8]
        #expect(topRight.red > 200 && topRight.green < 60 && topRight.blue < 60, "\(topRight)")
    }

    @Test(arguments: ["sticker-640x480-at-1080.png", "sticker-640x480-at-270.png"])
    func aStickerIsCompositedAsImageMagicksComposite(_ name: String) throws {
        let reference = try #require(PreviewTestData.references[name])
        let box = try #require(reference.box)
        let asset = try PreviewAsset.file(PreviewTestData.path(String(reference.source.dropFirst("testdata/".count))))
        let result = try Self.render(PreviewScene(sticker: asset), width: reference.width)
        let rect = PixelRect(x: box[0], y: box[1], width: box[2], height: box[3])
        #expect(result.stickerBox == rect)
        let theirs = try PreviewTestData.decode("preview/\(name)")
        let ours = PreviewTestData.crop(result.image, rect)
        let psnr = PreviewTestData.psnr(ours, theirs)
        // Unscaled, compositing alone is compared: premultiplied source-over matches to the rounding.
        #expect(psnr >= (reference.width == 1080 ? 50 : 35), "\(name): \(psnr) dB")
        // Outside the box, the background is untouched.
        #expect(result.image[rect.x - 1, rect.y - 1] == Self.platformGrey)
        #expect(result.image.isOpaque)
    }

    @Test func aStickersSoftEdgeHasNoDarkFringe() throws {
        // The #FF3366 disc's edge over #FFFFFF: every edge pixel lies between the two colours, never darker
        // than both (straight-alpha filtering would pull it towards the transparent pixels' black).
        let white = HexColor(red: 255, green: 255, blue: 255)
        let asset = try PreviewAsset.file(PreviewTestData.path("images/sticker-640x480-alpha.png"))
        let scene = PreviewScene(colors: BackgroundColors(top: white, bottom: white), sticker: asset)
        let result = try Self.render(scene, width: 270)
        let box = try #require(result.stickerBox)
        for y in box.y..<box.y + box.height {
            for x in box.x..<box.x + box.width {
                let pixel = result.image[x, y]
                #expect(
                    pixel.red >= 0xFF - 3 && pixel.green >= 0x33 - 3 && pixel.blue >= 0x66 - 3, "\(pixel) at \(x),\(y)")
            }
        }
    }

    @Test func theSafeZonesAreShadedAndTheStickerOutlined() throws {
        let asset = try PreviewAsset.file(PreviewTestData.path("images/sticker-640x480-alpha.png"))
        let colors = BackgroundColors(top: Self.navy, bottom: Self.red)
        let plain = try Self.render(PreviewScene(colors: colors, sticker: asset), width: 1080).image
        let shaded = try Self.render(PreviewScene(colors: colors, sticker: asset, showsSafeZones: true), width: 1080)
        let image = shaded.image
        func darkened(_ color: RGBAColor) -> RGBAColor {
            func channel(_ value: UInt8) -> UInt8 { UInt8((Int(value) * 127 + 127) / 255) }
            return RGBAColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
        }
        // 250 rows at the top and at the bottom, black at alpha 128 laid over them; nothing else changes.
        for y in [0, 100, 249, 1670, 1919] {
            #expect(Self.row(image, y) == [darkened(plain[0, y])], "row \(y)")
        }
        #expect(Self.row(image, 0) == [RGBAColor(red: 0x0E, green: 0x1A, blue: 0x2B)])
        for y in [250, 960, 1669] { #expect(image[5, y] == plain[5, y], "row \(y)") }
        // The sticker's box, 640x480 at 220,720, outlined 3 pixels wide inside.
        let box = try #require(shaded.stickerBox)
        #expect(box == PixelRect(x: 220, y: 720, width: 640, height: 480))
        for (x, y) in [(220, 720), (222, 900), (859, 1199), (500, 1197), (500, 720)] {
            #expect(image[x, y] == PreviewRenderer.outlineColor, "\(x),\(y)")
        }
        #expect(image[223, 900] == plain[223, 900])
        #expect(image[219, 900] == plain[219, 900])
    }

    @Test func aVideoIsANeutralFrameOfItsShape() throws {
        let asset = try PreviewAsset.file(PreviewTestData.path("video/h264-1920x1080.mp4"))
        let result = try Self.render(PreviewScene(background: .video(asset)), width: 270)
        let frame = try #require(result.videoFrame)
        #expect(frame == PixelRect(x: 0, y: 164, width: 270, height: 152))
        let image = result.image
        #expect(image[5, 163] == Self.platformGrey)
        #expect(image[0, 200] == PreviewRenderer.videoMark)
        #expect(image[20, 200] == PreviewRenderer.videoFill)
        #expect(image[135, 240] == PreviewRenderer.videoMark, "the play sign")
        #expect(image[5, 317] == Self.platformGrey)
    }

    @Test func aTurnedVideosFrameIsItsDisplayedShape() throws {
        let asset = try PreviewAsset.file(PreviewTestData.path("video/h264-rotate-cw90.mp4"))
        // Stored 128x228, turned a quarter: shown 228x128, and so is its frame (270 wide, 152 high).
        #expect((asset.facts.width, asset.facts.height) == (128, 228))
        #expect((asset.displaySize.width, asset.displaySize.height) == (228, 128))
        let frame = try #require(try Self.render(PreviewScene(background: .video(asset)), width: 270).videoFrame)
        #expect(frame == PixelRect(x: 0, y: 164, width: 270, height: 152))
    }

    @Test func badAssetsAreRefusedNamingTheFile() throws {
        let corrupt = PreviewTestData.path("hostile/truncated-in-scan.jpg")
        #expect(throws: PreviewError.self) { try PreviewAsset.file(corrupt) }
        do {
            _ = try PreviewAsset.file(corrupt)
        } catch {
            guard case .undecodable(let name, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(name == corrupt)
        }
        #expect(throws: PreviewError.unreadable(name: "/no/such.png", reason: "no such file")) {
            try PreviewAsset.file("/no/such.png")
        }
        #expect(throws: PreviewError.refusedFormat(name: "gif", format: "GIF")) {
            try PreviewAsset.bytes(
                [UInt8](try Data(contentsOf: PreviewTestData.root.appendingPathComponent("images/other-48x48.gif"))),
                name: "gif")
        }
        // An image where a video goes.
        let image = try PreviewAsset.file(PreviewTestData.path("images/sticker-640x480-alpha.png"))
        #expect(throws: PreviewError.self) {
            try Self.render(PreviewScene(background: .video(image)), width: 108)
        }
    }
}

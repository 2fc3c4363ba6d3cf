import Foundation
import StoryshareImaging
import Testing

/// `storyshare preview` run like a user runs it: the PNG's header and pixels, a bundle drawn from its own
/// bytes, the contact sheet's frames, and bad input refused with nothing written.
struct PreviewCommandTests {
    /// The width and height a PNG's IHDR declares (nil when the file does not start as a PNG does).
    static func pngSize(_ url: URL) throws -> (Int, Int)? {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func writesAPNGOfTheStorysSize() throws {
        let tree = try TempTree()
        let output = tree.url.appendingPathComponent("story.png")
        let result = try CLI.run(
            [
                "preview", "--top-color", "#1D3557", "--bottom-color", "#E63946", "--width", "270", "--output",
                output.path,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(output.path): 270x480, gradient #1D3557 to #E63946\n")
        #expect(try Self.pngSize(output).map { [$0.0, $0.1] } == [270, 480])
        let image = try FixCommandTests.decode(output)
        #expect(image[0, 0] == RGBAColor(red: 0x1D, green: 0x35, blue: 0x57))
        #expect(image[269, 479] == RGBAColor(red: 0xE6, green: 0x39, blue: 0x46))
        // The full size by default.
        let full = tree.url.appendingPathComponent("full.png")
        #expect(try CLI.run(["preview", "--safe-zones", "--output", full.path]).status == 0)
        #expect(try Self.pngSize(full).map { [$0.0, $0.1] } == [1080, 1920])
    }

    @Test func aBundleIsDrawnFromItsOwnBytesAsTheSameAssetsAre() throws {
        let tree = try TempTree()
        try tree.copy("images/exif-orientation-6.jpg", to: "bg.jpg")
        try tree.copy("images/sticker-640x480-alpha.png", to: "logo.png")
        let bundled = try CLI.run(
            [
                "bundle", "--app-id", "1234567890", "--background-image", "bg.jpg", "--sticker", "logo.png",
                "--now", "2026-11-21T12:00:00Z", "--output", "share.bundle",
            ], in: tree.url)
        #expect(bundled.status == 0, "\(bundled.stderr)")
        let fromBundle = try CLI.run(
            ["preview", "share.bundle", "--safe-zones", "--width", "270", "--output", "a.png"], in: tree.url)
        #expect(fromBundle.status == 0, "\(fromBundle.stderr)")
        #expect(
            fromBundle.stdout
                == "wrote a.png: 270x480, facebook bundle, background image (aspect fill), sticker, "
                + "sticker box 160x120+55+180, safe zones shaded\n")
        let fromFiles = try CLI.run(
            [
                "preview", "--background-image", "bg.jpg", "--sticker", "logo.png", "--safe-zones", "--width", "270",
                "--output", "b.png",
            ], in: tree.url)
        #expect(fromFiles.status == 0, "\(fromFiles.stderr)")
        let a = try FixCommandTests.decode(tree.url.appendingPathComponent("a.png"))
        let b = try FixCommandTests.decode(tree.url.appendingPathComponent("b.png"))
        #expect(a == b)
        // Not a bundle: refused, nothing written.
        let notBundle = try CLI.run(["preview", "bg.jpg", "--output", "c.png"], in: tree.url)
        #expect(notBundle.status == 1)
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("c.png").path))
    }

    @Test func theReadmesPicturesAreWhatTheDemoDraws() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "bg.jpg")
        try tree.copy("images/sticker-640x480-alpha.png", to: "logo.png")
        let result = try CLI.run(
            [
                "preview", "--background-image", "bg.jpg", "--sticker", "logo.png", "--safe-zones", "--width", "540",
                "--output", "preview.png",
            ], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        let committed = CLI.repository.appendingPathComponent("docs/preview.png")
        #expect(try Self.pngSize(committed).map { [$0.0, $0.1] } == [540, 960])
        #expect(
            try FixCommandTests.decode(committed)
                == (try FixCommandTests.decode(tree.url.appendingPathComponent("preview.png"))))
        let sheet = CLI.repository.appendingPathComponent("docs/preview-sheet.png")
        #expect(try Self.pngSize(sheet).map { [$0.0, $0.1] } == [628, 278])
        // The sheet, numbered and captioned tiles and all, is what the binary draws of the fix example's tree.
        let fixTree = try ReadmeExampleTests.fixTree()
        let drawn = try CLI.run(
            ["preview", "--sheet", "--width", "135", "--output", "sheet.png", "assets"], in: fixTree.url)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(
            try FixCommandTests.decode(sheet)
                == (try FixCommandTests.decode(fixTree.url.appendingPathComponent("sheet.png"))))
    }

    @Test func inspectDrawsTheSamePicture() throws {
        let tree = try TempTree()
        try tree.copy("video/h264-1920x1080.mp4", to: "intro.mp4")
        try tree.copy("images/sticker-512x512-alpha.png", to: "logo.png")
        let bundled = try CLI.run(
            [
                "bundle", "--app-id", "1234567890", "--background-video", "intro.mp4", "--sticker", "logo.png",
                "--top-color", "#1D3557", "--output", "share.bundle",
            ], in: tree.url)
        #expect(bundled.status == 0, "\(bundled.stderr)")
        let inspected = try CLI.run(["inspect", "--preview", "a.png", "share.bundle"], in: tree.url)
        #expect(inspected.status == 0, "\(inspected.stderr)")
        #expect(inspected.stderr.hasSuffix("drew a.png\n"))
        let previewed = try CLI.run(["preview", "share.bundle", "--output", "b.png"], in: tree.url)
        #expect(previewed.status == 0, "\(previewed.stderr)")
        let a = try Data(contentsOf: tree.url.appendingPathComponent("a.png"))
        #expect(a == (try Data(contentsOf: tree.url.appendingPathComponent("b.png"))))
        let image = try FixCommandTests.decode(tree.url.appendingPathComponent("a.png"))
        #expect((image.width, image.height) == (1080, 1920))
        // The bundle's top colour over its defaulted bottom, and the video's 1080x608 frame in the middle.
        #expect(image[5, 0] == RGBAColor(red: 0x1D, green: 0x35, blue: 0x57))
        #expect(image[5, 1919] == RGBAColor(red: 0x22, green: 0x22, blue: 0x22))
        #expect(image[20, 700] == RGBAColor(red: 0x3A, green: 0x3A, blue: 0x3A))
    }

    @Test func theSheetFramesErrorsRedAndWarningsAmber() throws {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.copy("images/background-1080x1920.jpg", to: "assets/bg/a-story.jpg")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "assets/bg/b-landscape.jpg")
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/stickers/logo.png")
        let result = try CLI.run(
            ["preview", "--sheet", "--width", "54", "--output", "sheet.png", "assets"], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                wrote sheet.png: contact sheet of 3 assets, 230x134
                  1. assets/bg/a-story.jpg (background): ok, 0 errors, 0 warnings
                  2. assets/bg/b-landscape.jpg (background): warning, 0 errors, 2 warnings
                  3. assets/stickers/logo.png (sticker): error, 1 error, 0 warnings

                """)
        let sheet = try FixCommandTests.decode(tree.url.appendingPathComponent("sheet.png"))
        #expect((sheet.width, sheet.height) == (230, 134))
        let background = RGBAColor(red: 0x11, green: 0x11, blue: 0x11)
        let amber = RGBAColor(red: 0xFF, green: 0xB3, blue: 0x00)
        let red = RGBAColor(red: 0xE5, green: 0x39, blue: 0x35)
        // Tile i's frame starts at x = 8 + 74 i, y = 8, and is 6 pixels wide, around the picture and its
        // 10-pixel caption band.
        for (index, color) in [background, amber, red].enumerated() {
            let x = 8 + 74 * index
            #expect(sheet[x, 60] == color, "tile \(index + 1)'s left side")
            #expect(sheet[x + 30, 8] == color, "tile \(index + 1)'s top")
            #expect(sheet[x + 65, 125] == color, "tile \(index + 1)'s bottom-right corner")
            #expect(sheet[x + 30, 125] == color, "tile \(index + 1)'s bottom, below its caption")
        }
    }

    @Test(arguments: [
        ("hostile/truncated-in-scan.jpg", "--background-image", "does not decode"),
        ("images/other-48x48.gif", "--sticker", "is GIF; a preview draws PNG and JPEG images"),
        ("images/sticker-640x480-alpha.png", "--background-video", "is an image, not a video"),
        (nil, "--background-image", "cannot be read: no such file"),
    ])
    func badInputIsRefusedNamingTheFileAndNothingIsWritten(_ source: String?, _ option: String, _ reason: String)
        throws
    {
        let tree = try TempTree()
        if let source { try tree.copy(source, to: "input") }
        try tree.write("an earlier preview", to: "kept.png")
        for output in ["new.png", "kept.png"] {
            let result = try CLI.run(["preview", option, "input", "--output", output], in: tree.url)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("input: \(reason)"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("new.png").path))
        #expect(
            try String(contentsOf: tree.url.appendingPathComponent("kept.png"), encoding: .utf8) == "an earlier preview"
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tree.url.path).sorted()
                == ["input", "kept.png"].filter {
                    source != nil || $0 != "input"
                })
    }

    /// Every hostile file of the corpus, as a background and as a sticker (and every video as a background):
    /// drawn (a valid PNG of the story's size) or refused with the file named and nothing written; never a
    /// crash or a hang.
    @Test func hostileFilesAreDrawnOrRefusedCleanly() throws {
        let fileManager = FileManager.default
        let root = CLI.repository.appendingPathComponent("testdata")
        func files(_ folder: String) throws -> [String] {
            try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
                .filter { !$0.hasSuffix(".json") && !$0.hasSuffix(".md") }.map { "testdata/\(folder)/\($0)" }
        }
        let cases =
            try files("hostile").flatMap { [("--background-image", $0), ("--sticker", $0)] }
            + files("video").filter { $0.contains("hostile") || $0.hasSuffix(".mkv") || $0.contains("audio-only") }
            .map { ("--background-video", $0) }
        let tree = try TempTree()
        let output = tree.url.appendingPathComponent("out.png")
        var refused = 0
        for (option, path) in cases {
            let result = try CLI.run(["preview", option, path, "--width", "108", "--output", output.path], timeout: 60)
            #expect(!result.timedOut && (result.status == 0 || result.status == 1), "\(path): \(result.status)")
            if result.status == 0 {
                #expect(try Self.pngSize(output).map { [$0.0, $0.1] } == [108, 192], "\(path)")
                try fileManager.removeItem(at: output)
            } else {
                refused += 1
                #expect(result.stderr.hasPrefix("storyshare: \(path): "), "\(result.stderr)")
                #expect(!fileManager.fileExists(atPath: output.path), "\(path)")
            }
        }
        // The corpus's damaged files are refused; only the metadata bombs (iCCP, zTXt) hold pixels to draw.
        #expect(refused == cases.count - 4)
    }

    /// A 12-megapixel photo becomes a 1080x1920 preview holding the story and libjpeg's buffers, not the
    /// photo: peak under 64 MB, measured on the binary.
    @Test(.enabled(if: Python.available)) func aTwelveMegapixelPhotoIsPreviewedUnder64MB() throws {
        let tree = try TempTree()
        try tree.write(Data(try FixMemoryTests.photo(width: 4032, height: 3024)), to: "photo.jpg")
        let output = tree.url.appendingPathComponent("story.png")
        let cost = try HostileCorpusTests.measure(
            [
                "preview", "--background-image", tree.url.appendingPathComponent("photo.jpg").path, "--safe-zones",
                "--output", output.path,
            ])
        #expect(cost.status == 0)
        #expect(cost.peakMegabytes < 64, "\(cost.peakMegabytes) MB")
        #expect(try Self.pngSize(output).map { [$0.0, $0.1] } == [1080, 1920])
    }

    @Test func aSheetOfAnAppShowsEachImageSetByTheFileAnIPhoneLoads() throws {
        let tree = try ReadmeExampleTests.appTree()
        let result = try CLI.run(["preview", "--sheet", "--width", "54", "--output", "sheet.png", "App"], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        // As validate judges them: the sticker set with its 3x missing and the GIF are errors, the background
        // set's 3x (1440x2560) a warning.
        #expect(
            result.stdout.split(separator: "\n").dropFirst() == [
                "  1. App/Assets.xcassets/StickerLogo.imageset/Contents.json (sticker): error, 1 error, 0 warnings",
                "  2. App/Assets.xcassets/StoryBackground.imageset/bg@3x.png (background): warning, 0 errors, "
                    + "1 warning",
                "  3. App/Share/party.gif (background): error, 1 error, 0 warnings",
                "  4. App/Share/stickers/logo.png (sticker): ok, 0 errors, 0 warnings",
            ])
        let sheet = try FixCommandTests.decode(tree.url.appendingPathComponent("sheet.png"))
        // The sticker set's 3x, which an iPhone would load, is missing and the GIF is not drawn: grey tiles
        // with a cross. The background set's 3x and the sticker are drawn.
        let grey = RGBAColor(red: 0x55, green: 0x55, blue: 0x55)
        let pixels = (0..<4).map { sheet[8 + 74 * $0 + 6 + 27, 8 + 6 + 5] }
        #expect(pixels[0] == grey && pixels[2] == grey)
        #expect(pixels[1] != grey && pixels[3] == RGBAColor(red: 0x22, green: 0x22, blue: 0x22))
    }

    /// `--all` draws every image of the app, but none of the dependency folders (`node_modules/`, `Pods/`) that
    /// scan says it does not walk.
    @Test func aSheetOfEveryImageLeavesOutDependencies() throws {
        let tree = try TempTree()
        let project = ProjectModelCommandTests.project("react-native")
        let result = try CLI.run(
            [
                "preview", "--sheet", "--all", "--width", "54", "--output",
                tree.url.appendingPathComponent("s.png").path,
                ".",
            ], in: project)
        #expect(result.status == 0, "\(result.stderr)")
        let tiles = result.stdout.split(separator: "\n").dropFirst()
        #expect(tiles.contains { $0.contains("mipmap-hdpi/ic_launcher.png") }, "launcher icons are drawn with --all")
        #expect(tiles.contains { $0.contains("assets/share/story-background.png") })
        #expect(!tiles.contains { $0.contains("node_modules/") || $0.contains("Pods/") }, "\(tiles)")
    }

    @Test func aSheetOfNothingIsRefused() throws {
        let tree = try TempTree()
        try tree.makeDirectory("empty")
        let result = try CLI.run(["preview", "--sheet", "--output", "sheet.png", "empty"], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stderr == "storyshare: nothing to show: no image or video found in empty\n")
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("sheet.png").path))
    }

    @Test(arguments: [
        ["--background-image", "a.jpg", "--background-video", "b.mp4", "--output", "x.png"],
        ["--sheet", "--output", "x.png"],
        ["--width", "5", "--output", "x.png"],
        ["share.bundle", "--sticker", "logo.png", "--output", "x.png"],
        ["--top-color", "#12345", "--output", "x.png"],
        ["--output", ""],
    ])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let tree = try TempTree()
        let result = try CLI.run(["preview"] + arguments, in: tree.url)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("x.png").path))
    }
}

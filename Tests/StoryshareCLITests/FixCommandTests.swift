import Foundation
import StoryshareImaging
import StoryshareMedia
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `storyshare fix` run like a user runs it, on real files: each fixable case comes out passing `validate`
/// without the finding it had, the pixels are where they belong, and what must not be written is not.
struct FixCommandTests {
    /// `validate` of `paths` in `tree`, as JSON: the rule ids of each file's findings.
    static func validate(_ paths: [String], in tree: TempTree, role: String = "auto", target: String = "facebook")
        throws -> (status: Int32, rules: [String: [String]])
    {
        let result = try CLI.run(
            ["validate", "--format", "json", "--role", role, "--target", target] + paths, in: tree.url)
        var rules: [String: [String]] = [:]
        for file in result.json?["files"] as? [[String: Any]] ?? [] {
            let findings = file["findings"] as? [[String: Any]] ?? []
            rules[file["path"] as? String ?? ""] = findings.compactMap { $0["rule"] as? String }
        }
        return (result.status, rules)
    }

    static func decode(_ url: URL) throws -> RGBAImage {
        let bytes = [UInt8](try Data(contentsOf: url))
        return try ImageReader.open(.bytes(bytes)) { reader in
            var image = RGBAImage(width: reader.width, height: reader.height)
            try reader.draw(
                orientation: .identity, placement: .original(width: reader.width, height: reader.height),
                into: &image)
            return image
        }
    }

    /// One fixable case of each kind: the file, how it is used, the rule it breaks, and what `fix` writes.
    struct Case: Sendable, CustomStringConvertible {
        let source: String
        let role: String
        let target: String
        let rule: String
        let output: String
        let size: (Int, Int)
        var description: String { "\(source) as \(role): \(rule)" }
    }

    static let cases: [Case] = [
        Case(
            source: "images/sticker-too-small-300x300.png", role: "sticker", target: "facebook",
            rule: "image-too-small", output: "sticker-too-small-300x300.png", size: (480, 480)),
        Case(
            source: "images/sticker-large-800x800.png", role: "sticker", target: "facebook",
            rule: "sticker-dimensions", output: "sticker-large-800x800.png", size: (640, 640)),
        Case(
            source: "images/background-too-small-300x533.jpg", role: "background", target: "facebook",
            rule: "image-too-small", output: "background-too-small-300x533.jpg", size: (1080, 1920)),
        Case(
            source: "images/background-540x960.jpg", role: "background", target: "instagram",
            rule: "background-too-small-instagram", output: "background-540x960.jpg", size: (1080, 1920)),
        Case(
            source: "images/background-landscape-1920x1080.jpg", role: "background", target: "facebook",
            rule: "background-aspect-ratio", output: "background-landscape-1920x1080.jpg", size: (1080, 1920)),
        Case(
            source: "images/background-oversized-1440x2560.png", role: "background", target: "facebook",
            rule: "background-oversized", output: "background-oversized-1440x2560.png", size: (1080, 1920)),
        Case(
            source: "images/background-cmyk.jpg", role: "background", target: "facebook", rule: "image-cmyk",
            output: "background-cmyk.jpg", size: (1080, 1920)),
        Case(
            source: "images/sticker-animated-480x480.png", role: "sticker", target: "facebook",
            rule: "image-animated", output: "sticker-animated-480x480.png", size: (480, 480)),
        Case(
            source: "images/png-named-as.jpg", role: "sticker", target: "facebook",
            rule: "format-extension-mismatch", output: "png-named-as.png", size: (640, 480)),
        // A turned photo (stored 1920x1080, shown upside down): padded to 9:16 with the turn baked in.
        Case(
            source: "images/exif-orientation-3.jpg", role: "background", target: "facebook",
            rule: "background-aspect-ratio", output: "exif-orientation-3.jpg", size: (1080, 1920)),
    ]

    @Test(arguments: cases)
    func eachFixableCaseComesOutPassing(_ fixable: Case) throws {
        let tree = try TempTree()
        let name = (fixable.source as NSString).lastPathComponent
        try tree.copy(fixable.source, to: "in/\(name)")
        let before = try Self.validate(["in/\(name)"], in: tree, role: fixable.role, target: fixable.target)
        #expect(before.rules["in/\(name)"]?.contains(fixable.rule) == true, "\(before)")
        let result = try CLI.run(
            ["fix", "--output-dir", "out", "--role", fixable.role, "--target", fixable.target, "in/\(name)"],
            in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("in/\(name): fixed, wrote out/\(fixable.output)"), "\(result.stdout)")
        #expect(result.stdout.contains("[\(fixable.rule)]"), "the finding before is listed")
        let after = try Self.validate(
            ["out/\(fixable.output)"], in: tree, role: fixable.role, target: fixable.target)
        #expect(after.status == 0, "\(after)")
        let left = after.rules["out/\(fixable.output)"] ?? []
        #expect(!left.contains(fixable.rule) && left.allSatisfy { $0 == "sticker-opaque" }, "\(left)")
        let facts = MediaProbe.probe(path: tree.url.appendingPathComponent("out/\(fixable.output)").path)
        #expect((facts.width, facts.height) == (fixable.size.0, fixable.size.1))
        #expect(facts.orientation == nil, "no orientation tag: the pixels are as shown")
        #expect(facts.colorSpace == .rgb)
        #expect(
            FileManager.default.contents(atPath: tree.url.appendingPathComponent("in/\(name)").path)
                == FileManager.default.contents(
                    atPath: CLI.repository.appendingPathComponent("testdata/\(fixable.source)").path),
            "the input is untouched")
    }

    @Test func paddingATinyStickerKeepsItsPixelsCentredOnTransparency() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-too-small-300x300.png", to: "s.png")
        let result = try CLI.run(["fix", "--output-dir", "out", "--role", "sticker", "s.png"], in: tree.url)
        #expect(result.status == 0)
        let original = try Self.decode(tree.url.appendingPathComponent("s.png"))
        let fixed = try Self.decode(tree.url.appendingPathComponent("out/s.png"))
        #expect((fixed.width, fixed.height) == (480, 480))
        for (x, y) in [(0, 0), (479, 0), (0, 479), (479, 479), (89, 240), (390, 240)] {
            #expect(fixed[x, y].alpha == 0, "padding at \(x),\(y)")
        }
        for (x, y) in [(150, 150), (10, 150), (150, 10), (299, 299)] {
            #expect(fixed[x + 90, y + 90] == original[x, y], "the sticker's own pixel \(x),\(y), moved by 90")
        }
    }

    @Test func paddingABackgroundShowsTheGradientFromTopToBottom() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-640x480-opaque.png", to: "wide.png")
        let result = try CLI.run(
            ["fix", "--output-dir", "out", "--pad-color", "#FF0088", "--pad-color", "rgb(0, 34, 68)", "wide.png"],
            in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("a gradient from #FF0088 to #002244"))
        let fixed = try Self.decode(tree.url.appendingPathComponent("out/wide.png"))
        #expect((fixed.width, fixed.height) == (640, 1138))
        for x in stride(from: 0, to: 640, by: 7) {
            #expect(fixed[x, 0] == RGBAColor(red: 0xFF, green: 0x00, blue: 0x88), "first row at \(x)")
            #expect(fixed[x, 1137] == RGBAColor(red: 0x00, green: 0x22, blue: 0x44), "last row at \(x)")
        }
        // The picture itself sits in the middle, unscaled: 329 rows of padding above it.
        let original = try Self.decode(tree.url.appendingPathComponent("wide.png"))
        #expect(fixed[320, 329 + 240] == original[320, 240])
        #expect(fixed[5, 329] == original[5, 0])
    }

    @Test func cropFillsTheTargetAndTheMarkedCornerOfATurnedPhotoLandsRight() throws {
        // Stored 48x32, EXIF 6: shown 32x48 with red at the top right (as `convert -auto-orient` puts it).
        // 1080x1920 would take it up 40 times, over fix's bound of 4x: a target of a tenth (108x192, with a
        // minimum side that asks for it) takes it up 4 times.
        let tree = try TempTree()
        try tree.copy("imaging/orientation/orientation-6.jpg", to: "photo.jpg")
        try tree.write(
            "limits:\n  min-image-side: 100\n  max-background-width: 108\n  max-background-height: 192\n",
            to: ".storyshare.yml")
        let result = try CLI.run(["fix", "--output-dir", "out", "--fit", "crop", "photo.jpg"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("applied EXIF orientation 6 to the pixels"))
        let fixed = try Self.decode(tree.url.appendingPathComponent("out/photo.jpg"))
        #expect((fixed.width, fixed.height) == (108, 192))
        // Covering 108x192 scales 32x48 by 4: 128x192, cut 10 columns each side. The red corner of the shown
        // image (12x12 at its top right) is now at the top right of the cut.
        let corner = fixed[108 - 6, 6]
        #expect(corner.red > 200 && corner.green < 60 && corner.blue < 60, "\(corner)")
        // Stored bottom-right (yellow) is shown at the bottom left, stored bottom-left (blue) at the top left.
        let bottomLeft = fixed[6, 192 - 6]
        #expect(bottomLeft.red > 200 && bottomLeft.green > 200 && bottomLeft.blue < 60, "\(bottomLeft)")
        let topLeft = fixed[6, 6]
        #expect(topLeft.blue > 200 && topLeft.red < 60, "\(topLeft)")
        // At the platform's size, the same photo is refused: 40 times is over the bound.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent(".storyshare.yml"))
        let refused = try CLI.run(["fix", "--output-dir", "full", "--fit", "crop", "photo.jpg"], in: tree.url)
        #expect(refused.status == 1)
        #expect(
            refused.stdout.hasPrefix(
                "photo.jpg: not fixed: 32x48 would need scaling up 40x to reach 1280x1920 (cropped to 1080x1920); fix "
                    + "scales up at most 4x: make a larger original\n"), "\(refused.stdout)")
    }

    @Test func inPlaceReplacesAtomicallyKeepingPermissionsAndRenamesAMisnamedFile() throws {
        let tree = try TempTree()
        try tree.copy("images/background-cmyk.jpg", to: "bg.jpg")
        try tree.copy("images/png-named-as.jpg", to: "logo.jpg")
        chmod(tree.url.appendingPathComponent("bg.jpg").path, 0o640)
        chmod(tree.url.appendingPathComponent("logo.jpg").path, 0o600)
        let result = try CLI.run(["fix", "--in-place", "bg.jpg", "logo.jpg"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: tree.url.path).sorted()
        #expect(names == ["bg.jpg", "logo.png"], "no temporary file left, the misnamed file renamed")
        func mode(_ name: String) throws -> Int {
            try FileManager.default.attributesOfItem(atPath: tree.url.appendingPathComponent(name).path)[
                .posixPermissions] as? Int ?? 0
        }
        #expect(try mode("bg.jpg") == 0o640 && mode("logo.png") == 0o600)
        #expect(MediaProbe.probe(path: tree.url.appendingPathComponent("bg.jpg").path).colorSpace == .rgb)
        #expect(result.stdout.contains("logo.jpg: fixed, wrote logo.png"))
    }

    @Test func inPlaceNeverRenamesOverAnotherFile() throws {
        let tree = try TempTree()
        try tree.copy("images/png-named-as.jpg", to: "logo.jpg")
        try tree.write("someone else's", to: "logo.png")
        let result = try CLI.run(["fix", "--in-place", "logo.jpg"], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("logo.png already exists; it was not replaced"), "\(result.stdout)")
        #expect(
            try String(contentsOf: tree.url.appendingPathComponent("logo.png"), encoding: .utf8) == "someone else's")
        #expect(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("logo.jpg").path))
    }

    @Test func aDryRunWritesNothingAndSaysWhatItWouldDo() throws {
        let tree = try TempTree()
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "a/bg.jpg")
        let before = FileManager.default.contents(atPath: tree.url.appendingPathComponent("a/bg.jpg").path)
        for destination in [["--output-dir", "out"], ["--in-place"]] {
            let result = try CLI.run(["fix", "--dry-run"] + destination + ["a"], in: tree.url)
            #expect(result.status == 0)
            #expect(result.stdout.contains("a/bg.jpg: to fix, would write"), "\(result.stdout)")
            #expect(result.stdout.contains("(dry run: nothing written)"))
        }
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out").path))
        #expect(FileManager.default.contents(atPath: tree.url.appendingPathComponent("a/bg.jpg").path) == before)
    }

    @Test func aDirectoryIsMirroredBelowTheOutputDirectoryAndNeverOverAnInput() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/stickers/small.png")
        try tree.copy("images/sticker-640x480-alpha.png", to: "assets/bg/fine.png")
        let result = try CLI.run(["fix", "--output-dir", "out", "--role", "sticker", "assets"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out/stickers/small.png").path))
        // A file with nothing to fix is not copied.
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out/bg/fine.png").path))
        #expect(result.stdout.contains("assets/bg/fine.png: nothing to fix"))
        // Writing into the inputs' own directory would replace the input: refused, the input kept.
        let original = FileManager.default.contents(
            atPath: tree.url.appendingPathComponent("assets/stickers/small.png").path)
        let over = try CLI.run(
            ["fix", "--output-dir", "assets/stickers", "--role", "sticker", "assets/stickers/small.png"], in: tree.url)
        #expect(over.status == 1)
        #expect(over.stdout.contains("is one of the files being read"), "\(over.stdout)")
        #expect(
            FileManager.default.contents(atPath: tree.url.appendingPathComponent("assets/stickers/small.png").path)
                == original)
    }

    @Test func aFixThatWouldNotPassWritesNothing() throws {
        // With the ratio rule off, a 3000x200 background can only be scaled into 1080x1920: 1080x72, too small.
        let tree = try TempTree()
        try tree.write("rules:\n  background-aspect-ratio: off\n", to: ".storyshare.yml")
        var strip = RGBAImage(width: 3000, height: 200, color: RGBAColor(red: 10, green: 120, blue: 200))
        strip[0, 0] = RGBAColor(red: 0, green: 0, blue: 0)
        try tree.write(Data(try ImageEncoder.jpeg(strip)), to: "strip.jpg")
        let result = try CLI.run(["fix", "--output-dir", "out", "strip.jpg"], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("strip.jpg: not fixed: the result would still not pass (image-too-small"))
        #expect(result.stdout.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out/strip.jpg").path))
    }

    /// A 1x1 colour swatch used as a background needs scaling up 1080 times: refused, in a dry run, in JSON,
    /// in place and into a directory alike, the file untouched and nothing written; a 270x480 one beside it,
    /// scaled up exactly 4x, is fixed.
    @Test func aSwatchIsNotScaledUpMoreThanFourTimes() throws {
        let tree = try TempTree()
        let swatch = Data(
            try ImageEncoder.png(RGBAImage(width: 1, height: 1, color: RGBAColor(red: 255, green: 0, blue: 0))))
        try tree.write(swatch, to: "swatch.png")
        let small = RGBAImage(width: 270, height: 480, color: RGBAColor(red: 0x1D, green: 0x35, blue: 0x57))
        try tree.write(Data(try ImageEncoder.png(small)), to: "small.png")
        let reason =
            "swatch.png: not fixed: 1x1 would need scaling up 1080x to reach 1080x1080 (padded to 1080x1920); fix "
            + "scales up at most 4x: make a larger original\n"
        for mode in [["--output-dir", "out"], ["--output-dir", "out", "--dry-run"], ["--in-place", "--dry-run"]] {
            let result = try CLI.run(["fix", "--role", "background"] + mode + ["swatch.png"], in: tree.url)
            #expect(result.status == 1, "\(mode): \(result.stdout)")
            #expect(result.stdout.hasPrefix(reason), "\(mode): \(result.stdout)")
            #expect(result.stdout.contains("[image-too-small]"))
        }
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out").path))
        let json = try CLI.run(
            ["fix", "--format", "json", "--in-place", "--role", "background", "swatch.png", "small.png"], in: tree.url)
        #expect(json.status == 1)
        let files = json.json?["files"] as? [[String: Any]] ?? []
        #expect(files.count == 2)
        #expect(files.first?["status"] as? String == "not-fixed")
        #expect(files.first?["passes"] as? Bool == false)
        #expect(
            files.first?["reason"] as? String
                == "1x1 would need scaling up 1080x to reach 1080x1080 (padded to 1080x1920); fix scales up at most 4x: "
                + "make a larger original")
        #expect(files.last?["status"] as? String == "fixed", "\(json.stdout)")
        #expect(
            try Data(contentsOf: tree.url.appendingPathComponent("swatch.png")) == swatch, "the swatch is untouched")
        let fixed = MediaProbe.probe(path: tree.url.appendingPathComponent("small.png").path)
        #expect((fixed.width, fixed.height) == (1080, 1920), "270x480 scaled up 4x, in place")
    }

    /// A video with only a warning is never "nothing to fix": a landscape one gets the ffmpeg command that pads
    /// (or crops) it to 9:16, and the run passes, since a warning fails nothing.
    @Test func aLandscapeVideoGetsTheCommandThatMakesIt916() throws {
        let tree = try TempTree()
        try tree.copy("video/h264-1920x1080.mp4", to: "wide.mp4")
        let result = try CLI.run(["fix", "--output-dir", "out", "--pad-color", "#1D3557", "wide.mp4"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("wide.mp4: nothing to fix"), "\(result.stdout)")
        #expect(result.stdout.contains("wide.mp4: not fixed: storyshare does not re-encode videos"))
        #expect(
            result.stdout.contains(
                "pad=1080:1920:(ow-iw)/2:(oh-ih)/2:color=0x1D3557,setsar=1' -c:v libx264"), "\(result.stdout)")
        let crop = try CLI.run(["fix", "--output-dir", "out", "--fit", "crop", "wide.mp4"], in: tree.url)
        #expect(crop.stdout.contains("force_original_aspect_ratio=increase,crop=1080:1920,setsar=1'"), "\(crop.stdout)")
    }

    @Test func videosCorruptAndUnsupportedFilesAreNotFixedAndSaySo() throws {
        let tree = try TempTree()
        try tree.copy("hostile/truncated-in-scan.jpg", to: "broken.jpg")
        try tree.copy("images/other-48x48.gif", to: "anim.gif")
        try tree.copy("video/h264-21s.mp4", to: "clip.mp4")
        let result = try CLI.run(["fix", "--output-dir", "out", "broken.jpg", "anim.gif", "clip.mp4"], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("broken.jpg: not fixed: it cannot be fixed (image-corrupt)"), "\(result.stdout)")
        #expect(result.stdout.contains("anim.gif: not fixed: it cannot be fixed (format-unsupported)"))
        #expect(result.stdout.contains("clip.mp4: not fixed: storyshare does not re-encode videos"))
        #expect(result.stdout.contains("  ffmpeg: ffmpeg -i clip.mp4 -t 20 "), "\(result.stdout)")
        #expect(result.stdout.contains("out/clip.mp4"))
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out").path))
    }

    @Test func anImageOver12MBIsReEncodedToFit() throws {
        // A real 1080x1920 JPEG carrying 12.5 MB of comment segments (as an editor's metadata can).
        let tree = try TempTree()
        var jpeg = [UInt8](
            try Data(contentsOf: CLI.repository.appendingPathComponent("testdata/images/background-1080x1920.jpg")))
        var padding: [UInt8] = []
        for _ in 0..<200 { padding += [0xFF, 0xFE, 0xFF, 0xFF] + [UInt8](repeating: 0x20, count: 0xFFFF - 2) }
        jpeg.insert(contentsOf: padding, at: 2)
        try tree.write(Data(jpeg), to: "huge.jpg")
        let before = try Self.validate(["huge.jpg"], in: tree)
        #expect(before.rules["huge.jpg"] == ["image-too-large-bytes"])
        let result = try CLI.run(["fix", "--in-place", "huge.jpg"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("encoded as JPEG at quality 95, the highest that fits"), "\(result.stdout)")
        let after = try Self.validate(["huge.jpg"], in: tree)
        #expect(after.status == 0 && after.rules["huge.jpg"] == [])
        let size = try FileManager.default.attributesOfItem(atPath: tree.url.appendingPathComponent("huge.jpg").path)[
            .size]
        #expect((size as? Int ?? .max) < 12_000_000)
    }

    @Test func jsonSaysWhatBecameOfEachFile() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-too-small-300x300.png", to: "small.png")
        try tree.copy("images/sticker-640x480-alpha.png", to: "fine.png")
        let result = try CLI.run(
            ["fix", "--format", "json", "--output-dir", "out", "--role", "sticker", "small.png", "fine.png"],
            in: tree.url)
        #expect(result.status == 0)
        let json = try #require(result.json)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(
            summary["fixed"] as? Int == 1 && summary["unchanged"] as? Int == 1 && summary["passed"] as? Bool == true)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["status"] as? String } == ["fixed", "unchanged"])
        #expect(files[0]["output"] as? String == "out/small.png")
        #expect((files[0]["before"] as? [[String: Any]])?.first?["rule"] as? String == "image-too-small")
        #expect((files[0]["after"] as? [[String: Any]])?.isEmpty == true)
        #expect((files[0]["outputFacts"] as? [String: Any])?["width"] as? Int == 480)
        #expect(json["dryRun"] as? Bool == false)
    }

    @Test(arguments: [
        (["fix", "x.png"], "--output-dir DIR or --in-place"),
        (["fix", "--in-place", "--output-dir", "o", "x.png"], "cannot be used together"),
        (["fix", "--in-place", "--pad-color", "#12345", "x.png"], "--pad-color"),
        (["fix", "--in-place", "--pad-color", "#111", "--pad-color", "#222", "--pad-color", "#333", "x.png"], "two"),
        (["fix", "--in-place", "--fit", "crop", "--pad-color", "#111", "x.png"], "applies to --fit pad"),
        (["fix", "--in-place", "--fit", "stretch", "x.png"], "stretch"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}

/// Names are bytes for `fix` too: a file whose name is not UTF-8 is fixed, renamed and reported escaped.
struct FixNameTests {
    @Test func aNameThatIsNotUTF8IsFixedAndRenamedByteForByte() throws {
        let tree = try TempTree()
        try tree.copy("images/png-named-as.jpg", to: "dir/x.jpg")
        try InputTests.rename(tree, "dir/x.jpg", toBytes: Array("dir/bad".utf8) + [0xFF] + Array(".jpg".utf8))
        let result = try CLI.run(["fix", "--in-place", "--role", "sticker", "dir"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(#""dir/bad\xFF.jpg": fixed, wrote "dir/bad\xFF.png""#), "\(result.stdout)")
        // The directory holds the new name, byte for byte, and nothing else.
        #expect(
            Self.names(in: tree.url.appendingPathComponent("dir").path) == [
                Array("bad".utf8) + [0xFF] + Array(".png".utf8)
            ])
    }

    @Test func anAPNGWhoseDefaultImageIsNotAFrameSaysWhichImageItKept() throws {
        let tree = try TempTree()
        // ffmpeg's APNG with the fcTL before IDAT removed: the IDAT image is then a default image shown where
        // animation is not, and not the first frame (the APNG specification's "default image not part of the
        // animation").
        let apng = [UInt8](
            try Data(
                contentsOf: CLI.repository.appendingPathComponent(
                    "testdata/images/sticker-animated-480x480.png")))
        let chunks = try PNG.chunks(apng)
        let firstControl = try #require(chunks.first { $0.type == "fcTL" })
        try tree.write(
            Data(apng[..<firstControl.range.lowerBound] + apng[firstControl.range.upperBound...]), to: "a.png")
        try tree.copy("images/sticker-animated-480x480.png", to: "b.png")
        let result = try CLI.run(["fix", "--role", "sticker", "--output-dir", "out", "a.png", "b.png"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "change: kept the default image (the still that viewers without animation show; "
                    + "it is not one of the frames)"), "\(result.stdout)")
        #expect(result.stdout.contains("change: kept the first frame: dropped the animation chunks (3 frames)"))
    }

    /// The entries of a directory as the bytes they are (Foundation would not keep a 0xFF).
    static func names(in directory: String) -> [[UInt8]] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: 256) {
                    Array(
                        UnsafeBufferPointer(
                            start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }
}

import Foundation
import Testing

/// storyshare on an app's repository, as a new user runs it: asset catalogs, stickers by convention,
/// refused formats, scope, empty folders.
struct AppRepositoryTests {
    static let catalog = AppTree.catalog

    @Test func withNoConfigurationCatalogsAndStickersAreJudgedAsAnAppHasThem() throws {
        let app = try AppTree()
        let result = try app.run(["validate", "--format", "json", "App"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let files = try AppTree.files(result)
        #expect(
            files.keys.sorted() == [
                "\(Self.catalog)/Intro.dataset/intro.mp4",
                "\(Self.catalog)/Share/Stickers/Badge.imageset/badge.png",
                "\(Self.catalog)/StickerLogo.imageset/logo@2x.png",
                "\(Self.catalog)/StoryBackground.imageset/bg@3x.jpg",
                "App/Share/backgrounds/story.jpg",
                "App/Share/stickers/logo.png",
            ], "no app icon, colour, non-media data set, dark variant or lower scale: \(files.keys.sorted())")
        // One judgement per image set, at the scale an iPhone loads.
        let background = files["\(Self.catalog)/StoryBackground.imageset/bg@3x.jpg"]
        #expect(background?["asset"] as? [String: String] == ["name": "StoryBackground.imageset", "scale": "3x"])
        #expect(background?["role"] as? String == "background")
        let logo = files["\(Self.catalog)/StickerLogo.imageset/logo@2x.png"]
        #expect(logo?["asset"] as? [String: String] == ["name": "StickerLogo.imageset", "scale": "2x"])
        let badge = files["\(Self.catalog)/Share/Stickers/Badge.imageset/badge.png"]
        #expect(badge?["asset"] as? [String: String] == ["name": "Badge.imageset", "scale": "single scale"])
        let intro = files["\(Self.catalog)/Intro.dataset/intro.mp4"]
        #expect(intro?["asset"] as? [String: String] == ["name": "Intro.dataset"])
        #expect(intro?["role"] as? String == "background")
        // Stickers judged as stickers with no configuration: a 512x512 or 640x480 sticker is quiet.
        for path in [
            "App/Share/stickers/logo.png", "\(Self.catalog)/StickerLogo.imageset/logo@2x.png",
            "\(Self.catalog)/Share/Stickers/Badge.imageset/badge.png",
        ] {
            #expect(files[path]?["role"] as? String == "sticker", "\(path)")
            #expect(AppTree.rules(files[path]).isEmpty, "\(path): \(AppTree.rules(files[path]))")
        }
        #expect(files.values.allSatisfy { AppTree.rules($0).isEmpty })
        // Named one by one, a file of an image set stands for its set.
        let named = try app.run([
            "validate", "--format", "json", "\(Self.catalog)/StoryBackground.imageset/bg.jpg",
            "\(Self.catalog)/StoryBackground.imageset/bg@2x.jpg",
        ])
        #expect(named.status == 0, "\(named.stdout)")
        #expect(try AppTree.files(named).keys.sorted() == ["\(Self.catalog)/StoryBackground.imageset/bg@3x.jpg"])
    }

    @Test func refusedFormatsAndBrokenImageSetsAreFindings() throws {
        let app = try AppTree(compliant: false)
        let result = try app.run(["validate", "--format", "json", "App"])
        #expect(result.status == 1)
        let files = try AppTree.files(result)
        for name in ["photo.heic", "party.gif", "wave.webp"] {
            let file = try #require(files["App/Share/\(name)"], "\(name) is walked")
            #expect(AppTree.rules(file) == ["format-unsupported"], "\(name)")
            let message = (file["findings"] as? [[String: Any]])?.first?["message"] as? String ?? ""
            #expect(message.contains("Export it as JPEG or PNG"), "\(message)")
        }
        let broken = try #require(files["\(Self.catalog)/Broken.imageset/Contents.json"])
        #expect(AppTree.rules(broken) == ["asset-catalog-malformed"])
        #expect(broken["asset"] as? [String: String] == ["name": "Broken.imageset"])
        let gone = try #require(files["\(Self.catalog)/Gone.imageset/Contents.json"])
        #expect(AppTree.rules(gone) == ["asset-catalog-malformed"])
        #expect(gone["asset"] as? [String: String] == ["name": "Gone.imageset", "scale": "3x"])
        // The text report names the asset, the scale and the role.
        let text = try app.run(["validate", "App"])
        #expect(
            text.stdout.contains(
                "\(Self.catalog)/Gone.imageset/Contents.json: error: Gone.imageset (3x, background): the image set's "
                    + "Contents.json lists gone@3x.png (3x), which is not in the folder."), "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "\(Self.catalog)/Broken.imageset/Contents.json: error: Broken.imageset (background): the image set's "
                    + "Contents.json is malformed: it is not valid JSON"), "\(text.stdout)")
        #expect(text.stdout.contains("App/Share/party.gif: error: background: content is a GIF image;"))
    }

    @Test func includeLeavesOutAppIconsAndDocsWalkedOrNamed() throws {
        let app = try AppTree()
        // Without a configuration, a docs screenshot named on the command line is judged (a background).
        let unscoped = try app.run(["validate", "docs/screenshots/home.jpg"])
        #expect(unscoped.stdout.contains("[background-aspect-ratio]"), "\(unscoped.stdout)")
        try app.tree.write("include: [\"App/Share/**\", \"App/Assets.xcassets/**\"]\n", to: ".storyshare.yml")
        // Walked: docs are not checked.
        let walked = try app.run(["validate", "--format", "json", "."])
        #expect(walked.status == 0, "\(walked.stdout)\(walked.stderr)")
        #expect(try AppTree.files(walked).keys.allSatisfy { !$0.hasPrefix("docs/") })
        #expect(try AppTree.files(walked).count == 6)
        // Named (as the pre-commit hook names what a commit touches): passed over without a word.
        let named = try app.run([
            "validate", "docs/screenshots/home.jpg", "\(Self.catalog)/AppIcon.appiconset/icon-40@2x.png",
        ])
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout == "0 files checked: 0 errors, 0 warnings, 0 infos; passed\n")
        // exclude still wins over include.
        try app.tree.write(
            "include: [\"App/Share/**\"]\nexclude: [\"**/backgrounds/**\"]\n", to: ".storyshare.yml")
        let excluded = try app.run(["validate", "--format", "json", "App/Share"])
        #expect(try AppTree.files(excluded).keys.sorted() == ["App/Share/stickers/logo.png"])
    }

    @Test func aDirectoryWithNothingToCheckFailsUnlessAllowed() throws {
        let app = try AppTree()
        let empty = try app.run(["validate", "App/Share/empty"])
        #expect(empty.status == 1)
        #expect(empty.stdout.isEmpty, "\(empty.stdout)")
        #expect(
            empty.stderr
                == "storyshare: App/Share/empty: nothing to check (no image, video or asset catalog image set found); "
                + "--allow-empty lets it pass\n")
        let allowed = try app.run(["validate", "--allow-empty", "App/Share/empty"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout == "0 files checked: 0 errors, 0 warnings, 0 infos; passed\n")
        // A folder holding only what is never judged: app icons.
        #expect(try app.run(["validate", "\(Self.catalog)/AppIcon.appiconset"]).status == 1)
        // Everything found left out by the configuration says so.
        try app.tree.write("include: [\"App/**\"]\n", to: ".storyshare.yml")
        let scoped = try app.run(["validate", "docs/screenshots"])
        #expect(scoped.status == 1)
        #expect(
            scoped.stderr.contains("docs/screenshots: nothing to check (1 found, all left out by the configuration's"))
        // A folder with something in it passes as before, even beside an empty one with --allow-empty.
        let both = try app.run(["validate", "--allow-empty", "App/Share/empty", "App/Share/stickers"])
        #expect(both.status == 0)
        #expect(both.stdout.hasPrefix("1 file checked"), "\(both.stdout)")
    }

    /// Xcode attributes a Run Script's output line to a file by this pattern.
    static let xcodePattern = try! NSRegularExpression(pattern: "^(.+?): (error|warning|note): (.*)$")

    @Test func xcodeLinesAreAttributedToAbsolutePaths() throws {
        let app = try AppTree(compliant: false)
        let awkward = "App/Share/My \"Story\": v2"
        try app.tree.copy("images/sticker-640x480-opaque.jpg", to: "\(awkward)/sticker 'one'.jpg")  // info
        try app.tree.copy("images/background-landscape-1920x1080.jpg", to: "\(awkward)/wide: bg.jpg")  // warning
        let result = try app.run(["validate", "--format", "xcode", "App"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(result.stdout.hasSuffix("\n") && lines.count >= 8, "\(result.stdout)")
        var levels: Set<String> = []
        let root = app.url.resolvingSymlinksInPath().path
        for line in lines {
            let range = NSRange(line.startIndex..., in: line)
            let match = try #require(Self.xcodePattern.firstMatch(in: line, range: range), "\(line)")
            let path = String(line[Range(match.range(at: 1), in: line)!])
            let message = String(line[Range(match.range(at: 3), in: line)!])
            levels.insert(String(line[Range(match.range(at: 2), in: line)!]))
            #expect(path.hasPrefix(root + "/App/"), "\(path)")
            #expect(FileManager.default.fileExists(atPath: path), "\(path) names a file")
            #expect(message.hasSuffix("]") && message.contains(" ["), "\(message)")
        }
        #expect(levels == ["error", "warning", "note"])
        #expect(
            lines.contains { $0.hasPrefix("\(root)/\(awkward)/wide: bg.jpg: warning: background: image is 1920x1080") })
        #expect(lines.contains { $0.hasPrefix("\(root)/\(awkward)/sticker 'one'.jpg: note: sticker: image is a JPEG") })
        #expect(!result.stdout.contains("files checked"), "no summary line")
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func outputWritesTheReportAtomicallyAndASummaryToStderr() throws {
        let app = try AppTree(compliant: false)
        let plain = try app.run(["validate", "--format", "sarif", "App"])
        let written = try app.run(["validate", "--format", "sarif", "--output", "reports.sarif", "App"])
        #expect(written.status == plain.status && written.status == 1)
        #expect(written.stdout.isEmpty)
        let report = try String(contentsOf: app.url.appendingPathComponent("reports.sarif"), encoding: .utf8)
        #expect(report == plain.stdout)
        #expect(
            written.stderr.hasSuffix(
                "storyshare: 11 files checked: 5 errors, 0 warnings, 0 infos; failed (report: reports.sarif)\n"),
            "\(written.stderr)")
        // Passing runs keep status 0.
        #expect(try app.run(["validate", "-o", "ok.txt", "App/Share/stickers"]).status == 0)
        // Never over an input, a directory, a device; never into a missing folder.
        for output in ["App/Share/stickers/logo.png", "App", "/dev/null", "missing/report.json"] {
            let refused = try app.run(["validate", "--output", output, "App/Share/stickers"])
            #expect(refused.status == 64, "\(output): \(refused.stderr)")
        }
        let logo = try Data(contentsOf: app.url.appendingPathComponent("App/Share/stickers/logo.png"))
        #expect(logo.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the input is untouched")
    }

    @Test func initThenValidateIsCleanOnACompliantTree() throws {
        let app = try AppTree()
        let written = try app.run(["init"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(
            written.stdout
                == "wrote .storyshare.yml: 4 include globs, 3 sticker globs, 1 background glob, target facebook\n")
        let file = app.url.appendingPathComponent(".storyshare.yml")
        let yaml = try String(contentsOf: file, encoding: .utf8)
        #expect(yaml.contains("  - \"App/Share/**\"\n"), "\(yaml)")
        let result = try app.run(["validate", "--format", "json", "."])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.json?["configuration"] as? String == ".storyshare.yml")
        let files = try AppTree.files(result)
        #expect(
            files.keys.sorted() == [
                "\(Self.catalog)/Share/Stickers/Badge.imageset/badge.png",
                "\(Self.catalog)/StickerLogo.imageset/logo@2x.png",
                "\(Self.catalog)/StoryBackground.imageset/bg@3x.jpg",
                "App/Share/backgrounds/story.jpg",
                "App/Share/stickers/logo.png",
            ])
        #expect(files.values.map { $0["role"] as? String }.filter { $0 == "sticker" }.count == 3)
        #expect(files.values.allSatisfy { AppTree.rules($0).isEmpty })
        let text = try app.run(["validate", "."])
        #expect(text.stdout == "5 files checked: 0 errors, 0 warnings, 0 infos; passed\n")
        // Never over an existing file without --force.
        try Data("target: instagram\n".utf8).write(to: file)
        let again = try app.run(["init"])
        #expect(again.status == 1)
        #expect(
            again.stderr == "storyshare: .storyshare.yml already exists and was left untouched; --force replaces it\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "target: instagram\n")
        #expect(try app.run(["init", "--force"]).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == yaml)
        // Nor over anything but a regular file, even with it.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(try app.run(["init"]).status == 1)
        #expect(try app.run(["init", "--force"]).status == 64)
    }

    /// As root, the run is made as another user (util-linux's setpriv), for whom the folder is read-only.
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func anOutputThatCannotBeWrittenFailsWith74() throws {
        let app = try AppTree()
        let readOnly = app.url.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path) }
        let asNobody = getuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let result = try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"),
            asNobody + [CLI.binary.path, "validate", "--output", "reports/r.json", "App/Share/stickers"], in: app.url)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains("cannot create reports/r.json"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
    }
}

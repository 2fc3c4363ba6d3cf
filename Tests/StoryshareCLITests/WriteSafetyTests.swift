import Foundation
import StoryshareMedia
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What storyshare writes never harms what it was not asked to touch: an asset catalog keeps the files its
/// `Contents.json` names, an in-place rewrite stays inside the tree named, no output replaces a file the run
/// reads, names storyshare picks are never written through a planted link, owners and special bits are kept
/// or dropped as they must be, a rename never changes a file's role or scope, and long names can be written.
/// Each test runs the built binary on real files.
struct WriteSafetyTests {
    static func bytes(_ tree: TempTree, _ path: String) -> Data? {
        FileManager.default.contents(atPath: tree.url.appendingPathComponent(path).path)
    }

    static func exists(_ tree: TempTree, _ path: String) -> Bool {
        var info = stat()
        return lstat(tree.url.appendingPathComponent(path).path, &info) == 0
    }

    static func isSymbolicLink(_ tree: TempTree, _ path: String) -> Bool {
        var info = stat()
        return lstat(tree.url.appendingPathComponent(path).path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func link(_ tree: TempTree, _ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent(path).path, withDestinationPath: target)
    }

    /// An image set as Xcode writes it, listing one file for every scale.
    static func imageSet(_ tree: TempTree, _ set: String, file: String, source: String) throws {
        try tree.copy(source, to: "\(set)/\(file)")
        try tree.write(
            """
            {
              "images" : [
                {
                  "filename" : "\(file)",
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """, to: "\(set)/Contents.json")
    }

    // MARK: - fix in an asset catalog

    @Test(arguments: [["--in-place"], ["--output-dir", "out"]])
    func fixNeverRenamesAFileAnImageSetNames(_ destination: [String]) throws {
        let tree = try TempTree()
        let set = "App/Assets.xcassets/StickerLogo.imageset"
        try Self.imageSet(tree, set, file: "logo.jpg", source: "images/png-named-as.jpg")
        let before = Self.bytes(tree, "\(set)/logo.jpg")
        let result = try CLI.run(["fix"] + destination + ["App"], in: tree.url)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("StickerLogo.imageset's Contents.json names logo.jpg"), "\(result.stdout)")
        #expect(Self.bytes(tree, "\(set)/logo.jpg") == before)
        #expect(!Self.exists(tree, "\(set)/logo.png") && !Self.exists(tree, "out"))
        #expect(
            try String(contentsOf: tree.url.appendingPathComponent("\(set)/Contents.json"), encoding: .utf8)
                .contains("\"filename\" : \"logo.jpg\""))
        // The set still validates as it did: its file is where Contents.json says.
        let validate = try CLI.run(["validate", "App"], in: tree.url)
        #expect(!validate.stdout.contains("asset-catalog-malformed"), "\(validate.stdout)")
    }

    @Test func fixInAnImageSetStillRewritesPixelsUnderTheSameName() throws {
        let tree = try TempTree()
        let set = "App/Assets.xcassets/StickerBadge.imageset"
        try Self.imageSet(tree, set, file: "badge.png", source: "images/sticker-too-small-300x300.png")
        let result = try CLI.run(["fix", "--in-place", "App"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)")
        let facts = MediaProbe.probe(path: tree.url.appendingPathComponent("\(set)/badge.png").path)
        #expect(facts.width == 480 && facts.height == 480)
    }

    // MARK: - in place stays inside the tree named

    @Test func fixInPlaceNeverRewritesWhatALinkOutOfTheTreeLeadsTo() throws {
        let tree = try TempTree()
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "photos/library/original.jpg")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "photos/single.jpg")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "repo/share/inside.jpg")
        try tree.makeDirectory("repo/share/nested")
        try Self.link(tree, "repo/share/library", to: tree.url.appendingPathComponent("photos/library").path)
        try Self.link(tree, "repo/share/linked.jpg", to: "../../photos/single.jpg")
        try Self.link(tree, "repo/share/nested/sibling.jpg", to: "../inside.jpg")
        let original = Self.bytes(tree, "photos/library/original.jpg")
        let result = try CLI.run(["fix", "--in-place", "repo"], in: tree.url)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(Self.bytes(tree, "photos/library/original.jpg") == original)
        #expect(Self.bytes(tree, "photos/single.jpg") == original)
        #expect(result.stdout.contains("repo/share/library/original.jpg: not fixed"), "\(result.stdout)")
        #expect(result.stdout.contains("lies outside repo"), "\(result.stdout)")
        #expect(result.stdout.contains("repo/share/linked.jpg: not fixed"), "\(result.stdout)")
        // Inside the tree, the file is fixed (through the link inside it too: the same file, once).
        let inside = MediaProbe.probe(path: tree.url.appendingPathComponent("repo/share/inside.jpg").path)
        #expect(inside.width == 1080 && inside.height == 1920)
        #expect(Self.isSymbolicLink(tree, "repo/share/linked.jpg"))
        // A file named itself is the user's choice: written through its link.
        let named = try CLI.run(["fix", "--in-place", "repo/share/linked.jpg"], in: tree.url)
        #expect(named.status == 0, "\(named.stdout)")
        #expect(MediaProbe.probe(path: tree.url.appendingPathComponent("photos/single.jpg").path).width == 1080)
    }

    // MARK: - no output replaces a file the run reads

    @Test func previewSheetNeverReplacesAFileTheRunReads() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-640x480-alpha.png", to: "share/sticker.png")
        try tree.copy("images/background-1080x1920.png", to: "share/bg.png")
        let set = "share/Assets.xcassets/Story.imageset"
        try tree.copy("images/background-1080x1920.png", to: "\(set)/bg@2x.png")
        try Self.imageSet(tree, set, file: "bg@3x.png", source: "images/background-1080x1920.png")
        try tree.write("target: facebook\n", to: ".storyshare.yml")
        for output in ["share/bg.png", "\(set)/Contents.json", "\(set)/bg@2x.png", ".storyshare.yml"] {
            let before = Self.bytes(tree, output)
            let result = try CLI.run(["preview", "--sheet", "--output", output, "share"], in: tree.url)
            #expect(result.status == 64, "\(output): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("is one of the files being read"), "\(result.stderr)")
            #expect(Self.bytes(tree, output) == before, "\(output)")
            let validate = try CLI.run(["validate", "--output", output, "share"], in: tree.url)
            #expect(validate.status == 64, "\(output): \(validate.stderr)")
            #expect(Self.bytes(tree, output) == before, "\(output)")
        }
        let fine = try CLI.run(["preview", "--sheet", "--output", "sheet.png", "share"], in: tree.url)
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    // MARK: - names storyshare picks are never written through a planted link

    @Test func initForceReplacesAPlantedLinkAndNeverWritesThroughIt() throws {
        let tree = try TempTree()
        try tree.write("export SECRET=1\n", to: "home/.bashrc")
        try tree.makeDirectory("repo")
        try Self.link(tree, "repo/.storyshare.yml", to: tree.url.appendingPathComponent("home/.bashrc").path)
        let result = try CLI.run(["init", "--force"], in: tree.url.appendingPathComponent("repo"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.bytes(tree, "home/.bashrc") == Data("export SECRET=1\n".utf8))
        #expect(!Self.isSymbolicLink(tree, "repo/.storyshare.yml"))
        #expect(
            try String(contentsOf: tree.url.appendingPathComponent("repo/.storyshare.yml"), encoding: .utf8)
                .contains("target:"))
    }

    @Test func fixOutputDirReplacesAPlantedLinkAndRefusesALinkedFolder() throws {
        let tree = try TempTree()
        try tree.write("profile\n", to: "home/.profile")
        try tree.makeDirectory("home/elsewhere")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "repo/assets/bg.jpg")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "repo/assets/sub/bg2.jpg")
        try tree.makeDirectory("repo/fixed")
        try Self.link(tree, "repo/fixed/bg.jpg", to: tree.url.appendingPathComponent("home/.profile").path)
        try Self.link(tree, "repo/fixed/sub", to: tree.url.appendingPathComponent("home/elsewhere").path)
        let result = try CLI.run(
            ["fix", "--output-dir", "fixed", "assets"], in: tree.url.appendingPathComponent("repo"))
        #expect(Self.bytes(tree, "home/.profile") == Data("profile\n".utf8))
        #expect(!Self.isSymbolicLink(tree, "repo/fixed/bg.jpg"))
        #expect(MediaProbe.probe(path: tree.url.appendingPathComponent("repo/fixed/bg.jpg").path).width == 1080)
        // A folder below the output directory that is a link is refused, and nothing lands where it leads.
        #expect(result.status == 1, "\(result.stdout)")
        #expect(
            result.stdout.contains("is a symbolic link; storyshare does not write through links"), "\(result.stdout)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tree.url.appendingPathComponent("home/elsewhere").path)
                .isEmpty)
    }

    @Test func inspectExtractReplacesAPlantedLinkAndNeverWritesThroughIt() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.png", to: "bg.png")
        let bundle = try CLI.run(
            ["bundle", "--app-id", "1234567890", "--background-image", "bg.png", "--output", "share.storyshare"],
            in: tree.url)
        #expect(bundle.status == 0, "\(bundle.stderr)")
        try tree.write("victim\n", to: "victim.txt")
        try tree.makeDirectory("out")
        try Self.link(tree, "out/backgroundImage.png", to: tree.url.appendingPathComponent("victim.txt").path)
        let result = try CLI.run(["inspect", "--extract", "out", "share.storyshare"], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.bytes(tree, "victim.txt") == Data("victim\n".utf8))
        #expect(!Self.isSymbolicLink(tree, "out/backgroundImage.png"))
        #expect(Self.bytes(tree, "out/backgroundImage.png") == Self.bytes(tree, "bg.png"))
    }

    // MARK: - owners and special bits

    @Test func fixInPlaceKeepsOwnerAndGroupAndDropsSpecialBits() throws {
        let tree = try TempTree()
        try tree.copy("images/background-cmyk.jpg", to: "bg.jpg")
        try tree.copy("images/png-named-as.jpg", to: "logo.jpg")
        let isRoot = geteuid() == 0
        for name in ["bg.jpg", "logo.jpg"] {
            let path = tree.url.appendingPathComponent(name).path
            if isRoot { #expect(chown(path, 65534, 65534) == 0) }
            #expect(chmod(path, isRoot ? 0o6755 : 0o755) == 0)
        }
        let result = try CLI.run(["fix", "--in-place", "bg.jpg", "logo.jpg"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)")
        for name in ["bg.jpg", "logo.png"] {
            var info = stat()
            #expect(stat(tree.url.appendingPathComponent(name).path, &info) == 0)
            #expect(info.st_mode & 0o7777 == 0o755, "\(name): \(String(info.st_mode & 0o7777, radix: 8))")
            if isRoot { #expect(info.st_uid == 65534 && info.st_gid == 65534, "\(name)") }
        }
    }

    // MARK: - a rename never changes role or scope

    @Test func fixRefusesARenameThatWouldChangeTheFilesRoleOrScope() throws {
        let tree = try TempTree()
        try tree.copy("images/png-named-as.jpg", to: "art/logo.jpg")
        try tree.write("sticker: [\"art/*.jpg\"]\nrules:\n  sticker-opaque: off\n", to: ".storyshare.yml")
        let role = try CLI.run(["fix", "--in-place", "art"], in: tree.url)
        #expect(role.status == 1, "\(role.stdout)")
        #expect(role.stdout.contains("would be judged a background, not a sticker"), "\(role.stdout)")
        #expect(Self.exists(tree, "art/logo.jpg") && !Self.exists(tree, "art/logo.png"))

        try tree.write("include: [\"art/*.jpg\"]\n", to: ".storyshare.yml")
        let scope = try CLI.run(["fix", "--in-place", "art"], in: tree.url)
        #expect(scope.status == 1, "\(scope.stdout)")
        #expect(scope.stdout.contains("outside the configuration's include/exclude scope"), "\(scope.stdout)")
        #expect(Self.exists(tree, "art/logo.jpg") && !Self.exists(tree, "art/logo.png"))

        // With globs that follow the new name, the rename goes ahead and the result validates as a sticker.
        try tree.write("sticker: [\"art/*\"]\nrules:\n  sticker-opaque: off\n", to: ".storyshare.yml")
        let fine = try CLI.run(["fix", "--in-place", "art"], in: tree.url)
        #expect(fine.status == 0, "\(fine.stdout)")
        let validate = try CLI.run(["validate", "--format", "json", "art"], in: tree.url)
        let files = validate.json?["files"] as? [[String: Any]] ?? []
        #expect(files.first?["path"] as? String == "art/logo.png" && files.first?["role"] as? String == "sticker")
    }

    // MARK: - long names

    @Test func aLongNameThatCanBeReadCanBeWritten() throws {
        let tree = try TempTree()
        let name = "sticker-" + String(repeating: "n", count: 255 - 8 - 4) + ".png"
        #expect(name.utf8.count == 255)
        try tree.copy("images/sticker-too-small-300x300.png", to: name)
        let result = try CLI.run(["fix", "--in-place", name], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(MediaProbe.probe(path: tree.url.appendingPathComponent(name).path).width == 480)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.url.path) == [name])
        let report = try CLI.run(["validate", "--output", String(name.dropLast(4)) + ".txt", name], in: tree.url)
        #expect(report.status == 0, "\(report.stderr)")
    }

    // MARK: - nothing passed in silence

    @Test func fixOnAFolderWithNothingInScopeFailsAsValidateDoes() throws {
        let tree = try TempTree()
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "assets/bg.jpg")
        try tree.write("include: [\"elsewhere/**\"]\n", to: ".storyshare.yml")
        for arguments in [["--in-place"], ["--dry-run", "--in-place"], ["--output-dir", "out"]] {
            let result = try CLI.run(["fix"] + arguments + ["assets"], in: tree.url)
            #expect(result.status == 1, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("assets: nothing to check (1 found, all left out"), "\(result.stderr)")
            #expect(!result.stdout.contains("passed"))
        }
        let allowed = try CLI.run(["fix", "--in-place", "--allow-empty", "assets"], in: tree.url)
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func doctorOnAMissingPathSaysItIsMissing() throws {
        let tree = try TempTree()
        let result = try CLI.run(["doctor", "ios/Runner"], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("ios/Runner: error: cannot be read: no such file."), "\(result.stdout)")
        #expect(result.stdout.contains("[file-unreadable]"))
        #expect(!result.stdout.contains("info-plist-malformed"))
    }

    // MARK: - messages

    @Test func previewOfABundleWithAnInvalidColourSaysSo() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-640x480-alpha.png", to: "sticker.png")
        let made = try CLI.run(
            [
                "bundle", "--app-id", "1234567890", "--sticker", "sticker.png", "--top-color", "#FF0000",
                "--bottom-color", "#0000FF", "--output", "share.storyshare",
            ], in: tree.url)
        #expect(made.status == 0, "\(made.stderr)")
        // Byte surgery: the top colour becomes one that is not a colour, as a hand-made bundle could hold.
        var bytes = [UInt8](Self.bytes(tree, "share.storyshare") ?? Data())
        let red = Array("#FF0000".utf8)
        let at = (0...(bytes.count - red.count)).first { Array(bytes[$0..<$0 + red.count]) == red }
        #expect(at != nil)
        if let at { bytes.replaceSubrange(at..<at + red.count, with: Array("#GG0000".utf8)) }
        try tree.write(Data(bytes), to: "share.storyshare")
        let result = try CLI.run(["preview", "--output", "story.png", "share.storyshare"], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "backgroundTopColor \"#GG0000\" is not a colour"), "\(result.stderr)")
        #expect(result.stderr.contains("drawn as #222222 instead [color-invalid]"), "\(result.stderr)")
    }
}

import Foundation
import Testing

/// The README's examples are real: every command it shows with its output is run here on the tree the
/// README describes, and must print exactly that.
struct ReadmeExampleTests {
    /// A `$ storyshare …` line of a `text` block of the README, and the lines after it.
    struct Example {
        let command: String
        let output: [String]
    }

    static func readme() throws -> String {
        try String(contentsOf: CLI.repository.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Every command shown in a `text` block, with its output (up to the next command or the block's end).
    static func examples() throws -> [Example] {
        var examples: [Example] = []
        var inText = false
        var command: String?
        var output: [String] = []
        func finish() {
            if let command {
                while output.last?.isEmpty == true { output.removeLast() }
                examples.append(Example(command: command, output: output))
            }
            command = nil
            output = []
        }
        for line in try readme().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if inText { finish() }
                inText = line == "```text"
                continue
            }
            guard inText else { continue }
            if line.hasPrefix("$ ") {
                finish()
                command = String(line.dropFirst(2))
            } else if let current = command, current.hasSuffix(" \\") {
                command = String(current.dropLast(2)) + " " + line.trimmingCharacters(in: .whitespaces)
            } else if command != nil {
                output.append(line)
            }
        }
        return examples
    }

    /// The words of a command as a shell would pass them (only single quotes appear in the README).
    static func arguments(_ command: String) -> [String] {
        command.split(separator: " ").dropFirst().map { $0.replacingOccurrences(of: "'", with: "") }
    }

    /// The tree of the first example: a sticker too small, a landscape background, a good one.
    static func assetsTree() throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/stickers/logo.png")
        try tree.copy("images/sticker-640x480-opaque.jpg", to: "assets/bg/landscape.jpg")
        try tree.copy("images/background-1080x1920.jpg", to: "assets/bg/story.jpg")
        return tree
    }

    /// The tree of "Fixing assets" (as `scripts/demo` makes it).
    static func fixTree() throws -> TempTree {
        let tree = try TempTree()
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/stickers/logo.png")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "assets/bg/landscape.jpg")
        try tree.copy("images/background-cmyk.jpg", to: "assets/bg/print.jpg")
        try tree.copy("video/h264-21s.mp4", to: "assets/bg/intro.mp4")
        try tree.write("sticker: [\"**/stickers/**\"]\n", to: ".storyshare.yml")
        try tree.makeDirectory(".git")
        return tree
    }

    /// The app of "In an app repository".
    static func appTree() throws -> TempTree {
        let tree = try TempTree()
        let catalog = AppTree.catalog
        try AppTree.addCatalog(to: tree, background: ("bg@3x.png", "images/background-oversized-1440x2560.png"))
        try tree.write(
            AppTree.imageSet([("logo@2x.png", "2x", ""), ("logo@3x.png", "3x", "")]),
            to: "\(catalog)/StickerLogo.imageset/Contents.json")
        try tree.copy("images/sticker-512x512-alpha.png", to: "\(catalog)/StickerLogo.imageset/logo@2x.png")
        try tree.copy("images/sticker-640x480-alpha.png", to: "App/Share/stickers/logo.png")
        try tree.copy("images/other-48x48.gif", to: "App/Share/party.gif")
        try tree.makeDirectory("App/Share/empty")
        return tree
    }

    /// The app of `doctor`'s example: an Info.plist whose App ID is a build setting and whose schemes lack
    /// Instagram's, a manifest whose `<queries>` lack Instagram and whose application has no provider, and pods
    /// (which would fail, were they read).
    static func doctorTree() throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.write(
            AppFiles.appInfoPlist(appID: "$(FACEBOOK_APP_ID)", schemes: ["fbapi", "facebook-stories"]),
            to: "ios/MyApp/Info.plist")
        try tree.write(
            AppFiles.manifest(packages: ["com.facebook.katana"], provider: false),
            to: "android/app/src/main/AndroidManifest.xml")
        try tree.write("<plist><dict><key>broken", to: "ios/Pods/FBSDKCoreKit/Info.plist")
        return tree
    }

    /// Where the README's Xcode example runs.
    static let xcodeRoot = "/Users/me/MyApp"

    @Test func everyCommandOutputTheReadmeShowsIsWhatStorysharePrints() throws {
        let examples = try Self.examples()
        // A new example must be given its tree here, so that it is checked too.
        #expect(
            examples.map(\.command) == [
                "storyshare scan testdata/projects/react-native",
                "storyshare validate testdata/projects/react-native",
                "storyshare doctor testdata/projects/react-native",
                "storyshare validate assets/",
                "storyshare validate App",
                "storyshare validate App/Share/empty",
                "storyshare init",
                "storyshare validate --format xcode App",
                "storyshare validate assets/",
                "storyshare fix --output-dir fixed --pad-color '#1D3557' --pad-color '#E63946' assets",
                "storyshare validate fixed",
                "storyshare doctor --target both",
                "storyshare bundle --app-id 1234567890 --background-image bg.jpg --sticker logo.png "
                    + "--content-url https://example.com/story/42 --now 2026-11-21T12:00:00Z --output share.bundle",
                "storyshare inspect --at 2026-11-21T12:00:48Z share.bundle",
                "storyshare probe testdata/images/exif-orientation-6.jpg testdata/hostile/truncated-in-scan.jpg",
                "storyshare color '#f08'",
                "storyshare preview --background-image bg.jpg --sticker logo.png --safe-zones --output preview.png",
                "storyshare preview --sheet --width 135 --output sheet.png assets",
            ])
        guard examples.count == 18 else { return }
        func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        func check(_ index: Int, in directory: URL? = nil, stream: KeyPath<CLI.Result, String> = \.stdout) throws {
            let example = examples[index]
            let result = try CLI.run(Self.arguments(example.command), in: directory)
            // The README shows a terminal: what went to stderr before the report, then the report.
            var printed = stream == \.stdout ? lines(result.stderr) + lines(result.stdout) : lines(result.stderr)
            if let directory {
                let root = directory.resolvingSymlinksInPath().path
                printed = printed.map { $0.replacingOccurrences(of: root, with: Self.xcodeRoot) }
            }
            #expect(printed == example.output, "\(example.command)\n\(result.stdout)\(result.stderr)")
        }
        // Each in a tree of its own (kept until the check is done: a tree is removed with its last reference).
        let trees = try [Self.assetsTree(), Self.appTree(), Self.appTree(), Self.appTree(), Self.appTree()]
        // The app repository of "Knowing the app", run from the repository's root.
        try check(0)
        try check(1)
        try check(2)
        try check(3, in: trees[0].url)
        try check(4, in: trees[1].url)
        try check(5, in: trees[2].url, stream: \.stderr)
        let initialised = trees[3]
        try check(6, in: initialised.url)
        try check(7, in: trees[4].url)
        // The configuration's typo: the README shows the error line; usage help follows it on stderr.
        let typo = try Self.assetsTree()
        try typo.write("target: facebook\nstickers: [\"**/s/**\"]\n", to: ".storyshare.yml")
        let refused = try CLI.run(Self.arguments(examples[8].command), in: typo.url)
        #expect(refused.status == 64)
        #expect(lines(refused.stderr).starts(with: examples[8].output), "\(refused.stderr)")
        let fix = try Self.fixTree()
        try check(9, in: fix.url)
        try check(10, in: fix.url)
        let app = try Self.doctorTree()
        try check(11, in: app.url)
        let bundle = try TempTree()
        try bundle.copy("images/background-1080x1920.jpg", to: "bg.jpg")
        try bundle.copy("images/sticker-640x480-alpha.png", to: "logo.png")
        try check(12, in: bundle.url)
        try check(13, in: bundle.url)
        try check(14)
        try check(15)
        try check(16, in: bundle.url)
        try check(17, in: fix.url)

        // What `init` wrote holds the lines the README shows, in that order, among its comments.
        let readme = try Self.readme()
        let shown = try #require(readme.range(of: "On the tree above it writes, among its comments:\n\n```yaml\n"))
        let block = lines(String(readme[shown.upperBound...].prefix { $0 != "`" }))
        let written = lines(
            try String(contentsOf: initialised.url.appendingPathComponent(".storyshare.yml"), encoding: .utf8))
        #expect(block.count == 7)
        #expect(written.filter { !$0.hasPrefix("#") && !$0.isEmpty && !$0.hasPrefix("target:") } == block, "\(written)")
    }
}

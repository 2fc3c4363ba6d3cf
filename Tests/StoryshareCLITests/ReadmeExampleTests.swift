import Foundation
import Testing

/// The README's examples, and those of the pages in docs/, are real: every command they show with its output is
/// run here on the tree the page describes, and must print exactly that.
struct ReadmeExampleTests {
    /// A `$ storyshare …` line of a `text` block of the README or a docs page, and the lines after it.
    struct Example {
        /// The page that shows it (`README.md`, `docs/fix.md`).
        var page = ""
        let command: String
        let output: [String]
    }

    /// The pages whose examples are checked, in this order: the README, then the docs pages as they follow it.
    static let pages = [
        "README.md", "docs/scan.md", "docs/validate.md", "docs/configuration.md", "docs/fix.md", "docs/doctor.md",
        "docs/bundle-format.md", "docs/preview.md", "docs/probe.md", "docs/install.md", "docs/plugins.md",
        "docs/performance.md", "docs/library.md", "docs/architecture.md", "docs/rules.md",
        "docs/library-versions.md",
    ]

    static func page(_ path: String) throws -> String {
        try String(contentsOf: CLI.repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every command shown in a `text` block of every page, in order, with its output (up to the next command or the
    /// block's end).
    static func examples() throws -> [Example] {
        try pages.flatMap { path in
            try examples(in: page(path)).map { example in
                var example = example
                example.page = path
                return example
            }
        }
    }

    /// Every command shown in a `text` block of one page.
    static func examples(in text: String) -> [Example] {
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
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
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

    /// The tree of docs/fix.md's example (as `scripts/demo` makes it).
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

    /// Where the Xcode example of docs/validate.md runs.
    static let xcodeRoot = "/Users/me/MyApp"

    @Test func everyDocsPageIsChecked() throws {
        let listed = try FileManager.default.contentsOfDirectory(
            atPath: CLI.repository.appendingPathComponent("docs").path
        ).filter { $0.hasSuffix(".md") && $0 != "field-notes.md" }
        #expect(
            Set(listed.map { "docs/\($0)" }) == Set(Self.pages.dropFirst()), "a new docs page must be listed in pages")
    }

    @Test func everyCommandOutputTheDocsShowIsWhatStorysharePrints() throws {
        let examples = try Self.examples()
        // A new example must be given its tree here, so that it is checked too.
        #expect(
            examples.map { "\($0.page): \($0.command)" } == [
                "README.md: storyshare scan testdata/projects/react-native",
                "README.md: storyshare validate assets/",
                "README.md: storyshare init",
                "README.md: storyshare fix --output-dir fixed assets/stickers/logo.png",
                "README.md: storyshare doctor --target both",
                "README.md: storyshare bundle --app-id 1234567890 --background-image bg.jpg --sticker logo.png "
                    + "--content-url https://example.com/story/42 --now 2026-11-21T12:00:00Z --output share.bundle",
                "README.md: storyshare inspect --at 2026-11-21T12:00:48Z share.bundle",
                "README.md: storyshare verify --at 2026-11-21T12:00:48Z share.bundle",
                "README.md: storyshare probe testdata/images/exif-orientation-6.jpg testdata/hostile/truncated-in-scan.jpg",
                "README.md: storyshare color '#f08'",
                "README.md: storyshare preview --background-image bg.jpg --sticker logo.png --safe-zones --output preview.png",
                "docs/scan.md: storyshare validate testdata/projects/react-native",
                "docs/scan.md: storyshare doctor testdata/projects/react-native",
                "docs/validate.md: storyshare validate App",
                "docs/validate.md: storyshare validate App/Share/empty",
                "docs/validate.md: storyshare validate --format xcode App",
                "docs/configuration.md: storyshare validate assets/",
                "docs/fix.md: storyshare fix --output-dir fixed --pad-color '#1D3557' --pad-color '#E63946' assets",
                "docs/fix.md: storyshare validate fixed",
                "docs/preview.md: storyshare preview --sheet --width 135 --output sheet.png assets",
            ])
        guard examples.count == 20 else { return }
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
        // README.md. The app repository of "Knowing the app", run from the repository's root; `fix` mends the
        // sticker that `validate` found too small, in the same tree.
        try check(0)
        try check(1, in: trees[0].url)
        let initialised = trees[3]
        try check(2, in: initialised.url)
        try check(3, in: trees[0].url)
        let app = try Self.doctorTree()
        try check(4, in: app.url)
        let bundle = try TempTree()
        try bundle.copy("images/background-1080x1920.jpg", to: "bg.jpg")
        try bundle.copy("images/sticker-640x480-alpha.png", to: "logo.png")
        try check(5, in: bundle.url)
        try check(6, in: bundle.url)
        try check(7, in: bundle.url)
        try check(8)
        try check(9)
        try check(10, in: bundle.url)
        // docs/scan.md, on the same repository.
        try check(11)
        try check(12)
        // docs/validate.md
        try check(13, in: trees[1].url)
        try check(14, in: trees[2].url, stream: \.stderr)
        try check(15, in: trees[4].url)
        // docs/configuration.md: the configuration's typo; the page shows the error line, usage help follows it.
        let typo = try Self.assetsTree()
        try typo.write("target: facebook\nstickers: [\"**/s/**\"]\n", to: ".storyshare.yml")
        let refused = try CLI.run(Self.arguments(examples[16].command), in: typo.url)
        #expect(refused.status == 64)
        #expect(lines(refused.stderr).starts(with: examples[16].output), "\(refused.stderr)")
        // docs/fix.md: the run scripts/demo prints, then the fixed files validated.
        let fix = try Self.fixTree()
        try check(17, in: fix.url)
        try check(18, in: fix.url)
        // docs/preview.md: the contact sheet of the fix example's tree.
        try check(19, in: fix.url)

        // What `init` wrote holds the lines docs/configuration.md shows, in that order, among its comments.
        let page = try Self.page("docs/configuration.md")
        let shown = try #require(page.range(of: "it writes, among its comments:\n\n```yaml\n"))
        let block = lines(String(page[shown.upperBound...].prefix { $0 != "`" }))
        let written = lines(
            try String(contentsOf: initialised.url.appendingPathComponent(".storyshare.yml"), encoding: .utf8))
        #expect(block.count == 7)
        #expect(written.filter { !$0.hasPrefix("#") && !$0.isEmpty && !$0.hasPrefix("target:") } == block, "\(written)")
    }

    /// The lines of an indented `text` block of a page (an excerpt inside a list item) that holds `marker`.
    static func excerpt(in text: String, holding marker: String) -> [String]? {
        var block: [String]?
        var indent = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let found = block, found.contains(where: { $0.contains(marker) }) { return found }
                indent = line.count - trimmed.count
                block = trimmed == "```text" && indent > 0 ? [] : nil
            } else if block != nil {
                block?.append(String(line.dropFirst(indent)))
            }
        }
        return nil
    }

    /// docs/preview.md's excerpt of a sheet of pages (`…` where lines are left out) is what a sheet of 30 files
    /// prints: its first line first, then every other line it shows, in that order.
    @Test func thePagesExcerptIsPartOfWhatASheetOfThirtyFilesPrints() throws {
        let shown = try #require(Self.excerpt(in: Self.page("docs/preview.md"), holding: "wrote sheet-1.png"))
            .filter { $0.trimmingCharacters(in: .whitespaces) != "…" }
        #expect(shown.count == 4)
        let tree = try SheetPagesCommandTests.tree(30)
        let result = try CLI.run(["preview", "--sheet", "--output", "sheet.png", "assets"], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        let printed = result.stdout.split(separator: "\n").map(String.init)
        #expect(printed.first == shown.first)
        var rest = printed[...]
        for line in shown {
            guard let found = rest.firstIndex(of: line) else {
                Issue.record("docs/preview.md shows \"\(line)\", which the run does not print here:\n\(result.stdout)")
                break
            }
            rest = rest[rest.index(after: found)...]
        }
    }
}

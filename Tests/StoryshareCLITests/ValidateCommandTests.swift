import Foundation
import Testing

/// `storyshare validate`, end to end: each rule fires on the testdata file made for it, with the
/// right exit status; trees, configuration, roles, --strict and usage errors behave as documented.
struct ValidateCommandTests {
    struct Case: Sendable, CustomStringConvertible {
        let file: String
        let arguments: [String]
        let rule: String
        let severity: String
        let status: Int32
        var description: String { "\(rule) on \(file)" }
    }

    static let cases: [Case] = [
        Case(
            file: "images/background-too-small-300x533.jpg", arguments: [], rule: "image-too-small", severity: "error",
            status: 1),
        Case(file: "hostile/truncated-in-scan.jpg", arguments: [], rule: "image-corrupt", severity: "error", status: 1),
        Case(file: "hostile/bad-crc.png", arguments: [], rule: "image-corrupt", severity: "error", status: 1),
        Case(file: "hostile/missing-iend.png", arguments: [], rule: "image-corrupt", severity: "error", status: 1),
        Case(
            file: "hostile/giant-100000x100000.png", arguments: [], rule: "image-dimensions-excessive",
            severity: "error", status: 1),
        Case(
            file: "images/sticker-animated-480x480.png", arguments: ["--role", "sticker"], rule: "image-animated",
            severity: "warning", status: 0),
        Case(file: "images/background-cmyk.jpg", arguments: [], rule: "image-cmyk", severity: "warning", status: 0),
        Case(
            file: "images/background-landscape-1920x1080.jpg", arguments: [], rule: "background-aspect-ratio",
            severity: "warning", status: 0),
        Case(
            file: "images/background-oversized-1440x2560.png", arguments: [], rule: "background-oversized",
            severity: "warning", status: 0),
        Case(
            file: "images/background-540x960.jpg", arguments: ["--target", "instagram"],
            rule: "background-too-small-instagram", severity: "error", status: 1),
        Case(
            file: "images/sticker-large-800x800.png", arguments: ["--role", "sticker"], rule: "sticker-dimensions",
            severity: "info", status: 0),
        Case(
            file: "images/sticker-640x480-opaque.jpg", arguments: ["--role", "sticker"], rule: "sticker-opaque",
            severity: "info", status: 0),
        Case(file: "images/other-48x48.gif", arguments: [], rule: "format-unsupported", severity: "error", status: 1),
        Case(
            file: "hostile/text-named-as.png", arguments: [], rule: "format-unsupported", severity: "error", status: 1),
        Case(
            file: "images/png-named-as.jpg", arguments: ["--role", "sticker"], rule: "format-extension-mismatch",
            severity: "warning", status: 0),
        Case(file: "hostile/empty.png", arguments: [], rule: "file-unreadable", severity: "error", status: 1),
        Case(file: "hostile/no-such-file.png", arguments: [], rule: "file-unreadable", severity: "error", status: 1),
    ]

    @Test(arguments: cases)
    func ruleFiresOnItsFile(_ c: Case) throws {
        let result = try CLI.run(["validate", "--format", "json"] + c.arguments + ["testdata/\(c.file)"])
        #expect(result.status == c.status, "\(c): \(result.stdout)\(result.stderr)")
        let files = try #require(result.json?["files"] as? [[String: Any]])
        let findings = try #require(files.first?["findings"] as? [[String: Any]])
        let finding = try #require(findings.first { $0["rule"] as? String == c.rule }, "\(c): \(findings)")
        #expect(finding["severity"] as? String == c.severity)
        #expect((finding["message"] as? String)?.isEmpty == false)
    }

    static let validSamples = [
        ("images/background-1080x1920.png", "background"), ("images/background-1080x1920.jpg", "background"),
        ("images/background-720x1280.jpg", "background"), ("images/background-progressive.jpg", "background"),
        ("images/background-interlaced.png", "background"), ("images/background-16bit.png", "background"),
        ("images/background-gray.png", "background"), ("images/exif-orientation-6.jpg", "background"),
        ("images/exif-orientation-8.jpg", "background"), ("images/sticker-640x480-alpha.png", "sticker"),
        ("images/sticker-palette-trns.png", "sticker"), ("images/sticker-512x512-alpha.png", "sticker"),
    ]

    @Test(arguments: validSamples.map(\.0))
    func validSamplesAreSilent(file: String) throws {
        let role = Self.validSamples.first { $0.0 == file }!.1
        let result = try CLI.run(["validate", "--strict", "--role", role, "testdata/\(file)"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "1 file checked: 0 errors, 0 warnings, 0 infos; passed\n")
    }

    @Test func textFormatIsOneLinePerFindingAndASummary() throws {
        let result = try CLI.run(["validate", "testdata/images/background-too-small-300x533.jpg"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                testdata/images/background-too-small-300x533.jpg: error: background: image is 300x533 px: 300 px wide, \
                under 480; the platform needs at least 480x480 (error 102). Export it at 480 px or more on each side. \
                [image-too-small]
                1 file checked: 1 error, 0 warnings, 0 infos; failed

                """)
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
        #expect(result.stderr.isEmpty, "no progress bar when not on a terminal")
    }

    @Test func imageOverTwelveMegabytes() throws {
        let tree = try TempTree()
        var bytes = try Data(
            contentsOf: CLI.repository.appendingPathComponent("testdata/images/background-1080x1920.png"))
        bytes.append(Data(count: 12_000_001 - bytes.count))  // trailing bytes after IEND
        try tree.write(bytes, to: "big.png")
        let result = try CLI.run(["validate", "--format", "json", "big.png"], in: tree.url)
        #expect(result.status == 1)
        let findings = (result.json?["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
        let finding = findings.first { $0["rule"] as? String == "image-too-large-bytes" }
        #expect(finding?["platformErrorCode"] as? Int == 102)
        #expect((finding?["message"] as? String)?.contains("12,000,001 bytes") == true)
    }

    /// A tree of good and bad files with a configuration: roles from globs, excludes, summary counts.
    @Test func treeWithConfigurationGivesTheExpectedSummary() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "assets/backgrounds/ok.jpg")
        try tree.copy("images/background-too-small-300x533.jpg", to: "assets/backgrounds/small.jpg")
        try tree.copy("images/sticker-640x480-alpha.png", to: "assets/stickers/logo.png")
        try tree.copy("images/sticker-640x480-opaque.jpg", to: "assets/stickers/photo.jpg")
        try tree.copy("hostile/truncated-in-scan.jpg", to: "assets/fixtures/broken.jpg")
        try tree.write("notes", to: "assets/readme.txt")
        try tree.write(
            """
            sticker: ["**/stickers/**"]
            exclude: ["**/fixtures/**"]
            rules:
              sticker-opaque: warning
            """, to: ".storyshare.yml")
        try FileManager.default.createDirectory(
            at: tree.url.appendingPathComponent(".git"), withIntermediateDirectories: true)

        let result = try CLI.run(["validate", "--format", "json", "assets"], in: tree.url)
        #expect(result.status == 1)
        let doc = try #require(result.json)
        let summary = try #require(doc["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 4)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 1)
        #expect(summary["infos"] as? Int == 0)
        #expect(summary["passed"] as? Bool == false)
        let files = try #require(doc["files"] as? [[String: Any]])
        #expect(
            files.map { $0["path"] as? String } == [
                "assets/backgrounds/ok.jpg", "assets/backgrounds/small.jpg", "assets/stickers/logo.png",
                "assets/stickers/photo.jpg",
            ])
        #expect(files.map { $0["role"] as? String } == ["background", "background", "sticker", "sticker"])
        let photo = try #require(files[3]["findings"] as? [[String: Any]])
        #expect(photo.map { $0["rule"] as? String } == ["sticker-opaque"])
        #expect(photo.first?["severity"] as? String == "warning")
        let facts = try #require(files[0]["facts"] as? [String: Any])
        #expect(facts["width"] as? Int == 1080)
        let tool = try #require(doc["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "storyshare")

        // The configuration is found from a subdirectory too (nearest parent up to the repository root).
        let nested = try CLI.run(
            ["validate", "--format", "json", "stickers"], in: tree.url.appendingPathComponent("assets"))
        let roles = (nested.json?["files"] as? [[String: Any]])?.map { $0["role"] as? String }
        #expect(roles == ["sticker", "sticker"])
    }

    @Test func configOverridesTargetAndLimits() throws {
        let tree = try TempTree()
        try tree.copy("images/background-540x960.jpg", to: "bg.jpg")
        #expect(try CLI.run(["validate", "bg.jpg"], in: tree.url).status == 0)
        try tree.write("target: instagram\n", to: "strict.yml")
        let instagram = try CLI.run(["validate", "--config", "strict.yml", "bg.jpg"], in: tree.url)
        #expect(instagram.status == 1)
        #expect(instagram.stdout.contains("[background-too-small-instagram]"))
        // --target on the command line wins over the file.
        #expect(
            try CLI.run(["validate", "--config", "strict.yml", "--target", "facebook", "bg.jpg"], in: tree.url).status
                == 0)
        try tree.write("limits:\n  min-image-side: 600\n", to: "limits.yml")
        let limited = try CLI.run(["validate", "--config", "limits.yml", "bg.jpg"], in: tree.url)
        #expect(limited.status == 1)
        #expect(limited.stdout.contains("needs at least 600x600"))
    }

    @Test func typoInConfigurationIsAUsageErrorNamingTheKey() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "bg.jpg")
        try tree.write("target: facebook\nstickers: [\"**/s/**\"]\n", to: ".storyshare.yml")
        let result = try CLI.run(["validate", "bg.jpg"], in: tree.url)
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(".storyshare.yml:2:1: unknown key \"stickers\" (did you mean \"sticker\"?)"),
            "\(result.stderr)")
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let file = "testdata/images/background-oversized-1440x2560.png"
        #expect(try CLI.run(["validate", file]).status == 0)
        let strict = try CLI.run(["validate", "--strict", file])
        #expect(strict.status == 1)
        #expect(
            strict.stdout.hasSuffix("1 file checked: 0 errors, 1 warning, 0 infos; failed (strict: warnings fail)\n"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try CLI.run(["validate", "--role", "poster", "testdata/images"]).status == 64)
        #expect(try CLI.run(["validate", "--target", "tiktok", "testdata/images"]).status == 64)
        #expect(try CLI.run(["validate", "--format", "xml", "testdata/images"]).status == 64)
        #expect(try CLI.run(["validate", "--jobs", "0", "testdata/images"]).status == 64)
        #expect(try CLI.run(["validate"]).status == 64)
        #expect(try CLI.run(["validate", "--config", "nope.yml", "testdata/images"]).status == 64)
    }

    /// `--jobs` says its default once, as "all cores", not also as this machine's count.
    @Test func jobsHelpSaysItsDefaultOnce() throws {
        let help = try CLI.run(["validate", "--help"]).stdout
        let jobs = help.split(separator: "\n").drop { !$0.contains("--jobs") }.prefix(2).joined(separator: " ")
        #expect(jobs.contains("(default: all cores)"), "\(jobs)")
        #expect(jobs.components(separatedBy: "default").count == 2, "\(jobs)")
    }

    @Test func jobsDoNotChangeTheOutput() throws {
        let one = try CLI.run(["validate", "--jobs", "1", "--format", "json", "testdata/images", "testdata/hostile"])
        let many = try CLI.run(["validate", "--jobs", "8", "--format", "json", "testdata/images", "testdata/hostile"])
        #expect(one.stdout == many.stdout)
        #expect(one.status == 1 && many.status == 1)
    }

    @Test func rulesCommandListsEveryRule() throws {
        let text = try CLI.run(["rules"])
        #expect(text.status == 0)
        #expect(text.stdout.split(separator: "\n").count == 58)
        #expect(text.stdout.contains("image-too-small") && text.stdout.contains("(platform error 102)"))
        let json = try CLI.run(["rules", "--format", "json"])
        let rules = try #require(json.json?["rules"] as? [[String: Any]])
        #expect(rules.count == 58)
        let small = try #require(rules.first { $0["id"] as? String == "image-too-small" })
        #expect(small["defaultSeverity"] as? String == "error")
        #expect(small["platformErrorCode"] as? Int == 102)
        #expect((small["source"] as? String)?.isEmpty == false)
        let markdown = try CLI.run(["rules", "--format", "markdown"])
        #expect(markdown.status == 0)
        let rows = markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == 58)
        #expect(rows.contains { $0.hasPrefix("| `image-too-small` | error |") && $0.hasSuffix("| 102 |") })
        for family in ["Asset rules", "Catalog rules", "Payload rules", "Bundle rules", "App-file rules"] {
            #expect(markdown.stdout.contains("\n## \(family)\n"), "\(family)")
        }
        #expect(try CLI.run(["rules", "--format", "sarif"]).status == 64)
    }
}

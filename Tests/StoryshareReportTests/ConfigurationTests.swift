import Foundation
import StoryshareKit
import StoryshareRules
import StoryshareSystem
import Testing

@testable import StoryshareReport

struct ConfigurationTests {
    @Test func readsEverySetting() throws {
        let yaml = """
            target: instagram
            rules:
              sticker-opaque: off
              image-cmyk: error
            limits:
              min-image-side: 500
              max-video-seconds: 15.5
              ratio-tolerance: 0.02
            sticker: ["**/stickers/**"]
            background: "**/bg/*.png"
            exclude:
              - "**/fixtures/**"
            """
        let config = try Configuration.parse(yaml: yaml)
        #expect(config.target == .instagram)
        #expect(config.severities == ["sticker-opaque": .off, "image-cmyk": .on(.error)])
        #expect(config.limits.minImageSide == 500)
        #expect(config.limits.maxVideoSeconds == 15.5)
        #expect(config.limits.ratioTolerance == 0.02)
        #expect(config.stickerGlobs == [Glob("**/stickers/**")])
        #expect(config.backgroundGlobs == [Glob("**/bg/*.png")])
        #expect(config.role(for: "app/stickers/logo.png", workingDirectory: "/") == .sticker)
        #expect(config.role(for: "app/bg/x.png", workingDirectory: "/") == .background)
        #expect(config.role(for: "app/other/x.png", workingDirectory: "/") == nil)
        #expect(config.isExcluded("a/fixtures/b/c.png", workingDirectory: "/"))
        #expect(config.ruleSettings().target == .instagram)
        #expect(config.ruleSettings(target: .facebook).target == .facebook)
    }

    @Test func appIDIsTheAppsFacebookAppID() throws {
        #expect(try Configuration.parse(yaml: "app-id: 1234567890").appID == "1234567890")
        #expect(try Configuration.parse(yaml: "app-id: \"00012345\"").appID == "00012345")
        #expect(try Configuration.parse(yaml: "target: facebook").appID == nil)
    }

    @Test func emptyFileIsDefaults() throws {
        #expect(try Configuration.parse(yaml: "") == Configuration())
        #expect(try Configuration.parse(yaml: "# nothing\n") == Configuration())
    }

    @Test(
        arguments: [
            ("\ntargt: facebook", "unknown key \"targt\" (did you mean \"target\"?)", "cfg.yml:2:1"),
            ("target: tiktok", "target must be facebook or instagram, not \"tiktok\"", nil),
            (
                "rules:\n  image-too-smal: warning", "unknown rule \"image-too-smal\" under rules",
                "did you mean \"image-too-small\"?"
            ),
            (
                "rules:\n  image-cmyk: loud",
                "severity of image-cmyk must be off, info, warning or error, not \"loud\"", nil
            ),
            ("limits:\n  min-side: 3", "unknown limit \"min-side\"", "known limits:"),
            (
                "limits:\n  min-image-side: -3",
                "limit min-image-side is \"-3\"; it must be a whole number from 1 to 16,384", "cfg.yml:2:19"
            ),
            (
                "limits:\n  max-video-seconds: lots",
                "limit max-video-seconds is \"lots\"; it must be a number above 0", nil
            ),
            ("sticker: {a: b}", "sticker must be a list of globs", nil),
            ("include: [\"\"]", "include entries must be glob strings", nil),
            ("includes: [a]", "unknown key \"includes\" (did you mean \"include\"?)", nil),
            ("- a\n- b", "expected a mapping of settings at the top", nil),
            ("target: [unclosed", "not valid YAML", nil),
            (
                "target: [facebook\nsticker: x\n",
                "not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 9)",
                "cfg.yml:2:8: "
            ),
            ("app-id: 12ab", "app-id must be the app's Facebook App ID, 5–20 digits, not \"12ab\"", "cfg.yml:1:9"),
            ("app-id: [1]", "app-id must be the app's Facebook App ID", nil),
            ("appid: 1234567890", "unknown key \"appid\" (did you mean \"app-id\"?)", nil),
        ] as [(String, String, String?)])
    func refusesWithAMessageNamingTheProblem(yaml: String, message: String, extra: String?) {
        do {
            _ = try Configuration.parse(yaml: yaml, file: "cfg.yml")
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(!error.description.contains("\\n"), "one line, with no escaped line break: \(error)")
            #expect(error.location.hasPrefix("cfg.yml"))
            if let extra { #expect(error.description.contains(extra), "\(error)") }
        }
    }

    /// `include:` narrows what is checked, named files included; `exclude:` still wins.
    @Test func includeNarrowsTheScopeAndExcludeWins() throws {
        let config = try Configuration.parse(
            yaml: """
                include: ["App/Share/**", "*.mov"]
                exclude: ["**/drafts/**"]
                """)
        #expect(config.includeGlobs == [Glob("App/Share/**"), Glob("*.mov")])
        #expect(config.isInScope("App/Share/bg.png", workingDirectory: "/repo"))
        #expect(config.isInScope("/repo/App/Share/stickers/logo.png", workingDirectory: "/repo"))
        #expect(config.isInScope("docs/intro.mov", workingDirectory: "/repo"))
        #expect(!config.isInScope("App/Assets.xcassets/AppIcon.appiconset/icon-40.png", workingDirectory: "/repo"))
        #expect(!config.isInScope("docs/screenshot.png", workingDirectory: "/repo"))
        #expect(!config.isInScope("App/Share/drafts/bg.png", workingDirectory: "/repo"))
        #expect(config.isIncluded("App/Share/drafts/bg.png", workingDirectory: "/repo"))
        // Globs are relative to the configuration's directory, whatever the working directory.
        var nested = config
        nested.directory = "/repo"
        #expect(nested.isInScope("App/Share/bg.png", workingDirectory: "/repo"))
        #expect(nested.isInScope("Share/bg.png", workingDirectory: "/repo/App"))
        #expect(!nested.isInScope("docs/a.png", workingDirectory: "/repo/App"))
        // No include: everything not excluded.
        #expect(Configuration().isInScope("anything/at/all.png", workingDirectory: "/repo"))
    }

    /// The automatic role: globs first, then the convention, which `sticker:` globs replace.
    @Test func automaticRoleFollowsGlobsThenTheConvention() throws {
        let none = Configuration()
        #expect(none.role(for: "Share/stickers/logo.png", kind: .image, workingDirectory: "/r") == .sticker)
        #expect(none.role(for: "Share/logo.png", kind: .image, workingDirectory: "/r") == .background)
        #expect(none.role(for: "Share/stickers/intro.mp4", kind: .video, workingDirectory: "/r") == .background)

        let stickers = try Configuration.parse(yaml: "sticker: [\"**/Overlays/**\"]")
        #expect(stickers.role(for: "Share/Overlays/a.png", kind: .image, workingDirectory: "/r") == .sticker)
        #expect(
            stickers.role(for: "Share/stickers/logo.png", kind: .image, workingDirectory: "/r") == .background,
            "configured sticker globs replace the convention")

        let backgrounds = try Configuration.parse(yaml: "background: [\"**/stickers/wall.png\"]")
        #expect(backgrounds.role(for: "Share/stickers/wall.png", kind: .image, workingDirectory: "/r") == .background)
        #expect(
            backgrounds.role(for: "Share/stickers/logo.png", kind: .image, workingDirectory: "/r") == .sticker,
            "background globs alone keep the convention for the rest")
    }

    @Test func globs() {
        #expect(Glob("**/stickers/**").matches("stickers/a.png"))
        #expect(Glob("**/stickers/**").matches("x/y/stickers/z/a.png"))
        #expect(!Glob("**/stickers/**").matches("x/stickersx/a.png"))
        #expect(Glob("*.png").matches("deep/dir/a.png"))
        #expect(!Glob("*.png").matches("deep/dir/a.jpg"))
        #expect(Glob("assets/*.png").matches("assets/a.png"))
        #expect(!Glob("assets/*.png").matches("assets/sub/a.png"))
        #expect(Glob("assets/**/*.png").matches("assets/a.png"))
        #expect(Glob("assets/**/*.png").matches("assets/x/y/a.png"))
        #expect(Glob("a?c/x").matches("abc/x"))
        #expect(!Glob("a?c/x").matches("a/c/x"))
        #expect(Glob("./x/*.png").matches("./x/a.png") == false)  // patterns are written without ./
        #expect(Glob("x/*.png").matches("./x/a.png"))
        // No exponential blow-up on hostile patterns.
        #expect(!Glob(String(repeating: "*a", count: 30) + "b").matches(String(repeating: "a", count: 200)))
    }

    @Test func editDistance() {
        #expect(Configuration.editDistance("target", "targt") == 1)
        #expect(Configuration.editDistance("", "abc") == 3)
        #expect(Configuration.editDistance("kitten", "sitting") == 3)
    }

    // MARK: limits

    /// Every limit takes the values of its range and refuses the first ones outside it, naming the file, line
    /// and column, the key, the value and the range.
    @Test func everyLimitHasARange() throws {
        #expect(LimitKey.all.count == 15)
        for key in LimitKey.all {
            let (low, high, tooLow, tooHigh): (String, String, String, String)
            switch key.value {
            case .whole(_, let maximum, _): (low, high, tooLow, tooHigh) = ("1", "\(maximum)", "0", "\(maximum + 1)")
            case .decimal(_, let zero, let maximum, _):
                (low, high, tooLow, tooHigh) = (
                    zero ? "0" : "0.001", "\(maximum)", zero ? "-0.001" : "0", "\(maximum + 0.5)"
                )
            }
            for good in [low, high] {
                #expect(throws: Never.self, "\(key.name): \(good)") {
                    try Configuration.parse(yaml: "limits:\n  \(key.name): \(good)\n")
                }
            }
            for bad in [tooLow, tooHigh, "\"x\"", "[1]", "1e400"] {
                do {
                    _ = try Configuration.parse(yaml: "limits:\n  \(key.name): \(bad)\n", file: "c.yml")
                    Issue.record("\(key.name): \(bad) accepted")
                } catch {
                    #expect(error.location == "c.yml:2:\(key.name.count + 5)", "\(error)")
                    #expect(error.message.hasPrefix("limit \(key.name) is "), "\(error)")
                    #expect(error.message.contains("; it must be \(key.allowed)"), "\(error)")
                }
            }
        }
        let sides = try Configuration.parse(yaml: "limits:\n  min-image-side: 16384\n  max-pixels: 268435456\n")
        #expect(sides.limits.minImageSide == 16_384 && sides.limits.maxPixels == 268_435_456)
        #expect(LimitKey.byName["min-image-side"]!.allowed.contains("from 1 to 16,384 (pixels"))
    }

    // MARK: messages

    /// A message never carries a control character of the file's: keys, values and libyaml's snippet are
    /// escaped.
    @Test(
        arguments: [
            "\"ke\\e]0;x\\ay\\n\": 1", "target: \"\\e[2J\\ninstagram\"", "rules:\n  \"a\\e\\nb\": off",
            "rules:\n  image-cmyk: \"\\e\\n\"", "limits:\n  \"m\\e\": 1", "limits:\n  min-image-side: \"\\a\\n\"",
            "target: x\nkey\u{1B}]0;x\u{07}: [", "target: \"a\n\u{1B}[2J\n", "app-id: \"\\e\\u2028\\u202E\"",
            "sticker: [[\"\\e\"]]", "\u{85}target: \u{2028}",
        ])
    func errorsAreEscaped(yaml: String) {
        do {
            _ = try Configuration.parse(yaml: yaml, file: "c\u{1B}.yml")
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect(
                error.description == DisplayText.escaped(error.description), "\(error.description.debugDescription)")
            #expect(!error.description.contains("\n") && !error.description.contains("\u{1B}"))
        }
    }

    // MARK: globs

    /// `\` makes `*`, `?` and `\` ordinary; `Glob.escaping` gives a pattern matching exactly its text.
    @Test func escapedGlobCharactersAreOrdinary() {
        #expect(Glob(#"a\*b"#).matches("a*b"))
        #expect(!Glob(#"a\*b"#).matches("aXb"))
        #expect(Glob(#"a\?b/**"#).matches("a?b/c.png"))
        #expect(!Glob(#"a\?b/**"#).matches("aXb/c.png"))
        #expect(Glob(#"a\\b"#).matches(#"a\b"#))
        #expect(Glob(#"a\xb"#).matches(#"a\xb"#), "a backslash before anything else is itself")
        #expect(Glob("[ab]").matches("[ab]") && !Glob("[ab]").matches("a"), "brackets are ordinary")
        for name in ["glob *[?]", #"back\slash\*"#, "**", "a\nb", "caf\u{F7E9}", "?", #"\"#] {
            let glob = Glob(Glob.escaping(name) + "/**")
            #expect(glob.matches(name + "/x.png"), "\(name)")
            let lookAlike = String(name.map { "*?".contains($0) ? "X" : $0 })
            if lookAlike != name { #expect(!glob.matches(lookAlike + "/x.png"), "\(name)") }
        }
    }

    /// The compiled matcher says what each glob on its own says, over every glob and path of a small alphabet.
    @Test func matcherAgreesWithEachGlob() {
        let pieces = ["a", "b", "/", "*", "?", "**", "**/", #"\*"#]
        var generator = SystemRandomNumberGenerator()
        var globs: [Glob] = []
        for _ in 0..<400 {
            let count = Int.random(in: 1...6, using: &generator)
            globs.append(Glob((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()))
        }
        let characters: [Character] = ["a", "b", "/", "*"]
        var paths = ["", "a", "./a/b", "a/b/", "/a"]
        for _ in 0..<400 {
            paths.append(
                String((0..<Int.random(in: 0...7, using: &generator)).map { _ in characters.randomElement()! }))
        }
        for glob in globs {
            let alone = GlobMatcher([[glob]])
            for path in paths where alone.groups(matching: path) != [glob.matches(path)] {
                Issue.record("\(glob.pattern.debugDescription) on \(path.debugDescription): the matcher disagrees")
            }
        }
        for start in stride(from: 0, to: globs.count, by: 20) {
            let chunk = Array(globs[start..<start + 20])
            let matcher = GlobMatcher(chunk.map { [$0] } + [chunk])
            for path in paths {
                let groups = matcher.groups(matching: path)
                let each = chunk.map { $0.matches(path) }
                #expect(Array(groups.prefix(chunk.count)) == each, "\(path.debugDescription): \(chunk)")
                #expect(groups.last == each.contains(true))
            }
        }
    }

    /// The caps: 1,000 globs in all four keys together, 32,768 characters in all, 1,024 in one; the worst
    /// configuration they allow compiles to a matcher whose work per character of a path is bounded by the
    /// characters allowed, not by how the configuration spends them.
    @Test func globCaps() throws {
        func globs(_ count: Int, _ length: Int) -> String {
            (0..<count).map { "\"" + String(repeating: "a", count: length - String($0).count) + "\($0)\"" }
                .joined(separator: ", ")
        }
        _ = try Configuration.parse(yaml: "include: [\(globs(500, 4))]\nexclude: [\(globs(500, 4))]")
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(yaml: "include: [\(globs(500, 4))]\nexclude: [\(globs(501, 4))]")
        }
        do {
            _ = try Configuration.parse(yaml: "include: [\(globs(500, 4))]\nsticker: [\(globs(501, 4))]", file: "c.yml")
        } catch {
            #expect(error.location.hasPrefix("c.yml:2:"))
            #expect(error.message.contains("more than 1,000 globs under sticker, background, include and exclude"))
        }
        _ = try Configuration.parse(yaml: "include: [\(globs(16, 1024))]\nbackground: [\(globs(16, 1024))]")
        do {
            _ = try Configuration.parse(yaml: "include: [\(globs(16, 1024))]\nbackground: [\(globs(17, 1024))]")
            Issue.record("33 globs of 1,024 characters accepted")
        } catch {
            #expect(error.message.contains("more than 32,768 characters together"), "\(error)")
        }
        #expect(throws: ConfigurationError.self) { try Configuration.parse(yaml: "include: [\(globs(1, 1025))]") }

        // The worst the caps allow: every character a state (`**/` two), in the fewest, longest globs.
        let worst = Glob(String(repeating: "**/a", count: 256))
        let matcher = GlobMatcher([Array(repeating: worst, count: 16), Array(repeating: worst, count: 16)])
        #expect(matcher.stateCount <= Configuration.maximumGlobCharacters + 2 * Configuration.maximumGlobs)
        let path = String(repeating: "a/", count: 200) + "x.png"
        #expect(matcher.groups(matching: path) == [false, false])
        #expect(matcher.groups(matching: String(repeating: "a/", count: 255) + "a") == [true, true])
    }

    // MARK: discovery

    /// A `.storyshare.yml` that is no regular file is the one found (and refused when read), not passed over.
    @Test(arguments: ["directory", "fifo", "dangling"])
    func discoveryFindsWhateverBearsTheName(kind: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discover-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/.storyshare.yml"
        switch kind {
        case "directory": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "gone.yml")
        }
        let found = Configuration.discover(from: root)
        #expect(found.file == path)
        do {
            _ = try Configuration.load(path: path)
            Issue.record("loaded a \(kind)")
        } catch {
            let what = ["directory": "a directory", "fifo": "FIFO", "dangling": "a symbolic link to a missing file"]
            #expect(error.description.contains(what[kind]!), "\(error)")
        }
    }
}

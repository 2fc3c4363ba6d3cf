import Foundation
import StoryshareProject
import StoryshareRules
import StoryshareSystem
import Testing

@testable import StoryshareReport

/// What `storyshare init` finds in a tree and writes: globs that load as a configuration and keep the roles
/// the naming convention gives.
struct ConfigurationTemplateTests {
    /// A tree of empty files and folders, removed when the test ends.
    final class Tree {
        let root: String

        init(_ files: [String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("survey-\(UUID().uuidString)").path
            for file in files {
                let path = root + "/" + file
                if file.hasSuffix("/") {
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                } else {
                    try FileManager.default.createDirectory(
                        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
                }
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static let app = [
        "App/Assets.xcassets/Contents.json",
        "App/Assets.xcassets/AppIcon.appiconset/icon.png",
        "App/Assets.xcassets/StoryBackground.imageset/bg@3x.png",
        "App/Assets.xcassets/StickerLogo.imageset/logo@2x.png",
        "App/Assets.xcassets/Avatar.imageset/avatar.png",
        "App/Assets.xcassets/Share/Stickers/Badge.imageset/badge.png",
        "App/Assets.xcassets/ShareIntro.dataset/intro.mp4",
        "App/Share/stickers/logo.png",
        "App/Share/backgrounds/story.jpg",
        "App/Share/party-sticker.png",
        "App/Resources/Sticker Pack \"2\".png",
        "App/Resources/icon.png",
        "docs/screenshots/home.png",
        "Pods/Some/stickers/x.png",
        ".build/stickers/y.png",
        "DerivedData/Share/z.png",
    ]

    @Test func findsShareFoldersStickersBackgroundsAndSets() throws {
        let tree = try Tree(Self.app)
        let template = ConfigurationTemplate.survey(tree.root)
        #expect(
            template.includeGlobs == [
                "App/Assets.xcassets/Share/**", "App/Assets.xcassets/ShareIntro.dataset/**",
                "App/Assets.xcassets/StickerLogo.imageset/**", "App/Assets.xcassets/StoryBackground.imageset/**",
                "App/Resources/Sticker Pack \"2\".png", "App/Share/**",
            ])
        #expect(
            template.stickerGlobs == [
                "App/Assets.xcassets/Share/Stickers/**", "App/Assets.xcassets/StickerLogo.imageset/**",
                "App/Resources/Sticker Pack \"2\".png", "App/Share/party-sticker.png", "App/Share/stickers/**",
            ])
        #expect(template.backgroundGlobs == ["App/Share/backgrounds/**"])
        #expect(template.target == .facebook)
    }

    @Test func whatItWritesLoadsAndKeepsTheConventionsRoles() throws {
        let tree = try Tree(Self.app)
        let template = ConfigurationTemplate.survey(tree.root)
        let configuration = try Configuration.parse(yaml: template.yaml)
        #expect(configuration.includeGlobs.map(\.pattern) == template.includeGlobs)
        #expect(configuration.stickerGlobs.map(\.pattern) == template.stickerGlobs)
        #expect(configuration.backgroundGlobs.map(\.pattern) == template.backgroundGlobs)
        #expect(configuration.target == .facebook)
        // Every image in scope gets the role the naming convention would have given it.
        let images = Self.app.filter { AssetFileNames.isAsset(($0 as NSString).lastPathComponent) }
        for path in images where configuration.isInScope(path, workingDirectory: "/") {
            #expect(
                configuration.role(for: path, kind: .image, workingDirectory: "/")
                    == RoleConvention.role(forPath: path),
                "\(path)")
        }
        // And what is no share asset is out of scope.
        for path in [
            "App/Assets.xcassets/AppIcon.appiconset/icon.png", "App/Assets.xcassets/Avatar.imageset/avatar.png",
            "App/Resources/icon.png", "docs/screenshots/home.png",
        ] {
            #expect(!configuration.isInScope(path, workingDirectory: "/"), "\(path)")
        }
        #expect(configuration.isInScope("App/Share/stickers/logo.png", workingDirectory: "/"))
    }

    @Test func aTreeWithoutShareFoldersChecksEverything() throws {
        let tree = try Tree(["Images/photo.png", "Sources/"])
        let template = ConfigurationTemplate.survey(tree.root)
        #expect(template == ConfigurationTemplate())
        let configuration = try Configuration.parse(yaml: template.yaml)
        #expect(configuration.includeGlobs.isEmpty && configuration.stickerGlobs.isEmpty)
        #expect(configuration.target == .facebook)
        #expect(template.yaml.contains("# include: [\"App/Share/**\"]"))
        #expect(template.yaml.hasPrefix("# storyshare configuration, written by `storyshare init`"))
    }

    @Test func globsAreQuotedForYAML() throws {
        let template = ConfigurationTemplate(includeGlobs: [#"a "b"\c: #d/**"#, "- e/**"])
        let configuration = try Configuration.parse(yaml: template.yaml)
        #expect(configuration.includeGlobs.map(\.pattern) == [#"a "b"\c: #d/**"#, "- e/**"])
    }

    /// Every name a folder can have is written so that the glob read back matches exactly that folder: line
    /// breaks and other control characters, quotes, backslashes, glob characters, characters YAML 1.1 takes
    /// for line breaks, and bytes that are not UTF-8.
    @Test(
        arguments: [
            "line\nbreak", "quote \"q\"", #"back\slash"#, "glob *[?]", "**", "tab\tcr\r", "esc \u{1B}[2J\u{07}",
            "nel\u{85}ls\u{2028}ps\u{2029}", "bom\u{FEFF}", "rtl\u{202E}", "caf\u{F7E9}",
            "held \u{F7EF}\u{F79F}\u{F7BF}",
            "emoji 🎉", "del\u{7F}", "#hash: colon - dash", "'single'", "{brace}, [list]", "&anchor *alias !tag %",
        ])
    func everyNameRoundTrips(name: String) throws {
        let glob = Glob.escaping("App/" + name) + "/**"
        let template = ConfigurationTemplate(includeGlobs: [glob])
        let yaml = template.yaml
        #expect(Array(yaml.utf8) == Array(String(decoding: Array(yaml.utf8), as: UTF8.self).utf8))
        let line = try #require(yaml.split(separator: "\n").first { $0.hasPrefix("  - ") })
        #expect(line == DisplayText.escaped(String(line)), "one line, nothing raw: \(line)")
        let configuration = try Configuration.parse(yaml: yaml)
        #expect(configuration.includeGlobs.map(\.pattern) == [glob])
        #expect(configuration.isInScope("App/" + name + "/a.png", workingDirectory: "/"))
        let lookAlike = String(name.map { "*?".contains($0) ? "X" : $0 })
        if lookAlike != name { #expect(!configuration.isInScope("App/" + lookAlike + "/a.png", workingDirectory: "/")) }
    }

    /// Folders under names that are not UTF-8, hold line breaks or glob characters are surveyed and written.
    @Test func surveysFoldersWhateverTheirNames() throws {
        let tree = try Tree([])
        try FileManager.default.createDirectory(atPath: tree.root, withIntermediateDirectories: true)
        // The last two are canonically equivalent, so equal as Strings, and two folders on disk.
        let names: [[UInt8]] = [
            Array("line\nbreak".utf8), Array("glob *[?]".utf8), Array("caf".utf8) + [0xE9], Array("caf\u{E9}".utf8),
            Array("cafe\u{301}".utf8),
        ]
        for name in names {
            for suffix in ["", "/stickers"] {
                let path = PathBytes.string(from: Array(tree.root.utf8) + [0x2F] + name + Array(suffix.utf8))
                #expect(PathBytes.withCString(path) { mkdir($0, 0o755) } == 0)
            }
        }
        let template = ConfigurationTemplate.survey(tree.root)
        let expected = [
            #"glob \*[\?]/stickers/**"#, "caf\u{F7E9}/stickers/**", "caf\u{E9}/stickers/**", "cafe\u{301}/stickers/**",
            #"line\#nbreak/stickers/**"#,
        ]
        #expect(
            Set(template.stickerGlobs.map { Array($0.utf8) }) == Set(expected.map { Array($0.utf8) }),
            "\(template.stickerGlobs)")
        #expect(template.stickerGlobs.count == 5)
        #expect(template.notes.isEmpty)
        let configuration = try Configuration.parse(yaml: template.yaml)
        #expect(
            configuration.stickerGlobs.map { Array($0.pattern.utf8) } == template.stickerGlobs.map { Array($0.utf8) })
        #expect(configuration.role(for: "cafe\u{301}/stickers/a.png", workingDirectory: "/") == .sticker)
        let walked = PathBytes.string(from: Array("caf".utf8) + [0xE9] + Array("/stickers/a.png".utf8))
        #expect(configuration.role(for: walked, workingDirectory: "/") == .sticker)
        #expect(template.yaml.contains(#""caf\uF7E9/stickers/**""#))
    }

    /// A survey cut off by its cap says so, on its notes and as a comment at the top of the file.
    @Test func aCutOffIsSaid() throws {
        let tree = try Tree((0..<30).map { "Share\($0)/stickers/a.png" })
        let whole = ConfigurationTemplate.survey(tree.root, maximumEntries: 1000)
        #expect(whole.notes.isEmpty && whole.stickerGlobs.count == 30)
        let cut = ConfigurationTemplate.survey(tree.root, maximumEntries: 20)
        #expect(cut.notes.count == 1)
        #expect(cut.notes.first?.hasPrefix("stopped after 20 entries, at ") == true, "\(cut.notes)")
        #expect(cut.yaml.contains("# NOTE: the survey did not cover the whole tree"))
        #expect(cut.yaml.contains("# - stopped after 20 entries"))
        _ = try Configuration.parse(yaml: cut.yaml)
    }
}

import Foundation
import StoryshareRules
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
}

import Foundation
import Testing

/// A repository that looks like an app's (sources, or a project file of a layout storyshare does not read yet:
/// a Tuist manifest, an XcodeGen spec, an Expo configuration written as code) but in which the app model finds no
/// app: nothing in it is judged by its name alone. validate and doctor say why and fail unless told what to judge;
/// a folder of images alone is still walked.
@Suite struct UnreadProjectTests {
    /// A Tuist app: its manifest, a Swift source that shares to Instagram, an Info.plist, a splash image named for a
    /// background, and an app icon.
    static func tuistTree() throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.write(
            "import ProjectDescription\nlet project = Project(name: \"Snap\", targets: [])\n",
            to: "Projects/App/Project.swift")
        try tree.write("import ProjectDescription\nlet workspace = Workspace(name: \"Snap\")\n", to: "Workspace.swift")
        try tree.write(
            "import UIKit\nlet url = URL(string: \"instagram-stories://share?source_application=1234567890\")!\n",
            to: "Projects/App/Sources/Share.swift")
        try tree.write(
            AppFiles.appInfoPlist(appID: "1234567890", schemes: ["instagram-stories"]),
            to: "Projects/App/Resources/Info.plist")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "Projects/App/Resources/background.jpg")
        return tree
    }

    @Test func validateJudgesNothingByNameAndSaysWhy() throws {
        let tree = try Self.tuistTree()
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "nothing to check (Workspace.swift and 1 more: a Tuist manifest, which storyshare does not read yet"))
        #expect(result.stderr.contains("--all judges every image and video in it"))
        #expect(!result.stdout.contains("background.jpg"), "no file is judged by its name")
        // --allow-empty lets it pass, saying the same; --all judges every image.
        let allowed = try CLI.run(["validate", "--allow-empty", "."], in: tree.url)
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("a Tuist manifest, which storyshare does not read yet"))
        let every = try CLI.run(["validate", "--all", "."], in: tree.url)
        #expect(every.stdout.contains("background.jpg") && every.stdout.contains("background-aspect-ratio"))
    }

    @Test func doctorJudgesNoFileForFacebookByDefault() throws {
        let tree = try Self.tuistTree()
        let result = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("a Tuist manifest, which storyshare does not read yet"))
        #expect(result.stderr.contains("--target judges its Info.plist and AndroidManifest.xml files"))
        #expect(!result.stdout.contains("facebook-stories"), "no Facebook requirement is invented")
        // With the targets named, its Info.plist is judged for them.
        let named = try CLI.run(["doctor", "--target", "instagram", "--format", "json", "."], in: tree.url)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.contains("Projects/App/Resources/Info.plist"))
    }

    @Test func scanSaysWhichFilesItDoesNotRead() throws {
        let tree = try Self.tuistTree()
        let result = try CLI.run(["scan", "."], in: tree.url)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Workspace.swift, Projects/App/Project.swift (2 files, each a Tuist manifest), which storyshare does "
                    + "not read yet"))
    }

    /// Sources and images with no project file (a package's `Sources` folder named alone) are walked as before.
    @Test func sourcesWithoutAProjectFileAreWalked() throws {
        let tree = try TempTree()
        try tree.write("export const share = () => 'instagram-stories://share';\n", to: "src/share.js")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "public/background.jpg")
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.stdout.contains("public/background.jpg"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("storyshare does not read yet"))
    }

    @Test func anExpoConfigWrittenAsCodeIsSaid() throws {
        let tree = try TempTree()
        try tree.write(
            "{\"name\": \"app\", \"dependencies\": {\"expo\": \"~51.0.0\", \"react-native\": \"0.74.0\"}}\n",
            to: "package.json")
        try tree.write("export default { expo: { name: 'app', ios: { infoPlist: {} } } };\n", to: "app.config.ts")
        try tree.write("import Share from 'react-native-share';\n", to: "App.tsx")
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("app.config.ts: an Expo configuration written as code"))
    }

    /// A Swift package (Package.swift, its sources and resources) is a layout the commands know: its images are
    /// walked, as the SwiftPM plugins need.
    @Test func aSwiftPackageIsStillWalked() throws {
        let tree = try TempTree()
        try tree.write("// swift-tools-version:6.0\nimport PackageDescription\n", to: "Package.swift")
        try tree.write("public let name = \"assets\"\n", to: "Sources/ShareAssets/Assets.swift")
        try tree.copy("images/sticker-too-small-300x300.png", to: "Sources/ShareAssets/Resources/stickers/logo.png")
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("stickers/logo.png") && result.stdout.contains("image-too-small"))
        #expect(!result.stderr.contains("nothing to check"))
    }
}

import Foundation
import Testing

@testable import StoryshareProject

/// A Flutter app taking a plugin by `path:` (a plugin's example app, `path: ../`): the plugin's native code runs in
/// the app, so its sources are linked to the app's codebase; a sharing library the model reads from its Dart calls
/// (a vendored `social_share`) is not.
struct FlutterPathPluginTests {
    typealias Tree = InstalledVersionsTests.Tree

    func linked(dependency name: String) throws -> [String] {
        let tree = Tree()
        try tree.write(
            "name: \(name)\nversion: 1.0.0\n\nflutter:\n  plugin:\n    platforms:\n      android:\n        package: dev.example\n",
            to: "pubspec.yaml")
        try tree.write(
            "name: example\n\ndependencies:\n  flutter:\n    sdk: flutter\n  \(name):\n    path: ../\n",
            to: "example/pubspec.yaml")
        let model = ProjectScanner.scan(tree.url.path)
        return try #require(model.codebases.first { $0.path == "example" }).linkedFolders
    }

    @Test func aPluginTakenByPathIsTheApps() throws {
        #expect(try linked(dependency: "story_share_plugin") == ["."])
        #expect(try linked(dependency: "social_share").isEmpty, "read from its Dart calls")
    }

    @Test func aPathDependencyIsReadWithItsName() {
        let spec = Pubspec.parse(
            Array("name: app\ndependencies:\n  story_kit:\n    path: ../story_kit\n  http: ^1.0.0\n".utf8),
            path: "app/pubspec.yaml")
        #expect(spec.pathDependencies == ["story_kit"])
        #expect(spec.pathDependencyNames == ["story_kit": "story_kit"])
    }
}

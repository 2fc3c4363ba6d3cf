import Foundation
import StoryshareProject
import StoryshareReport
import StoryshareSystem
import StoryshareTestSupport
import Testing

@testable import StoryshareJudging

/// How many times selecting the files of a directory walks it: once for a folder of images with no project file
/// (the app model is not asked), and never for every image where the app model answers.
struct InputSelectionWalkTests {
    /// The walks a selection made, counted as each is called.
    final class Count: @unchecked Sendable {
        var images = 0
        var scans = 0
        var expands = 0

        var walks: InputSelection.Walks {
            InputSelection.Walks(
                images: {
                    self.images += 1
                    return InputPaths.walkUnlessProject($0)
                },
                scan: {
                    self.scans += 1
                    return ProjectScanner.scan($0)
                },
                expand: {
                    self.expands += 1
                    return InputPaths.expandEach([$0]).first
                })
        }

        func select(_ path: String) throws -> InputSelection.Selection {
            try InputSelection.select(
                [path], configuration: Configuration(), workingDirectory: FilePaths.currentDirectory(),
                allowEmpty: true, every: false, walks: walks)
        }
    }

    /// A fresh folder holding `files` (relative path → bytes), removed after `body`.
    func withFolder(_ files: [String: [UInt8]], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("walks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (relative, bytes) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try body(root.path)
    }

    static let png = Array(
        try! Data(contentsOf: URL(fileURLWithPath: Checkout.testdata("images/sticker-512x512-alpha.png"))))

    @Test func aFolderOfImagesIsWalkedOnceAndNeverScanned() throws {
        try withFolder(["stickers/logo.png": Self.png, "bg/story.png": Self.png, "node_modules/x/y.png": Self.png]) {
            root in
            let count = Count()
            let selection = try count.select(root)
            #expect((count.images, count.scans, count.expands) == (1, 0, 0))
            // The one walk finds what the walk of every image finds, dependency folders included.
            #expect(selection.files.map(\.path) == InputPaths.expand([root]).map(\.path))
            #expect(
                selection.files.map(\.relativePath) == ["bg/story.png", "node_modules/x/y.png", "stickers/logo.png"])
            #expect(selection.notes.isEmpty && selection.modelReads.isEmpty)
        }
    }

    @Test func anAppProjectIsScannedAndNeverWalkedForEveryImage() throws {
        let count = Count()
        let selection = try count.select(Checkout.testdata("projects/react-native"))
        #expect((count.images, count.scans, count.expands) == (1, 1, 0))
        // The model chose: its summary is said, and its share assets are the files.
        #expect(selection.notes.count == 1)
        #expect(selection.files.allSatisfy { $0.modelRole != nil })
    }

    @Test func aProjectFileThatMakesNoAppIsScannedThenWalked() throws {
        try withFolder(["package.json": Array(#"{"name": "site"}"#.utf8), "img/logo.png": Self.png]) { root in
            let count = Count()
            let selection = try count.select(root)
            #expect((count.images, count.scans, count.expands) == (1, 1, 1))
            #expect(selection.files.map(\.relativePath) == ["img/logo.png"])
        }
    }

    @Test(arguments: [
        ("package.json", true), ("settings.gradle.kts", true), ("build.gradle", true), ("App.xcodeproj", true),
        ("App.xcworkspace", true), ("app.config.ts", true), ("project.yml", true), ("Project.swift", true),
        ("libs.versions.toml", true), ("logo.png", false), ("Info.plist", false), ("App.swift", false),
    ])
    func projectNames(name: String, makes: Bool) {
        #expect(ProjectScanner.mayMakeProject(name) == makes)
    }

    /// A project file deep in the tree stops the walk; without one, the walk lists every image.
    @Test func theWalkStopsAtTheFirstProjectFile() throws {
        try withFolder(["a/b/pubspec.yaml": [], "z.png": Self.png]) { root in
            #expect(InputPaths.walkUnlessProject(root) == nil)
        }
        try withFolder(["a/b/c.png": Self.png]) { root in
            #expect(InputPaths.walkUnlessProject(root)?.files.map(\.relativePath) == ["a/b/c.png"])
        }
    }
}

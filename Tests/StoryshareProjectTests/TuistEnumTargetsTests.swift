import Foundation
import Testing

@testable import StoryshareProject

/// A Tuist manifest whose targets are made in a `switch self` of a string enum (`case .app: return .target(name:
/// rawValue, …)`), its cases mapped with `allCases.map(\.target)`: each target is named by its case's raw value. And a
/// Stories URL kept in a stored constant opens only where code that runs uses it.
struct TuistEnumTargetsTests {
    typealias Tree = InstalledVersionsTests.Tree

    static let manifest = #"""
        import ProjectDescription

        let domain = "studio.example"

        enum AppTarget: String, CaseIterable {
            case tidesApp = "Tides"
            case tidesTests = "TidesTests"
            case widgets

            var bundleId: String { domain + "." + rawValue.lowercased() }

            var target: Target {
                switch self {
                case .tidesApp:
                    return .target(
                        name: rawValue,
                        destinations: .iOS,
                        product: .app,
                        bundleId: bundleId,
                        infoPlist: .file(path: "\(rawValue)/Info.plist"),
                        sources: ["Tides/Sources/**"]
                    )
                case .tidesTests:
                    return .target(
                        name: rawValue, destinations: .iOS, product: .unitTests, bundleId: bundleId,
                        sources: ["TidesTests/**"])
                case .widgets:
                    return .target(
                        name: rawValue, destinations: .iOS, product: .appExtension, bundleId: bundleId,
                        sources: ["Widgets/**"])
                }
            }
        }

        let project = Project(name: "Tides", targets: AppTarget.allCases.map(\.target))
        """#

    static let constants = """
        import UIKit

        enum Links {
            static let website = URL(string: "https://tides.example.com")!
            static let instagramStories = URL(string: "instagram-stories://share?source_application=1234567890")!
        }
        """

    func tree(_ extra: [String: String] = [:]) throws -> Tree {
        let tree = Tree()
        try tree.write(Self.manifest, to: "Project.swift")
        try tree.write(
            "<plist><dict><key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></dict></plist>",
            to: "Tides/Info.plist")
        try tree.write(Self.constants, to: "Tides/Sources/Links.swift")
        for (path, text) in extra { try tree.write(text, to: path) }
        return tree
    }

    @Test func eachCaseNamesItsTargetByItsRawValue() throws {
        let tree = try tree()
        let model = ProjectScanner.scan(tree.url.path)
        let targets = model.codebases.flatMap(\.apps).map { "\($0.name) \($0.kind.rawValue)" }.sorted()
        #expect(targets == ["Tides app", "TidesTests test-bundle", "widgets app-extension"], "\(targets)")
        #expect(model.codebases.flatMap(\.apps).first { $0.name == "Tides" }?.infoPlist == "Tides/Info.plist")
    }

    /// A Stories URL in a constant nothing uses is present, not called; the same constant opened by an action shares.
    @Test func aStoriesURLConstantOpensOnlyWhereItIsUsed() throws {
        let plain = try tree()
        let unused = try #require(ProjectScanner.scan(plain.url.path).codebases.first?.sharing)
        #expect(!unused.shares)
        #expect(
            unused.uncalled.map(\.text) == [
                "instagramStories shares to Instagram, but no code that runs uses it: not counted as sharing"
            ], "\(unused.uncalled)")
        let screen = """
            import UIKit

            final class TideViewController: UIViewController {
                @IBAction func shareTapped(_ sender: Any) {
                    UIApplication.shared.open(Links.instagramStories)
                }
            }
            """
        let wired = try tree(["Tides/Sources/TideViewController.swift": screen])
        let used = try #require(ProjectScanner.scan(wired.url.path).codebases.first?.sharing)
        #expect(used.targets == [.instagram])
        #expect(used.uncalled.isEmpty)
    }

    /// A target whose name the reader cannot follow is said in a note, not dropped in silence.
    @Test func aTargetWhoseNameIsNotReadIsSaid() throws {
        let tree = Tree()
        try tree.write(
            """
            import ProjectDescription
            let project = Project(name: "X", targets: [
                .target(name: Names.app(), destinations: .iOS, product: .app, bundleId: "a.b", sources: ["App/**"]),
            ])
            """, to: "Project.swift")
        let model = ProjectScanner.scan(tree.url.path)
        #expect(
            model.notes.contains {
                $0.hasPrefix("Project.swift:3: a target of product .app: name is `Names.app(…)`")
            }, "\(model.notes)")
        #expect(
            model.notes.contains(
                "Project.swift: its targets could not be read (see the note above): the apps it makes are not known"))
        #expect(!model.notes.contains { $0.contains("does not read yet") }, "the manifest's layout is read")
    }
}

import Foundation
import Testing

@testable import StoryshareProject

/// A Tuist target's `bundleId:` is its PRODUCT_BUNDLE_IDENTIFIER, as an Xcode project's build settings give it: a
/// literal with its line, a helper's interpolation with the caller's values in place, and an expression the reader
/// cannot follow said undecided, with that expression, never guessed.
struct TuistBundleIDTests {
    static func targets(
        _ manifest: String, helpers: TuistHelpers = TuistHelpers(), undecided: inout [String]
    ) -> [TuistManifest.Target] {
        TuistManifest.targets(
            manifest, path: "Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"), helpers: helpers,
            undecided: &undecided)
    }

    @Test func aLiteralBundleIDIsTheTargetsWithItsLine() throws {
        var undecided: [String] = []
        let targets = Self.targets(
            """
            import ProjectDescription

            let project = Project(
                name: "Driftwood",
                targets: [
                    .target(
                        name: "Driftwood",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "dev.example.driftwood"
                    ),
                    .target(name: "Tools", destinations: .iOS, product: .framework, sources: ["Tools/**"]),
                ]
            )

            """, undecided: &undecided)
        let app = try #require(targets.first)
        let setting = try #require(TuistManifest.bundleID(of: app))
        #expect(setting.value == "dev.example.driftwood")
        #expect(setting.place == "Project.swift:10")
        #expect(setting.overriddenBy == nil)
        // A target that names none has no configuration, as before.
        #expect(targets.last.map { TuistManifest.bundleID(of: $0) } == .some(nil))
        #expect(undecided.isEmpty)
    }

    @Test func aHelpersInterpolationIsTheCallersValue() throws {
        var undecided: [String] = []
        let helpers = TuistHelpers([
            ("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", TuistHelperTests.templates)
        ])
        let targets = Self.targets(
            "let project = Project.app(name: \"Snap\", destinations: .iOS, modules: [])\n", helpers: helpers,
            undecided: &undecided)
        let app = try #require(targets.first { $0.name == "Snap" })
        // `bundleId: "\(organization).\(name)"` with the helpers' constant and the call's name; placed at the call.
        #expect(TuistManifest.bundleID(of: app)?.value == "studio.example.Snap")
        #expect(TuistManifest.bundleID(of: app)?.place == "Project.swift:1")
    }

    @Test func aComputedBundleIDIsUndecidedWithItsExpression() throws {
        var undecided: [String] = []
        let targets = Self.targets(
            """
            let project = Project(
                name: "Driftwood",
                targets: [
                    .target(name: "Driftwood", destinations: .iOS, product: .app, bundleId: Environment.bundleId),
                    .target(name: "DriftwoodKit", destinations: .iOS, product: .framework, bundleId: Environment.kitId),
                ]
            )

            """, undecided: &undecided)
        let app = try #require(targets.first)
        let setting = try #require(TuistManifest.bundleID(of: app))
        #expect(setting.overriddenBy?.contains("`Environment.bundleId`") == true, "\(setting)")
        // Said once, for the app; a framework's bundle id is not judged.
        #expect(
            undecided == [
                "Project.swift:4: target Driftwood: bundleId is `Environment.bundleId`, which the reader cannot follow"
            ], "\(undecided)")
    }

    /// The scan gives the app the configuration, so whatever reads an app's build settings reads its bundle id.
    @Test func theScannedAppHasItsBundleID() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("testdata/projects/tuist").path
        let model = ProjectScanner.scan(root)
        let app = try #require(model.apps.first { $0.name == "Driftwood" })
        let setting = try #require(app.buildConfigurations.first?.setting("PRODUCT_BUNDLE_IDENTIFIER"))
        #expect(setting.value == "dev.storyshare.fixture.driftwood")
        #expect(setting.place == "Project.swift:11")
    }
}

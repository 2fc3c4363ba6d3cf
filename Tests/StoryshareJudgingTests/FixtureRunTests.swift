import Foundation
import StoryshareFix
import StoryshareJudging
import StoryshareKit
import StoryshareReport
import StoryshareTestSupport
import Testing

/// Every run of the application layer, in process, on each app repository of `testdata/projects/`: what validate,
/// doctor, fix and preview --sheet judge there, and what they find, as the binary's tests see it end to end.
struct FixtureRunTests {
    /// The fixtures, each with the files validate judges and the rules each breaks, and the same for doctor.
    struct Expected: Sendable, CustomTestStringConvertible {
        var fixture: String
        var validate: [String: [String]]
        var doctor: [String: [String]]
        var passes: (validate: Bool, doctor: Bool)
        var testDescription: String { fixture }
    }

    static let fixtures: [Expected] = [
        Expected(
            fixture: "android-native",
            validate: [
                "feature/share/src/main/res/drawable-nodpi/story_background.jpg": [
                    "background-aspect-ratio", "background-oversized", "background-too-small-instagram",
                ]
            ],
            doctor: [
                "app/src/main/AndroidManifest.xml": ["android-file-provider-missing"],
                "feature/share/src/main/java/dev/storyshare/fixture/streakly/share/ShareToStory.kt": [],
            ], passes: (false, false)),
        Expected(fixture: "android-noshare", validate: [:], doctor: [:], passes: (true, true)),
        Expected(
            fixture: "expo-config", validate: ["assets/share/garden-background.png": ["background-aspect-ratio"]],
            doctor: ["app.config.ts": ["ios-query-scheme-missing"], "src/share.ts": []], passes: (true, false)),
        Expected(
            fixture: "expo", validate: [:],
            doctor: ["app.json": ["ios-query-scheme-duplicate"], "src/share.ts": []], passes: (true, true)),
        Expected(
            fixture: "flutter",
            validate: ["assets/stories/bg.png": [], "packages/social_share/example/assets/sticker.png": []],
            doctor: [
                "android/app/src/main/AndroidManifest.xml": ["android-query-missing"],
                "ios/Runner/Info.plist": [],
                "packages/social_share/example/android/app/src/main/AndroidManifest.xml": ["android-query-missing"],
                "packages/social_share/example/ios/Runner/Info.plist": ["ios-query-scheme-missing"],
                "lib/share.dart": ["share-link-instagram"], "packages/social_share/example/lib/main.dart": [],
            ], passes: (true, false)),
        Expected(
            fixture: "ios-native",
            validate: [
                "StoryApp/Assets.xcassets/StoryStickerArt.imageset/StoryStickerArt@3x.png": [],
                "StoryApp/Assets.xcassets/image.imageset/image.jpg": [],
            ],
            doctor: ["StoryApp/Info.plist": [], "StoryApp/Share/StoryShare.swift": []], passes: (true, true)),
        Expected(
            fixture: "kmp", validate: ["composeApp/src/androidMain/res/drawable-nodpi/harvest_story.jpg": []],
            doctor: [
                "composeApp/src/androidMain/AndroidManifest.xml": [],
                "composeApp/src/androidMain/kotlin/dev/storyshare/fixture/orchard/HarvestStory.kt": [],
            ], passes: (true, true)),
        Expected(
            fixture: "react-native",
            validate: [
                "assets/share/story-background.png": ["background-too-small-instagram"], "src/storySticker.ts": [],
            ],
            doctor: [
                "android/app/src/main/AndroidManifest.xml": ["android-query-missing"], "ios/TrailPost/Info.plist": [],
                "App.tsx": [],
            ], passes: (false, false)),
        Expected(
            fixture: "tuist",
            validate: ["Driftwood/Resources/Assets.xcassets/StorySticker.imageset/StorySticker.png": []],
            doctor: ["Project.swift": ["ios-query-scheme-missing"], "Driftwood/Sources/StoryShare.swift": []],
            passes: (true, false)),
        Expected(
            fixture: "xcodegen",
            validate: ["Kestrel/Resources/Assets.xcassets/StoryBackground.imageset/StoryBackground.jpg": []],
            doctor: ["project.yml": [], "Kestrel/Sources/FacebookStory.swift": []], passes: (true, true)),
    ]

    static func directory(_ fixture: String) -> String { Checkout.testdata("projects/\(fixture)") }

    /// The report's files by their path below `root`, each with the rules of its findings, sorted.
    static func rules(_ report: Report, below root: String) -> [String: [String]] {
        var rules: [String: [String]] = [:]
        for file in report.files {
            let path = String(file.path.dropFirst(root.count + 1))
            rules[path, default: []] += file.findings.map(\.rule)
        }
        return rules.mapValues { $0.sorted() }
    }

    @Test(arguments: fixtures)
    func validate(_ expected: Expected) throws {
        let root = Self.directory(expected.fixture)
        let outcome = try AssetValidation.run(AssetRequest(paths: [root], allowEmpty: true))
        #expect(Self.rules(outcome.report, below: root) == expected.validate)
        #expect(outcome.report.summary.passed == expected.passes.validate)
        // Every file the model read to choose is protected from what the run writes.
        #expect(
            outcome.reads.contains {
                [
                    "package.json", "pubspec.yaml", "project.pbxproj", "build.gradle", "build.gradle.kts",
                    "Project.swift",
                    "project.yml",
                ].contains(
                    ($0 as NSString).lastPathComponent)
            })
    }

    @Test(arguments: fixtures)
    func doctor(_ expected: Expected) throws {
        let root = Self.directory(expected.fixture)
        let outcome = try AppDiagnosis.run(AppDiagnosis.Request(paths: [root]))
        #expect(Self.rules(outcome.report, below: root) == expected.doctor)
        #expect(outcome.report.summary.passed == expected.passes.doctor)
        // Every app the model found is named with what was concluded for it.
        #expect(!outcome.notes.isEmpty)
        #expect(outcome.notes.allSatisfy { $0.hasPrefix(root + ": ") })
    }

    @Test(arguments: fixtures)
    func fixDryRun(_ expected: Expected) throws {
        let root = Self.directory(expected.fixture)
        let report = try AssetFixing.run(
            AssetRequest(paths: [root], allowEmpty: true),
            options: FixOptions(fit: .pad, padColors: .resolve(top: nil, bottom: nil), dryRun: true),
            destination: .directory(FileManager.default.temporaryDirectory.path + "/storyshare-fixture-runs"))
        // Fix takes the files validate judges (an image embedded in a source file judged, never written), and writes
        // none of them.
        #expect(
            report.files.map { String($0.path.dropFirst(root.count + 1)) }.sorted() == expected.validate.keys.sorted())
        // A file with a finding fix answers is fixed for its app's strictest target (Instagram here).
        for file in report.files {
            let broken = !(expected.validate[String(file.path.dropFirst(root.count + 1))] ?? []).isEmpty
            #expect(file.status == (broken ? .fixed : .unchanged), "\(file.path)")
            #expect(file.passes)
        }
    }

    @Test(arguments: fixtures)
    func sheetChoosesAsValidateDoes(_ expected: Expected) throws {
        let root = Self.directory(expected.fixture)
        let chosen = SheetJudging.select(AssetRequest(paths: [root], workingDirectory: root))
        let onDisk = expected.validate.keys.filter { !$0.hasSuffix(".ts") }.sorted()
        #expect(chosen.files.map { String($0.path.dropFirst(root.count + 1)) }.sorted() == onDisk)
        #expect(chosen.notes.contains { $0.hasPrefix(root + ": ") })
    }

    /// A folder named in which nothing is left to check is said, with what it held, unless it may pass.
    @Test func nothingToCheck() throws {
        let root = Self.directory("android-noshare") + "/app/src/main/res/values"
        #expect(throws: InputSelection.NothingToCheck.self) {
            try AssetValidation.run(AssetRequest(paths: [root], every: true))
        }
        #expect(
            try AssetValidation.run(AssetRequest(paths: [root], allowEmpty: true, every: true))
                .report.files.isEmpty)
    }
}

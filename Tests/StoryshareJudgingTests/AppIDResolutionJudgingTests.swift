import Foundation
import StoryshareJudging
import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareTestSupport
import Testing

/// doctor, in process, on testdata/projects/ios-native with the share of testdata/share-calls/plist-app-id changed to
/// pass another file's constant, and on the same app with its Info.plist key reading a second App ID: the App ID
/// followed to another file is judged at the share, naming where it is set; a name set two ways is said (info); and
/// app-id-mismatch compares the Info.plist's FacebookAppID with the App ID the share really carries.
@Suite struct AppIDResolutionJudgingTests {
    typealias Pair = InfoPlistAppIDTests

    /// The pair's share passing `Constants.facebookAppId` where it read the Info.plist key, with `keys` (file name to
    /// text) written beside it in StoryApp/Share/.
    static func app(keys: [String: String]) throws -> URL {
        try Pair.app(plist: try Pair.plist("literal")) { root in
            let share = root.appendingPathComponent(Pair.share)
            try String(contentsOf: share, encoding: .utf8).replacingOccurrences(
                of: "source_application=\\(appID)", with: "source_application=\\(Constants.facebookAppId)"
            ).write(to: share, atomically: true, encoding: .utf8)
            for (name, text) in keys {
                try text.write(
                    to: root.appendingPathComponent("StoryApp/Share/\(name)"), atomically: true, encoding: .utf8)
            }
        }
    }

    @Test func anotherFilesPlaceholderIsJudgedAtTheShareNamingWhereItIsSet() throws {
        let keys = "enum Constants {\n    static let facebookAppId = \"YOUR_APP_ID\"\n}\n"
        let found = try Pair.findings(try Self.app(keys: ["Constants.swift": keys]))
        #expect(found.map(\.rule) == ["share-app-id-invalid"], "\(found)")
        let finding = try #require(found.first)
        #expect(finding.severity == .error && finding.line == 14)
        #expect(finding.message.contains("\"YOUR_APP_ID\" (set at StoryApp/Share/Constants.swift:2)"), "\(finding)")
        // The same app with the App ID set.
        let fixed = "enum Constants {\n    static let facebookAppId = \"4409127735180066\"\n}\n"
        #expect(try Pair.findings(try Self.app(keys: ["Constants.swift": fixed])).isEmpty)
    }

    /// A colour the share passes from another file's constant is judged at the share, naming where it is set.
    @Test func anotherFilesColourIsJudgedAtTheShareNamingWhereItIsSet() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("colour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write(
            "{\"name\": \"trail\", \"dependencies\": {\"expo\": \"~51.0.0\", \"react-native\": \"0.74.0\", "
                + "\"react-native-share\": \"12.0.9\"}}\n", "package.json")
        try write("{\"expo\": {\"name\": \"Trail\"}}\n", "app.json")
        try write("export enum TrailColor {\n  Dusk = 'rgba(114, 79, 255, 0.55)',\n}\n", "src/theme.ts")
        try write(
            """
            import Share from 'react-native-share';
            import { TrailColor } from '../theme';

            export function shareStory() {
              Share.shareSingle({
                social: Share.Social.INSTAGRAM_STORIES,
                appId: '123456789012345',
                backgroundTopColor: TrailColor.Dusk,
              });
            }

            """, "src/share/story.ts")
        try write("import { shareStory } from './share/story';\nshareStory();\n", "src/App.tsx")
        let outcome = try AppDiagnosis.run(AppDiagnosis.Request(paths: [root.path]))
        let colour = outcome.report.findings.filter { $0.rule == "share-color-invalid" }
        #expect(colour.count == 1, "\(outcome.report.findings)")
        #expect(colour.first?.path.hasSuffix("src/share/story.ts") == true)
        #expect(colour.first?.message.contains("(set at src/theme.ts:2)") == true, "\(colour)")
    }

    @Test func aConstantSetTwoWaysIsSaidNotJudged() throws {
        let found = try Pair.findings(
            try Self.app(keys: [
                "Constants.swift": "enum Constants {\n    static let facebookAppId = \"4409127735180066\"\n}\n",
                "Constants+Staging.swift": "enum Constants {\n    static let facebookAppId = \"YOUR_APP_ID\"\n}\n",
            ]))
        #expect(found.map(\.severity) == [.info], "\(found)")
        #expect(found.first?.message.contains("defined differently in StoryApp/Share/Constants") == true, "\(found)")
    }

    /// testdata/projects/android-native with its share module's `buildConfigField` changed to `value`.
    static func android(field value: String) throws -> [Finding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gradle-app-id-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Checkout.testdata("projects/android-native")), to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let gradle = root.appendingPathComponent("feature/share/build.gradle.kts")
        try String(contentsOf: gradle, encoding: .utf8).replacingOccurrences(
            of: #""\"907351246688213\"""#, with: value
        ).write(to: gradle, atomically: true, encoding: .utf8)
        return try AppDiagnosis.run(AppDiagnosis.Request(paths: [root.path])).report.findings.filter {
            $0.path.hasSuffix("ShareToStory.kt") && $0.rule.hasPrefix("share-app-id")
        }
    }

    /// A Gradle field set at build time from a property is said (info), never an error; a placeholder literal is one.
    @Test func aGradleFieldSetAtBuildTimeIsInfoAPlaceholderAnError() throws {
        #expect(try Self.android(field: #""\"907351246688213\"""#).isEmpty)
        let property = try Self.android(field: #""\"${project.findProperty("metaAppId") ?: ""}\"""#)
        #expect(property.map(\.severity) == [.info], "\(property)")
        #expect(
            property.first?.message.contains(
                "is BuildConfig.FACEBOOK_APP_ID, set at build time from the Gradle property metaAppId "
                    + "(feature/share/build.gradle.kts:12); a build without it gets an empty App ID") == true,
            "\(property)")
        let placeholder = try Self.android(field: #""\"YOUR_APP_ID\"""#)
        #expect(placeholder.map(\.severity) == [.error], "\(placeholder)")
        #expect(placeholder.first?.message.contains("(set at feature/share/build.gradle.kts:12)") == true)
    }

    /// The share reads META_APP_ID; the Info.plist's FacebookAppID (what the Facebook SDK reads) holds another App ID.
    @Test func appIDMismatchComparesTheValueTheInfoPlistKeyHolds() throws {
        func findings(facebookAppID: String) throws -> [Finding] {
            let plist = try Pair.plist("literal").replacingOccurrences(
                of: "\t<key>META_APP_ID</key>",
                with: "\t<key>FacebookAppID</key>\n\t<string>\(facebookAppID)</string>\n\t<key>META_APP_ID</key>")
            let root = try Pair.app(plist: plist)
            defer { try? FileManager.default.removeItem(at: root) }
            return try AppDiagnosis.run(AppDiagnosis.Request(paths: [root.path])).report.findings.filter {
                $0.rule == "app-id-mismatch"
            }
        }
        let mismatch = try findings(facebookAppID: "1111111111")
        #expect(mismatch.map(\.path).map { $0.hasSuffix("StoryApp/Info.plist") } == [true], "\(mismatch)")
        #expect(mismatch.first?.message.contains("4409127735180066") == true, "\(mismatch)")
        #expect(try findings(facebookAppID: "4409127735180066").isEmpty)
    }
}

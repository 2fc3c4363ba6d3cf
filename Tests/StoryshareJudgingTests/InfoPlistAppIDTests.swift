import Foundation
import StoryshareJudging
import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareTestSupport
import Testing

/// doctor, in process, on the iOS app of testdata/projects/ios-native whose share reads its App ID from the app's own
/// Info.plist (testdata/share-calls/plist-app-id): the App ID is what StoryApp/Info.plist holds under the key, and
/// nothing is concluded where the app's Info.plist is not a file.
@Suite struct InfoPlistAppIDTests {
    static let share = "StoryApp/Share/StoryShare.swift"

    /// A copy of ios-native with the pair's share and `plist` (the text of StoryApp/Info.plist), changed by `edit`.
    static func app(plist: String, edit: (URL) throws -> Void = { _ in }) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plist-app-id-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Checkout.testdata("projects/ios-native")), to: root)
        let source = try String(
            contentsOfFile: Checkout.testdata("share-calls/plist-app-id/StoryShare.swift"), encoding: .utf8)
        try source.write(to: root.appendingPathComponent(share), atomically: true, encoding: .utf8)
        try plist.write(to: root.appendingPathComponent("StoryApp/Info.plist"), atomically: true, encoding: .utf8)
        try edit(root)
        return root
    }

    /// The pair's Info.plist of `side`, with `<string>$(META_APP_ID)</string>` holding `value` when given.
    static func plist(_ side: String, value: String? = nil) throws -> String {
        let text = try String(
            contentsOfFile: Checkout.testdata("share-calls/plist-app-id/\(side)/Info.plist"), encoding: .utf8)
        return value.map { text.replacingOccurrences(of: "$(META_APP_ID)", with: $0) } ?? text
    }

    /// doctor's findings on the share's file, which it must judge.
    static func findings(_ root: URL) throws -> [Finding] {
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try AppDiagnosis.run(AppDiagnosis.Request(paths: [root.path]))
        #expect(outcome.report.files.contains { $0.path.hasSuffix(share) }, "the share's file is not judged")
        return outcome.report.findings.filter { $0.path.hasSuffix(share) }
    }

    @Test func aKeyTheInfoPlistLacksIsAShareWithoutAnAppID() throws {
        let found = try Self.findings(try Self.app(plist: try Self.plist("missing")))
        #expect(found.map(\.rule) == ["share-app-id-missing"], "\(found)")
        let finding = try #require(found.first)
        #expect(finding.severity == .error && finding.line == 14)
        #expect(finding.message.contains("META_APP_ID, which is not in StoryApp/Info.plist"), "\(finding.message)")
    }

    @Test func aBuildSettingIsSaidAsInfoWithTheInfoPlistsLine() throws {
        let found = try Self.findings(try Self.app(plist: try Self.plist("setting")))
        #expect(found.map(\.rule) == ["share-app-id-invalid"], "\(found)")
        let finding = try #require(found.first)
        #expect(finding.severity == .info && finding.line == 14)
        #expect(finding.message.contains("which is $(META_APP_ID) (StoryApp/Info.plist:12), a build setting"))
        // ${NAME} is a build setting too.
        let braces = try Self.findings(try Self.app(plist: try Self.plist("setting", value: "${META_APP_ID}")))
        #expect(braces.map(\.severity) == [.info], "\(braces)")
    }

    @Test func theLiteralTheKeyHoldsIsJudgedAsAnyLiteral() throws {
        #expect(try Self.findings(try Self.app(plist: try Self.plist("literal"))).isEmpty)
        let placeholder = try Self.findings(try Self.app(plist: try Self.plist("setting", value: "YOUR_APP_ID")))
        #expect(placeholder.map(\.rule) == ["share-app-id-invalid"], "\(placeholder)")
        let finding = try #require(placeholder.first)
        #expect(finding.severity == .error)
        #expect(
            finding.message.contains(
                "read from the Info.plist's META_APP_ID, which holds \"YOUR_APP_ID\" (StoryApp/Info.plist:12): not "
                    + "5–20 digits"), "\(finding.message)")
    }

    /// A build setting that the repository's .xcconfig files set to one literal is followed to it, and where is said;
    /// set to different values, it stays a build setting (info).
    @Test func aBuildSettingAnXcconfigSetsIsFollowedOneStep() throws {
        func findings(_ xcconfigs: [String: String]) throws -> [Finding] {
            try Self.findings(
                try Self.app(plist: try Self.plist("setting")) { root in
                    for (name, text) in xcconfigs {
                        let url = root.appendingPathComponent("Config/\(name)")
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try text.write(to: url, atomically: true, encoding: .utf8)
                    }
                })
        }
        let literal = "// Shared\nPRODUCT_NAME = StoryApp\nMETA_APP_ID = 4409127735180066 // Meta App ID\n"
        #expect(try findings(["Shared.xcconfig": literal]).isEmpty)
        let placeholder = try findings(["Shared.xcconfig": "META_APP_ID[config=Release] = YOUR_APP_ID;\n"])
        #expect(placeholder.map(\.severity) == [.error], "\(placeholder)")
        #expect(
            placeholder.first?.message.contains(
                "which holds \"YOUR_APP_ID\" (StoryApp/Info.plist:12 as $(META_APP_ID), set in Config/Shared.xcconfig:1)"
            )
                == true, "\(placeholder)")
        let differing = try findings([
            "Debug.xcconfig": "META_APP_ID = 4409127735180066\n", "Release.xcconfig": "META_APP_ID = 1234567\n",
        ])
        #expect(differing.map(\.severity) == [.info], "\(differing)")
    }

    /// The Info.plist's FacebookAppID read by the share is judged once, at the Info.plist; its absence at the share.
    @Test func facebookAppIDIsJudgedAtTheInfoPlist() throws {
        func app(_ side: String) throws -> URL {
            let plist = try Self.plist(side).replacingOccurrences(of: "META_APP_ID", with: "FacebookAppID")
            return try Self.app(plist: plist) { root in
                let source = root.appendingPathComponent(Self.share)
                try String(contentsOf: source, encoding: .utf8).replacingOccurrences(
                    of: "META_APP_ID", with: "FacebookAppID"
                ).write(to: source, atomically: true, encoding: .utf8)
            }
        }
        let root = try app("setting")
        let outcome = try AppDiagnosis.run(AppDiagnosis.Request(paths: [root.path]))
        try? FileManager.default.removeItem(at: root)
        #expect(
            outcome.report.findings.map(\.rule) == ["ios-facebook-app-id-missing"]
                && outcome.report.findings.first?.severity == .info, "\(outcome.report.findings)")
        #expect(try Self.findings(try app("missing")).map(\.rule) == ["share-app-id-missing"])
    }

    /// One share in two apps (an XcodeGen spec whose targets share `Shared/`): judged when their Info.plists agree,
    /// each named; undecided when they differ.
    @Test func aShareOfTwoAppsIsJudgedWhenTheirInfoPlistsAgree() throws {
        func findings(_ app: String, _ pro: String) throws -> [Finding] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "plist-app-id-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let spec = [
                "name: StoryApp", "targets:",
                "  StoryApp:", "    type: application", "    platform: iOS", "    sources: [Shared, App]",
                "    settings:", "      base:", "        INFOPLIST_FILE: App/Info.plist",
                "  StoryAppPro:", "    type: application", "    platform: iOS", "    sources: [Shared, AppPro]",
                "    settings:", "      base:", "        INFOPLIST_FILE: AppPro/Info.plist", "",
            ]
            let files = [
                "project.yml": spec.joined(separator: "\n"),
                "Shared/StoryShare.swift": try String(
                    contentsOfFile: Checkout.testdata("share-calls/plist-app-id/StoryShare.swift"), encoding: .utf8),
                "Shared/ShareButton.swift": "struct ShareButton { func tapped() { StoryShare.shareToInstagram() } }\n",
                "App/Info.plist": try Self.plist(app), "AppPro/Info.plist": try Self.plist(pro),
            ]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let outcome = try AppDiagnosis.run(AppDiagnosis.Request(paths: [root.path]))
            #expect(outcome.report.files.contains { $0.path.hasSuffix("Shared/StoryShare.swift") })
            return outcome.report.findings.filter { $0.rule.hasPrefix("share-app-id") }
        }
        #expect(try findings("literal", "missing").isEmpty)
        let missing = try findings("missing", "missing")
        #expect(missing.map(\.rule) == ["share-app-id-missing"], "\(missing)")
        #expect(
            missing.first?.message.contains("META_APP_ID, which is not in App/Info.plist and AppPro/Info.plist")
                == true,
            "\(missing)")
        let setting = try findings("setting", "setting")
        #expect(setting.map(\.severity) == [.info], "\(setting)")
        #expect(setting.first?.message.contains("(App/Info.plist:12 and AppPro/Info.plist:12)") == true, "\(setting)")
    }

    /// With no Info.plist file for the app (Xcode generates it whole), what the key holds is not known: undecided, as
    /// any name the scan cannot follow.
    @Test func anInfoPlistThatIsNoFileLeavesItUndecided() throws {
        let root = try Self.app(plist: try Self.plist("missing")) { root in
            let project = root.appendingPathComponent("StoryApp.xcodeproj/project.pbxproj")
            let text = try String(contentsOf: project, encoding: .utf8)
            try text.replacingOccurrences(of: "\t\t\t\tINFOPLIST_FILE = StoryApp/Info.plist;\n", with: "")
                .write(to: project, atomically: true, encoding: .utf8)
        }
        let found = try Self.findings(root)
        #expect(!found.contains { $0.rule.hasPrefix("share-app-id") }, "\(found)")
    }
}

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

    /// StoryApp's project file with its app target's Debug and Release configurations based on `Config/<debug>`
    /// and `Config/<release>` (file references in a `Config` group, as Xcode writes them), and `settings` added to
    /// both configurations' own build settings.
    static func basing(_ root: URL, debug: String?, release: String?, settings: String = "") throws {
        let url = root.appendingPathComponent("StoryApp.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: url, encoding: .utf8)
        let names = Array(Set([debug, release].compactMap { $0 })).sorted()
        func id(_ name: String) -> String {
            "CF00\(String(format: "%04d", names.firstIndex(of: name) ?? 0))2B69728B00CBBFD2"
        }
        let references = names.map {
            "\t\t\(id($0)) /* \($0) */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \($0); "
                + "sourceTree = \"<group>\"; };\n"
        }
        text = text.replacingOccurrences(
            of: "/* End PBXFileReference section */", with: references.joined() + "/* End PBXFileReference section */")
        let group =
            "\t\tCF00AAAA2B69728B00CBBFD2 /* Config */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            + names.map { "\t\t\t\t\(id($0)),\n" }.joined() + "\t\t\t);\n\t\t\tpath = Config;\n"
            + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        text = text.replacingOccurrences(of: "/* End PBXGroup section */", with: group + "/* End PBXGroup section */")
        text = text.replacingOccurrences(
            of: "\t\t\t\tC3ED00442B69728B00CBBFD2 /* Products */,\n",
            with: "\t\t\t\tC3ED00442B69728B00CBBFD2 /* Products */,\n\t\t\t\tCF00AAAA2B69728B00CBBFD2 /* Config */,\n")
        for (configuration, name) in [
            ("C3ED008B2B69728B00CBBFD2 /* Debug */", debug), ("C3ED008C2B69728B00CBBFD2 /* Release */", release),
        ] {
            let opening = "\t\t\(configuration) = {\n\t\t\tisa = XCBuildConfiguration;\n"
            #expect(text.contains(opening))
            text = text.replacingOccurrences(
                of: opening + "\t\t\tbuildSettings = {\n",
                with: opening + (name.map { "\t\t\tbaseConfigurationReference = \(id($0));\n" } ?? "")
                    + "\t\t\tbuildSettings = {\n" + settings)
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A build setting that every configuration of the app's target sets to one literal — in the `.xcconfig` it is
    /// based on (with what that includes) or in its own settings, which win — is followed to it, and where is said;
    /// set to different values, in a file the target is not based on, or before an include the checkout lacks, it
    /// stays a build setting (info).
    @Test func aBuildSettingTheTargetsConfigurationSetsIsFollowedOneStep() throws {
        func findings(
            _ xcconfigs: [String: String], debug: String? = "Shared.xcconfig", release: String? = "Shared.xcconfig",
            settings: String = ""
        ) throws -> [Finding] {
            try Self.findings(
                try Self.app(plist: try Self.plist("setting")) { root in
                    for (name, text) in xcconfigs {
                        let url = root.appendingPathComponent("Config/\(name)")
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try text.write(to: url, atomically: true, encoding: .utf8)
                    }
                    try Self.basing(root, debug: debug, release: release, settings: settings)
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
        // Each configuration its own file: different values stay a build setting.
        let differing = try findings(
            ["Debug.xcconfig": "META_APP_ID = 4409127735180066\n", "Release.xcconfig": "META_APP_ID = 1234567\n"],
            debug: "Debug.xcconfig", release: "Release.xcconfig")
        #expect(differing.map(\.severity) == [.info], "\(differing)")
        // A file the target is not based on sets nothing for it.
        let unbased = try findings(["Shared.xcconfig": "META_APP_ID = YOUR_APP_ID\n"], debug: nil, release: nil)
        #expect(unbased.map(\.severity) == [.info], "\(unbased)")
        // What an included file sets, where it sets it; a later line wins.
        let included = try findings([
            "Shared.xcconfig": "META_APP_ID = YOUR_APP_ID\n#include \"Base.xcconfig\"\n",
            "Base.xcconfig": "\n\nMETA_APP_ID = 12ab\n",
        ])
        #expect(included.first?.message.contains("set in Config/Base.xcconfig:3") == true, "\(included)")
        // An include the checkout lacks (each developer's secrets) after the line may set it: not known.
        let secrets = try findings(["Shared.xcconfig": "META_APP_ID = YOUR_APP_ID\n#include? \"Secrets.xcconfig\"\n"])
        #expect(secrets.map(\.severity) == [.info], "\(secrets)")
        let before = try findings(["Shared.xcconfig": "#include? \"Secrets.xcconfig\"\nMETA_APP_ID = YOUR_APP_ID\n"])
        #expect(before.first?.message.contains("set in Config/Shared.xcconfig:2") == true, "\(before)")
        // The target's own setting in the project file wins over its .xcconfig.
        let own = try findings(
            ["Shared.xcconfig": literal], settings: "\t\t\t\tMETA_APP_ID = NOT_AN_ID;\n")
        #expect(own.map(\.severity) == [.error], "\(own)")
        #expect(own.first?.message.contains("set in StoryApp.xcodeproj/project.pbxproj:") == true, "\(own)")
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
        // The target's .xcconfig sets it to nothing: an error at the Info.plist, naming the line that does.
        let empty = try app("setting")
        try FileManager.default.createDirectory(
            at: empty.appendingPathComponent("Config"), withIntermediateDirectories: true)
        try "// Optional\nFacebookAppID =\n".write(
            to: empty.appendingPathComponent("Config/Shared.xcconfig"), atomically: true, encoding: .utf8)
        try Self.basing(empty, debug: "Shared.xcconfig", release: "Shared.xcconfig")
        let judged = try AppDiagnosis.run(AppDiagnosis.Request(paths: [empty.path])).report.findings
        try? FileManager.default.removeItem(at: empty)
        let atPlist = judged.filter { $0.rule == "ios-facebook-app-id-missing" }
        #expect(atPlist.map(\.severity) == [.error], "\(judged)")
        #expect(
            atPlist.first?.message.contains(
                "FacebookAppID is $(FacebookAppID), which Config/Shared.xcconfig:2 sets to nothing") == true,
            "\(atPlist)")
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

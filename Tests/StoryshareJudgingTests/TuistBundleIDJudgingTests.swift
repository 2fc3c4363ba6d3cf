import Foundation
import StoryshareJudging
import StoryshareReport
import StoryshareRules
import StoryshareTestSupport
import Testing

/// doctor, in process, on testdata/projects/tuist with its app's Info.plist a file whose App ID key holds
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`, read by the share (testdata/share-calls/plist-app-id): the value is the
/// target's `bundleId:` in Project.swift, as an Xcode project's build setting would give it.
@Suite struct TuistBundleIDJudgingTests {
    static let share = "Driftwood/Sources/StoryShare.swift"

    /// A copy of the fixture whose target names `Driftwood/Info.plist`, with `META_APP_ID` = `value` there, and
    /// `bundleID` (Swift source) as the target's bundle id.
    static func app(value: String, bundleID: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-bundle-id-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Checkout.testdata("projects/tuist")), to: root)
        let manifest = root.appendingPathComponent("Project.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let start = try #require(text.range(of: "infoPlist: .extendingDefault(with: ["))
        let end = try #require(text.range(of: "]),\n", range: start.upperBound..<text.endIndex))
        text.replaceSubrange(start.lowerBound..<end.upperBound, with: "infoPlist: \"Driftwood/Info.plist\",\n")
        text = text.replacingOccurrences(
            of: "bundleId: \"dev.storyshare.fixture.driftwood\",", with: "bundleId: \(bundleID),")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let plist = try String(
            contentsOfFile: Checkout.testdata("share-calls/plist-app-id/setting/Info.plist"), encoding: .utf8)
        try plist.replacingOccurrences(of: "$(META_APP_ID)", with: value).write(
            to: root.appendingPathComponent("Driftwood/Info.plist"), atomically: true, encoding: .utf8)
        let source = try String(
            contentsOfFile: Checkout.testdata("share-calls/plist-app-id/StoryShare.swift"), encoding: .utf8)
        try source.replacingOccurrences(of: "StoryStickerArt", with: "StorySticker")
            .replacingOccurrences(of: "UIImage(named: \"image\")", with: "UIImage(named: \"StorySticker\")")
            .write(to: root.appendingPathComponent(share), atomically: true, encoding: .utf8)
        return root
    }

    /// doctor's App ID findings on the share's file.
    static func findings(_ root: URL) throws -> [Finding] {
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try AppDiagnosis.run(AppDiagnosis.Request(paths: [root.path]))
        return outcome.report.findings.filter { $0.path.hasSuffix(share) && $0.rule.hasPrefix("share-app-id") }
    }

    @Test func theBundleIDAKeyHoldsIsTheTargetsAndJudged() throws {
        let found = try Self.findings(
            try Self.app(value: "$(PRODUCT_BUNDLE_IDENTIFIER)", bundleID: "\"dev.storyshare.fixture.driftwood\""))
        #expect(found.map(\.rule) == ["share-app-id-invalid"], "\(found)")
        let finding = try #require(found.first)
        // Known, so an error, with the value and where the manifest sets it.
        #expect(finding.severity == .error, "\(finding.message)")
        #expect(finding.message.contains("dev.storyshare.fixture.driftwood"), "\(finding.message)")
        #expect(finding.message.contains("Project.swift:11"), "\(finding.message)")
    }

    @Test func aComputedBundleIDIsNotGuessed() throws {
        let found = try Self.findings(
            try Self.app(value: "$(PRODUCT_BUNDLE_IDENTIFIER)", bundleID: "Environment.bundleId"))
        // Not known: said as a build setting (info), as when nothing sets it.
        #expect(found.map(\.severity) == [.info], "\(found)")
        #expect(found.first?.message.contains("$(PRODUCT_BUNDLE_IDENTIFIER)") == true, "\(found)")
        #expect(found.first?.message.contains("Project.swift:") == false, "\(found)")
    }
}

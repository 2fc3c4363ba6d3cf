import Foundation
import StoryshareJudging
import StoryshareTestSupport
import Testing

/// docs/library.md's example of doctor and validate on a directory, from Swift: the lines between the markers
/// are what the page shows, and the tests run them.
func checkApp(at directory: String) throws -> (passed: Bool, lines: [String]) {
    var lines: [String] = []
    // docs begin
    let doctor = try AppDiagnosis.run(AppDiagnosis.Request(paths: [directory]))
    let validate = try AssetValidation.run(AssetRequest(paths: [directory], allowEmpty: true))
    lines += doctor.notes  // what was concluded for each app, and which file was judged for it
    for file in doctor.report.files + validate.report.files {
        for finding in file.findings { lines.append("\(file.path): \(finding.rule): \(finding.message)") }
    }
    let passed = doctor.report.summary.passed && validate.report.summary.passed
    // docs end
    return (passed, lines)
}

struct LibrarySnippetTests {
    /// The snippet's lines, from this file.
    static func snippet() throws -> String {
        let source = Checkout.root.appendingPathComponent("Tests/StoryshareJudgingTests/LibrarySnippetTests.swift")
        let lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.contains("// docs begin") })
        let end = try #require(lines.firstIndex { $0.contains("// docs end") })
        return lines[(begin + 1)..<end].map { String($0.dropFirst(4)) }.joined(separator: "\n")
    }

    @Test func theLibraryPageShowsTheSnippetThatRuns() throws {
        let page = try String(
            contentsOf: Checkout.root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        #expect(page.contains(try Self.snippet()), "docs/library.md's doctor and validate example differs")
    }

    @Test func theSnippetFindsWhatTheCommandsFind() throws {
        let broken = try checkApp(at: Checkout.testdata("projects/react-native"))
        #expect(!broken.passed)
        #expect(
            broken.lines.contains { $0.contains("android/app/src/main/AndroidManifest.xml: android-query-missing:") })
        #expect(broken.lines.contains { $0.contains("story-background.png: background-too-small-instagram") })
        let sound = try checkApp(at: Checkout.testdata("projects/ios-native"))
        #expect(sound.passed)
        #expect(sound.lines.contains { $0.contains("shares to Instagram") })
    }
}

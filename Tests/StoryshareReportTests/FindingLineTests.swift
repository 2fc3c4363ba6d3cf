import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Findings in text files carry a line (and a column where known): every format shows it, and findings
/// without one print as before.
struct FindingLineTests {
    static let report = Report(files: [
        Report.File(
            path: "App/Info.plist", role: .background, facts: MediaFacts(path: "App/Info.plist"),
            findings: [
                Finding(
                    rule: "ios-query-scheme-missing", severity: .error, message: "add it.", path: "App/Info.plist",
                    line: 5, column: 3),
                Finding(rule: "image-cmyk", severity: .warning, message: "no line.", path: "App/Info.plist", line: nil),
            ])
    ])

    @Test func textAndXcodePutTheLineAfterThePath() {
        let text = TextReporter.generateReport(Self.report, context: Sample.context)
        #expect(text.hasPrefix("App/Info.plist:5: error: background: add it. [ios-query-scheme-missing]\n"))
        #expect(text.contains("\nApp/Info.plist: warning: background: no line. [image-cmyk]\n"))
        let xcode = XcodeReporter.generateReport(Self.report, context: Sample.context)
        #expect(
            xcode == """
                /work/repo/App/Info.plist:5: error: background: add it. [ios-query-scheme-missing]
                /work/repo/App/Info.plist: warning: background: no line. [image-cmyk]

                """)
        // What Xcode reads a line and its position with: the path, then the line.
        let pattern = try! NSRegularExpression(pattern: "^(.+?)(?::([0-9]+))?: (error|warning|note): (.*)$")
        let first = String(xcode.prefix { $0 != "\n" })
        let match = try! #require(pattern.firstMatch(in: first, range: NSRange(first.startIndex..., in: first)))
        #expect(String(first[Range(match.range(at: 1), in: first)!]) == "/work/repo/App/Info.plist")
        #expect(String(first[Range(match.range(at: 2), in: first)!]) == "5")
    }

    @Test func githubAnnotationsTakeLineAndColumn() {
        let output = GitHubActionsReporter.generateReport(Self.report, context: Sample.context)
        #expect(
            output.hasPrefix(
                "::error file=App/Info.plist,line=5,col=3,title=ios-query-scheme-missing::background: add it.\n"
                    + "::warning file=App/Info.plist,title=image-cmyk::background: no line.\n"))
    }

    @Test func jsonFindingsGainLineAndColumn() throws {
        let text = try JSONReporter.generateReport(Self.report, context: Sample.context)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require((document["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(findings[0]["line"] as? Int == 5)
        #expect(findings[0]["column"] as? Int == 3)
        #expect(findings[1]["line"] == nil && findings[1]["column"] == nil)
    }

    @Test func sarifRegionsStartAtTheLine() throws {
        let text = try SARIFReporter.generateReport(Self.report, context: Sample.context)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let regions = results.map {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Int]
        }
        #expect(regions == [["startLine": 5, "startColumn": 3], ["startLine": 1]])
    }

    @Test func junitMessagesSayTheLine() {
        let xml = JUnitReporter.generateReport(Self.report, context: Sample.context)
        #expect(xml.contains(#"<failure message="line 5: background: add it." type="ios-query-scheme-missing">"#))
        #expect(xml.contains("App/Info.plist:5: error: background: add it. [ios-query-scheme-missing]\n"))
    }

    @Test func aColumnWithoutALineIsDropped() {
        let finding = Finding(rule: "r", severity: .info, message: "m", path: "p", line: nil, column: 4)
        #expect(finding.column == nil)
    }
}

import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

struct SARIFReporterTests {
    private func document(_ report: Report, _ context: ReportContext = Sample.context) throws
        -> [String: Any]
    {
        let text = try SARIFReporter.generateReport(report, context: context)
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ document: [String: Any]) throws -> [String: Any] {
        try #require((document["runs"] as? [[String: Any]])?.first)
    }

    private func driver(_ run: [String: Any]) throws -> [String: Any] {
        try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    }

    private func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        try #require(try driver(run)["rules"] as? [[String: Any]])
    }

    private func physicalLocation(_ result: [String: Any]) throws -> [String: Any] {
        try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    }

    @Test func logHasSchemaVersionAndDriver() throws {
        let doc = try document(Sample.report)
        #expect(doc["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(doc["version"] as? String == "2.1.0")
        #expect((doc["runs"] as? [Any])?.count == 1)
        let driver = try driver(run(doc))
        #expect(driver["name"] as? String == "storyshare")
        #expect(driver["version"] as? String == ToolInfo.version)
        #expect(driver["semanticVersion"] as? String == ToolInfo.version)
        #expect(driver["informationUri"] as? String == ToolInfo.informationURI)
        let invocation = try #require((try run(doc)["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
    }

    @Test func everyRegistryRuleIsDescribed() throws {
        let rules = try rules(run(document(Sample.report)))
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id))
        let tooSmall = try #require(rules.first { $0["id"] as? String == "image-too-small" })
        #expect(tooSmall["name"] as? String == "ImageTooSmall")
        #expect(
            (tooSmall["shortDescription"] as? [String: Any])?["text"] as? String
                == RuleRegistry.description(id: "image-too-small")?.summary)
        let full = (tooSmall["fullDescription"] as? [String: Any])?["text"] as? String
        #expect(full?.contains("error code: 102") == true)
        #expect(((tooSmall["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        #expect((tooSmall["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let properties = try #require(tooSmall["properties"] as? [String: Any])
        #expect(properties["platformErrorCode"] as? Int == 102)
        #expect(properties["tags"] as? [String] == ["storyshare", "asset"])
        #expect(properties["problem.severity"] as? String == "error")
        let opaque = try #require(rules.first { $0["id"] as? String == "sticker-opaque" })
        #expect((opaque["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
        #expect((opaque["properties"] as? [String: Any])?["problem.severity"] as? String == "recommendation")
        #expect(rules.allSatisfy { (($0["name"] as? String)?.first?.isUppercase ?? false) })
    }

    @Test func resultsPointAtTheirRuleAndFile() throws {
        let run = try run(document(Sample.report))
        let rules = try rules(run)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["image-too-small", "sticker-opaque", "image-cmyk"])
        #expect(results.map { $0["level"] as? String } == ["error", "note", "warning"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let first = results[0]
        #expect(
            (first["message"] as? [String: Any])?["text"] as? String
                == "sticker: image is 300x300 px; the platform needs at least 480x480 (error 102).")
        #expect((first["properties"] as? [String: Any])?.keys.sorted() == ["role"])
        #expect((first["properties"] as? [String: Any])?["role"] as? String == "sticker")
        #expect((results[2]["properties"] as? [String: Any])?["role"] as? String == "background")
        let location = try physicalLocation(first)
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "stickers/my%20sticker%2C%20v2.png")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///work/repo/")
    }

    @Test func urisAreRelativeInsideAndFileURIsOutside() {
        func uri(_ path: String) -> (String, String?) {
            let location = SARIFReporter.artifact(ReportPath(path, workingDirectory: "/work/repo"))
            return (location.uri, location.uriBaseId)
        }
        #expect(uri("café.jpg") == ("caf%C3%A9.jpg", "%SRCROOT%"))
        #expect(uri("bg//日本.png") == ("bg/%E6%97%A5%E6%9C%AC.png", "%SRCROOT%"))
        #expect(uri("/work/repo/sub/100%.png") == ("sub/100%25.png", "%SRCROOT%"))
        #expect(uri("/srv/assets/a b,c.png") == ("file:///srv/assets/a%20b%2Cc.png", nil))
        #expect(uri("../up/x:y.png") == ("file:///work/up/x%3Ay.png", nil))
    }

    @Test func relativeWorkingDirectoryHasNoBaseURI() throws {
        let run = try run(document(Sample.report, ReportContext(workingDirectory: ".")))
        #expect(run["originalUriBaseIds"] == nil)
        let results = try #require(run["results"] as? [[String: Any]])
        let artifact = try physicalLocation(results[2])["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "caf%C3%A9.jpg")
    }

    @Test func unknownRulesGetADescriptorAndPlatformCodesTravel() throws {
        var finding = Finding(rule: "made-up-rule", severity: .warning, message: "m", path: "a.png")
        finding.platformErrorCode = 7
        var file = Sample.file("a.png")
        file.findings = [finding]
        let run = try run(document(Report(files: [file])))
        let rules = try rules(run)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(index == RuleRegistry.descriptions.count)
        #expect(rules[index]["id"] as? String == "made-up-rule")
        #expect((result["properties"] as? [String: Any])?["platformErrorCode"] as? Int == 7)
    }

    @Test func fingerprintsAreStableAndDistinct() throws {
        let a = SARIFReporter.fingerprint(rule: "image-too-small", path: ReportPath.normalized("a.png"))
        let typed = ReportPath("./a.png", workingDirectory: ".")
        #expect(a == SARIFReporter.fingerprint(rule: "image-too-small", path: typed))
        #expect(a.count == 16 && a.allSatisfy(\.isHexDigit))
        #expect(a != SARIFReporter.fingerprint(rule: "image-cmyk", path: ReportPath.normalized("a.png")))
        #expect(a != SARIFReporter.fingerprint(rule: "image-too-small", path: ReportPath.normalized("b.png")))
        // Two findings of one rule on one file (a payload's two colours) keep distinct fingerprints.
        let twice = Sample.file(
            "p", .background,
            [
                ("color-invalid", .error, "top"), ("color-invalid", .error, "bottom"),
            ])
        let results = try #require(try run(document(Report(files: [twice])))["results"] as? [[String: Any]])
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        #expect(prints.count == 2 && Set(prints).count == 2)
    }

    @Test func outputIsDeterministic() throws {
        let first = try SARIFReporter.generateReport(Sample.report, context: Sample.context)
        #expect(first == (try SARIFReporter.generateReport(Sample.report, context: Sample.context)))
    }

    @Test func emptyReportStillListsRules() throws {
        let run = try run(document(Report(files: [])))
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(try rules(run).count == RuleRegistry.descriptions.count)
    }

    @Test func pascalCase() {
        #expect(SARIFReporter.pascalCase("image-too-small") == "ImageTooSmall")
        #expect(SARIFReporter.pascalCase("video-too-long-instagram-ios") == "VideoTooLongInstagramIos")
        #expect(SARIFReporter.pascalCase("file-unreadable") == "FileUnreadable")
    }
}

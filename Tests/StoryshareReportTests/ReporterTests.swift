import Foundation
import StoryshareMedia
import StoryshareProject
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds reports by hand: reporters only see findings, never files.
private enum Sample {
    static func file(_ path: String, _ role: AssetRole = .background, _ findings: [(String, Severity, String)] = [])
        -> Report.File
    {
        Report.File(
            path: path, role: role, facts: MediaFacts(path: path),
            findings: findings.map { Finding(rule: $0.0, severity: $0.1, message: $0.2, path: path) })
    }

    /// Three files: one failing, one passing with a warning and an info, one clean.
    static let report = Report(files: [
        file(
            "./stickers/my sticker, v2.png", .sticker,
            [
                ("image-too-small", .error, "image is 300x300 px; the platform needs at least 480x480 (error 102)."),
                ("sticker-opaque", .info, "sticker has no alpha channel."),
            ]),
        file("café.jpg", .background, [("image-cmyk", .warning, "image is a YCCK JPEG.")]),
        file("bg//日本.png"),
    ])

    static let context = ReportContext(workingDirectory: "/work/repo")
}

struct ReportPathTests {
    @Test(arguments: [
        ("./a.png", "a.png"),
        ("dir//b.png", "dir/b.png"),
        ("dir/./sub/../c.png", "dir/c.png"),
        ("/work/repo/d.png", "d.png"),
        ("/work/repo/./x/../e.png", "e.png"),
        ("/work//repo/f.png", "f.png"),
        ("/work/other/g.png", "/work/other/g.png"),
        ("/work/repository/h.png", "/work/repository/h.png"),
        ("../sibling/i.png", "/work/sibling/i.png"),
        ("../../../../j.png", "/j.png"),
        ("my sticker, v2.png", "my sticker, v2.png"),
    ])
    func normalisesAgainstAnAbsoluteWorkingDirectory(path: String, expected: String) {
        #expect(ReportPath(path, workingDirectory: "/work/repo").string == expected)
        #expect(ReportPath(path, workingDirectory: "/work/repo/").string == expected)
    }

    @Test func relativeWorkingDirectoryClimbsOutWithDotDot() {
        #expect(ReportPath("./a.png", workingDirectory: ".").string == "a.png")
        #expect(ReportPath("../x/a.png", workingDirectory: ".").string == "../x/a.png")
        #expect(ReportPath("../b/a.png", workingDirectory: "sub").string == "../b/a.png")
        #expect(ReportPath("/abs/a.png", workingDirectory: ".").string == "/abs/a.png")
        #expect(ReportPath("a.png", workingDirectory: "/").string == "a.png")
        #expect(ReportPath("/tmp/a.png", workingDirectory: "/").string == "tmp/a.png")
    }
}

struct PercentEncodingTests {
    @Test(arguments: [
        ("my sticker, v2.png", "my%20sticker%2C%20v2.png"),
        ("café.jpg", "caf%C3%A9.jpg"),
        ("日本.png", "%E6%97%A5%E6%9C%AC.png"),
        ("100%.png", "100%25.png"),
        ("a:b.png", "a%3Ab.png"),
        ("#1?x=y&z.png", "%231%3Fx%3Dy%26z.png"),
        ("A-Z_a.z~09", "A-Z_a.z~09"),
    ])
    func encodesEverythingButUnreservedCharacters(segment: String, expected: String) {
        #expect(PercentEncoding.encodeSegment(segment) == expected)
    }

    @Test func keepsSlashesBetweenSegments() {
        #expect(PercentEncoding.encodePath(["a b", "c,d", "é"]) == "a%20b/c%2Cd/%C3%A9")
    }
}

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

/// The elements of an XML document, by a SAX parse (FoundationXML's `XMLParser`).
private final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// Parses `xml`; `nil` when it is not well-formed.
    static func parse(_ xml: String) -> [Element]? {
        let collector = XMLElements()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}

struct JUnitReporterTests {
    @Test func exactDocument() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="storyshare" tests="3" failures="1" errors="0" skipped="0">
                <testsuite name="storyshare" tests="3" failures="1" errors="0" skipped="0">
                    <testcase classname="storyshare.sticker" name="./stickers/my sticker, v2.png" \
            file="./stickers/my sticker, v2.png">
                        <failure message="sticker: image is 300x300 px; the platform needs at least 480x480 (error \
            102)." type="image-too-small">./stickers/my sticker, v2.png: error: sticker: image is 300x300 px; the \
            platform needs at least 480x480 (error 102). [image-too-small]
            ./stickers/my sticker, v2.png: info: sticker: sticker has no alpha channel. [sticker-opaque]
            </failure>
                    </testcase>
                    <testcase classname="storyshare.background" name="café.jpg" file="café.jpg">
                        <system-out>café.jpg: warning: background: image is a YCCK JPEG. [image-cmyk]
            </system-out>
                    </testcase>
                    <testcase classname="storyshare.background" name="bg//日本.png" file="bg//日本.png"/>
                </testsuite>
            </testsuites>

            """
        #expect(JUnitReporter.generateReport(Sample.report, context: Sample.context) == expected)
    }

    @Test func strictTurnsWarningsIntoFailures() throws {
        var report = Sample.report
        report.strict = true
        let elements = try #require(XMLElements.parse(JUnitReporter.generateReport(report, context: Sample.context)))
        let suite = try #require(elements.first { $0.name == "testsuite" })
        #expect(suite.attributes["failures"] == "2")
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["type"] } == ["image-too-small", "image-cmyk"])
        #expect(!elements.contains { $0.name == "system-out" })
    }

    @Test func unreadableFilesAreErrorsAndCountsMatch() throws {
        let report = Report(files: [
            Sample.file("missing.png", .background, [("file-unreadable", .error, "cannot be read: no such file.")]),
            Sample.file(
                "corrupt.png", .background,
                [
                    ("image-corrupt", .error, "the image does not decode."),
                    ("format-extension-mismatch", .error, "raised by configuration."),
                ]),
            Sample.file("fine.png"),
        ])
        let elements = try #require(XMLElements.parse(JUnitReporter.generateReport(report, context: Sample.context)))
        for name in ["testsuites", "testsuite"] {
            let element = try #require(elements.first { $0.name == name })
            #expect(element.attributes["tests"] == "3")
            #expect(element.attributes["failures"] == "1")
            #expect(element.attributes["errors"] == "1")
            #expect(element.attributes["skipped"] == "0")
        }
        #expect(elements.filter { $0.name == "testcase" }.count == 3)
        let error = try #require(elements.first { $0.name == "error" })
        #expect(error.attributes["type"] == "file-unreadable")
        let failure = try #require(elements.first { $0.name == "failure" })
        #expect(failure.attributes["message"] == "background: the image does not decode. (and 1 more)")
        #expect(failure.text.split(separator: "\n").count == 2)
    }

    @Test func hostileTextStaysWellFormedAndRoundTrips() throws {
        let path = "a&b <c> \"d\" 'e'\u{1}\u{FFFE}.png"
        let message = "line one\nline two\r\nthird\ttab & <tag> ]]> \u{0}\u{1B}[31m"
        let report = Report(files: [Sample.file(path, .sticker, [("image-too-small", .error, message)])])
        let xml = JUnitReporter.generateReport(report, context: Sample.context)
        #expect(!xml.unicodeScalars.contains { !XMLEscaping.isAllowed($0) })
        #expect(!xml.contains("]]>"))
        let elements = try #require(XMLElements.parse(xml))
        let testCase = try #require(elements.first { $0.name == "testcase" })
        // Names and messages are shown escaped, as in every report: control characters cannot forge lines.
        #expect(testCase.attributes["name"] == #""a&b <c> \"d\" 'e'\x01\xEF\xBF\xBE.png""#)
        let failure = try #require(elements.first { $0.name == "failure" })
        #expect(failure.attributes["message"] == #"sticker: line one\nline two\r\nthird\ttab & <tag> ]]> \x00\x1B[31m"#)
        #expect(failure.text.contains(#"line two\r\nthird\ttab & <tag> ]]>"#))
        #expect(!failure.text.contains("\u{1B}"))
    }

    @Test func escaping() {
        #expect(XMLEscaping.attribute("a&b<c>\"'\t\n\r") == "a&amp;b&lt;c&gt;&quot;&apos;&#9;&#10;&#13;")
        #expect(XMLEscaping.text("a&b<c>\"'\t\n\r]]>") == "a&amp;b&lt;c&gt;\"'\t\n&#13;]]&gt;")
        #expect(XMLEscaping.text("é日本\u{1F600}\u{7}") == "é日本\u{1F600}\u{FFFD}")
    }

    @Test func emptyReport() throws {
        let xml = JUnitReporter.generateReport(Report(files: []), context: Sample.context)
        let suite = try #require(XMLElements.parse(xml)?.first { $0.name == "testsuite" })
        #expect(suite.attributes["tests"] == "0")
    }
}

struct GitHubActionsReporterTests {
    @Test func exactLines() {
        let expected = """
            ::error file=stickers/my sticker%2C v2.png,title=image-too-small::sticker: image is 300x300 px; the \
            platform needs at least 480x480 (error 102).
            ::notice file=stickers/my sticker%2C v2.png,title=sticker-opaque::sticker: sticker has no alpha channel.
            ::warning file=café.jpg,title=image-cmyk::background: image is a YCCK JPEG.
            3 files checked: 1 error, 1 warning, 1 info; failed

            """
        #expect(GitHubActionsReporter.generateReport(Sample.report, context: Sample.context) == expected)
    }

    @Test func escapesMessagesAndProperties() {
        let finding = Finding(
            rule: "image-too-small", severity: .error,
            message: "100% wrong:\r\nsee, here\nend", path: "/work/repo/d:1/a,b%c日本.png")
        #expect(
            GitHubActionsReporter.command(finding, workingDirectory: "/work/repo")
                == #"::error file=d%3A1/a%2Cb%25c日本.png,title=image-too-small::100%25 wrong:\r\nsee, here\nend"#)
        #expect(GitHubActionsReporter.escapeData("%0A") == "%250A")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }

    @Test func pathsOutsideTheWorkingDirectoryStayAbsolute() {
        let finding = Finding(rule: "file-unreadable", severity: .error, message: "m", path: "/elsewhere/x.png")
        #expect(
            GitHubActionsReporter.command(finding, workingDirectory: "/work/repo")
                == "::error file=/elsewhere/x.png,title=file-unreadable::m")
    }

    @Test func cleanRunIsOnlyTheSummary() {
        let report = Report(files: [Sample.file("a.png")], strict: true)
        #expect(
            GitHubActionsReporter.generateReport(report, context: Sample.context)
                == "1 file checked: 0 errors, 0 warnings, 0 infos; passed\n")
    }
}

struct XcodeReporterTests {
    /// The pattern Xcode reads a Run Script's output lines with.
    static let pattern = try! NSRegularExpression(pattern: "^(.+?): (error|warning|note): (.*)$")

    @Test func exactLines() {
        let expected = """
            /work/repo/stickers/my sticker, v2.png: error: sticker: image is 300x300 px; the platform needs at \
            least 480x480 (error 102). [image-too-small]
            /work/repo/stickers/my sticker, v2.png: note: sticker: sticker has no alpha channel. [sticker-opaque]
            /work/repo/café.jpg: warning: background: image is a YCCK JPEG. [image-cmyk]

            """
        #expect(XcodeReporter.generateReport(Sample.report, context: Sample.context) == expected)
    }

    @Test(arguments: [
        ("a b/c:d.png", "/work/repo/a b/c:d.png"),
        (#"say "cheese".png"#, #"/work/repo/say "cheese".png"#),
        ("it's:here/x.jpg", "/work/repo/it's:here/x.jpg"),
        ("../up/x.png", "/work/up/x.png"),
        ("/abs//./y.png", "/abs/y.png"),
        ("line\nbreak.png", #"/work/repo/line\nbreak.png"#),
    ])
    func everyLineIsAttributedToItsAbsolutePath(path: String, shown: String) throws {
        let report = Report(files: [
            Sample.file(
                path, .background,
                [
                    ("image-too-small", .error, "image is tiny:\nsee: here."), ("image-cmyk", .warning, "cmyk."),
                    ("sticker-opaque", .info, "opaque."),
                ])
        ])
        let output = XcodeReporter.generateReport(report, context: Sample.context)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "a message or a name cannot add a line: \(output)")
        var levels: [String] = []
        for line in lines {
            let match = try #require(Self.pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)))
            #expect(String(line[Range(match.range(at: 1), in: line)!]) == shown)
            levels.append(String(line[Range(match.range(at: 2), in: line)!]))
        }
        #expect(levels == ["error", "warning", "note"])
        #expect(lines[0].hasSuffix(#": error: background: image is tiny:\nsee: here. [image-too-small]"#))
    }

    @Test func cleanRunPrintsNothing() throws {
        let report = Report(files: [Sample.file("a.png")])
        #expect(XcodeReporter.generateReport(report, context: Sample.context).isEmpty)
        #expect(try Reporters.render(report, as: .xcode, context: Sample.context).isEmpty)
    }
}

struct TextReporterTests {
    @Test func linesBeginWithTheSubject() {
        let file = Report.File(
            path: "bg@3x.png", role: .background, facts: MediaFacts(path: "bg@3x.png"),
            findings: [
                Finding(rule: "image-too-small", severity: .error, message: "image is 300x533 px.", path: "bg@3x.png")
            ],
            asset: CatalogAsset(name: "StoryBackground.imageset", scale: "3x"))
        let text = TextReporter.generateReport(Report(files: [file]), context: Sample.context)
        #expect(
            text == """
                bg@3x.png: error: StoryBackground.imageset (3x, background): image is 300x533 px. [image-too-small]
                1 file checked: 1 error, 0 warnings, 0 infos; failed

                """)
    }
}

/// The report model every reporter renders.
struct ReportModelTests {
    @Test func reportSummaryAndStrict() {
        let warn = Finding(rule: "image-cmyk", severity: .warning, message: "m", path: "a.jpg")
        let file = Report.File(
            path: "a.jpg", role: .background, facts: MediaFacts(path: "a.jpg"), findings: [warn])
        #expect(Report(files: [file]).summary.passed)
        #expect(!Report(files: [file], strict: true).summary.passed)
        #expect(
            Report(files: [file]).summary == .init(files: 1, errors: 0, warnings: 1, infos: 0, passed: true))
    }

    @Test func findingsAboutAnAssetNameItsRoleAndItsSet() {
        func subject(_ role: AssetRole, _ asset: CatalogAsset?) -> String? {
            Report.File(path: "p", role: role, facts: MediaFacts(path: "p"), findings: [], asset: asset).subject
        }
        #expect(
            subject(.background, CatalogAsset(name: "StoryBackground.imageset", scale: "3x"))
                == "StoryBackground.imageset (3x, background)")
        #expect(
            subject(.sticker, CatalogAsset(name: "Logo.imageset", scale: CatalogAsset.singleScale))
                == "Logo.imageset (single scale, sticker)")
        #expect(subject(.sticker, CatalogAsset(name: "Intro.dataset", scale: nil)) == "Intro.dataset (sticker)")
        #expect(subject(.sticker, nil) == "sticker")
    }

    @Test func everyFormatHasItsReporterPickedByIdentifier() throws {
        #expect(ReportFormat.allCases.map(\.rawValue) == Reporters.all.map { $0.identifier })
        for format in ReportFormat.allCases {
            #expect(format.reporter.identifier == format.rawValue)
        }
        #expect(
            Reporters.reporter(identifier: "sarif").map(ObjectIdentifier.init) == ObjectIdentifier(SARIFReporter.self))
        #expect(Reporters.reporter(identifier: "csv") == nil)
    }
}

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

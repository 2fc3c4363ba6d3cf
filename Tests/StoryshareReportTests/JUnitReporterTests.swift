import Foundation
import StoryshareMedia
import StoryshareRules
import StoryshareTestSupport
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

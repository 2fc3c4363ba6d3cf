import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

import Foundation
import StoryshareMedia
import StoryshareProject
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

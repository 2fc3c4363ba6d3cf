import Foundation
import StoryshareMedia
import StoryshareProject
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

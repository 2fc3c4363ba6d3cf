import Foundation
import StoryshareBundle
import StoryshareKit
import StorysharePreview
import StoryshareReport
import StoryshareSystem
import StoryshareTestSupport
import Testing

@testable import StoryshareJudging

/// What the command line asks of the application layer besides a run: output checks, the configuration file's
/// name, baselines, init's file, the nothing-to-check document, the sheet's pages, doctor's named targets and the
/// progress meter.
struct CommandSupportTests {
    /// A fresh folder, removed after `body`.
    func withFolder(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cli-support-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root.path)
    }

    static let image = Checkout.testdata("images/background-cmyk.jpg")

    @Test func outputsAreRegularFilesAndNeverAnInput() throws {
        try withFolder { root in
            let input = FilePaths.join(root, "in.png")
            let link = FilePaths.join(root, "link.png")
            try Data([1]).write(to: URL(fileURLWithPath: input))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
            #expect(OutputCheck.refusal(of: link, inputs: [input]) == .outputIsInput(path: link))
            #expect(OutputCheck.refusal(of: root, inputs: []) == .notRegularFile(path: root, kind: .directory))
            let nowhere = FilePaths.join(root, "no/such/out.json")
            #expect(OutputCheck.refusal(of: nowhere, inputs: [])?.description.contains("does not exist") == true)
            #expect(OutputCheck.refusal(of: nowhere, inputs: [], needsDirectory: false) == nil)
            #expect(OutputCheck.refusal(of: FilePaths.join(root, "new.json"), inputs: [input]) == nil)
            #expect(OutputCheck.same(link, input))
            #expect(OutputCheck.same(FilePaths.join(root, "a/../b.json"), FilePaths.join(root, "b.json")))
            #expect(!OutputCheck.same(FilePaths.join(root, "a.json"), FilePaths.join(root, "b.json")))
        }
    }

    @Test func aConfigurationFoundAboveIsNamedFromTheWorkingDirectory() {
        let cwd = FilePaths.normalize(".")
        #expect(
            ConfigurationChoice.relativeToWorkingDirectory(FilePaths.join(cwd, ".storyshare.yml")) == ".storyshare.yml")
        let above = FilePaths.join(FilePaths.parent(FilePaths.parent(cwd)), ".storyshare.yml")
        #expect(ConfigurationChoice.relativeToWorkingDirectory(above) == "../../.storyshare.yml")
    }

    @Test func aBaselineRecordedIsReadBackAndLeavesItsFindingsOut() throws {
        try withFolder { root in
            let report = try AssetValidation.run(AssetRequest(paths: [Self.image])).report
            let findings = report.files.flatMap(\.findings).count
            #expect(findings > 0)
            let path = FilePaths.join(root, "baseline.json")
            #expect(try BaselineFile.record(report, at: path, protecting: []) == findings)
            let baseline = try BaselineFile.load(path)
            let filtered = baseline.filter(report, fingerprint: ContentFingerprint.cached())
            #expect(filtered.baselined == findings && filtered.files.flatMap(\.findings).isEmpty)
            // Never over a file the run read.
            #expect(throws: AtomicFile.Failure.self) { try BaselineFile.record(report, at: path, protecting: [path]) }
            try Data("{".utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: BaselineFile.Failure.self) { try BaselineFile.load(path) }
            #expect("\(try #require(catching { try BaselineFile.load(root) }))".hasPrefix("cannot read it: "))
        }
    }

    /// The error `body` throws, if any.
    func catching(_ body: () throws -> Any) -> (any Error)? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func initWritesItsFileOnceAndSaysWhatItHolds() throws {
        try withFolder { root in
            #expect(!ConfigurationStart.exists(in: root))
            let template = ConfigurationTemplate(includeGlobs: ["share/**"], stickerGlobs: ["**/sticker*"])
            try ConfigurationStart.write(template, in: root)
            #expect(ConfigurationStart.exists(in: root))
            let written = try String(contentsOfFile: FilePaths.join(root, ".storyshare.yml"), encoding: .utf8)
            #expect(written == template.yaml)
            #expect(
                ConfigurationStart.summary(template)
                    == "1 include glob, 1 sticker glob, 0 background globs, target facebook")
            var fromCode = template
            fromCode.targetsFromCode = [.facebook, .instagram]
            #expect(ConfigurationStart.summary(fromCode).hasSuffix("targets from the code: facebook and instagram"))
        }
    }

    @Test func nothingToCheckSaysItsLinesWithTheHintsAndADocument() throws {
        let nothing = InputSelection.NothingToCheck(lines: ["a: nothing to check"], notes: ["n"], unread: ["b: x"])
        let said = nothing.said(empty: "E", unreadHint: "U")
        #expect(said == ["n", "a: nothing to check; E", "b: x; U"])
        #expect(nothing.said(empty: nil, unreadHint: "U")[1] == "a: nothing to check")
        #expect(InputSelection.NothingToCheck.document(said, format: .text) == nil)
        let json = try #require(InputSelection.NothingToCheck.document(said, format: .json))
        #expect(json.contains("a: nothing to check; E") && json.contains("\"passed\" : false"))
    }

    @Test func aSheetWithNothingToShowSaysSoAndRepeatedPagesAreFound() throws {
        try withFolder { root in
            #expect(throws: SheetJudging.NothingToShow.self) { try SheetJudging.choose(AssetRequest(paths: [root])) }
            do throws(SheetJudging.NothingToShow) {
                _ = try SheetJudging.choose(AssetRequest(paths: [root]))
            } catch {
                #expect(!error.chosenByModel)
                #expect(error.description == "nothing to show: no image or video found in \(DisplayText.path(root))")
            }
            let first = FilePaths.join(root, "sheet-1.png")
            let second = FilePaths.join(root, "sheet-2.png")
            #expect(SheetJudging.repeatedPage([first, second]) == nil)
            try Data([1]).write(to: URL(fileURLWithPath: first))
            try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
            #expect(SheetJudging.repeatedPage([first, second]).map { [$0.earlier, $0.later] } == [first, second])
        }
    }

    @Test func namedTargets() {
        #expect(TargetChoice.Named.both.targets == [.facebook, .instagram])
        #expect(TargetChoice.Named.instagram.targets == [.instagram])
        #expect(TargetChoice.Named.allCases.map(\.rawValue) == ["facebook", "instagram", "both"])
    }

    @Test func theMeterShowsABarOnlyWhenDue() {
        #expect(ProgressMeter.delay(environment: [:]) == 0.5)
        #expect(ProgressMeter.delay(environment: ["STORYSHARE_PROGRESS_AFTER": "2"]) == 2)
        #expect(ProgressMeter.delay(environment: ["STORYSHARE_PROGRESS_AFTER": "-1"]) == 0.5)
        let quiet = ProgressMeter(enabled: true, delay: 60)
        quiet.begin(total: 4)
        #expect(quiet.advance() == nil && !quiet.drawn)
        let shown = ProgressMeter(enabled: true, delay: 0)
        shown.begin(total: 4)
        let bar = shown.advance(now: Date().addingTimeInterval(1))
        #expect(bar == "[" + String(repeating: "=", count: 7) + String(repeating: " ", count: 23) + "] 1/4")
        #expect(shown.drawn)
        let single = ProgressMeter(enabled: true, delay: 0)
        single.begin(total: 1)
        #expect(single.advance(now: Date().addingTimeInterval(1)) == nil)
    }

    @Test func aBaselineIsRecordedThenAppliedWithWhatWasDone() throws {
        try withFolder { root in
            let report = try AssetValidation.run(AssetRequest(paths: [Self.image])).report
            let path = FilePaths.join(root, "b.json")
            let recorded = try BaselineFile.apply(nil, recording: path, to: report, protecting: [])
            let count = report.files.flatMap(\.findings).count
            #expect(recorded.said == ["recorded \(count) finding\(count == 1 ? "" : "s") in the baseline \(path)"])
            #expect(recorded.report.files.flatMap(\.findings).count == count)
            let applied = try BaselineFile.apply(
                (path, try BaselineFile.load(path)), recording: nil, to: report, protecting: [])
            #expect(applied.said == ["\(count) finding\(count == 1 ? "" : "s") in the baseline \(path) not reported"])
            #expect(applied.report.files.flatMap(\.findings).isEmpty)
        }
    }

    @Test func aSheetsPagesAreCheckedBeforeAnyIsDrawnThenWritten() throws {
        try withFolder { root in
            let output = FilePaths.join(root, "sheet.png")
            let planned = try SheetJudging.pages(count: 3, perPage: 2, width: 40, output: output, protecting: [])
            #expect(planned.outputs == [FilePaths.join(root, "sheet-1.png"), FilePaths.join(root, "sheet-2.png")])
            #expect(planned.pages.pageCount == 2 && planned.pages.layout.width == 40)
            func refusal(_ body: () throws(SheetJudging.PageRefusal) -> Void) -> SheetJudging.PageRefusal? {
                do throws(SheetJudging.PageRefusal) {
                    try body()
                    return nil
                } catch {
                    return error
                }
            }
            let tooLarge = refusal { () throws(SheetJudging.PageRefusal) in
                _ = try SheetJudging.pages(count: 49, perPage: 49, width: 180, output: output, protecting: [])
            }
            guard case .tooLarge(.tooWide(_, let fitting)) = tooLarge else {
                Issue.record("\(String(describing: tooLarge))")
                return
            }
            #expect(fitting == 176)
            let intoInput = refusal { () throws(SheetJudging.PageRefusal) in
                _ = try SheetJudging.pages(
                    count: 1, perPage: 2, width: 40, output: Self.image, protecting: [Self.image])
            }
            guard case .output(.outputIsInput) = intoInput else {
                Issue.record("\(String(describing: intoInput))")
                return
            }
            // The files chosen, judged, drawn and written page after page.
            let files = [Self.image, Self.image, Self.image].map { InputFile(path: $0) }
            let sheet = SheetJudging.sheet(
                files, target: nil, role: .auto, configuration: Configuration(), pages: planned.pages,
                showsSafeZones: false)
            var wrote: [String] = []
            try SheetJudging.write(sheet, to: planned.outputs, protecting: [Self.image]) { path, page, _ in
                wrote.append("\(page) \(FilePaths.name(path))")
            }
            #expect(wrote == ["1 sheet-1.png", "2 sheet-2.png"])
            #expect(planned.outputs.allSatisfy { (try? FileStatus.of($0).get().kind) == .regular })
        }
    }
}

import Foundation
import Testing

/// Adopting storyshare on a repository with a baseline, end to end: `--write-baseline` records today's
/// findings, `--baseline` then reports only new ones in every output format (exit 0 when none), says how many
/// it left out, and judges a moved or edited file afresh.
struct BaselineCommandTests {
    static let formats = ["text", "json", "sarif", "junit", "github", "xcode"]

    /// A repository with one error and two warnings.
    static func assets() throws -> TempTree {
        let tree = try TempTree()
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "assets/bg.jpg")
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/stickers/logo.png")
        return tree
    }

    /// The rule ids `output` (in `format`) reports, one per finding.
    static func rules(in output: String, format: String) -> [String] {
        switch format {
        case "json":
            let document = (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any]
            let files = document?["files"] as? [[String: Any]] ?? []
            return files.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
        case "sarif":
            let document = (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any]
            let run = (document?["runs"] as? [[String: Any]])?.first
            return (run?["results"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        case "junit":
            // Each finding's line in a failure body or system-out ends with its rule.
            return output.split(separator: "\n").compactMap { line in
                guard line.contains(": error: ") || line.contains(": warning: ") || line.contains(": info: "),
                    let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]")
                else { return nil }
                return String(line[line.index(after: open)..<close])
            }
        case "github":
            return output.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("::"), let title = line.range(of: "title=") else { return nil }
                return String(line[title.upperBound...].prefix { $0 != ":" })
            }
        default:
            return output.split(separator: "\n").compactMap { line in
                guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
                return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            }
        }
    }

    @Test(arguments: formats)
    func validateReportsOnlyNewFindingsAfterABaseline(_ format: String) throws {
        let tree = try Self.assets()
        let written = try CLI.run(["validate", "--write-baseline", "baseline.json", "assets"], in: tree.url)
        #expect(written.status == 1, "the run that records still reports and fails: \(written.stdout)")
        #expect(written.stderr.contains("recorded 3 findings in the baseline baseline.json"), "\(written.stderr)")

        let clean = try CLI.run(
            ["validate", "--format", format, "--baseline", "baseline.json", "assets"], in: tree.url)
        #expect(clean.status == 0, "\(format): \(clean.stdout)\(clean.stderr)")
        #expect(Self.rules(in: clean.stdout, format: format).isEmpty, "\(format): \(clean.stdout)")
        #expect(clean.stderr.contains("3 findings in the baseline baseline.json not reported"), "\(clean.stderr)")
        switch format {
        case "text", "github": #expect(clean.stdout.contains("0 infos, 3 baselined; passed"), "\(clean.stdout)")
        case "json":
            let summary = clean.json?["summary"] as? [String: Any]
            #expect(summary?["baselined"] as? Int == 3 && summary?["passed"] as? Bool == true)
        case "sarif":
            let run = (clean.json?["runs"] as? [[String: Any]])?.first
            let invocation = (run?["invocations"] as? [[String: Any]])?.first
            #expect((invocation?["properties"] as? [String: Any])?["baselined"] as? Int == 3, "\(clean.stdout)")
        case "junit": #expect(clean.stdout.contains("<property name=\"baselined\" value=\"3\"/>"), "\(clean.stdout)")
        default: #expect(clean.stdout.isEmpty)
        }

        // A new problem is reported, alone; so is an edited file (its content changed) and a moved one.
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/stickers/new.png")
        try FileManager.default.moveItem(
            at: tree.url.appendingPathComponent("assets/bg.jpg"),
            to: tree.url.appendingPathComponent("assets/moved.jpg"))
        let later = try CLI.run(
            ["validate", "--format", format, "--baseline", "baseline.json", "assets"], in: tree.url)
        #expect(later.status == 1, "\(format)")
        #expect(
            Self.rules(in: later.stdout, format: format).sorted()
                == ["background-aspect-ratio", "background-oversized", "image-too-small"], "\(format): \(later.stdout)")
        #expect(later.stderr.contains("1 finding in the baseline baseline.json not reported"), "\(later.stderr)")
    }

    @Test func anEditedFileIsJudgedAfresh() throws {
        let tree = try Self.assets()
        _ = try CLI.run(["validate", "--write-baseline", "baseline.json", "assets"], in: tree.url)
        let handle = try FileHandle(forWritingTo: tree.url.appendingPathComponent("assets/stickers/logo.png"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let result = try CLI.run(
            ["validate", "--format", "json", "--baseline", "baseline.json", "assets"], in: tree.url)
        #expect(Self.rules(in: result.stdout, format: "json") == ["image-too-small"], "\(result.stdout)")
        #expect(result.status == 1)
    }

    @Test(arguments: formats)
    func doctorReportsOnlyNewFindingsAfterABaseline(_ format: String) throws {
        let tree = try TempTree()
        try tree.write(AppFiles.appInfoPlist(appID: "1234567890", schemes: ["fbapi"]), to: "ios/App/Info.plist")
        let written = try CLI.run(
            ["doctor", "--target", "both", "--write-baseline", "doctor-baseline.json", "ios"], in: tree.url)
        #expect(written.status == 1, "\(written.stdout)")
        #expect(Self.rules(in: written.stdout, format: "text") == ["ios-query-scheme-missing"], "\(written.stdout)")
        let clean = try CLI.run(
            ["doctor", "--target", "both", "--format", format, "--baseline", "doctor-baseline.json", "ios"],
            in: tree.url)
        #expect(clean.status == 0, "\(format): \(clean.stdout)\(clean.stderr)")
        #expect(Self.rules(in: clean.stdout, format: format).isEmpty, "\(format): \(clean.stdout)")
        #expect(clean.stderr.contains("1 finding in the baseline doctor-baseline.json not reported"))
        // Editing the Info.plist (even fixing one scheme) judges it afresh.
        try tree.write(
            AppFiles.appInfoPlist(appID: "1234567890", schemes: ["fbapi", "facebook-stories"]), to: "ios/App/Info.plist"
        )
        let edited = try CLI.run(
            ["doctor", "--target", "both", "--format", format, "--baseline", "doctor-baseline.json", "ios"],
            in: tree.url)
        #expect(edited.status == 1, "\(format): \(edited.stdout)")
        #expect(Self.rules(in: edited.stdout, format: format) == ["ios-query-scheme-missing"], "\(edited.stdout)")
    }

    @Test func aBadBaselineIsAUsageErrorAndABaselineIsNeverWrittenOverAnInput() throws {
        let tree = try Self.assets()
        try tree.write("{\"findings\": 3}", to: "bad.json")
        let bad = try CLI.run(["validate", "--baseline", "bad.json", "assets"], in: tree.url)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--baseline bad.json: not a storyshare baseline"), "\(bad.stderr)")
        let missing = try CLI.run(["validate", "--baseline", "missing.json", "assets"], in: tree.url)
        #expect(missing.status == 64 && missing.stderr.contains("--baseline missing.json: cannot read it"))
        let before = FileManager.default.contents(atPath: tree.url.appendingPathComponent("assets/bg.jpg").path)
        // The report and the baseline in one file: the second write would replace the first.
        let same = try CLI.run(
            ["validate", "--output", "out.json", "--write-baseline", "./out.json", "assets"], in: tree.url)
        #expect(same.status == 64, "\(same.stderr)")
        #expect(same.stderr.contains("--output and --write-baseline name the same file"), "\(same.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out.json").path))
        let over = try CLI.run(["validate", "--write-baseline", "assets/bg.jpg", "assets"], in: tree.url)
        #expect(over.status == 64, "\(over.stderr)")
        #expect(FileManager.default.contents(atPath: tree.url.appendingPathComponent("assets/bg.jpg").path) == before)
    }
}

import ArgumentParser
import StoryshareJudging
import StoryshareReport
import StoryshareSystem

/// `--baseline` and `--write-baseline`, for the commands that report findings (`validate`, `doctor`).
struct BaselineOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Report only findings not recorded in this baseline (a file --write-baseline wrote).", valueName: "file"))
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            "Record every finding of this run in FILE (atomically), to adopt storyshare on an existing repository.",
            valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if baseline?.isEmpty == true { throw ValidationError("--baseline needs a file name") }
        if writeBaseline?.isEmpty == true { throw ValidationError("--write-baseline needs a file name") }
    }

    /// The baseline `--baseline` names, read before any work: a file that is not one is a usage error (exit 64).
    func load() throws -> Baseline? {
        guard let baseline else { return nil }
        do {
            return try BaselineFile.load(baseline)
        } catch {
            throw ValidationError("--baseline \(DisplayText.path(baseline)): \(error)")
        }
    }

    /// Writes `report`'s findings as the baseline `--write-baseline` names (never over a file the run read), then
    /// leaves out of `report` what `baseline` accepts; says on stderr what it did.
    func apply(_ baseline: Baseline?, to report: Report, protecting inputs: [String]) throws -> Report {
        let fingerprint = ContentFingerprint.cached()
        if let writeBaseline {
            let count = try writingReport {
                try BaselineFile.record(
                    report, at: writeBaseline, protecting: inputs + [self.baseline].compactMap { $0 },
                    fingerprint: fingerprint)
            }
            printError(
                "recorded \(count) finding\(count == 1 ? "" : "s") in the baseline \(DisplayText.path(writeBaseline))")
        }
        guard let baseline, let path = self.baseline else { return report }
        let filtered = baseline.filter(report, fingerprint: fingerprint)
        let count = filtered.baselined ?? 0
        printError("\(count) finding\(count == 1 ? "" : "s") in the baseline \(DisplayText.path(path)) not reported")
        return filtered
    }
}

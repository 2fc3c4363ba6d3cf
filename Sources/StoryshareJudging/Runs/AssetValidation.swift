import StoryshareReport

/// What `validate` does with the paths it is given: chooses the files they stand for (``InputSelection``: a
/// directory holding an app project stands for the share assets its apps share), then judges each
/// (``AssetJudge``) for the targets ``TargetChoice`` gives it, in its role.
public enum AssetValidation {
    /// The report and every file the run read (what no file it writes may replace).
    public struct Outcome: Sendable {
        /// The findings of every file judged.
        public var report: Report
        /// Every file the run read, the configuration file included.
        public var reads: [String]
    }

    /// Judges `request`'s paths on up to `jobs` threads (`strict`: warnings fail the run too), telling
    /// `progress` when the files are chosen (with what the choice said of each directory) and as each is judged.
    public static func run(
        _ request: AssetRequest, strict: Bool = false, jobs: Int = 1,
        progress: @escaping @Sendable (JudgingEvent) -> Void = { _ in }
    ) throws(InputSelection.NothingToCheck) -> Outcome {
        let selection = try request.select()
        progress(.chosen(count: selection.files.count, notes: selection.notes))
        let judge = request.judge
        let results = parallelMap(selection.files, jobs: jobs) { file -> Report.File in
            defer { progress(.judged) }
            return judge.judge(file)
        }
        return Outcome(
            report: Report(files: results, strict: strict),
            reads: InputPaths.readPaths(of: selection.files, configurationFile: request.configuration.file)
                + selection.modelReads)
    }
}

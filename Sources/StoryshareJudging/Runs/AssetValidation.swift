import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What `validate` does with the paths it is given: chooses the files they stand for (``InputSelection``: a
/// directory holding an app project stands for the share assets its apps share), then judges each
/// (``AssetJudge``) for the targets ``TargetChoice`` gives it, in its role.
public enum AssetValidation {
    /// What to judge, and how.
    public struct Request: Sendable {
        /// Files and directories to check.
        public var paths: [String]
        /// The target every file is judged for, when named; otherwise each share asset's app's targets.
        public var target: ShareTarget?
        /// The role of every file, or `auto`.
        public var role: AssetRoleChoice
        /// The configuration: rule settings, scope and roles.
        public var configuration: Configuration
        /// The directory the configuration's globs are relative to.
        public var workingDirectory: String
        /// Whether a directory named in which nothing is left to check passes.
        public var allowEmpty: Bool
        /// Whether every image and video of a directory is judged, not only the share assets the model finds.
        public var every: Bool
        /// Whether warnings fail the run too.
        public var strict: Bool
        /// How many files are judged at once.
        public var jobs: Int

        /// A request to judge `paths` under `configuration`, with globs relative to `workingDirectory`.
        public init(
            paths: [String], target: ShareTarget? = nil, role: AssetRoleChoice = .auto,
            configuration: Configuration = Configuration(), workingDirectory: String = FilePaths.currentDirectory(),
            allowEmpty: Bool = false, every: Bool = false, strict: Bool = false, jobs: Int = 1
        ) {
            self.paths = paths
            self.target = target
            self.role = role
            self.configuration = configuration
            self.workingDirectory = workingDirectory
            self.allowEmpty = allowEmpty
            self.every = every
            self.strict = strict
            self.jobs = jobs
        }
    }

    /// The report and every file the run read (what no file it writes may replace).
    public struct Outcome: Sendable {
        /// The findings of every file judged.
        public var report: Report
        /// Every file the run read, the configuration file included.
        public var reads: [String]
    }

    /// Judges `request`'s paths, telling `progress` when the files are chosen (with what the choice said of each
    /// directory) and as each is judged.
    public static func run(_ request: Request, progress: @escaping @Sendable (JudgingEvent) -> Void = { _ in })
        throws(InputSelection.NothingToCheck) -> Outcome
    {
        let configuration = request.configuration
        let selection = try InputSelection.select(
            request.paths, configuration: configuration, workingDirectory: request.workingDirectory,
            allowEmpty: request.allowEmpty, every: request.every)
        progress(.chosen(count: selection.files.count, notes: selection.notes))
        let judge = AssetJudge(
            target: request.target, role: request.role, configuration: configuration,
            workingDirectory: request.workingDirectory)
        let results = parallelMap(selection.files, jobs: request.jobs) { file -> Report.File in
            defer { progress(.judged) }
            return judge.judge(file)
        }
        return Outcome(
            report: Report(files: results, strict: request.strict),
            reads: InputPaths.readPaths(of: selection.files, configurationFile: configuration.file)
                + selection.modelReads)
    }
}

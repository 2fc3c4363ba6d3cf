import StoryshareFix
import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What `fix` does with the paths it is given: chooses the files as `validate` does (an image embedded in a source
/// file is no file it can write, and is said so), then fixes each to meet the rules of the one target
/// ``TargetChoice/strictest(found:)`` gives it: its app's Instagram when the app shares there.
public enum AssetFixing {
    /// What to fix, and how.
    public struct Request: Sendable {
        /// Files and directories to fix.
        public var paths: [String]
        /// The target every file is fixed for, when named; otherwise each share asset's app's strictest.
        public var target: ShareTarget?
        /// The role of every file, or `auto`.
        public var role: AssetRoleChoice
        /// The configuration: rule settings, scope and roles.
        public var configuration: Configuration
        /// The directory the configuration's globs are relative to.
        public var workingDirectory: String
        /// Whether a directory named in which nothing is left to fix passes.
        public var allowEmpty: Bool
        /// Whether every image and video of a directory is fixed, not only the share assets the model finds.
        public var every: Bool
        /// How backgrounds are fitted and padded, and whether anything is written.
        public var options: FixOptions
        /// Where results go.
        public var destination: FixDestination

        /// A request to fix `paths` with `options` into `destination`, under `configuration`.
        public init(
            paths: [String], options: FixOptions, destination: FixDestination, target: ShareTarget? = nil,
            role: AssetRoleChoice = .auto, configuration: Configuration = Configuration(),
            workingDirectory: String = FilePaths.currentDirectory(), allowEmpty: Bool = false, every: Bool = false
        ) {
            self.paths = paths
            self.options = options
            self.destination = destination
            self.target = target
            self.role = role
            self.configuration = configuration
            self.workingDirectory = workingDirectory
            self.allowEmpty = allowEmpty
            self.every = every
        }
    }

    /// Fixes `request`'s paths, telling `progress` when the files are chosen (with what the choice said, and a
    /// line for each embedded image left out).
    public static func run(_ request: Request, progress: @Sendable (JudgingEvent) -> Void = { _ in })
        throws(InputSelection.NothingToCheck) -> FixReport
    {
        let configuration = request.configuration
        let cwd = request.workingDirectory
        let selection = try InputSelection.select(
            request.paths, configuration: configuration, workingDirectory: cwd, allowEmpty: request.allowEmpty,
            every: request.every)
        // An image held in a source file (a data: URI) is not a file fix can write: it is judged as validate judges
        // it, and reported as not fixed, so one that fails the rules fails the run.
        let (files, _) = selection.onDisk(notBeing: "a file fix can write")
        let embedded = selection.files.filter { $0.embedded != nil }
        progress(.chosen(count: files.count + embedded.count, notes: selection.notes))
        let judge = AssetJudge(
            target: request.target, role: request.role, configuration: configuration, workingDirectory: cwd)
        let modelRoles = Dictionary(
            files.compactMap { file in file.modelRole.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first }
        )
        let scope = FixScope(
            role: { path, kind in judge.role(of: path, kind: kind, modelRole: modelRoles[path]) },
            contains: { configuration.isInScope($0, workingDirectory: cwd) })
        var fixer = Fixer(
            validator: judge.validator, options: request.options, destination: request.destination, scope: scope,
            readPaths: InputPaths.readPaths(of: files, configurationFile: configuration.file) + selection.modelReads)
        let results = files.map { file in
            fixer.validator = judge.fixingValidator(for: file)
            defer { progress(.judged) }
            return fixer.fix(
                FixInput(
                    path: file.path, relativePath: file.relativePath, root: file.root,
                    catalogSet: file.catalogAsset?.name, problem: file.problem))
        }
        let kept = embedded.map { file in
            defer { progress(.judged) }
            return embeddedFix(file, judged: judge.judge(file))
        }
        return FixReport(files: results + kept, dryRun: request.options.dryRun)
    }

    /// What `fix` says of an image embedded in a source file: judged as `validate` judges it and left as it is; one
    /// that fails the rules is not fixed, said so, and fails the run.
    static func embeddedFix(_ file: InputFile, judged: Report.File) -> FileFix {
        var role = AssetRole.background
        if case .asset(let judgedRole, _, _) = judged.content { role = judgedRole }
        let status: FixStatus = judged.findings.isEmpty ? .unchanged : .notFixed
        var fix = FileFix(path: file.path, role: role, status: status, before: judged.findings)
        if status == .notFixed {
            let line = file.embeddedLine.map { ":\($0)" } ?? ""
            fix.reason =
                "the image is embedded in the source (a data: URI at \(DisplayText.path(file.path))\(line)): fix "
                + "cannot rewrite it; replace it by hand"
        }
        return fix
    }
}

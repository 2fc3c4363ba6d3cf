import StoryshareColor
import StoryshareFix
import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What `fix` does with the paths it is given: chooses the files as `validate` does (an image embedded in a source
/// file is no file it can write, and is said so), then fixes each to meet the rules of the one target
/// ``TargetChoice/strictest(found:)`` gives it: its app's Instagram when the app shares there.
public enum AssetFixing {
    /// Fixes `request`'s paths with `options` into `destination`, telling `progress` when the files are chosen
    /// (with what the choice said, and a line for each embedded image left out).
    public static func run(
        _ request: AssetRequest, options: FixOptions, destination: FixDestination,
        progress: @Sendable (JudgingEvent) -> Void = { _ in }
    ) throws(InputSelection.NothingToCheck) -> FixReport {
        let configuration = request.configuration
        let cwd = request.workingDirectory
        let selection = try request.select()
        // An image held in a source file (a data: URI) is not a file fix can write: it is judged as validate judges
        // it, and reported as not fixed, so one that fails the rules fails the run.
        let (files, _) = selection.onDisk(notBeing: "a file fix can write")
        let embedded = selection.files.filter { $0.embedded != nil }
        progress(.chosen(count: files.count + embedded.count, notes: selection.notes))
        let judge = request.judge
        let modelRoles = Dictionary(
            files.compactMap { file in file.modelRole.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first }
        )
        let scope = FixScope(
            role: { path, kind in judge.role(of: path, kind: kind, modelRole: modelRoles[path]) },
            contains: { configuration.isInScope($0, workingDirectory: cwd) })
        var fixer = Fixer(
            validator: judge.validator, options: options, destination: destination, scope: scope,
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
        return FixReport(files: results + kept, dryRun: options.dryRun)
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

extension BackgroundColors {
    /// The padding `fix` lays around a background: none given, the platform's #222222; one, solid; two, a
    /// top-to-bottom gradient (more are not taken).
    public static func padding(_ colors: [HexColor]) -> BackgroundColors {
        switch colors.count {
        case 0: .resolve(top: nil, bottom: nil)
        case 1: BackgroundColors(top: colors[0], bottom: colors[0])
        default: BackgroundColors(top: colors[0], bottom: colors[1])
        }
    }
}

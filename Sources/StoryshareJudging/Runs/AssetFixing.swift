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
        // An image held in a source file (a data: URI) is not a file fix can write.
        let (files, embedded) = selection.onDisk(notBeing: "a file fix can write (replace it by hand)")
        progress(.chosen(count: files.count, notes: selection.notes + embedded))
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
        return FixReport(files: results, dryRun: options.dryRun)
    }
}

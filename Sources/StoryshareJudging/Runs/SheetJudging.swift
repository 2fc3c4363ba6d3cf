import Foundation
import StoryshareKit
import StorysharePreview
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What `preview --sheet` shows: the files chosen as `validate` chooses them (an image embedded in a source file
/// has no file to draw, and is said so), each judged as `validate` judges it and drawn in the role it was judged
/// in, framed by its findings.
public enum SheetJudging {
    /// The files a sheet of `request` shows, what the choice said (one line each, for stderr), and every file read
    /// to choose them (what no page may replace). A sheet with nothing to show is said by the caller, once, for
    /// every path: no directory is an error here.
    public static func select(_ request: AssetRequest) -> (files: [InputFile], notes: [String], reads: [String]) {
        var request = request
        request.allowEmpty = true
        guard let selection = try? request.select() else { return ([], [], []) }
        let (onDisk, embedded) = selection.onDisk(notBeing: "drawn on a sheet")
        // Every image, but none in the dependency and build folders scan never walks.
        let files =
            request.every
            ? onDisk.filter { file in
                !file.relativePath.split(separator: "/").dropLast().contains {
                    FolderPruning.dependencyFolders[String($0)] != nil
                }
            } : onDisk
        return (
            files, selection.notes + embedded,
            InputPaths.readPaths(of: files, configurationFile: request.configuration.file) + selection.modelReads
        )
    }

    /// Each of `files` judged by `judge` (on up to `jobs` threads) as the entry of a sheet.
    public static func entries(_ files: [InputFile], judge: AssetJudge, jobs: Int) -> [AssetSheet.Entry] {
        let reports = parallelMap(files, jobs: jobs) { judge.judge($0) }
        return zip(files, reports).map { file, report -> AssetSheet.Entry in
            guard case .asset(let role, let facts, _) = report.content else {
                preconditionFailure("validate judges images and videos")
            }
            return AssetSheet.Entry(
                path: report.path, drawnPath: file.catalogAsset?.judgedPath ?? file.path, role: role, facts: facts,
                errors: report.findings.filter { $0.severity == .error }.count,
                warnings: report.findings.filter { $0.severity == .warning }.count)
        }
    }

    /// The contact sheet of `files` in `pages`: each judged as `validate` judges it, for `target` (else the
    /// configuration's or the code's) in `role`, on as many threads as there are cores.
    public static func sheet(
        _ files: [InputFile], target: ShareTarget?, role: AssetRoleChoice, configuration: Configuration,
        pages: SheetPages, showsSafeZones: Bool
    ) -> AssetSheet {
        let judge = AssetJudge(
            target: target, role: role, configuration: configuration, workingDirectory: FilePaths.currentDirectory())
        let entries = entries(files, judge: judge, jobs: ProcessInfo.processInfo.activeProcessorCount)
        return AssetSheet(
            entries: entries, pages: pages, showsSafeZones: showsSafeZones, options: judge.validator.probeOptions)
    }
}

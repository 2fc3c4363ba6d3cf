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

    /// Nothing to show in the paths named: no image or video in them, or (`chosenByModel`) no share asset on disk
    /// where the app model chose (what it said is in `notes`).
    public struct NothingToShow: Error, Sendable, CustomStringConvertible {
        /// What the choice said, one line each, before the line that says there is nothing to show.
        public let notes: [String]
        /// The paths named.
        public let paths: [String]
        /// Whether the app model chose the files, and found no share asset on disk.
        public var chosenByModel: Bool { !notes.isEmpty }

        /// `nothing to show: no image or video found in a, b`, or `… no share asset on disk in a (said above)`.
        public var description: String {
            let named = paths.map(DisplayText.path).joined(separator: ", ")
            return chosenByModel
                ? "nothing to show: no share asset on disk in \(named) (said above)"
                : "nothing to show: no image or video found in \(named)"
        }
    }

    /// The files a sheet of `request` shows (``select(_:)``), what the choice said and every file read; none is
    /// ``NothingToShow``.
    public static func choose(_ request: AssetRequest) throws(NothingToShow) -> (
        files: [InputFile], notes: [String], reads: [String]
    ) {
        let chosen = select(request)
        guard !chosen.files.isEmpty else { throw NothingToShow(notes: chosen.notes, paths: request.paths) }
        return chosen
    }

    /// The first two of `outputs` that name the same existing file (through a link): the later page would replace
    /// the earlier.
    public static func repeatedPage(_ outputs: [String]) -> (earlier: String, later: String)? {
        var seen: [FileStatus.Identity: String] = [:]
        for output in outputs {
            guard case .success(let status) = FileStatus.of(output) else { continue }
            if let earlier = seen.updateValue(output, forKey: status.identity) { return (earlier, output) }
        }
        return nil
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

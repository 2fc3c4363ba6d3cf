import Foundation
import StoryshareBundle
import StoryshareImaging
import StoryshareKit
import StorysharePreview
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What `preview --sheet` shows: the files chosen as `validate` chooses them (an image embedded in a source file
/// has no file to draw, and is said so), each judged as `validate` judges it and drawn in the role it was judged
/// in, framed by its findings.
public enum SheetJudging {
    /// How a sheet is laid out and where its pages go.
    public struct Layout: Sendable {
        /// Tiles a page (else ``SheetPages/defaultPerPage``).
        public var perPage: Int?
        /// Each tile's width (else 180, narrowed to fit).
        public var width: Int?
        /// The page's path; past one page, each page's path is made from it (NAME-2.png).
        public var output: String
        /// Whether each tile shades the bands the Stories interface covers.
        public var showsSafeZones: Bool
        /// Files no page may replace, beside those the sheet reads.
        public var protecting: [String]

        /// A layout of `perPage` tiles `width` wide, written at `output`, never over one of `protecting`.
        public init(perPage: Int?, width: Int?, output: String, showsSafeZones: Bool, protecting: [String]) {
            self.perPage = perPage
            self.width = width
            self.output = output
            self.showsSafeZones = showsSafeZones
            self.protecting = protecting
        }
    }

    /// A page written: its path, what it shows in a line, and its tiles listed by number.
    public struct WrittenPage: Sendable {
        /// Where the page was written.
        public let path: String
        /// What the page shows, in a line.
        public let caption: String
        /// The page's tiles, listed by number.
        public let listing: String
    }

    /// A contact sheet of `request`'s files, from choice to pages: the files are chosen (what the choice said goes to
    /// `said`), every page is planned and its path checked before any is drawn, each file is judged and drawn in its
    /// role for `request`'s target, and each page is written as soon as it is drawn and told to `wrote`. Throws
    /// ``NothingToShow``, ``PageRefusal``, or the failure of a page that cannot be written (the pages before it
    /// stay written).
    public static func run(
        _ request: AssetRequest, layout: Layout, said: (String) -> Void, wrote: (WrittenPage) -> Void
    ) throws {
        let chosen = try choose(request)
        chosen.notes.forEach(said)
        let inputs = layout.protecting + chosen.reads
        let planned = try pages(
            count: chosen.files.count, perPage: layout.perPage, width: layout.width, output: layout.output,
            protecting: inputs)
        let drawn = sheet(
            chosen.files, target: request.target, role: request.role, configuration: request.configuration,
            pages: planned.pages, showsSafeZones: layout.showsSafeZones)
        try write(drawn, to: planned.outputs, protecting: inputs) { path, page, image in
            wrote(
                WrittenPage(
                    path: path, caption: drawn.caption(page: page, image: image), listing: drawn.listing(page: page)))
        }
    }

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

    /// Why a sheet's pages may not be written: a page over the bound, a page's path that is no regular file or
    /// names an input, or two pages that name one file.
    public enum PageRefusal: Error, Sendable {
        /// A full page would be over the bound.
        case tooLarge(SheetPages.Refusal)
        /// A page's path may not be written.
        case output(BundleWriteError)
        /// Two pages name the same existing file: the later would replace the earlier.
        case repeated(earlier: String, later: String)
    }

    /// The pages of a sheet of `count` files, `perPage` (else 24) tiles a page each `width` wide (else 180,
    /// narrowed to fit), and each page's path from `output`: every path checked before any page is drawn.
    public static func pages(
        count: Int, perPage: Int?, width: Int?, output: String, protecting inputs: [String]
    ) throws(PageRefusal) -> (pages: SheetPages, outputs: [String]) {
        let pages: SheetPages
        do {
            pages = try SheetPages.fitting(count: count, perPage: perPage ?? SheetPages.defaultPerPage, width: width)
        } catch {
            throw .tooLarge(error)
        }
        let outputs = (1...pages.pageCount).map { SheetPages.path(output, page: $0, of: pages.pageCount) }
        for page in outputs {
            if let refusal = OutputCheck.refusal(of: page, inputs: inputs, needsDirectory: false) {
                throw .output(refusal)
            }
        }
        if let (earlier, later) = repeatedPage(outputs) { throw .repeated(earlier: earlier, later: later) }
        return (pages, outputs)
    }

    /// Draws each page of `sheet` and writes it at its path of `outputs` as soon as it is drawn (atomically, never
    /// over one of `inputs`), then tells `wrote` its path and the page; a PNG that cannot be written stops the run,
    /// the pages before it written. Past one page, every page's name is one storyshare chose (NAME-2.png): a
    /// symbolic link there (one a repository ships) is replaced, never written through.
    public static func write(
        _ sheet: AssetSheet, to outputs: [String], protecting inputs: [String],
        wrote: (_ path: String, _ page: Int, _ image: RGBAImage) -> Void
    ) throws {
        let identities = FileStatus.identities(of: inputs)
        for (page, path) in zip(1..., outputs) {
            let image = sheet.render(page: page)
            try StoryPicture.write(
                image, to: path, protecting: identities, links: outputs.count > 1 ? .replaced : .followed)
            wrote(path, page, image)
        }
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

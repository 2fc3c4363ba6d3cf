import StoryshareProject
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// The files a command that checks assets looks at (`validate`, `fix`, `preview --sheet`): what the paths stand
/// for, within the configuration's `include` and outside its `exclude`. A directory holding an app project stands
/// for the share assets the app model finds in it, unless `every` is set or the configuration has `include`
/// globs; otherwise for every image and video in it, as the walk finds them.
public enum InputSelection {
    /// The files chosen, every other file the app model read to choose them (sources, project files: what no
    /// output of the run may replace), and what the choice says (the model's summary of each directory).
    public struct Selection: Sendable {
        /// The files to judge, each once.
        public var files: [InputFile]
        /// Every file the app model read to choose them.
        public var modelReads: [String]
        /// What was concluded for each directory, one line each (for stderr).
        public var notes: [String]

        /// The files that are files, and a line for each image embedded in a source file (a `data:` URI), which
        /// is not `what` (validate judges it) and is left out.
        public func onDisk(notBeing what: String) -> (files: [InputFile], notes: [String]) {
            let notes = files.filter { $0.embedded != nil }.map { file in
                "\(DisplayText.path(file.path)):\(file.embeddedLine ?? 0): an image embedded in the source is not "
                    + "\(what): validate judges it"
            }
            return (files.filter { $0.embedded == nil }, notes)
        }
    }

    /// Directories named in which nothing is left to check, one line each, with what they held: an error unless
    /// the caller lets them pass.
    public struct NothingToCheck: Error, Sendable {
        /// One line a directory: `PATH: nothing to check (REASON)`.
        public let lines: [String]
        /// What was concluded before (the model's summaries), said before the lines.
        public let notes: [String]
        /// One line a directory that looks like an app's whose project the model does not read: nothing in it is
        /// judged by its name alone.
        public var unread: [String] = []

        /// Directories with nothing to check (`lines`), after `notes`; and `unread` ones.
        public init(lines: [String], notes: [String], unread: [String] = []) {
            self.lines = lines
            self.notes = notes
            self.unread = unread
        }
    }

    /// The walks a selection makes of a directory it is given, which a test may count: ``images`` lists what it
    /// holds unless it meets a project file, ``scan`` reads its app model, ``expand`` lists what it holds.
    struct Walks {
        var images: (String) -> NamedInput? = InputPaths.walkUnlessProject
        var scan: (String) -> ProjectModel = ProjectScanner.scan
        var expand: (String) -> NamedInput? = { InputPaths.expandEach([$0]).first }
    }

    /// The files `paths` stand for, in scope, with globs relative to `cwd`. A directory named in which nothing is
    /// left is ``NothingToCheck`` unless `allowEmpty`, or unless the app model chose and said why. The model is
    /// asked before any walk for every image of a directory that holds a project file, so a directory it answers
    /// for is never walked for every image; one without is walked once, and the model is not asked.
    public static func select(
        _ paths: [String], configuration: Configuration, workingDirectory cwd: String, allowEmpty: Bool,
        every: Bool = false
    ) throws(NothingToCheck) -> Selection {
        try select(
            paths, configuration: configuration, workingDirectory: cwd, allowEmpty: allowEmpty, every: every,
            walks: Walks())
    }

    /// ``select(_:configuration:workingDirectory:allowEmpty:every:)`` through `walks`.
    static func select(
        _ paths: [String], configuration: Configuration, workingDirectory cwd: String, allowEmpty: Bool,
        every: Bool, walks: Walks
    ) throws(NothingToCheck) -> Selection {
        var files: [InputFile] = []
        var reads: [String] = []
        var notes: [String] = []
        var empty: [String] = []
        var unread: [String] = []
        let useModel = !every && configuration.includeGlobs.isEmpty
        for path in paths {
            let isDirectory = (try? FileStatus.of(path).get().kind) == .directory
            // One scan of a directory serves both questions: which files it stands for, and their targets.
            // (With include globs and a target configured, neither is asked: no scan.) A directory with no project
            // file is only walked: the model would find nothing in it.
            let asked = useModel || (!every && configuration.target == nil)
            let walked = isDirectory && asked && AssetCatalog.placement(of: path) == .outside ? walks.images(path) : nil
            let model =
                isDirectory && asked && walked == nil && AssetCatalog.placement(of: path) == .outside
                ? walks.scan(path) : nil
            // A project file of a layout the model does not read, and no app it knows: no file is judged by its name.
            if useModel, let model, let phrase = model.unreadPhrase, model.unreadButNothingShares {
                notes.append("\(DisplayText.path(path)): \(phrase); no source shares to Stories, so nothing is checked")
                reads += model.readFiles.map { FilePaths.join(path, $0) }
                continue
            }
            if useModel, let model, let phrase = model.unreadPhrase {
                unread.append("\(DisplayText.path(path)): nothing to check (\(phrase))")
                reads += model.readFiles.map { FilePaths.join(path, $0) }
                continue
            }
            if useModel, let model, let chosen = ModelInputs.inputs(of: path, model: model) {
                notes.append(chosen.summary)
                files += chosen.files.filter {
                    configuration.isInScope($0.sourcePath ?? $0.path, workingDirectory: cwd)
                }
                reads += chosen.reads
                continue
            }
            guard let input = walked ?? walks.expand(path) else { continue }
            var kept = input.files.filter { configuration.isInScope($0.path, workingDirectory: cwd) }
            // Include globs choose the files; with no target configured, the code still says where each goes.
            if configuration.target == nil, let model, !kept.isEmpty {
                let marked = ModelInputs.withTargets(kept, directory: input.path, model: model)
                kept = marked.files
                reads += marked.reads
            }
            // A project file that could not be read may declare an app: said, never passed in silence.
            let unreadable = (model?.unreadableProjectFiles ?? []).map {
                InputFile(path: FilePaths.join(path, $0.path), problem: "\(FilePaths.name($0.path)) \($0.text)")
            }
            kept += unreadable.filter { configuration.isInScope($0.path, workingDirectory: cwd) }
            files += kept
            guard input.isDirectory, kept.isEmpty else { continue }
            let found = input.files.count
            let reason =
                found == 0
                ? "no image, video or asset catalog image set found"
                : "\(found) found, all left out by the configuration's include/exclude globs"
            empty.append("\(DisplayText.path(input.path)): nothing to check (\(reason))")
        }
        if !(empty.isEmpty && unread.isEmpty), !allowEmpty {
            throw NothingToCheck(lines: empty, notes: notes, unread: unread)
        }
        notes += unread
        return Selection(files: InputPaths.unique(files), modelReads: reads, notes: notes)
    }
}

extension InputSelection.NothingToCheck {
    /// What to say on stderr: what was concluded, then each directory with nothing to check, each followed by what
    /// would let it pass or choose its files (`empty`, if any, for a directory that held nothing, `unreadHint` for one
    /// whose project storyshare does not read).
    public func said(empty: String?, unreadHint: String) -> [String] {
        notes + lines.map { line in empty.map { "\(line); \($0)" } ?? line } + unread.map { "\($0); \(unreadHint)" }
    }

    /// The document a run that found nothing to check prints in `format` (no file, not passed, `said` as its notes),
    /// so a pipeline reading it gets one; `nil` for a format that is read by people (text, github, xcode).
    public static func document(_ said: [String], format: ReportFormat) -> String? {
        guard [.json, .sarif, .junit].contains(format) else { return nil }
        var report = Report(files: [])
        report.failsEmpty = true
        report.notes = said
        let context = ReportContext(
            workingDirectory: FilePaths.currentDirectory(), useColor: false, configurationFile: nil)
        return try? Reporters.render(report, as: format, context: context)
    }
}

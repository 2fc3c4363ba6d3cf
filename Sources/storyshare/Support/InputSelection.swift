import ArgumentParser
import StoryshareProject
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// The files a command that checks assets looks at (`validate`, `fix`): what the paths stand for, within the
/// configuration's `include` and outside its `exclude`. A directory holding an app project stands for the share
/// assets the app model finds in it, unless `every` is set or the configuration has `include` globs; otherwise
/// for every image and video in it, as the walk finds them.
enum InputSelection {
    /// The files chosen, and every other file the app model read to choose them (sources, project files): what
    /// no output of the run may replace.
    struct Selection {
        var files: [InputFile]
        var modelReads: [String]

        /// The files that are files: an image embedded in a source file (a `data:` URI) is said on stderr, one
        /// line each, as not `what` (validate judges it), and left out.
        func onDisk(notBeing what: String) -> [InputFile] {
            for file in files where file.embedded != nil {
                printError(
                    "\(DisplayText.path(file.path)):\(file.embeddedLine ?? 0): an image embedded in the source is not "
                        + "\(what): validate judges it")
            }
            return files.filter { $0.embedded == nil }
        }
    }

    /// The files `paths` stand for, in scope. A directory named in which nothing is left is an error (one line
    /// on stderr each, exit 1) unless `allowEmpty`, or unless the app model chose and said why (on stderr).
    /// The model is asked before any walk, so a directory it answers for is never walked for every image.
    static func select(
        _ paths: [String], configuration: Configuration, workingDirectory cwd: String, allowEmpty: Bool,
        every: Bool = false
    ) throws -> Selection {
        var files: [InputFile] = []
        var reads: [String] = []
        var empty: [String] = []
        let useModel = !every && configuration.includeGlobs.isEmpty
        for path in paths {
            if useModel, case .success(let status) = FileStatus.of(path), status.kind == .directory,
                AssetCatalog.placement(of: path) == .outside, let chosen = ModelInputs.inputs(of: path)
            {
                printError(chosen.summary)
                files += chosen.files.filter {
                    configuration.isInScope($0.sourcePath ?? $0.path, workingDirectory: cwd)
                }
                reads += chosen.reads
                continue
            }
            guard let input = InputPaths.expandEach([path]).first else { continue }
            var kept = input.files.filter { configuration.isInScope($0.path, workingDirectory: cwd) }
            // Include globs choose the files; with no target configured, the code still says where each goes.
            if !every, configuration.target == nil, input.isDirectory, !kept.isEmpty {
                let model = ModelInputs.withTargets(kept, directory: input.path)
                kept = model.files
                reads += model.reads
            }
            files += kept
            guard input.isDirectory, kept.isEmpty else { continue }
            let found = input.files.count
            let reason =
                found == 0
                ? "no image, video or asset catalog image set found"
                : "\(found) found, all left out by the configuration's include/exclude globs"
            empty.append("\(DisplayText.path(input.path)): nothing to check (\(reason))")
        }
        if !empty.isEmpty, !allowEmpty {
            for line in empty { printError("\(line); --allow-empty lets it pass") }
            throw ExitCode.failure
        }
        return Selection(files: InputPaths.unique(files), modelReads: reads)
    }
}

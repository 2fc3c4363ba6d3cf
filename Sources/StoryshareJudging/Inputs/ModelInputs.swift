import StoryshareKit
import StoryshareProject
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What a directory stands for when the app model chooses: the share assets of the apps in it that share to
/// Stories, each in its role and for its app's targets; and the line that says what was passed over.
public enum ModelInputs {
    /// The inputs of the directory `directory` (whose scan is `model`), the summary line for stderr, and every
    /// file the model read there; `nil` when it holds no app project (a folder of assets: every image and video in
    /// it is judged). What the walk could not look into is an input of its own, reported as `file-unreadable`.
    public static func inputs(of directory: String, model: ProjectModel) -> (
        files: [InputFile], summary: String, reads: [String]
    )? {
        guard !model.codebases.isEmpty else { return nil }
        var files: [InputFile] = []
        for codebase in model.codebases where codebase.hasJudgedApp {
            let targets = codebase.sharing.targets
            for asset in codebase.sharing.assets {
                let path = FilePaths.join(directory, asset.path)
                var found: [InputFile]
                if let embedded = asset.embedded {
                    // Judged from its bytes, reported at its line of the file that holds it.
                    let source = FilePaths.join(directory, asset.evidence.path)
                    var file = InputFile(path: source)
                    file.embedded = embedded.bytes
                    file.embeddedLine = asset.evidence.line
                    file.sourcePath = source
                    found = [file]
                } else if asset.isCatalogSet {
                    found = InputPaths.catalogAsset(path, kind: path.hasSuffix(".dataset") ? .dataSet : .imageSet)
                } else {
                    found = [InputFile(path: path)]
                }
                for var file in found {
                    file.modelRole = asset.role == .sticker ? .sticker : .background
                    file.modelTargets = targets
                    file.root = directory
                    // Below the directory named, as fix --output-dir writes it: an image set's judged file by name.
                    let judged = file.catalogAsset?.judgedPath.map(FilePaths.name)
                    file.relativePath = judged.map { asset.path + "/" + $0 } ?? asset.path
                    files.append(file)
                }
            }
        }
        files += problems(of: directory, model: model)
        let reads = model.readFiles.map { FilePaths.join(directory, $0) }
        return (files, summary(model, directory: directory, judged: files.count), reads)
    }

    /// What the walk of `directory` (whose scan is `model`) could not look into, and the project files it could
    /// not read or parse, each an input of its own that is reported as `file-unreadable`.
    public static func problems(of directory: String, model: ProjectModel) -> [InputFile] {
        model.unreadable.map { InputFile(path: FilePaths.join(directory, $0.path), problem: $0.text) }
            + model.unreadableProjectFiles.map {
                InputFile(path: FilePaths.join(directory, $0.path), problem: "\(FilePaths.name($0.path)) \($0.text)")
            }
    }

    /// `files` (found in `directory`, whose scan is `model`), each under a codebase that shares with the targets
    /// its code uses; and every file the model read.
    public static func withTargets(_ files: [InputFile], directory: String, model: ProjectModel) -> (
        files: [InputFile], reads: [String]
    ) {
        let reads = model.readFiles.map { FilePaths.join(directory, $0) }
        let sharing = model.codebases.filter(\.hasJudgedApp)
        guard !sharing.isEmpty else { return (files, reads) }
        let marked = files.map { file in
            var file = file
            let relative = String(file.relativePath)
            if let codebase = sharing.filter({ $0.path == "." || relative.hasPrefix($0.path + "/") })
                .max(by: { $0.path.count < $1.path.count })
            {
                file.modelTargets = codebase.sharing.targets
            }
            return file
        }
        return (marked, reads)
    }

    /// One line: what was judged, for which apps, and what was passed over by reason.
    public static func summary(_ model: ProjectModel, directory: String, judged: Int) -> String {
        // Code that shares in a codebase with no app (a library) is not an app's: its files are not judged.
        let sharing = model.codebases.filter(\.hasJudgedApp)
        var parts: [String] = []
        let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
        // A codebase's path is relative to `directory`: shown from where the command runs, as the files are.
        let place = { (path: String) in DisplayText.path(path == "." ? directory : FilePaths.join(directory, path)) }
        if sharing.isEmpty {
            parts.append(
                "no app here shares to Stories (storyshare scan shows what was read), so no file is a share asset")
        } else {
            let places = sharing.map { codebase in
                "\(place(codebase.path)) (\(codebase.sharing.targets.map(\.displayName).joined(separator: " and ")))"
            }
            parts.append(
                "judged \(plural(judged, "share asset")) of the code that shares in \(places.joined(separator: ", "))")
            let runtime = sharing.filter { $0.sharing.assets.isEmpty && !$0.sharing.runtimeAssets.isEmpty }
            if !runtime.isEmpty {
                parts.append(
                    "drawn at run time in \(runtime.map { place($0.path) }.joined(separator: ", ")), nothing on disk to check"
                )
            }
        }
        parts += [model.passedOverPhrase, model.notWalkedPhrase].compactMap { $0 }
        return "\(DisplayText.path(directory)): " + parts.joined(separator: "; ") + " (--all judges every image)"
    }
}

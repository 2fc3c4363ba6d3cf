import StoryshareProject
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// Turns the paths given to `doctor` into the app files to read: a file named is read as it is (even when
/// missing: it is then reported), a directory is walked for `Info.plist` and `AndroidManifest.xml` files,
/// passing over hidden folders, build products, dependencies, tests and samples (``AppFileNames``).
enum AppFilePaths {
    /// The walk `doctor` makes.
    static let walk = DirectoryWalk<Bool>(
        folder: { _, name, _ in AppFileNames.isSkippedFolder(name) ? .skip : .walk(true) },
        wantsFile: { name, _ in AppFileNames.kind(ofName: name) != nil })

    /// What each of `paths` stands for.
    static func expandEach(_ paths: [String]) -> [NamedInput] {
        paths.map { path in
            guard case .success(let status) = FileStatus.of(path), status.kind == .directory else {
                return NamedInput(path: path, isDirectory: false, files: [InputFile(path: path)])
            }
            return NamedInput(
                path: path, isDirectory: true, files: walk.files(under: path, identity: status.identity, context: true))
        }
    }
}

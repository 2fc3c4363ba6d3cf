import ArgumentParser
import StoryshareBundle
import StoryshareSystem

/// The checks an output file passes before any work: outputs are regular files, never an input.
enum OutputPath {
    /// Refuses (a usage error, exit 64) an output that names one of `inputs` (however it is spelt: a hard
    /// link, a symbolic link) or something that is not a regular file; with `needsDirectory`, also one whose
    /// directory does not exist.
    static func refuseIfNotOurs(_ output: String, inputs: [String], needsDirectory: Bool = true) throws {
        guard case .success(let target) = FileStatus.of(output) else {
            guard needsDirectory else { return }
            let directory = FilePaths.parent(output)
            if case .success(let status) = FileStatus.of(directory), status.kind == .directory { return }
            let reason = "the directory \(DisplayText.path(directory)) does not exist"
            throw ValidationError(BundleWriteError.cannotCreate(path: output, reason: reason).description)
        }
        guard target.kind == .regular else {
            throw ValidationError(BundleWriteError.notRegularFile(path: output, kind: target.kind).description)
        }
        for input in inputs {
            if case .success(let status) = FileStatus.of(input), status.identity == target.identity {
                throw ValidationError(BundleWriteError.outputIsInput(path: output).description)
            }
        }
    }

    /// Refuses (a usage error) two outputs that name the same file however they are spelt: the second write
    /// would replace the first.
    static func refuseSame(_ first: String?, _ second: String?, _ firstOption: String, _ secondOption: String) throws {
        guard let first, let second else { return }
        let same: Bool
        if case .success(let a) = FileStatus.of(first), case .success(let b) = FileStatus.of(second) {
            same = a.identity == b.identity
        } else {
            same = FilePaths.normalize(first) == FilePaths.normalize(second)
        }
        if same {
            throw ValidationError(
                "\(firstOption) and \(secondOption) name the same file, \(DisplayText.path(first)); give each its own")
        }
    }
}

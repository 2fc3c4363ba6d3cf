import StoryshareBundle
import StoryshareSystem

/// The checks an output file passes before any work: outputs are regular files, never an input.
public enum OutputCheck {
    /// Why `output` may not be written, or `nil`: it names one of `inputs` (however it is spelt: a hard link, a
    /// symbolic link) or something that is not a regular file; with `needsDirectory`, its directory does not exist.
    public static func refusal(of output: String, inputs: [String], needsDirectory: Bool = true) -> BundleWriteError? {
        guard case .success(let target) = FileStatus.of(output) else {
            guard needsDirectory else { return nil }
            let directory = FilePaths.parent(output)
            if case .success(let status) = FileStatus.of(directory), status.kind == .directory { return nil }
            return .cannotCreate(path: output, reason: "the directory \(DisplayText.path(directory)) does not exist")
        }
        guard target.kind == .regular else { return .notRegularFile(path: output, kind: target.kind) }
        let named = inputs.contains { input in
            if case .success(let status) = FileStatus.of(input) { status.identity == target.identity } else { false }
        }
        return named ? .outputIsInput(path: output) : nil
    }

    /// Whether two outputs name the same file however they are spelt (the second write would replace the first):
    /// the same file when both exist, else the same path once normalised.
    public static func same(_ first: String, _ second: String) -> Bool {
        if case .success(let a) = FileStatus.of(first), case .success(let b) = FileStatus.of(second) {
            return a.identity == b.identity
        }
        return FilePaths.normalize(first) == FilePaths.normalize(second)
    }
}

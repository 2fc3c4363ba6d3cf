import StoryshareSystem

/// Why a bundle (or an extracted asset) could not be written. Nothing is left behind in any case, and
/// an existing file at the path is untouched.
public enum BundleWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output path's directory does not exist or cannot be written: path, reason.
    case cannotCreate(path: String, reason: String)
    /// Writing or renaming failed part-way: path, reason.
    case writeFailed(path: String, reason: String)
    /// An input file changed or vanished between validation and writing.
    case inputChanged(path: String)
    /// The path names something that is not a regular file (a device, a FIFO, a directory): it is
    /// never replaced.
    case notRegularFile(path: String, kind: FileStatus.Kind)
    /// The path names one of the files being read.
    case outputIsInput(path: String)
    /// The bundle would be larger than readers take: its size, the limit.
    case tooLarge(path: String, bytes: Int, limit: Int)

    /// The write's own failure, as a bundle error.
    public init(_ failure: AtomicFile.Failure) {
        switch failure {
        case .cannotCreate(let path, let reason): self = .cannotCreate(path: path, reason: reason)
        case .writeFailed(let path, let reason): self = .writeFailed(path: path, reason: reason)
        case .notRegularFile(let path, let kind): self = .notRegularFile(path: path, kind: kind)
        case .outputIsInput(let path): self = .outputIsInput(path: path)
        case .exists(let path): self = .cannotCreate(path: path, reason: "it already exists")
        case .changed(let path): self = .inputChanged(path: path)
        case .ownerNotKept(let path, let reason): self = .cannotCreate(path: path, reason: reason)
        }
    }

    /// What went wrong and what was left (nothing), for people.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            AtomicFile.Failure.cannotCreate(path: path, reason: reason).description
        case .writeFailed(let path, let reason): AtomicFile.Failure.writeFailed(path: path, reason: reason).description
        case .inputChanged(let path):
            "\(DisplayText.path(path)) changed after it was validated; nothing was written. Run again."
        case .notRegularFile(let path, let kind): AtomicFile.Failure.notRegularFile(path: path, kind: kind).description
        case .outputIsInput(let path): AtomicFile.Failure.outputIsInput(path: path).description
        case .tooLarge(let path, let bytes, let limit):
            "\(DisplayText.path(path)) would be \(bytes) bytes, more than the \(limit) bytes a bundle may hold "
                + "(readers refuse larger ones); nothing was written"
        }
    }
}

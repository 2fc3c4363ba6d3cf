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

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): "cannot create \(DisplayText.path(path)): \(reason)"
        case .writeFailed(let path, let reason):
            "writing \(DisplayText.path(path)) failed: \(reason); nothing was written"
        case .inputChanged(let path):
            "\(DisplayText.path(path)) changed after it was validated; nothing was written. Run again."
        case .notRegularFile(let path, let kind):
            "\(DisplayText.path(path)) is \(kind.described); storyshare writes only regular files and never "
                + "replaces anything else"
        case .outputIsInput(let path):
            "\(DisplayText.path(path)) is one of the files being read; writing it would destroy that input"
        case .tooLarge(let path, let bytes, let limit):
            "\(DisplayText.path(path)) would be \(bytes) bytes, more than the \(limit) bytes a bundle may hold "
                + "(readers refuse larger ones); nothing was written"
        }
    }
}

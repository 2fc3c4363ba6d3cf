/// Why a bundle could not be written.
public enum BundleWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output path's directory does not exist or cannot be written: path, reason.
    case cannotCreate(path: String, reason: String)
    /// Writing or renaming failed part-way: path, reason. Nothing is left behind.
    case writeFailed(path: String, reason: String)
    /// An input file changed or vanished between validation and writing.
    case inputChanged(path: String)

    public var description: String {
        switch self {
        case let .cannotCreate(path, reason): "cannot create \(path): \(reason)"
        case let .writeFailed(path, reason): "writing \(path) failed: \(reason); nothing was written"
        case let .inputChanged(path): "\(path) changed while the bundle was written; nothing was written"
        }
    }
}

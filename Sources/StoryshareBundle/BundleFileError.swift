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
        case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
        case .writeFailed(let path, let reason): "writing \(path) failed: \(reason); nothing was written"
        case .inputChanged(let path): "\(path) changed while the bundle was written; nothing was written"
        }
    }
}

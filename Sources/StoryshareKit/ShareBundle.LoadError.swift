extension ShareBundle {
    /// Why a bundle file could not be loaded.
    public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// There is no file at the path.
        case missing
        /// The path is a symbolic link whose target does not exist.
        case danglingLink
        /// The path names something other than a regular file, which is never read (a FIFO would block):
        /// what it is ("a directory", "a character device", "a FIFO, socket or other special file").
        case notRegularFile(String)
        /// The system refused to read the file: its reason.
        case unreadable(String)
        /// The file is empty.
        case empty
        /// The file is larger than any bundle (``ShareBundle/maximumFileSize``): its size.
        case tooLarge(Int64)
        /// The file is read but is not a bundle.
        case malformed(BundleDecodeError)
        /// What is wrong, as a phrase that follows the file's name: "cannot be read: no such file",
        /// "not a storyshare bundle: `version` is missing".
        public var description: String {
            switch self {
            case .missing: "cannot be read: no such file"
            case .danglingLink: "cannot be read: a symbolic link to a missing file"
            case .notRegularFile("a directory"): "cannot be read: a directory, not a file"
            case .notRegularFile(let kind): "cannot be read: \(kind), not a regular file"
            case .unreadable(let reason): "cannot be read: \(reason)"
            case .empty: "cannot be read: the file is empty (0 bytes)"
            case .tooLarge(let size):
                "not a storyshare bundle: it is \(size) bytes, larger than the \(ShareBundle.maximumFileSize) bytes "
                    + "a bundle may have"
            case .malformed(let error): "not a storyshare bundle: \(error.message)"
            }
        }
    }
}

import Foundation

extension ShareBundle {
    /// Reads and decodes the bundle file at `url` (a file URL; other URLs are read with Foundation).
    public init(contentsOf url: URL) throws {
        self = try url.isFileURL ? Self.load(path: url.path) : Self.decode(Data(contentsOf: url)).get()
    }

    /// Reads the bundle file at `path` into memory and decodes it. Only a regular file of at most
    /// ``maximumFileSize`` bytes is read: what the path names is looked at first (following symbolic
    /// links), so a FIFO, a device or a directory is refused without being opened.
    public static func load(path: String) throws(LoadError) -> ShareBundle {
        try decode(readFile(path: path)).mapError(LoadError.malformed).get()
    }

    /// The bytes of the bundle file at `path`, read as ``load(path:)`` reads them, for a caller that
    /// decodes them itself (`storyshare verify` checks them with its hardened reader first).
    public static func readFile(path: String) throws(LoadError) -> Data {
        let size = try regularFileSize(path)
        guard size <= Int64(maximumFileSize) else { throw .tooLarge(size) }
        guard size > 0 else { throw .empty }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw loadError(error)
        }
        guard data.count <= maximumFileSize else { throw .tooLarge(Int64(data.count)) }
        guard !data.isEmpty else { throw .empty }
        return data
    }

    /// The size of the regular file `path` names (through any symbolic links), or why it is none.
    static func regularFileSize(_ path: String) throws(LoadError) -> Int64 {
        let files = FileManager.default
        var attributes: [FileAttributeKey: Any]
        do {
            attributes = try files.attributesOfItem(atPath: path)
        } catch {
            throw loadError(error)
        }
        if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard let followed = try? files.attributesOfItem(atPath: target),
                followed[.type] as? FileAttributeType != .typeSymbolicLink
            else { throw .danglingLink }
            attributes = followed
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: throw .notRegularFile("a directory")
        case .typeCharacterSpecial?: throw .notRegularFile("a character device")
        case .typeBlockSpecial?: throw .notRegularFile("a block device")
        case .typeSocket?: throw .notRegularFile("a socket")
        default: throw .notRegularFile("a FIFO (named pipe) or other special file")
        }
        return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    }

    /// A Foundation file error as a load error: missing, or the system's reason.
    static func loadError(_ error: any Error) -> LoadError {
        switch (error as? CocoaError)?.code {
        case .fileNoSuchFile?, .fileReadNoSuchFile?: return .missing
        case .fileReadNoPermission?: return .unreadable("Permission denied")
        default: return .unreadable(error.localizedDescription)
        }
    }

    /// Why a bundle file could not be loaded.
    public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// There is no file at the path.
        case missing
        /// The path is a symbolic link whose target does not exist.
        case danglingLink
        /// The path names no regular file, never read (a FIFO would block): what it is ("a directory", "a socket", …).
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

import Foundation

extension ShareBundle {
    /// Reads and decodes the bundle file at `url` (a file URL; other URLs are read with Foundation).
    public init(contentsOf url: URL) throws {
        if url.isFileURL {
            self = try Self.load(path: url.path)
        } else {
            self = try Self.decode(try Data(contentsOf: url)).get()
        }
    }

    /// Reads the bundle file at `path` into memory and decodes it. Only a regular file of at most
    /// ``maximumFileSize`` bytes is read: what the path names is looked at first (following symbolic
    /// links), so a FIFO, a device or a directory is refused without being opened.
    public static func load(path: String) throws(LoadError) -> ShareBundle {
        switch decode(try readFile(path: path)) {
        case .success(let bundle): return bundle
        case .failure(let error): throw .malformed(error)
        }
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
}

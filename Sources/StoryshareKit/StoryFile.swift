import Foundation

/// A file read at offsets through `FileHandle`: what ``StoryAsset`` reads a video file through, a header at a time.
public final class StoryFile: StoryByteSource, @unchecked Sendable {
    /// The number of bytes, when the file was opened.
    public let size: UInt64
    private let handle: FileHandle
    private let lock = NSLock()
    /// The regular file at `url` opened for reading, or why it cannot be: no such file, not a regular file, empty,
    /// or the system's reason.
    public init(url: URL) throws(StoryFileError) {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        } catch {
            throw StoryFileError(reason: "no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw StoryFileError(reason: "not a regular file")
        }
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        guard size > 0 else { throw StoryFileError(reason: "the file is empty (0 bytes)") }
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw StoryFileError(reason: error.localizedDescription)
        }
    }

    deinit { try? handle.close() }
    /// Up to `count` bytes at `offset`.
    public func read(at offset: UInt64, count: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: count) else {
            return nil
        }
        return [UInt8](data)
    }
}

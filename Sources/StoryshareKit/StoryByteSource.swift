import Foundation

/// Where the header readers get bytes (``StoryBytes``, ``StoryFile``): a size and reads at offsets, to seek past media.
public protocol StoryByteSource {
    /// The number of bytes.
    var size: UInt64 { get }
    /// Up to `count` bytes at `offset` (fewer only at the end); `nil` when they cannot be read.
    func read(at offset: UInt64, count: Int) -> [UInt8]?
}

/// Bytes in memory as a ``StoryByteSource``.
public struct StoryBytes: StoryByteSource, Sendable {
    /// The bytes.
    public let data: Data
    /// A source reading `data`.
    public init(_ data: Data) { self.data = data }
    /// The number of bytes.
    public var size: UInt64 { UInt64(data.count) }
    /// Up to `count` bytes at `offset`.
    public func read(at offset: UInt64, count: Int) -> [UInt8]? {
        guard offset <= size, count >= 0 else { return nil }
        let start = data.startIndex + Int(offset)
        return [UInt8](data[start..<min(data.endIndex, start + min(count, data.count - Int(offset)))])
    }
}

/// A file read at offsets through `FileHandle`: what ``StoryAsset`` reads a video file through, a header at a time.
public final class StoryFile: StoryByteSource, @unchecked Sendable {
    /// The number of bytes, when the file was opened.
    public let size: UInt64
    private let handle: FileHandle
    private let lock = NSLock()
    /// The regular file at `url` opened for reading, or why it cannot be: no such file, not a regular file, empty,
    /// or the system's reason.
    public init(url: URL) throws(StoryFileError) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        else { throw StoryFileError(reason: "no such file") }
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

/// Why a file given to ``StoryFile`` cannot be read.
public struct StoryFileError: Error, Equatable, Sendable {
    /// The reason, as the `file-unreadable` finding says it: "no such file".
    public let reason: String
}

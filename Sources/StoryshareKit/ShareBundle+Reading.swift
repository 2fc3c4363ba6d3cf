import Foundation
import StorysharePropertyList
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ShareBundle {
    /// Why a bundle file could not be loaded.
    public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file could not be read: missing, not a regular file, no permission.
        case unreadable(RegularFile.Problem)
        /// The file is empty.
        case empty
        /// The file is larger than any bundle (``ShareBundle/maximumFileSize``): its size.
        case tooLarge(Int64)
        /// The file is read but is not a bundle.
        case malformed(BundleDecodeError)

        public var description: String {
            switch self {
            case .unreadable(let problem): "cannot be read: \(problem)"
            case .empty: "cannot be read: the file is empty (0 bytes)"
            case .tooLarge(let size):
                "not a storyshare bundle: it is \(size) bytes, larger than the \(ShareBundle.maximumFileSize) bytes "
                    + "a bundle may have"
            case .malformed(let error): "not a storyshare bundle: \(error.message)"
            }
        }
    }

    /// Reads and decodes the bundle file at `url` (a file URL; other URLs are read with Foundation).
    public init(contentsOf url: URL) throws {
        if url.isFileURL {
            self = try Self.load(path: url.path).bundle
        } else {
            var data = try Data(contentsOf: url)
            self = try Self.decode(consuming: &data).get()
        }
    }

    /// Reads the bundle file at `path` into one buffer and decodes it; returns the bundle and the file's
    /// status (which file it was). Only a regular file of at most ``maximumFileSize`` bytes is read, and
    /// opening it never blocks (a FIFO is refused at once).
    public static func load(path: String) throws(LoadError) -> (bundle: ShareBundle, status: FileStatus) {
        let opened: (descriptor: Int32, status: FileStatus)
        switch RegularFile.open(path) {
        case .failure(let problem): throw .unreadable(problem)
        case .success(let value): opened = value
        }
        defer { close(opened.descriptor) }
        let size = opened.status.size
        guard size <= Int64(maximumFileSize) else { throw .tooLarge(size) }
        guard size > 0 else { throw .empty }
        var data = Data(count: Int(size))
        let filled = data.withUnsafeMutableBytes { raw -> Int in
            var done = 0
            while done < raw.count {
                let count = read(opened.descriptor, raw.baseAddress! + done, raw.count - done)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return count < 0 ? -1 : done }
                done += count
            }
            return done
        }
        guard filled >= 0 else { throw .unreadable(.system(SystemError())) }
        if filled < data.count { data.removeSubrange(filled...) }  // it shrank while read
        switch decode(consuming: &data) {
        case .success(let bundle): return (bundle, opened.status)
        case .failure(let error): throw .malformed(error)
        }
    }

    /// Decodes a bundle held in `data`. Asset values share `data`'s storage instead of being copied: binary
    /// bundles keep them where they are; in XML and JSON bundles their base64 text is decoded in place,
    /// so `data` is rewritten inside those texts (and left untouched when decoding fails).
    public static func decode(consuming data: inout Data) -> Result<ShareBundle, BundleDecodeError> {
        if (try? PropertyListReader.detectEncoding(Array(data.prefix(1_024)))) == .xml {
            return decode(Array(data))  // read by Foundation
        }
        let parsed = data.withUnsafeMutableBytes {
            buffer -> Result<(PropertyList, PropertyListEncoding), PropertyListError> in
            Result { () throws(PropertyListError) in
                try PropertyListReader.read(inPlace: buffer, base64Keys: assetKeys)
            }
        }
        switch parsed {
        case .failure(let error):
            return .failure(BundleDecodeError(message: "not a readable property list: \(error.message)"))
        case .success(let (root, encoding)):
            let buffer = data  // the same storage: slices of it are the assets
            return structure(root, encoding: encoding) { source in
                switch source {
                case .inputRange(let range):
                    buffer[buffer.startIndex + range.lowerBound..<buffer.startIndex + range.upperBound]
                case .bytes(let bytes): Data(bytes)
                case .file: nil
                }
            }
        }
    }

    /// The item keys that hold asset bytes, for every target: in JSON their values are base64 text.
    static let assetKeys: Set<String> = Set(
        ShareTarget.allCases.flatMap { target in
            PayloadKey.allCases.filter(\.isAsset).map { $0.key(for: target) }
        })
}

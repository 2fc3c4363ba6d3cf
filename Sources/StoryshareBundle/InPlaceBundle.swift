import Foundation
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList

/// A bundle decoded from the one buffer its file was read into, its assets left there: what `inspect` and
/// `verify` read, so that a bundle holding a 50 MB video costs the memory of its file and little more.
///
/// StoryshareKit's decode (the one an app runs) judges everything but the assets' bytes, from a copy of the
/// file with each asset cut to a one-byte stand-in (``BundleVerifier/decodeInPlace(_:)``); the assets are
/// ``data(forKey:)``, slices of ``file``, never copied.
public struct InPlaceBundle: Sendable {
    /// The bundle as StoryshareKit decodes it: target, URL, dates, strings and manifest. Its asset values are
    /// stand-ins when ``file`` is set: read them with ``data(forKey:)``.
    public let bundle: ShareBundle
    /// The bytes of the bundle file, or nil when ``bundle`` holds its assets itself.
    public let file: Data?
    /// Where each asset of the item lies in ``file``, by full key.
    let assets: [String: Range<Int>]

    /// A bundle StoryshareKit decoded whole: its assets are its own.
    public init(_ bundle: ShareBundle) {
        self.bundle = bundle
        file = nil
        assets = [:]
    }

    init(_ bundle: ShareBundle, file: Data, assets: [String: Range<Int>]) {
        self.bundle = bundle
        self.file = file
        self.assets = assets
    }

    /// The bytes of the asset under the full key `key`: a slice of ``file`` (its indices are the file's), or
    /// the bundle's own; nil when the item holds no data there.
    public func data(forKey key: String) -> Data? {
        guard case .data(let own)? = bundle.item[key] else { return nil }
        guard let file, let range = assets[key] else { return own }
        return file[(file.startIndex + range.lowerBound)..<(file.startIndex + range.upperBound)]
    }

    /// The bundle as StoryshareKit decodes the whole file, assets copied into it (for what takes a
    /// `ShareBundle` with its assets, such as a preview); ``bundle`` itself when it holds them.
    public func decodedWhole() -> Result<ShareBundle, BundleDecodeError> {
        guard let file else { return .success(bundle) }
        return ShareBundle.decode(file)
    }
}

/// The bytes of one asset of a bundle, probed where they lie in the file's buffer: reads copy only what is asked
/// for (a video's headers), as `MemoryByteSource` reads an array.
final class DataByteSource: ByteSource {
    let data: Data
    private(set) var bytesRead: UInt64 = 0
    var size: UInt64 { UInt64(data.count) }

    init(_ data: Data) { self.data = data }

    func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        }
        bytesRead += UInt64(count)
        let start = data.startIndex + Int(offset)
        return [UInt8](data[start..<(start + count)])
    }
}

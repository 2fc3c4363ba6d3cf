import Crypto
import StoryshareMedia
import StoryshareSystem

/// The SHA-256 of a file's content, read in pieces (any size in bounded memory), opened without blocking
/// and only when it is a regular file: how a baseline knows a file was edited.
public enum ContentFingerprint {
    /// The lowercase hex SHA-256 of the file at `path`, or the empty string when it cannot be read.
    public static func sha256(path: String) -> String {
        guard let source = try? FileByteSource(path: path) else { return "" }
        var hasher = SHA256()
        var offset: UInt64 = 0
        let piece = 1 << 20
        while offset < source.size {
            let count = Int(min(UInt64(piece), source.size - offset))
            guard let bytes = try? source.read(at: offset, count: count), bytes.count == count else { return "" }
            hasher.update(data: bytes)
            offset += UInt64(count)
        }
        return hasher.finalize().map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// A fingerprint function that reads each path once.
    public static func cached() -> (String) -> String {
        let cache = Cache()
        return { path in
            if let known = cache.values[path] { return known }
            let value = sha256(path: path)
            cache.values[path] = value
            return value
        }
    }

    private final class Cache {
        var values: [String: String] = [:]
    }
}

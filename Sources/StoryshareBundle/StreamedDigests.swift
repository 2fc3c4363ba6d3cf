import Crypto
import StorysharePropertyList

/// Hashes each asset streamed from a file while the writer copies it into the bundle, and hands
/// the digest to the manifest, which the writer reaches later (keys are written sorted, and
/// `items` comes before `manifest`). So a video is read once, and its manifest digest is that of
/// the bytes written, even if the file changed after it was validated.
///
/// The plan writes a placeholder string in the manifest for each such asset; ``text(for:)``
/// replaces it with the digest. A placeholder is never equal to any other string of the plan.
final class StreamedDigests: PropertyListWriteObserver {
    private var files: [String: (path: String, length: Int)] = [:]
    /// The hash of the `.file` value being written (its path comes with every chunk).
    private var hashing: SHA256?
    private var digests: [String: String] = [:]

    /// A placeholder for the digest of the file at `path`, different from every string in `others`
    /// (and free of the path's characters, which XML might not carry).
    func placeholder(path: String, length: Int, avoiding others: Set<String>) -> String {
        var text = "(the SHA-256 of streamed file \(files.count + 1), computed as it is copied into the bundle)"
        while others.contains(text) { text += "*" }
        files[text] = (path, length)
        return text
    }

    func observe(_ chunk: UnsafeRawBufferPointer, at offset: Int, of source: DataSource) throws {
        guard case .file(let path, let length) = source else { return }
        if offset == 0 { hashing = SHA256() }
        hashing?.update(bufferPointer: chunk)
        guard offset + chunk.count == length, let done = hashing else { return }
        hashing = nil
        let digest = BundleBuilder.hex(done.finalize())
        // The same file embedded twice must give the same bytes both times.
        if let earlier = digests[path], earlier != digest { throw BundleWriteError.inputChanged(path: path) }
        digests[path] = digest
    }

    func text(for string: String) throws -> String {
        guard let file = files[string] else { return string }
        if let digest = digests[file.path] { return digest }
        if file.length == 0 { return BundleBuilder.hex(SHA256.hash(data: [UInt8]())) }
        throw BundleWriteError.writeFailed(
            path: file.path, reason: "its manifest digest was needed before its bytes were written")
    }
}

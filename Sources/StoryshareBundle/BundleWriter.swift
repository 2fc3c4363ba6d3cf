import StoryshareMedia
import StorysharePropertyList
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a validated plan as a bundle file, atomically, streaming video bytes from their files and
/// hashing them on the way (see ``StreamedDigests``).
public enum BundleWriter {
    /// Writes `plan` to `path` in `encoding` and returns the file's size. On failure nothing is left
    /// behind and an existing file at `path` is untouched.
    @discardableResult
    public static func write(_ plan: BundlePlan, to path: String, encoding: PropertyListEncoding)
        throws(BundleWriteError) -> Int
    {
        var size = 0
        try AtomicFile.write(path) { temporary in
            let fd = open(temporary, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw BundleWriteError.writeFailed(path: path, reason: systemErrorText()) }
            let sink = FileSink(fileDescriptor: fd, closesDescriptor: true, displayPath: path)
            do {
                let (value, digests) = plan.propertyList()
                try PropertyListWriter.write(value, encoding: encoding, to: sink, observer: digests)
                try sink.flush()
                try sink.close()
            } catch {
                try? sink.close()
                throw error
            }
            var info = stat()
            if stat(temporary, &info) == 0 { size = Int(info.st_size) }
        }
        return size
    }

    /// The bundle in memory (tests, and apps that hand it on without a file).
    public static func encode(_ plan: BundlePlan, encoding: PropertyListEncoding) throws -> [UInt8] {
        let (value, digests) = plan.propertyList()
        return try PropertyListWriter.encode(value, encoding: encoding, observer: digests)
    }
}

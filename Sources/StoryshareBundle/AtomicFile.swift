import StoryshareMedia
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see the old file or the complete new one, never a part: a temporary
/// file in the same directory, flushed, then renamed over the target. On any failure the temporary
/// file is removed and an existing target is left untouched.
public enum AtomicFile {
    /// Calls `body` with the path of a fresh temporary file beside `path`, then moves it into place.
    public static func write(_ path: String, _ body: (String) throws -> Void) throws(BundleWriteError) {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var info = stat()
        guard stat(directory.isEmpty ? "/" : directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .cannotCreate(path: path, reason: "the directory \(directory) does not exist")
        }
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .cannotCreate(path: path, reason: "it is a directory")
        }
        var template = Array("\(directory.isEmpty ? "" : directory)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotCreate(path: path, reason: systemErrorText()) }
        close(fd)
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do {
            try body(temporary)
            guard let handle = fopen(temporary, "r+") else {
                throw BundleWriteError.writeFailed(path: path, reason: "reopen")
            }
            let synced = fsync(fileno(handle)) == 0
            fclose(handle)
            guard synced else { throw BundleWriteError.writeFailed(path: path, reason: systemErrorText()) }
            chmod(temporary, 0o644)
            guard rename(temporary, path) == 0 else {
                throw BundleWriteError.writeFailed(path: path, reason: systemErrorText())
            }
        } catch let error as BundleWriteError {
            unlink(temporary)
            throw error
        } catch {
            unlink(temporary)
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }
}

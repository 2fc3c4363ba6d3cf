#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a directory's entries as the bytes they are (see ``PathBytes``).
public enum Directory {
    /// The names in the directory at `path`, without `.` and `..`, in the order the system gives them.
    /// The directory is read whole and closed before returning, so a deep walk holds no descriptors.
    public static func entries(_ path: String) -> Result<[String], SystemError> {
        guard let stream = PathBytes.withCString(path, { opendir($0) }) else { return .failure(SystemError()) }
        defer { closedir(stream) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(SystemError()) }
                break
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    PathBytes.string(fromCString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }
}

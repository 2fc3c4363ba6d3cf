#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps what a library prints on standard error for itself off the user's terminal: CoreFoundation writes a raw
/// debug line there (`CFPropertyListCreateFromXMLData(): Old-style plist parser: … Break on … to debug.`) when it
/// refuses an old-style property list, beside the error it returns, which is what storyshare says in its own words.
public enum QuietStandardError {
    /// One call at a time: the process has one standard error to point away and back. Set up once, never freed.
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// `body`'s result, with file descriptor 2 pointed at `/dev/null` while it runs and restored after. Nothing of
    /// ours prints in between: callers run only a library call in `body`.
    public static func around<Value>(_ body: () throws -> Value) rethrows -> Value {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        fflush(nil)
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try body()
        }
        dup2(null, 2)
        close(null)
        defer {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
        }
        return try body()
    }
}

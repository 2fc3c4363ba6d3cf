#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of writes in progress, removed when the process is told to stop.
///
/// An atomic write goes through a temporary file beside its target. If the process is interrupted
/// (Ctrl-C, `kill`, a closed terminal) in the middle of a large write, that file would stay behind,
/// full-size and hidden. After ``removeOnSignals()`` the handlers of SIGINT, SIGTERM and SIGHUP remove
/// every registered file, then let the signal end the process as it would have.
///
/// Handlers are process-wide, so installing them is the program's choice: the command-line tool does;
/// a library user need not. Registration works either way and costs nothing without handlers.
/// Registration blocks these signals on the calling thread while it writes the path, so the handler
/// never sees half a path; it is meant for programs that write one file at a time, as the tool does.
public enum TemporaryFiles {
    /// Most files registered at once, and the longest path (bytes, NUL included) that can be.
    static let slotCount = 8
    static let slotSize = 4096

    /// Installs the handlers (once). A signal the process ignores (`nohup`) stays ignored.
    public static func removeOnSignals() {
        // Globals initialise lazily; make sure that never happens inside the handler.
        _ = (slots[0], slotCount, slotSize)
        for signal in handledSignals where !isIgnored(signal) {
            setHandler(signal, removeRegisteredFilesAndStop)
        }
    }

    /// Creates the file at `path` with `create` (which returns a descriptor, or -1) and registers it
    /// for removal on a signal, with the signals held off in between, so that no signal can leave the
    /// new file behind. Returns the descriptor and the slot for ``unregister(_:)`` (nil when no slot is
    /// free or the path is too long: the write then goes on without that protection).
    public static func create(_ path: String, _ create: () -> Int32) -> (descriptor: Int32, slot: Int?) {
        withSignalsBlocked {
            let descriptor = create()
            return (descriptor, descriptor >= 0 ? register(path) : nil)
        }
    }

    /// Registers `path` for removal on a signal; returns its slot for ``unregister(_:)``, or nil when
    /// no slot is free or the path is too long (the write then goes on without that protection).
    public static func register(_ path: String) -> Int? {
        let bytes = PathBytes.bytes(of: path)
        guard bytes.count < slotSize else { return nil }
        return withSignalsBlocked {
            for slot in 0..<slotCount where slots[slot * slotSize] == 0 {
                let base = slots + slot * slotSize
                for (offset, byte) in bytes.enumerated().dropFirst() { base[offset] = CChar(bitPattern: byte) }
                base[bytes.count] = 0
                base[0] = CChar(bitPattern: bytes.first ?? 0)  // last: the slot is taken once it is whole
                return slot
            }
            return nil
        }
    }

    /// Forgets the file in `slot` (it was renamed into place, or removed).
    public static func unregister(_ slot: Int?) {
        guard let slot, slot >= 0, slot < slotCount else { return }
        withSignalsBlocked { slots[slot * slotSize] = 0 }
    }

    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
            let handler = unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #else
            let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #endif
        return handler == 1  // SIG_IGN
    }

    private static func withSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in handledSignals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }
}

/// The registered paths: fixed storage, so the signal handler neither allocates nor locks.
nonisolated(unsafe) private let slots: UnsafeMutablePointer<CChar> = {
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: TemporaryFiles.slotCount * TemporaryFiles.slotSize)
    storage.initialize(repeating: 0, count: TemporaryFiles.slotCount * TemporaryFiles.slotSize)
    return storage
}()

/// The handler: only async-signal-safe calls (unlink, signal, raise).
private func removeRegisteredFilesAndStop(_ signal: Int32) {
    for slot in 0..<TemporaryFiles.slotCount where slots[slot * TemporaryFiles.slotSize] != 0 {
        unlink(slots + slot * TemporaryFiles.slotSize)
    }
    setHandler(signal, nil)  // SIG_DFL
    raise(signal)
}

private func setHandler(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
    #if canImport(Darwin)
        _ = Darwin.signal(signal, handler)
    #else
        _ = Glibc.signal(signal, handler)
    #endif
}

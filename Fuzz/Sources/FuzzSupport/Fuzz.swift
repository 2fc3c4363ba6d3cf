#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every fuzz target shares.
public enum Fuzz {
    /// Reports a check that did not hold on standard error, then aborts: libFuzzer keeps the input as a crash.
    public static func fail(_ message: String) -> Never {
        let line = Array("fuzz: \(message)\n".utf8)
        line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }
}

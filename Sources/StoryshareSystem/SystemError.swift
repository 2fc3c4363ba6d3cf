#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The operating system's sentence for an `errno` value ("No such file or directory"), for messages.
public func systemErrorText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// A failed system call: the `errno` it left, and the system's sentence for it.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` value the call left.
    public let code: Int32

    /// The error for `code`: by default, the `errno` the last system call left.
    public init(_ code: Int32 = errno) {
        self.code = code
    }

    /// "No such file or directory".
    public var description: String { systemErrorText(code) }

    /// Whether the path (or a link's target) does not exist.
    public var isNoSuchFile: Bool { code == ENOENT }
}

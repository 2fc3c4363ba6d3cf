#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The operating system's sentence for an `errno` value ("No such file or directory"), for messages.
public func systemErrorText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

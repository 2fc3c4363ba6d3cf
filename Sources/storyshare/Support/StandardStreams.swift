import ArgumentParser
import StoryshareSystem

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Standard output is written through the C library's buffer, which reports a failed write (a full
/// disk, `> /dev/full`) only as a flag. Before the process ends, the buffer is flushed and the flag
/// checked: a report that did not reach its destination never ends with a success status.
enum StandardOutput {
    /// The exit status when standard output could not be written (`EX_IOERR`).
    static let writeFailedStatus: Int32 = 74

    /// Flushes standard output; on a write error, says so on stderr and exits with status 74.
    static func finish() {
        let stream = stdout
        let flushed = fflush(stream) == 0
        let reason = flushed ? nil : systemErrorText()
        guard !flushed || ferror(stream) != 0 else { return }
        printError("cannot write to standard output" + (reason.map { ": \($0)" } ?? "") + "; the output is incomplete")
        exit(writeFailedStatus)
    }
}

/// Runs `body`, a write of a file the user named for a report; one that fails is said on stderr and fails the run
/// with status 74, as standard output does.
@discardableResult
func writingReport<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch {
        printError("\(error)")
        throw ExitCode(StandardOutput.writeFailedStatus)
    }
}

/// A line on stderr, prefixed `storyshare: ` (unbuffered: it is seen at once). Standard output is
/// flushed first, so the two streams read in order when they go to the same place.
func printError(_ text: String) {
    let stream = stdout
    fflush(stream)
    let line = Array("storyshare: \(text)\n".utf8)
    _ = line.withUnsafeBytes { Descriptor.write(2, $0) }  // on failure, nowhere is left to complain
}

/// The command line as the process received it: arguments that are not UTF-8 are kept byte for byte
/// (see `PathBytes`), where `CommandLine.arguments` would replace their bytes with U+FFFD.
enum RawArguments {
    static func current() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { PathBytes.string(fromCString: $0) }
        }
    }
}

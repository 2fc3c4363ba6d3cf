import ArgumentParser
import Foundation
import StoryshareBundle
import StoryshareKit
import StoryshareSystem

// What bundle, inspect, verify and preview share about a bundle file: times typed as options, reading and
// decoding it as an app does, saying why it cannot be, and running a write.

/// `--at`/`--now` style times; usage error when malformed.
func parseTime(_ text: String?) throws -> Int64 {
    guard let text else { return BundleTime.now() }
    guard let seconds = BundleTime.parse(text) else {
        throw ValidationError("\(DisplayText.quoted(text)) is not an ISO 8601 UTC time like 2026-11-21T12:00:00Z")
    }
    return seconds
}

/// The bundle at `path`, read once into one buffer, checked by the hardened reader and decoded through
/// StoryshareKit without its assets, which stay in that buffer (`BundleVerifier.decodeInPlace`), and the file's
/// status: what `inspect` reads, in the memory of the file and little more. A file that is not a readable
/// bundle is reported on stderr (exit 1).
func loadBundleInPlace(_ path: String) throws -> (bundle: InPlaceBundle, status: FileStatus) {
    let (data, status) = try readBundleFile(path)
    switch BundleVerifier.decodeInPlace(data) {
    case .success(let bundle): return (bundle, status)
    case .failure(let error): throw reportUnloadable(path, .malformed(error))
    }
}

/// The bundle at `path`, read once into one buffer, checked by the hardened reader and decoded through
/// StoryshareKit, as an app decodes it (`BundleVerifier.decode`: the assets are copied out of the buffer), and
/// the file's status: what `preview` draws from. A file that is not a readable bundle is reported on stderr
/// (exit 1).
func loadBundle(_ path: String) throws -> (bundle: ShareBundle, status: FileStatus) {
    let (data, status) = try readBundleFile(path)
    switch BundleVerifier.decode(data) {
    case .success(let bundle): return (bundle, status)
    case .failure(let error): throw reportUnloadable(path, .malformed(error))
    }
}

/// The bytes of the bundle file at `path` and its status (which file it was). StoryshareSystem opens it
/// first, without blocking, to name what it is when it is no regular file, as for every other input; then
/// StoryshareKit reads it as an app does. What cannot be read is reported on stderr (exit 1).
func readBundleFile(_ path: String) throws -> (data: Data, status: FileStatus) {
    let status: FileStatus
    switch RegularFile.open(path) {
    case .failure(let problem):
        printError(
            "\(DisplayText.path(path)): cannot be read: \(DisplayText.escaped(problem.description)) [file-unreadable]")
        throw ExitCode.failure
    case .success(let opened):
        Descriptor.close(opened.descriptor)
        status = opened.status
    }
    do {
        return (try ShareBundle.readFile(path: path), status)
    } catch {
        throw reportUnloadable(path, error)
    }
}

/// Says on stderr why `path` could not be loaded: `file-unreadable` or `bundle-malformed`. The command
/// then exits with status 1.
func reportUnloadable(_ path: String, _ error: ShareBundle.LoadError) -> ExitCode {
    printError("\(DisplayText.path(path)): \(DisplayText.escaped(error.description)) [\(error.rule)]")
    return ExitCode.failure
}

/// Says on stderr that `path` is not a bundle, and why; the command then exits with status 1.
func malformed(_ path: String, _ reason: String) -> ExitCode {
    printError("\(DisplayText.path(path)): not a storyshare bundle: \(DisplayText.escaped(reason)) [bundle-malformed]")
    return ExitCode.failure
}

/// Runs a write; refused targets (an input, a device, a FIFO) are usage errors (exit 64), other write
/// failures exit 1, each with the library's message on stderr.
func writing<Result>(_ body: () throws -> Result) throws -> Result {
    let failure: BundleWriteError
    do {
        return try body()
    } catch let error as BundleWriteError {
        failure = error
    } catch let error as AtomicFile.Failure {
        failure = BundleWriteError(error)
    }
    switch failure {
    case .notRegularFile, .outputIsInput: throw ValidationError(failure.description)
    default:
        printError(failure.description)
        throw ExitCode.failure
    }
}

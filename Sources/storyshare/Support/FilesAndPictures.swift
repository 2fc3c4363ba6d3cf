import ArgumentParser
import StoryshareBundle
import StoryshareJudging
import StoryshareKit
import StorysharePreview
import StoryshareSystem

/// `--at`/`--now` style times; usage error when malformed.
func parseTime(_ text: String?) throws -> Int64 {
    guard let text else { return BundleTime.now() }
    guard let seconds = BundleTime.parse(text) else {
        throw ValidationError("\(DisplayText.quoted(text)) is not an ISO 8601 UTC time like 2026-11-21T12:00:00Z")
    }
    return seconds
}

/// Runs `body`, which reads a bundle file; one that cannot be read is said on stderr (exit 1).
func reading<Result>(_ body: () throws(BundleFile.Failure) -> Result) throws -> Result {
    do {
        return try body()
    } catch {
        printError(error.description)
        throw ExitCode.failure
    }
}

/// Runs a write; refused targets (an input, a device, a FIFO) are usage errors (exit 64), other write
/// failures exit 1, each with the library's message on stderr.
@discardableResult
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

/// Runs `body`; an asset that cannot be drawn or a bundle that cannot be read is said on stderr (exit 1).
func saying<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as PreviewError {
        printError(error.description)
    } catch let error as BundleFile.Failure {
        printError(error.description)
    }
    throw ExitCode.failure
}

/// Says `made`'s warnings, draws it `width` wide and writes it at `output`, never over one of `inputs`; returns what
/// it drew, in words.
func drawStory(
    _ made: PreviewScene.FromBundle, width: Int, safeZones: Bool, to output: String, protecting inputs: [String]
) throws -> String {
    made.warnings.forEach(printError)
    let drawn = try saying { try StoryPicture.draw(made, width: width, safeZones: safeZones) }
    _ = try writing { try StoryPicture.write(drawn.image, to: output, protecting: FileStatus.identities(of: inputs)) }
    return drawn.summary
}

/// The checks an output file passes before any work (``OutputCheck``), refused as usage errors (exit 64).
enum OutputPath {
    /// Refuses an output that names one of `inputs`, or no regular file, or (`needsDirectory`) no directory.
    static func refuseIfNotOurs(_ output: String, inputs: [String], needsDirectory: Bool = true) throws {
        if let refusal = OutputCheck.refusal(of: output, inputs: inputs, needsDirectory: needsDirectory) {
            throw ValidationError(refusal.description)
        }
    }

    /// Refuses two outputs that name the same file: the second write would replace the first.
    static func refuseSame(_ first: String?, _ second: String?, _ firstOption: String, _ secondOption: String) throws {
        guard let first, let second, OutputCheck.same(first, second) else { return }
        throw ValidationError(
            "\(firstOption) and \(secondOption) name the same file, \(DisplayText.path(first)); give each its own")
    }
}

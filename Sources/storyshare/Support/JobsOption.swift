import ArgumentParser
import Foundation

/// `--jobs`, for the commands that check many files.
struct JobsOption: ParsableArguments {
    // Optional, so that the help says its default once, as "all cores", not also as this machine's count.
    @Option(name: .customLong("jobs"), help: "Files to check at once (default: all cores).")
    var requestedJobs: Int?

    /// The files to check at once: `--jobs`, else every core.
    var jobs: Int { requestedJobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }
}

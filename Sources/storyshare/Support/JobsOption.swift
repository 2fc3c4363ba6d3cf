import ArgumentParser
import Foundation
import StoryshareColor
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// `--jobs`, for the commands that check many files.
struct JobsOption: ParsableArguments {
    @Option(help: "Files to check at once (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }
}

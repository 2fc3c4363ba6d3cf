import ArgumentParser
import Foundation
import StoryshareJudging
import StoryshareReport
import StoryshareSystem

/// `--config`, for the commands that apply a configuration file.
struct ConfigurationOption: ParsableArguments {
    @Option(
        help: """
            Configuration file (default: .storyshare.yml in the working directory or the nearest parent, up to \
            the repository root, your home directory or the file system's boundary).
            """)
    var config: String?

    /// The configuration `--config` names, or the one discovered from the working directory, or
    /// defaults. A file that cannot be used is a usage error (exit 64) naming the file, line and key.
    /// Says on stderr which file applies (when `announce`) and which ones were passed over.
    func load(announce: Bool = true) throws -> Configuration {
        let path: String?
        if let config {
            guard !config.isEmpty else { throw ValidationError("--config needs a file name") }
            path = config
        } else {
            let discovery = ConfigurationChoice.discover(home: ProcessInfo.processInfo.environment["HOME"])
            for ignored in discovery.ignored { printError("ignored configuration \(DisplayText.path(ignored))") }
            path = discovery.file
        }
        guard let path else { return Configuration() }
        let configuration: Configuration
        do {
            configuration = try Configuration.load(path: path)
        } catch {
            throw ValidationError("bad configuration: \(error.description)")
        }
        if announce { printError("configuration: \(DisplayText.path(path))") }
        return configuration
    }
}

import ArgumentParser
import Foundation
import StoryshareMedia
import StoryshareSystem

@main
struct Storyshare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyshare",
        abstract: "Check and package assets for sharing to Facebook and Instagram Stories.",
        discussion: """
            Facts about images and videos come from their content (magic bytes, headers and a full \
            image decode), never from file names.
            """,
        version: ToolInfo.version,
        subcommands: [
            Validate.self, Doctor.self, Fix.self, Preview.self, Init.self, Probe.self, Bundle.self, Inspect.self,
            Verify.self, Color.self, Rules.self, Scan.self,
        ]
    )

    /// Parses the arguments as the bytes they are (a file name need not be UTF-8), runs the command,
    /// and makes sure everything printed reached standard output before reporting success.
    static func main() {
        TemporaryFiles.removeOnSignals()
        do {
            let arguments = RawArguments.current()
            try UnknownCommand.check(arguments, commands: configuration.subcommands)
            var command = try parseAsRoot(arguments)
            do {
                try command.run()
            } catch let error as ValidationError {
                // Found while running (a configuration or a baseline that cannot be used): the usage shown is the
                // command's, as for an error found while parsing, not the top level's.
                StandardOutput.finish()
                let name = "\(configuration.commandName ?? "storyshare") \(type(of: command)._commandName)"
                let text =
                    "Error: \(error.message)\nUsage: \(usageString(for: type(of: command)))\n"
                    + "  See '\(name) --help' for more information.\n"
                _ = Array(text.utf8).withUnsafeBytes { Descriptor.write(2, $0) }
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
        } catch {
            StandardOutput.finish()
            exit(withError: error)
        }
        StandardOutput.finish()
    }
}

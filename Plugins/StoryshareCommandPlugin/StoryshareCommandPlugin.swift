import Foundation
import PackagePlugin

/// `swift package storyshare validate|doctor [OPTION...] [PATH...]`: runs storyshare on the package.
///
/// The arguments after the verb are storyshare's own and are passed through unchanged, with the package directory
/// as the working directory: relative paths are the package's, and the package's `.storyshare.yml` is found as
/// storyshare finds it. With no path, the package directory (`.`) is checked. The report goes where storyshare
/// writes it (standard output, or `--output`); a run that fails (findings at error level, a usage error) fails the
/// command, which SwiftPM then ends with exit status 1 whatever storyshare's own status (it names that status).
///
/// The executable is the plugin's `storyshare` tool: built from source in the `storyshare` package, taken from
/// the artifact bundle in the `storyshare-plugins` package (Plugins/storyshare-plugins).
@main
struct StoryshareCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "storyshare")
        try StoryshareCommand.run(
            executable: tool.url, arguments: arguments, workingDirectory: context.package.directoryURL)
    }
}

/// What the plugin runs: the subcommand checked, the arguments passed through, `.` added when no path is given.
enum StoryshareCommand {
    /// The storyshare subcommands the plugin runs; both only read files (unless `--output` or `--write-baseline`
    /// names one to write).
    static let subcommands: Set<String> = ["validate", "doctor"]

    /// Options of `validate` and `doctor` that take a value (the word after them is not a path).
    static let optionsWithValue: Set<String> = [
        "--role", "--target", "--format", "--output", "-o", "--config", "--jobs", "--baseline", "--write-baseline",
        "--app-id",
    ]

    static let usage = """
        usage: swift package storyshare validate [OPTION...] [PATH...]
               swift package storyshare doctor [OPTION...] [PATH...]
        Runs `storyshare validate` (share images and videos) or `storyshare doctor` (the app's Info.plist and
        AndroidManifest.xml) with these arguments, in the package directory; with no PATH, on the package
        directory. `swift package storyshare validate --help` lists the options.
        """

    /// Runs storyshare and reports a failure through `Diagnostics.error`.
    static func run(executable: URL, arguments: [String], workingDirectory: URL) throws {
        guard let subcommand = arguments.first, subcommands.contains(subcommand) else {
            if let first = arguments.first, first != "-h", first != "--help", first != "help" {
                Diagnostics.error("swift package storyshare: unknown command '\(first)'\n\(usage)")
            } else {
                print(usage)
            }
            return
        }
        let toolArguments = withDefaultPath(arguments)
        let process = Process()
        process.executableURL = executable
        process.arguments = toolArguments
        process.currentDirectoryURL = workingDirectory
        try process.run()
        process.waitUntilExit()
        switch process.terminationReason {
        case .exit where process.terminationStatus == 0:
            return
        case .exit:
            Diagnostics.error("storyshare \(subcommand) failed (exit status \(process.terminationStatus))")
        case .uncaughtSignal:
            Diagnostics.error("storyshare \(subcommand) was killed by signal \(process.terminationStatus)")
        @unknown default:
            Diagnostics.error("storyshare \(subcommand) stopped (\(process.terminationStatus))")
        }
    }

    /// The arguments, with `.` (the package directory) appended when none of them is a path.
    static func withDefaultPath(_ arguments: [String]) -> [String] {
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                return index + 1 < arguments.count ? arguments : arguments + ["."]
            } else if optionsWithValue.contains(argument) {
                index += 2
                continue
            } else if !argument.hasPrefix("-") || argument == "-" {
                return arguments
            }
            index += 1
        }
        return arguments + ["."]
    }
}

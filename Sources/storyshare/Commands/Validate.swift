import ArgumentParser
import Foundation
import StoryshareMedia
import StoryshareRules

extension ShareTarget: ExpressibleByArgument {}
extension ValidationReportFormat: ExpressibleByArgument {}

/// `--role`: a fixed role for every file, or `auto`.
enum RoleOption: String, ExpressibleByArgument, CaseIterable {
    case auto, background, sticker
}

extension Storyshare {
    /// `storyshare validate`: checks assets against the platform's rules.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check images and videos against the Stories platform rules.",
            discussion: """
                Directories are walked for .png .jpg .jpeg .mp4 .mov .m4v .webm files. With --role auto, \
                videos are backgrounds and images are backgrounds unless the configuration's `sticker` globs \
                match them. Configuration: --config FILE, else .storyshare.yml in the working directory or the \
                nearest parent up to the repository root.

                Exit status: 0 when there is no error-level finding (warnings allowed unless --strict), \
                1 when there is one, 64 for a usage error or a bad configuration file.
                """
        )

        @Option(help: "What the files are used for: auto, background or sticker.")
        var role: RoleOption = .auto

        @Option(help: "Where the share goes: facebook or instagram (default: the configuration's, else facebook).")
        var target: ShareTarget?

        @Option(help: "Output format: text, json, sarif, junit or github.")
        var format: ValidationReportFormat = .text

        @Option(help: "Configuration file (default: .storyshare.yml found from the working directory up).")
        var config: String?

        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false

        @Option(help: "Files to check at once (default: all cores).")
        var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

        @Flag(help: "Never show the progress bar (it only shows on a terminal, for long runs).")
        var noProgress = false

        @Argument(help: "Files or directories to check.")
        var paths: [String]

        func validate() throws {
            guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        }

        func run() throws {
            let configuration = try loadConfiguration(config)
            let validator = Validator(settings: configuration.ruleSettings(target: target))
            let cwd = FileManager.default.currentDirectoryPath
            let files = InputPaths.expand(paths).filter { !configuration.isExcluded($0, workingDirectory: cwd) }
            let role = self.role
            let progress = ProgressBar(total: files.count, enabled: !noProgress)
            let results = parallelMap(files, jobs: jobs) { path -> ValidationReport.File in
                let facts = MediaProbe.probe(path: path, options: validator.probeOptions)
                let assetRole = Self.role(for: facts, option: role, configuration: configuration, cwd: cwd)
                progress.advance()
                return ValidationReport.File(
                    path: path, role: assetRole, facts: facts,
                    findings: validator.findings(for: facts, role: assetRole))
            }
            progress.finish()
            let report = ValidationReport(files: results, strict: strict)
            let context = ReportContext(workingDirectory: cwd, useColor: Terminal.useColor(for: .standardOutput))
            print(Reporters.render(report, as: format, context: context), terminator: "")
            if !report.summary.passed { throw ExitCode.failure }
        }

        static func role(for facts: MediaFacts, option: RoleOption, configuration: Configuration, cwd: String)
            -> AssetRole
        {
            switch option {
            case .background: return .background
            case .sticker: return .sticker
            case .auto:
                if facts.kind == .video { return .background }
                return configuration.role(for: facts.path, workingDirectory: cwd) ?? .background
            }
        }
    }
}

/// The configuration `--config` names, or the one discovered from the working directory, or defaults.
/// A bad file is a usage error (exit 64) naming the file, line and key.
func loadConfiguration(_ path: String?) throws -> Configuration {
    let file = path ?? Configuration.discover(from: FileManager.default.currentDirectoryPath)
    guard let file else { return Configuration() }
    do {
        return try Configuration.load(path: file)
    } catch {
        throw ValidationError("bad configuration: \(error.description)")
    }
}

import ArgumentParser
import Foundation
import StoryshareKit
import StoryshareMedia
import StoryshareRules
import StoryshareSystem

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
                match them. Files that cannot be read, directories that cannot be walked and links to missing \
                files are reported (file-unreadable), never skipped.

                Configuration: --config FILE, else .storyshare.yml in the working directory or the nearest \
                parent, up to the repository root, your home directory or a file-system boundary; a file owned \
                by another user is ignored. The file used is named on stderr (text and github formats) or in \
                the report (json, sarif, junit).

                Exit status: 0 when there is no error-level finding (warnings allowed unless --strict), \
                1 when there is one, 64 for a usage error or a bad configuration file, 74 when the report \
                could not be written to standard output.
                """
        )

        @Option(help: "What the files are used for: auto, background or sticker.")
        var role: RoleOption = .auto

        @Option(help: "Where the share goes: facebook or instagram (default: the configuration's, else facebook).")
        var target: ShareTarget?

        @Option(help: "Output format: text, json, sarif, junit or github.")
        var format: ValidationReportFormat = .text

        @OptionGroup var configurationOption: ConfigurationOption

        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false

        @OptionGroup var jobsOption: JobsOption

        @Flag(help: "Never show the progress bar (it only shows on a terminal, for long runs).")
        var noProgress = false

        @Argument(help: "Files or directories to check.")
        var paths: [String]

        func run() throws {
            // Text and GitHub output say on stderr which configuration applies; the documents carry it.
            let announce = format == .text || format == .github
            let configuration = try configurationOption.load(announce: announce)
            let validator = Validator(settings: configuration.ruleSettings(target: target))
            let cwd = FilePaths.currentDirectory()
            let files = InputPaths.expand(paths).filter { configuration.isInScope($0.path, workingDirectory: cwd) }
            let role = self.role
            let progress = ProgressBar(total: files.count, enabled: !noProgress)
            let results = parallelMap(files, jobs: jobsOption.jobs) { file -> ValidationReport.File in
                let facts = file.facts(options: validator.probeOptions)
                let assetRole = Self.role(for: facts, option: role, configuration: configuration, cwd: cwd)
                progress.advance()
                return ValidationReport.File(
                    path: file.path, role: assetRole, facts: facts,
                    findings: validator.findings(for: facts, role: assetRole))
            }
            progress.finish()
            let report = ValidationReport(files: results, strict: strict)
            let context = ReportContext(
                workingDirectory: cwd, useColor: Terminal.useColor(for: .standardOutput),
                configurationFile: configuration.file)
            print(try Reporters.render(report, as: format, context: context), terminator: "")
            if !report.summary.passed { throw ExitCode.failure }
        }

        static func role(for facts: MediaFacts, option: RoleOption, configuration: Configuration, cwd: String)
            -> AssetRole
        {
            switch option {
            case .background: return .background
            case .sticker: return .sticker
            case .auto: return configuration.role(for: facts.path, kind: facts.kind, workingDirectory: cwd)
            }
        }
    }
}

import ArgumentParser
import StoryshareJudging
import StoryshareKit
import StoryshareReport
import StoryshareSystem

extension Storyshare {
    /// `storyshare validate`: checks assets against the platform's rules.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check images and videos against the Stories platform rules.",
            discussion: """
                A directory holding an app project (package.json, pubspec.yaml, app.json, .xcodeproj, \
                settings.gradle) stands for the share assets its apps share to Stories, as storyshare scan finds \
                them: the files, image sets and data: URIs the sharing code names, each in the role the code \
                passes it as and for the targets the app uses; dependency and build folders are not walked, and \
                what was passed over (launcher and app icons, launch images, screenshots, test images, images \
                no sharing code names) is counted on stderr. An app that draws its image at run time has nothing \
                on disk to check: that is said, and passes. A directory that looks like an app's whose project \
                storyshare cannot read (a Tuist manifest of helpers it cannot follow) \
                has no file judged by its name: that is said, and it fails as an empty \
                one does. --all, or include globs in the configuration, judge every file the walk below finds \
                instead.

                Directories are walked for .png .jpg .jpeg .mp4 .mov .m4v .webm files, and for .heic .heif .gif \
                .webp .avif files, which the platform refuses (format-unsupported). In an asset catalog \
                (.xcassets) each image set is judged once, by the file an iPhone loads (3x, else 2x, else 1x, \
                else its single file), and each data set holding an image or a video; app icons, colours and \
                the other asset types are passed over. Files that cannot be read, directories that cannot be \
                walked and links to missing files are reported (file-unreadable), never skipped. A directory \
                named in which nothing is left to check is an error unless --allow-empty.

                With --role auto, videos are backgrounds; an image is a sticker when the configuration's \
                `sticker` globs match it, or, when there are none, when a folder on its path is named sticker \
                or stickers, or its name (or its image set's) contains "sticker", in any case.

                Configuration: --config FILE, else .storyshare.yml in the working directory or the nearest \
                parent, up to the repository root, your home directory or a file-system boundary; a file owned \
                by another user is ignored. The file used is named on stderr (text, github and xcode formats) \
                or in the report (json, sarif, junit). Its `include` and `exclude` globs apply to files named \
                on the command line too: one left out is passed over without a word.

                --write-baseline FILE records every finding of the run (each with its file's path and the SHA-256 \
                of its content); --baseline FILE then reports only findings not recorded there, so a file that \
                is moved or edited is judged afresh. How many were left out is said on stderr and in the summary.

                Exit status: 0 when there is no error-level finding (warnings allowed unless --strict), \
                1 when there is one or a directory named holds nothing to check, 64 for a usage error or a \
                bad configuration file, 74 when the report could not be written (to standard output or to \
                --output).
                """
        )

        @Option(help: "What the files are used for: auto, background or sticker.")
        var role: AssetRoleChoice = .auto
        @Option(help: "Where the share goes: facebook or instagram (default: the configuration's, else facebook).")
        var target: ShareTarget?
        @Option(help: "Output format: text, json, sarif, junit, github or xcode.")
        var format: ReportFormat = .text
        @Option(
            name: .shortAndLong,
            help: "Write the report to this file (atomically; a regular file, never an input) and a summary to stderr."
        )
        var output: String?
        @OptionGroup var configurationOption: ConfigurationOption

        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false
        @Flag(help: "Let a directory in which nothing is left to check pass.")
        var allowEmpty = false
        @Flag(
            help: "Judge every image and video in the directories named, not only the share assets the app model finds."
        )
        var all = false
        @OptionGroup var jobsOption: JobsOption

        @OptionGroup var baselineOptions: BaselineOptions

        @Flag(help: "Never show the progress bar (it only shows on a terminal, for long runs).")
        var noProgress = false
        @Argument(help: "Files or directories to check.")
        var paths: [String]

        func validate() throws {
            if let output, output.isEmpty { throw ValidationError("--output needs a file name") }
        }

        func run() throws {
            // Text, GitHub and Xcode output say on stderr which configuration applies; the documents carry it.
            let configuration = try configurationOption.load(announce: [.text, .github, .xcode].contains(format))
            let cwd = FilePaths.currentDirectory()
            let baseline = try baselineOptions.load()
            let request = AssetRequest(
                paths: paths, target: target, role: role, configuration: configuration, workingDirectory: cwd,
                allowEmpty: allowEmpty, every: all)
            let progress = ProgressBar(enabled: !noProgress)
            let outcome: AssetValidation.Outcome
            do {
                outcome = try AssetValidation.run(
                    request, strict: strict, jobs: jobsOption.jobs, progress: progress.follow)
            } catch {
                throw error.reportForAssets(format: format)
            }
            progress.finish()
            let inputs = outcome.reads + [baselineOptions.baseline].compactMap { $0 }
            for written in [output, baselineOptions.writeBaseline].compactMap({ $0 }) {
                try OutputPath.refuseIfNotOurs(written, inputs: inputs)
            }
            try OutputPath.refuseSame(output, baselineOptions.writeBaseline, "--output", "--write-baseline")
            let report = try baselineOptions.apply(baseline, to: outcome.report, protecting: inputs)
            let context = ReportContext(
                workingDirectory: cwd, useColor: output == nil && Terminal.useColor(for: .standardOutput),
                configurationFile: configuration.file)
            let text = try Reporters.render(report, as: format, context: context)
            if let output {
                try writingReport {
                    try AtomicFile.write(
                        output, contents: Array(text.utf8), protecting: FileStatus.identities(of: inputs))
                }
                let summary = TextReporter.summaryLine(report.summary, strict: strict, color: false)
                printError("\(summary) (report: \(DisplayText.path(output)))")
            } else {
                print(text, terminator: "")
            }
            if !report.summary.passed { throw ExitCode.failure }
        }
    }
}

import ArgumentParser
import StoryshareColor
import StoryshareFix
import StoryshareJudging
import StoryshareKit
import StoryshareSystem

extension Storyshare {
    /// `storyshare fix`: turns images the platform refuses or warns about into ones it takes.
    struct Fix: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fix images the platform refuses or warns about, and validate the results.",
            discussion: """
                Each file is validated; for each finding fix can answer (image-too-small, \
                background-too-small-instagram, background-aspect-ratio, background-oversized, sticker-dimensions, \
                image-cmyk, image-animated, image-too-large-bytes, format-extension-mismatch) the pixels or the \
                file are changed, the result is validated again under its own name, and it is written only when it \
                passes without the findings fix answers. Pixels rewritten get the EXIF orientation baked in. An \
                image is scaled up at most 4x on a side: one that would need more (a 1x1 swatch as a background) \
                is not fixed, and the report names its size, the scale and the bound. Videos are not re-encoded: \
                the report shows the ffmpeg command that would do it.

                A file is renamed only when its format changes (and never in an asset catalog's image set, whose \
                Contents.json names it, nor when the new name would change its role or scope). --in-place replaces \
                a file only while it is still the one read, keeping its owner, group and permissions, and only \
                inside the directory named: a file reached through a symbolic link out of it is not rewritten. \
                --output-dir never writes through a symbolic link below DIR, nor over a file the run reads.

                Exit status: 0 when every file passes afterwards, 1 when one does not (or a fix was refused) or a \
                directory named holds nothing to fix (unless --allow-empty), 64 for a usage error, 74 when the \
                report could not be written to standard output.
                """
        )

        @Option(help: "What the files are used for: auto, background or sticker.")
        var role: AssetRoleChoice = .auto
        @Option(help: "Where the share goes: facebook or instagram (default: the configuration's, else facebook).")
        var target: ShareTarget?
        @OptionGroup var configurationOption: ConfigurationOption

        @Option(help: "Write fixed files to DIR, at the same path below it as below what was named.")
        var outputDir: String?
        @Flag(help: "Replace each fixed file atomically, keeping its permissions.")
        var inPlace = false
        @Option(help: "Make a background 9:16 by padding it (pad) or cropping it (crop), centred.")
        var fit: FitMode = .pad
        @Option(
            help: ArgumentHelp(
                "Padding colour: once for a solid colour, twice for a top-to-bottom gradient (default #222222).",
                valueName: "color"))
        var padColor: [String] = []
        @Flag(help: "Work out and check every fix, but write nothing.")
        var dryRun = false
        @Flag(help: "Let a directory in which nothing is left to check pass.")
        var allowEmpty = false
        @Flag(
            help: "Fix every image and video in the directories named, not only the share assets the app model finds.")
        var all = false
        @Option(help: "Output format: text or json.")
        var format: DocumentFormat = .text
        @Argument(help: "Files or directories to fix.")
        var paths: [String]

        func validate() throws {
            switch (outputDir, inPlace) {
            case (nil, false): throw ValidationError("say where fixed files go: --output-dir DIR or --in-place")
            case (.some, true): throw ValidationError("--output-dir and --in-place cannot be used together")
            case (.some(let directory), false) where directory.isEmpty:
                throw ValidationError("--output-dir needs a directory name")
            default: break
            }
            guard padColor.count <= 2 else {
                throw ValidationError("--pad-color takes one colour, or two for a gradient; got \(padColor.count)")
            }
            guard padColor.isEmpty || fit == .pad else { throw ValidationError("--pad-color applies to --fit pad") }
        }

        func run() throws {
            let colors = BackgroundColors.padding(try padColor.map { try HexColor(option: "--pad-color", $0) })
            if let outputDir, case .success(let status) = FileStatus.of(outputDir), status.kind != .directory {
                throw ValidationError("--output-dir \(DisplayText.path(outputDir)) is \(status.kind.described)")
            }
            let configuration = try configurationOption.load(announce: format == .text)
            let request = AssetRequest(
                paths: paths, target: target, role: role, configuration: configuration, allowEmpty: allowEmpty,
                every: all)
            let report: FixReport
            do {
                report = try AssetFixing.run(
                    request, options: FixOptions(fit: fit, padColors: colors, dryRun: dryRun),
                    destination: outputDir.map(FixDestination.directory) ?? .inPlace
                ) { event in
                    if case .chosen(_, let notes) = event { notes.forEach(printError) }
                }
            } catch {
                throw error.reportForAssets(format: .text)
            }
            switch format {
            case .text:
                print(
                    FixTextReporter.generateReport(report, color: Terminal.useColor(for: .standardOutput)),
                    terminator: "")
            case .json:
                print(try FixJSONReporter.generateReport(report, configurationFile: configuration.file), terminator: "")
            }
            if !report.summary.passed { throw ExitCode.failure }
        }
    }
}

import ArgumentParser
import Foundation
import StoryshareColor
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

/// `--baseline` and `--write-baseline`, for the commands that report findings (`validate`, `doctor`).
struct BaselineOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Report only findings not recorded in this baseline (a file --write-baseline wrote).", valueName: "file"))
    var baseline: String?
    @Option(
        help: ArgumentHelp(
            "Record every finding of this run in FILE (atomically), to adopt storyshare on an existing repository.",
            valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if baseline?.isEmpty == true { throw ValidationError("--baseline needs a file name") }
        if writeBaseline?.isEmpty == true { throw ValidationError("--write-baseline needs a file name") }
    }

    /// The baseline `--baseline` names, read before any work: a file that is not one is a usage error (exit 64).
    func load() throws -> Baseline? {
        guard let baseline else { return nil }
        do {
            return try BaselineFile.load(baseline)
        } catch {
            throw ValidationError("--baseline \(DisplayText.path(baseline)): \(error)")
        }
    }

    /// Writes `report`'s findings as the baseline `--write-baseline` names (never over a file the run read), then
    /// leaves out of `report` what `baseline` accepts; says on stderr what it did.
    func apply(_ baseline: Baseline?, to report: Report, protecting inputs: [String]) throws -> Report {
        let applied = try writingReport {
            try BaselineFile.apply(
                self.baseline.flatMap { path in baseline.map { (path, $0) } }, recording: writeBaseline, to: report,
                protecting: inputs + [self.baseline].compactMap { $0 })
        }
        applied.said.forEach(printError)
        return applied.report
    }
}

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

/// The assets and colours of a share, as `bundle` and `preview` take them.
struct ShareAssetOptions: ParsableArguments {
    @Option(help: "Background image (PNG or JPEG).")
    var backgroundImage: String?
    @Option(help: "Background video (MP4/MOV with H.264/H.265, or WebM with VP8/VP9/AV1).")
    var backgroundVideo: String?
    @Option(help: "Sticker image (PNG or JPEG), placed over the background.")
    var sticker: String?
    @Option(help: "Background top colour (#RGB, #RRGGBB, RRGGBB or rgb(r, g, b); default #222222).")
    var topColor: String?
    @Option(help: "Background bottom colour (default #222222).")
    var bottomColor: String?

    /// The files named: the background and the sticker.
    var files: [String] { [backgroundImage, backgroundVideo, sticker].compactMap { $0 } }

    /// Whether no asset and no colour is given.
    var isEmpty: Bool { files.isEmpty && topColor == nil && bottomColor == nil }

    /// The colours given, defaulted as the platform defaults them; a usage error naming the option for one
    /// that is not a colour.
    func colors() throws -> BackgroundColors {
        .resolve(
            top: try topColor.map { try HexColor(option: "--top-color", $0) },
            bottom: try bottomColor.map { try HexColor(option: "--bottom-color", $0) })
    }
}

extension HexColor {
    /// `text`, given with `option`, as a colour; a usage error (exit 64) naming the option when it is not one.
    init(option: String, _ text: String) throws {
        do {
            try self.init(parsing: text)
        } catch {
            throw ValidationError("\(option): \(error.message)")
        }
    }
}

/// What `inspect` and `verify` both take: the bundle, the output format, the time expiry is judged at.
struct BundleFileOptions: ParsableArguments {
    @Option(help: "Output format: text or json.")
    var format: DocumentFormat = .text
    @Option(help: "Judge expiry at this time, ISO 8601 UTC (default: now).")
    var at: String?
    @Argument(help: "The bundle file.")
    var bundle: String
}

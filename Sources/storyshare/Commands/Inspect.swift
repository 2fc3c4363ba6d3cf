import ArgumentParser
import Foundation
import StoryshareBundle
import StoryshareColor
import StoryshareMedia
import StoryshareRules

extension Storyshare {
    /// `storyshare inspect`: what a bundle holds.
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show what a bundle holds: keys, types, sizes, dimensions, colours, expiry.",
            discussion: """
                --extract DIR writes each embedded asset into DIR (created if missing) as \
                backgroundImage.png, stickerImage.jpg, backgroundVideo.mp4, … — names storyshare chooses, so \
                nothing is ever written outside DIR. Exit status 1 when the file is not a readable bundle.
                """
        )

        @OptionGroup var common: BundleFileOptions

        @Option(help: "Write each embedded asset into this directory.")
        var extract: String?

        func run() throws {
            let (bundle, format) = (common.bundle, common.format)
            let time = try parseTime(common.at)
            let bytes = try readBundleFile(bundle)
            let decoded: ShareBundle
            switch ShareBundle.decode(bytes) {
            case .success(let value): decoded = value
            case .failure(let error):
                printError("\(bundle): not a storyshare bundle: \(error.message) [bundle-malformed]")
                throw ExitCode.failure
            }
            let summary = BundleSummary(decoded, path: bundle, at: time)
            switch format {
            case .text: print(summary.text, terminator: "")
            case .json: print(JSONReporter.encode(summary))
            }
            if let extract {
                for file in try BundleExtractor.extract(decoded, into: extract) { printError("extracted \(file)") }
            }
        }
    }

    /// `storyshare verify`: re-checks a bundle.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a bundle: structure, digests, the embedded assets re-validated, expiry.",
            discussion: """
                Findings: bundle-malformed (undecodable or wrong structure), bundle-integrity (an asset's SHA-256 \
                or size differs from the manifest), the asset and payload rules of `validate` and `bundle`, and \
                bundle-expired (a warning). Exit status: 0 without error-level findings, 1 with, 64 for usage errors.
                """
        )

        @OptionGroup var common: BundleFileOptions

        @Option(help: "Configuration file (default: .storyshare.yml found from the working directory up).")
        var config: String?

        func run() throws {
            let (bundle, format) = (common.bundle, common.format)
            let time = try parseTime(common.at)
            let configuration = try loadConfiguration(config)
            let bytes = try readBundleFile(bundle)
            let validator = Validator(settings: configuration.ruleSettings())
            let findings = BundleVerifier.verify(bytes, path: bundle, at: time, validator: validator).findings
            let errors = findings.filter { $0.severity == .error }.count
            switch format {
            case .text:
                let color = Terminal.useColor(for: .standardOutput)
                for finding in findings { print(TextReporter.line(finding, color: color)) }
                let warnings = findings.filter { $0.severity == .warning }.count
                print(
                    "\(bundle): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"); "
                        + (errors == 0 ? "verified" : "failed"))
            case .json:
                struct Document: Encodable {
                    let tool = ToolStamp()
                    let bundle: String
                    let verified: Bool
                    let findings: [Finding]
                }
                print(JSONReporter.encode(Document(bundle: bundle, verified: errors == 0, findings: findings)))
            }
            if errors > 0 { throw ExitCode.failure }
        }
    }
}

/// What `inspect` and `verify` both take: the bundle, the output format, the time expiry is judged at.
struct BundleFileOptions: ParsableArguments {
    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    @Option(help: "Judge expiry at this time, ISO 8601 UTC (default: now).")
    var at: String?

    @Argument(help: "The bundle file.")
    var bundle: String
}

/// `--at`/`--now` style times; usage error when malformed.
func parseTime(_ text: String?) throws -> Int64 {
    guard let text else { return BundleTime.now() }
    guard let seconds = BundleTime.parse(text) else {
        throw ValidationError("\"\(text)\" is not an ISO 8601 UTC time like 2026-11-21T12:00:00Z")
    }
    return seconds
}

/// A bundle file's bytes; a missing or unreadable file is reported as such (exit 1), bundles over 1 GB are refused.
func readBundleFile(_ path: String) throws -> [UInt8] {
    let facts = MediaProbe.probe(path: path, options: ProbeOptions(fullDecode: false))
    if let reason = facts.readError {
        printError("\(path): cannot be read: \(reason) [file-unreadable]")
        throw ExitCode.failure
    }
    guard let size = facts.bytes, size <= 1_000_000_000 else {
        printError("\(path): larger than 1,000,000,000 bytes; not a bundle storyshare made [bundle-malformed]")
        throw ExitCode.failure
    }
    guard let source = try? FileByteSource(path: path), let bytes = try? source.readAll() else {
        printError("\(path): cannot be read [file-unreadable]")
        throw ExitCode.failure
    }
    return bytes
}

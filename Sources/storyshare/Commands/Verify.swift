import ArgumentParser
import StoryshareBundle
import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareSystem

extension Storyshare {
    /// `storyshare verify`: re-checks a bundle.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a bundle: structure, digests, the embedded assets re-validated, expiry.",
            discussion: """
                Findings: bundle-malformed (undecodable, wrong structure, a URL that is not the target's, an \
                expiration date that is not creation plus expiry), bundle-integrity (an asset's SHA-256, size, \
                media type, dimensions or duration differ from the manifest), the asset and payload rules of \
                `validate` and `bundle` (each asset judged as the kind its key demands), and bundle-expired (a \
                warning). Exit status: 0 without error-level findings, 1 with, 64 for usage errors.
                """
        )

        @OptionGroup var common: BundleFileOptions

        @OptionGroup var configurationOption: ConfigurationOption

        func run() throws {
            let (bundle, format) = (common.bundle, common.format)
            let time = try parseTime(common.at)
            let configuration = try configurationOption.load(announce: format == .text)
            let validator = Validator(settings: configuration.ruleSettings())
            let findings = BundleVerifier.verify(
                try readBundleFile(bundle).data, path: bundle, at: time, validator: validator
            ).findings
            let errors = findings.filter { $0.severity == .error }.count
            switch format {
            case .text:
                let color = Terminal.useColor(for: .standardOutput)
                for finding in findings { print(TextReporter.line(finding, color: color)) }
                let warnings = findings.filter { $0.severity == .warning }.count
                print(
                    "\(DisplayText.path(bundle)): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning"
                        + "\(warnings == 1 ? "" : "s"); " + (errors == 0 ? "verified" : "failed"))
            case .json:
                struct Document: Encodable {
                    let tool = ToolStamp()
                    let configuration: String?
                    let bundle: String
                    let verified: Bool
                    let findings: [Finding]
                }
                let shown = findings.map { finding in
                    var copy = finding
                    copy.path = DisplayText.escaped(finding.path)
                    copy.message = DisplayText.escaped(finding.message)
                    return copy
                }
                print(
                    try JSONReporter.encode(
                        Document(
                            configuration: configuration.file.map(DisplayText.escaped),
                            bundle: DisplayText.escaped(bundle), verified: errors == 0, findings: shown)))
            }
            if errors > 0 { throw ExitCode.failure }
        }
    }
}

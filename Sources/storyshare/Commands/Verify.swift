import ArgumentParser
import StoryshareBundle
import StoryshareJudging
import StoryshareReport

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
            let findings = try reading { () throws(BundleFile.Failure) in
                try BundleRuns.verify(bundle, at: time, configuration: configuration)
            }
            switch format {
            case .text:
                let color = Terminal.useColor(for: .standardOutput)
                print(VerifyText.render(bundle: bundle, findings: findings, color: color), terminator: "")
            case .json:
                let document = VerifyDocument(bundle: bundle, findings: findings, configuration: configuration.file)
                print(try document.json(), terminator: "")
            }
            if findings.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
        }
    }
}

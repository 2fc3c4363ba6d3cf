import ArgumentParser
import Foundation
import StoryshareBundle
import StoryshareJudging
import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareSystem

extension Storyshare {
    /// `storyshare bundle`: validates a share and writes its pasteboard payload as a bundle file.
    struct Bundle: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate a share and write its pasteboard payload (with its expiry) as a bundle file.",
            discussion: """
                Everything is validated first (the assets with the same rules as `validate`, then the app ID, \
                colours and link); when any error-level finding exists nothing is written and the exit status \
                is 1. The file is written atomically: a failure never leaves a partial file or damages an \
                existing one. Assets are embedded as their exact bytes. The same inputs and the same --now (or \
                SOURCE_DATE_EPOCH) give a byte-identical bundle.
                """
        )

        @Option(help: "Your Facebook app ID (5–20 digits).")
        var appID: String?
        @OptionGroup var assets: ShareAssetOptions

        @Option(help: "Attribution link back into your app (https:// or an app scheme).")
        var contentURL: String?
        @Option(help: "Where the share goes: facebook or instagram (default: the configuration's, else facebook).")
        var target: ShareTarget?
        @Option(help: "Seconds the pasteboard item stays valid.")
        var expiresIn: Int = 300
        @Option(help: "Creation time, ISO 8601 UTC (default: SOURCE_DATE_EPOCH, else now).")
        var now: String?
        @Option(
            help:
                "File encoding: binary (bplist00), the only one; the XML and JSON encodings of earlier versions are gone."
        )
        var encoding: ShareBundle.Encoding = .binary
        @OptionGroup var configurationOption: ConfigurationOption

        @Option(name: .shortAndLong, help: "The bundle file to write (a regular file; never one of the inputs).")
        var output: String

        func validate() throws {
            guard BundleRequest.expiresInRange.contains(expiresIn) else {
                throw ValidationError(
                    "--expires-in must be between \(BundleRequest.expiresInRange.lowerBound) and "
                        + "\(BundleRequest.expiresInRange.upperBound) seconds, got \(expiresIn)")
            }
            guard !output.isEmpty else { throw ValidationError("--output needs a file name") }
        }

        func run() throws {
            // Before any work: an output that names an input or no regular file would destroy it.
            try OutputPath.refuseIfNotOurs(output, inputs: assets.files, needsDirectory: false)
            let configuration = try configurationOption.load()
            let createdAt = try BundleRequest.creationTime(now: now, environment: ProcessInfo.processInfo.environment)
                .mapError { ValidationError("--now: " + $0.description) }.get()
            let draft = PayloadDraft(
                appID: appID, backgroundImage: assets.backgroundImage, backgroundVideo: assets.backgroundVideo,
                sticker: assets.sticker, topColor: assets.topColor, bottomColor: assets.bottomColor,
                contentURL: contentURL)
            let preparation: BundlePreparation
            do {
                preparation = try BundleRuns.prepare(
                    draft, target: target, configuration: configuration, expiresIn: expiresIn, createdAt: createdAt,
                    output: output)
            } catch {
                throw ValidationError(error.description)
            }
            let color = Terminal.useColor(for: .standardOutput)
            for finding in preparation.findings { print(TextReporter.line(finding, color: color)) }
            for remedy in preparation.remedies { printError("hint: \(Self.hint(remedy))") }
            guard let plan = preparation.plan else {
                printError(preparation.refusal(output: output))
                throw ExitCode.failure
            }
            let bytes = try writing { () throws(BundleWriteError) in try BundleWriter.write(plan, to: output) }
            print("wrote \(DisplayText.path(output)): \(plan.summary(encoding: encoding, bytes: bytes))")
        }

        /// The option that gives what `remedy` asks for.
        static func hint(_ remedy: BundlePreparation.Remedy) -> String {
            switch remedy {
            case .appID: "give your app's numeric ID with --app-id"
            case .anAsset: "give --background-image, --background-video or --sticker"
            case .videoAsVideo: "a video goes with --background-video"
            case .imageAsImage: "an image goes with --background-image"
            }
        }
    }
}

import ArgumentParser
import Foundation
import StoryshareBundle
import StorysharePropertyList
import StoryshareRules

extension PropertyListEncoding: ExpressibleByArgument {}

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

        @Option(help: "Background image (PNG or JPEG).")
        var backgroundImage: String?

        @Option(help: "Background video (MP4/MOV with H.264/H.265, or WebM with VP8/VP9/AV1).")
        var backgroundVideo: String?

        @Option(help: "Sticker image (PNG or JPEG), placed over the background.")
        var sticker: String?

        @Option(help: "Background top colour (#RGB, #RRGGBB, RRGGBB or rgb(r, g, b)).")
        var topColor: String?

        @Option(help: "Background bottom colour (default #222222 when only the top is given).")
        var bottomColor: String?

        @Option(help: "Attribution link back into your app (https:// or an app scheme).")
        var contentURL: String?

        @Option(help: "Where the share goes: facebook or instagram (default: the configuration's, else facebook).")
        var target: ShareTarget?

        @Option(help: "Seconds the pasteboard item stays valid.")
        var expiresIn: Int = 300

        @Option(help: "Creation time, ISO 8601 UTC (default: SOURCE_DATE_EPOCH, else now).")
        var now: String?

        @Option(help: "File encoding: binary (bplist00), xml or json.")
        var encoding: PropertyListEncoding = .binary

        @Option(help: "Configuration file (default: .storyshare.yml found from the working directory up).")
        var config: String?

        @Option(name: .shortAndLong, help: "The bundle file to write.")
        var output: String

        func validate() throws {
            guard expiresIn > 0, expiresIn <= 86_400 * 365 else {
                throw ValidationError("--expires-in must be between 1 and 31536000 seconds, got \(expiresIn)")
            }
        }

        func run() throws {
            let configuration = try loadConfiguration(config)
            let settings = configuration.ruleSettings(target: target)
            let createdAt: Int64
            switch BundleRequest.creationTime(now: now, environment: ProcessInfo.processInfo.environment) {
            case .success(let seconds): createdAt = seconds
            case .failure(let error): throw ValidationError(error.description)
            }
            let draft = PayloadDraft(
                appID: appID, backgroundImage: backgroundImage, backgroundVideo: backgroundVideo, sticker: sticker,
                topColor: topColor, bottomColor: bottomColor, contentURL: contentURL, target: settings.target)
            let request = BundleRequest(draft: draft, expiresIn: expiresIn, createdAt: createdAt)
            let preparation = BundleBuilder.prepare(
                request, validator: Validator(settings: settings), outputPath: output)
            let color = Terminal.useColor(for: .standardOutput)
            for finding in preparation.findings { print(TextReporter.line(finding, color: color)) }
            guard let plan = preparation.plan else {
                let errors = preparation.findings.filter { $0.severity == .error }.count
                printError("refused: \(errors) error\(errors == 1 ? "" : "s"); nothing was written to \(output)")
                throw ExitCode.failure
            }
            do {
                let bytes = try BundleWriter.write(plan, to: output, encoding: encoding)
                let keys = plan.strings.count + plan.assets.count
                print(
                    "wrote \(output): \(plan.target.rawValue), \(encoding.rawValue), 1 item with \(keys) keys, "
                        + "\(bytes) bytes, expires \(BundleTime.format(plan.createdAt + Int64(plan.expiresIn)))")
            } catch {
                printError("\(error)")
                throw ExitCode.failure
            }
        }
    }
}

/// A line on stderr.
func printError(_ text: String) {
    FileHandle.standardError.write(Data("storyshare: \(text)\n".utf8))
}

import ArgumentParser
import StoryshareBundle
import StoryshareJudging
import StorysharePreview
import StoryshareReport
import StoryshareSystem

extension Storyshare {
    /// `storyshare inspect`: what a bundle holds.
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show what a bundle holds: keys, types, sizes, dimensions, colours, expiry.",
            discussion: """
                --preview FILE.png draws the story as `storyshare preview` does. --extract DIR writes each embedded asset into DIR (created if missing) as \
                backgroundImage.png, stickerImage.jpg, backgroundVideo.mp4, … — names storyshare chooses, so \
                nothing is ever written outside DIR, and nothing but a regular file is ever replaced. Strings \
                from the bundle are shown with control characters escaped. Exit status: 1 when the file is not \
                a readable bundle or an asset cannot be written, 64 for a usage error.
                """
        )

        @OptionGroup var common: BundleFileOptions

        @Option(help: "Write each embedded asset into this directory.")
        var extract: String?
        @Option(help: "Also draw the story as this PNG, as `storyshare preview BUNDLE` does.")
        var preview: String?

        func validate() throws {
            if extract?.isEmpty == true { throw ValidationError("--extract needs a directory name") }
            if preview?.isEmpty == true { throw ValidationError("--preview needs a file name") }
        }

        func run() throws {
            let (bundle, format) = (common.bundle, common.format)
            let time = try parseTime(common.at)
            if let preview { try OutputPath.refuseIfNotOurs(preview, inputs: [bundle], needsDirectory: false) }
            let (decoded, status) = try reading { () throws(BundleFile.Failure) in try BundleFile.loadInPlace(bundle) }
            let summary = BundleSummary(decoded, path: bundle, at: time)
            switch format {
            case .text: print(InspectText.render(summary), terminator: "")
            case .json:
                guard let json = try? JSONReporter.encode(InspectDocument(summary)) else {
                    printError(BundleFile.Failure.malformed(bundle, "a value in it has no JSON form").description)
                    throw ExitCode.failure
                }
                print(json)
            }
            if let extract {
                let identity = status.identity
                let written = try writing { () throws(BundleWriteError) in
                    try BundleExtractor.extract(decoded, into: extract, protecting: [identity])
                }
                for path in written { printError("extracted \(DisplayText.path(path))") }
            }
            guard let preview else { return }
            // The picture is drawn from the bundle as StoryshareKit decodes it whole.
            let made = try saying {
                try PreviewScene.of(
                    decoded.decodedWhole().mapError { BundleFile.Failure.unloadable(bundle, .malformed($0)) }.get(),
                    path: bundle)
            }
            _ = try drawStory(
                made, width: PreviewLayout.storyWidth, safeZones: false, to: preview, protecting: [bundle])
            printError("drew \(DisplayText.path(preview))")
        }
    }
}

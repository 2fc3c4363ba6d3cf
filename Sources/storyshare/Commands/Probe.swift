import ArgumentParser
import StoryshareJudging
import StoryshareMedia
import StoryshareReport

extension Storyshare {
    /// `storyshare probe`: prints what storyshare knows about files.
    struct Probe: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the facts of images and videos (size, orientation, codec, duration, decode errors).",
            discussion: """
                Directories are walked for .png .jpg .jpeg .mp4 .mov .m4v .webm .heic .heif .gif .webp .avif \
                files; in an asset catalog, each image set by the file an iPhone loads. Exit status: 0 when \
                every file could be read, 1 when one could not (it is still reported).
                """
        )

        @Option(help: "Output format: text or json.")
        var format: DocumentFormat = .text
        @OptionGroup var jobsOption: JobsOption

        @Argument(help: "Files or directories to probe.")
        var paths: [String]

        func run() throws {
            let facts = InputPaths.probe(paths, jobs: jobsOption.jobs)
            switch format {
            case .json: print(try ProbeDocument(facts).json(), terminator: "")
            case .text: print(ProbeText.render(facts), terminator: "")
            }
            if facts.contains(where: { $0.readError != nil }) { throw ExitCode.failure }
        }
    }
}

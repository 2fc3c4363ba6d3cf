import ArgumentParser
import Foundation
import StoryshareReport

extension Storyshare {
    /// `storyshare color`: normalises the background colours and explains the fill they make.
    struct Color: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Normalise Stories background colours and tell whether they make a solid fill or a gradient.",
            discussion: """
                Accepted forms: #RGB, #RRGGBB, RRGGBB (six hex digits without '#') and rgb(r, g, b) with \
                integers 0-255. Hex digits may be in either case; surrounding whitespace is ignored. Alpha forms \
                (#RGBA, #RRGGBBAA, rgba(...)) are refused: Stories background colours are opaque. In a shell, \
                quote a colour that starts with '#' ('#FF0080'), or the shell reads it as a comment.

                A missing BOTTOM becomes #222222, the platform default. Equal colours give a solid background, \
                different ones a gradient from top to bottom. The platform shows these colours only when no \
                background image or video is shared.

                Exit status: 0 when the colours are valid; 1 when one is not (the reason goes to stderr, or \
                into the document with --format json); 64 on a usage error.
                """
        )

        @Option(help: "Output format: text or json.")
        var format: DocumentFormat = .text
        @Argument(help: "The top colour, e.g. '#FF0080', ff0080 or 'rgb(255, 0, 128)'.")
        var top: String
        @Argument(help: "The bottom colour (default: #222222).")
        var bottom: String?

        func run() throws {
            let given = GivenColors(top: top, bottom: bottom)
            switch format {
            case .json:
                print(try JSONReporter.encode(ColorDocument(given)))
            case .text:
                if let colors = given.resolved {
                    print(ColorText.explanation(of: colors, given: given), terminator: "")
                } else {
                    FileHandle.standardError.write(Data(ColorText.errors(given).utf8))
                }
            }
            if given.resolved == nil { throw ExitCode.failure }
        }
    }
}

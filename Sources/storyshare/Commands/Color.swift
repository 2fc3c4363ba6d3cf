import ArgumentParser
import Foundation
import StoryshareColor
import StoryshareMedia
import StoryshareReport
import StoryshareRules

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

/// One colour argument as typed, and what parsing made of it.
private struct GivenColor {
    let input: String
    let parsed: Result<HexColor, ColorError>

    init(_ input: String) {
        self.input = input
        parsed = Result { () throws(ColorError) in try HexColor(parsing: input) }
    }

    var color: HexColor? { try? parsed.get() }

    var error: ColorError? {
        if case .failure(let error) = parsed { return error }
        return nil
    }
}

/// The colour arguments, and the background they resolve to when every one is valid.
private struct GivenColors {
    let top: GivenColor
    let bottom: GivenColor?
    let resolved: BackgroundColors?

    init(top: String, bottom: String?) {
        self.top = GivenColor(top)
        self.bottom = bottom.map(GivenColor.init)
        if let topColor = self.top.color, self.bottom == nil || self.bottom?.color != nil {
            resolved = BackgroundColors.resolve(top: topColor, bottom: self.bottom?.color)
        } else {
            resolved = nil
        }
    }

    /// `(role, colour)` for each colour argument, top first.
    var all: [(role: String, given: GivenColor)] {
        [("top", top)] + (bottom.map { [("bottom", $0)] } ?? [])
    }
}

/// `storyshare color` as text, for people.
private enum ColorText {
    /// ```
    /// top:    #FF0080 (from "rgb(255, 0, 128)")
    /// bottom: #222222 (default: no bottom colour given)
    /// fill:   gradient from #FF0080 to #222222
    /// ```
    static func explanation(of colors: BackgroundColors, given: GivenColors) -> String {
        let bottom =
            if let input = given.bottom?.input {
                line(colors.bottom, input: input)
            } else {
                "\(colors.bottom.hex) (default: no bottom colour given)"
            }
        let fill =
            colors.isSolid ? "solid \(colors.top.hex)" : "gradient from \(colors.top.hex) to \(colors.bottom.hex)"
        return """
            top:    \(line(colors.top, input: given.top.input))
            bottom: \(bottom)
            fill:   \(fill)

            """
    }

    /// The normalised colour, and what was typed when that differs from it.
    private static func line(_ color: HexColor, input: String) -> String {
        input == color.hex ? color.hex : "\(color.hex) (from \(input.debugDescription))"
    }

    /// One line per invalid colour, in the shape of `validate`'s findings.
    static func errors(_ given: GivenColors) -> String {
        given.all.compactMap { role, color in
            color.error.map { "\(role): error: \($0.message) [color-invalid]\n" }
        }.joined()
    }
}

/// `storyshare color --format json`:
/// `{"tool":{"name","version"},"top":{…},"bottom":{…},"fill":"solid"|"gradient"}`, where each colour is
/// `{"input"?,"hex","red","green","blue","defaulted"}`, or `{"input","error","defaulted":false}` when invalid
/// (and then there is no `fill`).
private struct ColorDocument: Encodable {
    struct Color: Encodable {
        let input: String?
        let hex: String?
        let red: UInt8?
        let green: UInt8?
        let blue: UInt8?
        let defaulted: Bool
        let error: String?

        init(input: String?, color: HexColor?, error: ColorError?) {
            self.input = input
            hex = color?.hex
            red = color?.red
            green = color?.green
            blue = color?.blue
            defaulted = input == nil
            self.error = error?.message
        }
    }

    let tool = ToolStamp()
    let top: Color
    let bottom: Color
    let fill: String?

    init(_ given: GivenColors) {
        top = Color(input: given.top.input, color: given.top.color, error: given.top.error)
        if let bottom = given.bottom {
            self.bottom = Color(input: bottom.input, color: bottom.color, error: bottom.error)
        } else {
            bottom = Color(input: nil, color: HexColor.defaultBottom, error: nil)
        }
        fill = given.resolved?.fill.rawValue
    }
}

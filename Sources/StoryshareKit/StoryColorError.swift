/// Why a text is not an accepted Stories background colour (the `color-invalid` finding's reason), for the command
/// line and an app's own checks alike. Payloads hold the input without its surrounding whitespace.
public enum StoryColorError: Error, Equatable, Sendable {
    /// The text is empty or only whitespace.
    case empty
    /// An alpha form (`#RGBA`, `#RRGGBBAA`, eight bare digits, `rgba(…)`, a fourth component, `/ alpha`).
    case alphaNotSupported(input: String)
    /// Three hex digits without the leading `#` (`RGB` alone is too easily a typo).
    case shortHexWithoutHash(input: String)
    /// `rgb(…)` with another number of comma-separated components than three: the number found.
    case rgbComponentCount(input: String, count: Int)
    /// An `rgb(…)` component written as a percentage.
    case rgbPercentage(input: String, component: String)
    /// An `rgb(…)` component that is an integer outside 0–255.
    case rgbComponentOutOfRange(input: String, component: String)
    /// An `rgb(…)` component that is not an integer in ASCII digits (empty between two commas).
    case rgbComponentInvalid(input: String, component: String)
    /// Anything else: not one of the accepted forms.
    case unrecognised(input: String)
    /// How the accepted forms are listed in messages.
    public static let acceptedForms = "#RGB, #RRGGBB, RRGGBB or rgb(r, g, b)"
    /// How many Unicode scalars of the input a message quotes before abbreviating it.
    public static let quotedInputLimit = 40
    /// A one-line explanation for people: what is wrong, and what to write instead.
    public var message: String {
        switch self {
        case .empty:
            return "no colour given (the text is empty); use \(Self.acceptedForms)"
        case .alphaNotSupported(let input):
            return "\(Self.quote(input)) has an alpha channel, which Stories background colours do not support;"
                + " give an opaque colour as \(Self.acceptedForms)"
        case .shortHexWithoutHash(let input):
            return "\(Self.quote(input)) is not a colour: three hex digits need a leading \"#\""
                + " (\(Self.quote("#" + input))); use \(Self.acceptedForms)"
        case .rgbComponentCount(let input, let count):
            return "\(Self.quote(input)) is not a colour: rgb() takes 3 comma-separated integers 0-255,"
                + " found \(count) component\(count == 1 ? "" : "s")"
        case .rgbPercentage(let input, let component):
            return "\(Self.quote(input)) is not a colour: percentages such as \(Self.quote(component))"
                + " are not supported; rgb() takes integers 0-255"
        case .rgbComponentOutOfRange(let input, let component):
            return "\(Self.quote(input)) is not a colour: \(Self.quote(component)) is out of range;"
                + " rgb() takes integers 0-255"
        case .rgbComponentInvalid(let input, let component):
            let what = component.isEmpty ? "an empty component" : Self.quote(component)
            return "\(Self.quote(input)) is not a colour: \(what) is not an integer; rgb() takes integers 0-255"
        case .unrecognised(let input):
            return "\(Self.quote(input)) is not a colour; use \(Self.acceptedForms), e.g. #FF0080"
        }
    }
    /// `text` in double quotes, escaped as file names are shown (`\"`, `\\`, `\n`, control and bidirectional
    /// characters as `\xNN`), cut after ``quotedInputLimit`` Unicode scalars.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars.prefix(quotedInputLimit) {
            switch scalar.value {
            case _ where escapes[scalar] != nil: out += escapes[scalar]!
            case 0xF780...0xF7FF: out += "\\x" + UInt8(scalar.value - 0xF700).hexDigits  // a byte of a name not UTF-8
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE,
                0xFFFF:
                out += String(scalar).utf8.map { "\\x" + $0.hexDigits }.joined()
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + (text.unicodeScalars.count > quotedInputLimit ? "…\"" : "\"")
    }

    private static let escapes: [Unicode.Scalar: String] = [
        "\t": "\\t", "\n": "\\n", "\r": "\\r", "\"": "\\\"", "\\": "\\\\",
    ]
}

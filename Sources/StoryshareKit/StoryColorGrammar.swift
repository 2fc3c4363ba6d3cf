/// The grammar of Stories background colours, written once: the command line's colour module parses with it and
/// an app's own checks judge with it. Accepted: `#RGB` (each digit doubled), `#RRGGBB`, `RRGGBB` (three bare
/// digits are refused: more often a typo than a colour) and `rgb(r, g, b)` with integers 0–255 (`rgb` in any
/// case). Hex digits in either case, ASCII digits only, whitespace around the text ignored; alpha forms (`#RGBA`,
/// `#RRGGBBAA`, eight bare digits, `rgba(…)`, a fourth component or `/ alpha`) are refused. Linear time.
public enum StoryColorGrammar {
    /// An opaque colour's components, 0–255 each.
    public typealias Components = (red: UInt8, green: UInt8, blue: UInt8)
    /// The colour `text` writes, or a ``StoryColorError`` saying why it is none.
    public static func parse(_ text: String) throws(StoryColorError) -> Components {
        let scalars = trimmed(text.unicodeScalars[...])
        let input = String(scalars)
        guard let first = scalars.first else { throw .empty }
        if first == "#" { return try hexDigits(scalars.dropFirst(), hash: true, input: input) }
        if arguments(scalars, name: "rgba") != nil { throw .alphaNotSupported(input: input) }
        if let arguments = arguments(scalars, name: "rgb") { return try rgb(arguments, input: input) }
        return try hexDigits(scalars, hash: false, input: input)
    }

    /// `components` as a pasteboard writes them: `#` and six uppercase hex digits, e.g. `#FF0080`.
    public static func hex(_ components: Components) -> String {
        "#" + [components.red, components.green, components.blue].map(\.hexDigits).joined()
    }

    private typealias Scalars = Substring.UnicodeScalarView
    private static func hexDigits(_ digits: Scalars, hash: Bool, input: String) throws(StoryColorError) -> Components {
        // At most 8 digits make an accepted or an alpha form: reading stops after 9, so a huge input costs little.
        var v: [UInt8] = []
        for scalar in digits.prefix(9) {
            guard let value = UInt8(String(scalar), radix: 16), scalar.isASCII else {
                throw .unrecognised(input: input)
            }
            v.append(value)
        }
        switch (v.count, hash) {
        case (3, true): return (v[0] * 0x11, v[1] * 0x11, v[2] * 0x11)
        case (6, _): return (v[0] << 4 | v[1], v[2] << 4 | v[3], v[4] << 4 | v[5])
        case (4, true), (8, _): throw .alphaNotSupported(input: input)
        case (3, false): throw .shortHexWithoutHash(input: input)
        default: throw .unrecognised(input: input)
        }
    }

    /// What stands between the parentheses of `name(…)` (`name` in any ASCII case), or `nil`.
    private static func arguments(_ scalars: Scalars, name: String) -> Scalars? {
        let head = scalars.prefix(name.unicodeScalars.count)
        guard String(head).lowercased() == name, head.allSatisfy(\.isASCII) else { return nil }
        let rest = scalars[head.endIndex...]
        guard rest.first == "(", rest.count >= 2, rest.last == ")" else { return nil }
        return rest.dropFirst().dropLast()
    }

    /// `r, g, b`: three integers 0–255. A fourth component, or CSS's `/ alpha`, is an alpha form.
    private static func rgb(_ arguments: Scalars, input: String) throws(StoryColorError) -> Components {
        if arguments.contains("/") { throw .alphaNotSupported(input: input) }
        if trimmed(arguments).isEmpty { throw .rgbComponentCount(input: input, count: 0) }
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 4, !trimmed(parts[3]).isEmpty { throw .alphaNotSupported(input: input) }
        guard parts.count == 3 else { throw .rgbComponentCount(input: input, count: parts.count) }
        var v: [UInt8] = []
        for part in parts {
            // ASCII digits after an optional minus sign, so that a negative value is out of range, not "not a
            // number" (`-0` is 0); the value saturates above 255 so a long run of digits cannot overflow.
            let component = trimmed(part)
            let text = String(component)
            if component.last == "%" { throw .rgbPercentage(input: input, component: text) }
            let digits = component.first == "-" ? component.dropFirst() : component
            guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0.value) }) else {
                throw .rgbComponentInvalid(input: input, component: text)
            }
            let value = digits.reduce(0) { min($0 * 10 + Int($1.value - 0x30), 256) }
            guard component.first != "-" || value == 0, value <= 255 else {
                throw .rgbComponentOutOfRange(input: input, component: text)
            }
            v.append(UInt8(value))
        }
        return (v[0], v[1], v[2])
    }

    /// `scalars` without the whitespace (Unicode `White_Space`, newlines included) at either end.
    private static func trimmed(_ scalars: Scalars) -> Scalars {
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return scalars[scalars.endIndex...] }
        return scalars[start...last]
    }
}

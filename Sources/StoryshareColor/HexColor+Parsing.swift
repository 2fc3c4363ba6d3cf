extension HexColor {
    /// Parses a colour written in one of the forms the `color-invalid` rule accepts:
    ///
    /// - `#RGB`: three hex digits, each doubled (`#abc` is `#AABBCC`);
    /// - `#RRGGBB`;
    /// - `RRGGBB`: six hex digits without `#` (three bare digits, `RGB`, are refused: the spec
    ///   does not list that form, and `abc` is more often a typo than a colour);
    /// - `rgb(r, g, b)`: three integers 0–255 separated by commas, with any whitespace around
    ///   them; `rgb` in any case.
    ///
    /// Hex digits may be upper or lower case. Whitespace around the whole text is ignored. Only
    /// ASCII digits count: other scripts' digits are refused. Alpha forms (`#RGBA`, `#RRGGBBAA`,
    /// eight bare digits, `rgba(…)`) are refused with ``ColorError/alphaNotSupported(input:)``.
    /// Parsing takes time linear in the length of the text.
    ///
    /// - Throws: a ``ColorError`` saying why the text is not a colour.
    public init(parsing text: String) throws(ColorError) {
        let input = Self.trimmingWhitespace(text)
        let scalars = input.unicodeScalars
        guard let first = scalars.first else { throw .empty }
        if first == "#" {
            self = try Self.parseHexDigits(scalars.dropFirst(), hash: true, input: input)
        } else if Self.functionArguments(scalars, name: "rgba") != nil {
            throw .alphaNotSupported(input: input)
        } else if let arguments = Self.functionArguments(scalars, name: "rgb") {
            self = try Self.parseRGBArguments(arguments, input: input)
        } else {
            self = try Self.parseHexDigits(scalars[...], hash: false, input: input)
        }
    }

    /// `text` without the whitespace (Unicode `White_Space`, newlines included) at either end.
    private static func trimmingWhitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...last])
    }

    /// The hex forms: `#RGB`, `#RRGGBB` (with `hash`) and `RRGGBB` (without).
    private static func parseHexDigits(
        _ digits: Substring.UnicodeScalarView, hash: Bool, input: String
    ) throws(ColorError) -> HexColor {
        // At most 8 digits can make an accepted or an alpha form: stop reading after 9, so that
        // a huge input costs no more than a short one.
        var values: [UInt8] = []
        for scalar in digits.prefix(9) {
            guard let value = hexDigitValue(scalar) else { throw .unrecognised(input: input) }
            values.append(value)
        }
        switch (values.count, hash) {
        case (3, true):
            return HexColor(red: values[0] * 0x11, green: values[1] * 0x11, blue: values[2] * 0x11)
        case (6, _):
            return HexColor(
                red: values[0] << 4 | values[1], green: values[2] << 4 | values[3], blue: values[4] << 4 | values[5])
        case (4, true), (8, _):
            throw .alphaNotSupported(input: input)
        case (3, false):
            throw .shortHexWithoutHash(input: input)
        default:
            throw .unrecognised(input: input)
        }
    }

    /// The value of an ASCII hex digit, either case; `nil` for anything else.
    private static func hexDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: return UInt8(scalar.value - 0x30)  // 0-9
        case 0x41...0x46: return UInt8(scalar.value - 0x41 + 10)  // A-F
        case 0x61...0x66: return UInt8(scalar.value - 0x61 + 10)  // a-f
        default: return nil
        }
    }

    /// What stands between the parentheses of `name(…)` (`name` matched in any ASCII case), or
    /// `nil` when `scalars` is not written that way.
    private static func functionArguments(
        _ scalars: String.UnicodeScalarView, name: String
    ) -> Substring.UnicodeScalarView? {
        var index = scalars.startIndex
        for expected in name.unicodeScalars {
            guard index != scalars.endIndex, asciiLowercased(scalars[index]) == expected else { return nil }
            index = scalars.index(after: index)
        }
        guard index != scalars.endIndex, scalars[index] == "(", scalars.last == ")" else { return nil }
        let open = scalars.index(after: index)
        let close = scalars.index(before: scalars.endIndex)
        guard open <= close else { return nil }
        return scalars[open..<close]
    }

    private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar
    }

    /// `r, g, b`: three integers 0–255. A fourth component, or CSS's `/ alpha`, is an alpha form.
    private static func parseRGBArguments(
        _ arguments: Substring.UnicodeScalarView, input: String
    ) throws(ColorError) -> HexColor {
        if arguments.contains("/") { throw .alphaNotSupported(input: input) }
        if trimmed(arguments).isEmpty { throw .rgbComponentCount(input: input, count: 0) }
        let components = arguments.split(separator: ",", omittingEmptySubsequences: false)
        if components.count == 4, !trimmed(components[3]).isEmpty { throw .alphaNotSupported(input: input) }
        guard components.count == 3 else { throw .rgbComponentCount(input: input, count: components.count) }
        var values: [UInt8] = []
        for component in components {
            values.append(try parseRGBComponent(trimmed(component), input: input))
        }
        return HexColor(red: values[0], green: values[1], blue: values[2])
    }

    private static func trimmed(_ scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return scalars[scalars.endIndex...] }
        return scalars[start...last]
    }

    /// One component: ASCII digits (leading zeros allowed), optionally after a minus sign, so that
    /// a negative value is reported as out of range rather than as not a number (`-0` is 0).
    private static func parseRGBComponent(
        _ component: Substring.UnicodeScalarView, input: String
    ) throws(ColorError) -> UInt8 {
        let text = String(component)
        if component.last == "%" { throw .rgbPercentage(input: input, component: text) }
        let negative = component.first == "-"
        let digits = negative ? component.dropFirst() : component[...]
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0.value) }) else {
            throw .rgbComponentInvalid(input: input, component: text)
        }
        // Saturate above 255 so that a long run of digits cannot overflow.
        var value = 0
        for digit in digits {
            value = min(value * 10 + Int(digit.value - 0x30), 256)
        }
        guard !negative || value == 0, value <= 255 else {
            throw .rgbComponentOutOfRange(input: input, component: text)
        }
        return UInt8(value)
    }
}

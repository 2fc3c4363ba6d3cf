import StoryshareXML

/// The shape of decimal numbers the text readers accept, checked before `Double(_:)` (which
/// would also take hexadecimal floats, "nan" and surrounding junk).
enum DecimalGrammar {
    /// Whether `text` is `[+-]?digits[.digits][(e|E)[+-]?digits]` (XML: also `.5`, `5.`, a leading
    /// `+`) or, with `strictJSON`, RFC 8259's `-?(0|[1-9]digits)[.digits][(e|E)[+-]?digits]`.
    static func isDecimal(_ text: InputBytes, strictJSON: Bool) -> Bool {
        var index = text.startIndex
        let end = text.endIndex
        func isDigit(_ position: Int) -> Bool {
            position < end && text[position] >= UInt8(ascii: "0") && text[position] <= UInt8(ascii: "9")
        }
        func digits() -> Int {
            let start = index
            while isDigit(index) {
                index += 1
            }
            return index - start
        }
        if index < end, text[index] == UInt8(ascii: "-") || (!strictJSON && text[index] == UInt8(ascii: "+")) {
            index += 1
        }
        let integerStart = index
        let integerDigits = digits()
        if strictJSON {
            guard integerDigits > 0, integerDigits == 1 || text[integerStart] != UInt8(ascii: "0") else {
                return false
            }
        }
        var fractionDigits = 0
        if index < end, text[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = digits()
            if strictJSON && fractionDigits == 0 {
                return false
            }
        }
        guard integerDigits + fractionDigits > 0 else {
            return false
        }
        if index < end, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else {
                return false
            }
        }
        return index == end
    }
}

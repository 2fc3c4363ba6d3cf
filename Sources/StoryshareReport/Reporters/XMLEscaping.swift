/// Escaping for XML 1.0 reports (JUnit).
enum XMLEscaping {
    /// Text for an attribute value in double quotes: `& < > " '` as entities, and tab, line feed and
    /// carriage return as character references so attribute-value normalisation keeps them.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// Text for element content: `& < >` as entities (so `]]>` cannot appear), carriage return as a
    /// character reference (parsers would otherwise turn CR LF into LF).
    static func text(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// Characters XML 1.0 cannot carry at all, even as a character reference (C0 controls other than
    /// tab, LF and CR; U+FFFE and U+FFFF), become U+FFFD so the document stays well-formed.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

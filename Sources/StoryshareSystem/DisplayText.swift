/// Text from files and file names made safe to print: a name or a bundle's string can hold control
/// characters (a terminal escape sequence, a line break that forges a line of output), bidirectional
/// overrides that reorder what is shown, and bytes that are not UTF-8 (see ``PathBytes``). Each of
/// those is shown escaped: `\t`, `\n`, `\r`, and `\xNN` for every byte of anything else.
public enum DisplayText {
    /// `text` with every character that could change how output looks escaped; nothing else changes.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars { append(scalar, to: &out, quoting: false) }
        return out
    }

    /// `text` in double quotes, with `"` and `\` escaped as well: a value shown as a value.
    public static func quoted(_ text: String) -> String { quoted(text, limit: .max) }

    /// A path as people see it: as it is when it is plain text, else quoted and escaped as git shows
    /// such names (`"a\xFF.png"`, `"line\nbreak.png"`), so that every name prints on one line and
    /// no two names print alike.
    public static func path(_ path: String) -> String {
        let plain = !path.unicodeScalars.contains { needsEscape($0) || $0 == "\"" || $0 == "\\" }
        return plain ? path : quoted(path)
    }

    /// Control characters (C0, DEL, C1), line and paragraph separators, bidirectional formatting
    /// characters, the noncharacters U+FFFE and U+FFFF, and bytes held by ``PathBytes``.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: true
        case PathBytes.rawScalars: true
        default: false
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to out: inout String, quoting: Bool) {
        switch scalar {
        case "\t": out += "\\t"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\"" where quoting: out += "\\\""
        case "\\" where quoting: out += "\\\\"
        default:
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                return
            }
            for byte in PathBytes.bytes(of: String(scalar)) { out += "\\x" + hex(byte) }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    /// `text` in double quotes as ``quoted(_:)`` shows it, cut after `limit` Unicode scalars (then `…`), so that a
    /// huge input gives a short message.
    public static func quoted(_ text: String, limit: Int) -> String {
        var out = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit {
                out += "…"
                break
            }
            append(scalar, to: &out, quoting: true)
        }
        return out + "\""
    }
}

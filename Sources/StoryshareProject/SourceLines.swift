/// A source file's lines, with comments left out: lines that are `//`, `#` or `*` comments and the insides of
/// `/* … */` blocks (a commented-out share call is not one). Text after code on a line is kept whole, since a
/// URL holds `//` too. Lines end at LF, CR LF or CR alone (a file saved on Windows or an old Mac).
struct SourceLines {
    /// Each line of code with its number (from 1), comment lines removed.
    let code: [(number: Int, text: String)]

    init(_ text: String) {
        var code: [(Int, String)] = []
        var inBlock = false
        var number = 0
        for raw in Self.lines(of: text) {
            number += 1
            var line = Substring(raw)
            if inBlock {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlock = false
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("#") || trimmed.hasPrefix("*") { continue }
            if trimmed.hasPrefix("/*") {
                if let end = trimmed.range(of: "*/") {
                    line = trimmed[end.upperBound...]
                } else {
                    inBlock = true
                    continue
                }
            }
            if line.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) { code.append((number, String(line))) }
        }
        self.code = code
    }

    /// The lines of `text`, without their ends, found in its UTF-8 bytes (a Swift `Character` holds a CR LF as one,
    /// so splitting at `"\n"` would see none in a Windows file).
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index != utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            start = index
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }
}

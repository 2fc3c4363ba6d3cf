/// A source file's lines, with comments left out: lines that are `//`, `#` or `*` comments and the insides of
/// `/* … */` blocks (a commented-out share call is not one). Text after code on a line is kept whole, since a
/// URL holds `//` too.
struct SourceLines {
    /// Each line of code with its number (from 1), comment lines removed.
    let code: [(number: Int, text: String)]

    init(_ text: String) {
        var code: [(Int, String)] = []
        var inBlock = false
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
}

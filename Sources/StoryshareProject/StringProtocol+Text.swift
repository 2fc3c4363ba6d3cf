import Foundation
import StoryshareKit

extension StringProtocol {
    /// The extension in lower case, without the dot ("" when none).
    var fileExtension: String {
        guard let dot = lastIndex(of: "."), dot != startIndex else { return "" }
        let ext = self[index(after: dot)...]
        return ext.contains("/") ? "" : ext.lowercased()
    }

    /// Whether `word` occurs with no letter, digit or `_` on either side.
    func containsWord(_ word: String) -> Bool {
        var rest = Substring(self)
        while let range = rest.range(of: word) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isWordCharacter: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The text without leading and trailing spaces, tabs and line ends.
    func trimmingWhitespaceSubstring() -> Substring {
        let text = Substring(self)
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }

    /// ``trimmingWhitespaceSubstring()`` as a `String`.
    func trimmingWhitespace() -> String { String(trimmingWhitespaceSubstring()) }
}

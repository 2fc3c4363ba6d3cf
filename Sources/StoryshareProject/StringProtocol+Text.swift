import Foundation
import StoryshareKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StringProtocol {
    /// The extension in lower case, without the dot ("" when none).
    var fileExtension: String {
        guard let dot = lastIndex(of: "."), dot != startIndex else { return "" }
        let ext = self[index(after: dot)...]
        return ext.contains("/") ? "" : ext.lowercased()
    }

    /// Whether `word` occurs with no letter, digit or `_` on either side; with `asMember` false, not after a `.`
    /// either (`backgroundImage`, not the end of `"com.instagram.sharedSticker.backgroundImage"` or `x.backgroundImage`).
    func containsWord(_ word: String, asMember: Bool = true) -> Bool {
        let text = Substring(self)
        var rest = text
        while let range = rest.range(of: word) {
            let before = text[..<range.lowerBound].last
            let after = text[range.upperBound...].first
            let isWordCharacter: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordCharacter(before), !isWordCharacter(after), asMember || before != "." { return true }
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

    /// Whether the text holds `needle`, byte for byte in UTF-8 (`memchr` and `memcmp`): what a scan of every line of a source
    /// asks dozens of times a line, where Foundation's `contains` converts both to UTF-16 first.
    func hasText(_ needle: String) -> Bool {
        var needle = needle
        var text = String(self)
        let found = text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let first = wanted.first else { return true }
                guard wanted.count <= haystack.count, let base = haystack.baseAddress,
                    let wantedBase = wanted.baseAddress
                else { return false }
                // Each place the first byte is (memchr), compared whole there (memcmp).
                var offset = 0
                let last = haystack.count - wanted.count
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, wantedBase, wanted.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
        return found
    }
}

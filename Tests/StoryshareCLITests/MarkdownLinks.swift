import Foundation

/// The relative links of a Markdown page and the anchors its headings make, as GitHub renders them.
enum MarkdownLinks {
    /// A link found on a page: its target as written (`docs/fix.md#exit-status`) and its line.
    struct Link: Equatable {
        let target: String
        let line: Int
    }

    /// The page's lines outside fenced code blocks, with their line numbers.
    static func prose(_ text: String) -> [(number: Int, text: String)] {
        var inFence = false
        var lines: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append((index + 1, String(line))) }
        }
        return lines
    }

    /// Every `[text](target)` and `![alt](target)` whose target is not a URL with a scheme (`https:`, `mailto:`),
    /// outside code blocks and inline code.
    static func relativeLinks(in text: String) -> [Link] {
        var links: [Link] = []
        for (number, line) in prose(text) {
            // Inline code is not a link: drop every `…` span first.
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            let outsideCode = parts.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(
                separator: " ")
            var rest = Substring(outsideCode)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close])
                rest = after[after.index(after: close)...]
                if target.isEmpty || target.contains(" ") { continue }
                if let colon = target.firstIndex(of: ":"), !target[..<colon].contains("/"),
                    !target[..<colon].contains("#")
                {
                    continue  // https:, mailto:, …
                }
                links.append(Link(target: target, line: number))
            }
        }
        return links
    }

    /// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces made hyphens.
    static func slug(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    /// The anchors of a page's headings, a repeated one numbered as GitHub numbers it (`-1`, `-2`).
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for (_, line) in prose(text) {
            let hashes = line.prefix { $0 == "#" }
            guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { continue }
            let base = slug(line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces))
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }
}

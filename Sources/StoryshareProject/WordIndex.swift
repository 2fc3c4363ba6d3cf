import Foundation
import StoryshareKit

/// Where each identifier of a source occurs: the indexes of the lines of code holding it, made in one pass.
struct WordIndex {
    private var positions: [Substring: [Int]] = [:]

    init(_ lines: SourceLines) {
        for (index, line) in lines.code.enumerated() {
            var start: String.Index?
            var last: Substring?
            for position in line.text.indices {
                let character = line.text[position]
                let isWord = character.isLetter || character.isNumber || character == "_"
                if isWord, start == nil { start = position }
                if !isWord, let begun = start {
                    let word = line.text[begun..<position]
                    if word != last { positions[word, default: []].append(index) }
                    last = word
                    start = nil
                }
            }
            if let begun = start { positions[line.text[begun...], default: []].append(index) }
        }
        for key in positions.keys { positions[key] = Array(Set(positions[key]!)).sorted() }
    }

    /// The indexes of the lines holding `word` as a whole word.
    func positions(of word: String) -> [Int] { positions[Substring(word)] ?? [] }
}

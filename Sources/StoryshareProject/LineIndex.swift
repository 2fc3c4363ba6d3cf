import Foundation
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line numbers of a text, found by a byte search (`memchr`) and the offsets where lines start, counted once:
/// fast on a 6,000-line project file or a `package.json` of thousands of dependencies. Lines end at LF, CR LF or
/// CR alone.
struct LineIndex {
    let bytes: [UInt8]
    /// The offset each line starts at, in order.
    private let starts: [Int]

    init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for offset in bytes.indices where Self.endsLine(bytes, at: offset) { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The line (from 1) of the first occurrence of `needle`, if any.
    func line(ofFirst needle: String) -> Int? {
        offset(of: needle, from: 0).map(line(at:))
    }

    /// The offset of the first `needle` at or after `start`.
    func offset(of needle: String, from start: Int) -> Int? {
        ByteSearch.offset(of: Array(needle.utf8), in: bytes, from: start)
    }

    /// The line (from 1) of each key of a JSON text's objects at `depth` (the root object's keys are at 1, those of
    /// an object it holds at 2; an array counts as a level), the first where a key repeats; in one pass.
    /// `"ios": [` inside a plugin's options is deeper than the configuration's own `"ios": {`.
    func keyLines(atDepth wanted: Int) -> [String: Int] {
        var found: [String: Int] = [:]
        var line = 1
        var depth = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.endsLine(bytes, at: offset) { line += 1 }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                let start = offset + 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                let startLine = line
                // (A string holds no line end in JSON; one that does is counted all the same.)
                for inner in start..<min(end, bytes.count) where Self.endsLine(bytes, at: inner) { line += 1 }
                var next = end + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) {
                    if Self.endsLine(bytes, at: next) { line += 1 }
                    next += 1
                }
                if depth == wanted, next < bytes.count, bytes[next] == UInt8(ascii: ":"), end <= bytes.count {
                    let key = String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
                    if found[key] == nil { found[key] = startLine }
                }
                offset = next
                continue
            default: break
            }
            offset += 1
        }
        return found
    }

    /// The line (from 1) where each double-quoted string of the text first appears, in one pass.
    func quotedStrings() -> [String: Int] {
        var found: [String: Int] = [:]
        var line = 1
        var start: Int?
        for (offset, byte) in bytes.enumerated() {
            if Self.endsLine(bytes, at: offset) {
                line += 1
                start = nil
            } else if byte == UInt8(ascii: "\"") {
                if let begun = start {
                    let text = String(decoding: bytes[(begun + 1)..<offset], as: UTF8.self)
                    if found[text] == nil { found[text] = line }
                    start = nil
                } else {
                    start = offset
                }
            }
        }
        return found
    }

    /// The offsets of every double-quoted string of the text (its opening quote), by its text, in order, in one
    /// pass: where ``line(ofQuoted:after:in:)`` looks.
    func quotedOffsets() -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        var start: Int?
        for (offset, byte) in bytes.enumerated() {
            if Self.endsLine(bytes, at: offset) {
                start = nil
            } else if byte == UInt8(ascii: "\"") {
                if let begun = start {
                    found[String(decoding: bytes[(begun + 1)..<offset], as: UTF8.self), default: []].append(begun)
                    start = nil
                } else {
                    start = offset
                }
            }
        }
        return found
    }

    /// The line (from 1) of the first `"value"` after the first `"key"` (or anywhere, without one or when the key is
    /// not there or no value follows it), looked up in `quoted` (``quotedOffsets()``): a binary search, where a
    /// search would read the text again for each value.
    func line(ofQuoted value: String, after key: String?, in quoted: [String: [Int]]) -> Int? {
        guard let offsets = quoted[value], let first = offsets.first else { return nil }
        guard let key, let start = quoted[key]?.first else { return line(at: first) }
        let low = offsets.firstIndex(notBelow: { $0 < start })
        return line(at: low < offsets.count ? offsets[low] : first)
    }

    /// The line (from 1) of each line's first word when the line begins with two tabs (a `project.pbxproj`
    /// object: `\t\tID /* name */ = {`), in one pass.
    func objectLines() -> [String: Int] {
        var found: [String: Int] = [:]
        for (index, start) in starts.enumerated() {
            guard start + 2 < bytes.count, bytes[start] == 0x09, bytes[start + 1] == 0x09 else { continue }
            var end = start + 2
            while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x0A, bytes[end] != 0x0D, bytes[end] != 0x09 {
                end += 1
            }
            let word = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            if found[word] == nil { found[word] = index + 1 }
        }
        return found
    }

    /// The line (from 1) of the `project.pbxproj` object starting on line `line` that sets its own member `key`
    /// (`\t\t\tproductType = "…";`; at `depth` 4, a member of its member: a build setting), read up to the object's end
    /// (`\t\t};`); `nil` when it sets none.
    func memberLine(_ key: String, ofObjectAt line: Int, depth: Int = 3) -> Int? {
        let member = Array((String(repeating: "\t", count: depth) + "\(key) = ").utf8)
        let end = Array("\t\t};".utf8)
        func begins(_ prefix: [UInt8], at offset: Int) -> Bool {
            offset + prefix.count <= bytes.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
        var index = line
        while index < starts.count {
            let start = starts[index]
            if begins(end, at: start) { return nil }
            if begins(member, at: start) { return index + 1 }
            index += 1
        }
        return nil
    }

    /// Whether the byte at `offset` ends a line: an LF, or a CR that no LF follows.
    static func endsLine(_ bytes: [UInt8], at offset: Int) -> Bool {
        let byte = bytes[offset]
        return byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
    }

    /// The line holding the byte at `offset`: a binary search of the line starts.
    func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }
}

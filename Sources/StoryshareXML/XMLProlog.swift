/// The parts of an XML document's prolog the XML reader reads on their own: the encoding an XML declaration
/// names, and where a DOCTYPE ends.
package enum XMLProlog {
    /// The bytes of the encoding name an XML declaration names (`<?xml version="1.0" encoding="UTF-8"?>`), when
    /// it names one. `declaration` runs from its `<?xml` up to its `?>`.
    package static func encodingName(in bytes: InputBytes, declaration: Range<Int>) -> InputBytes? {
        let end = declaration.upperBound
        // `encoding`, then `=`, then a quoted name, inside the declaration.
        guard var index = find(Array("encoding".utf8), in: bytes, range: declaration) else { return nil }
        index += 8
        while index < end, TextScanner.isWhitespace(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < end, TextScanner.isWhitespace(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        var nameEnd = index + 1
        while nameEnd < end, bytes[nameEnd] != quote { nameEnd += 1 }
        return bytes[(index + 1)..<nameEnd]
    }

    /// Whether `name` is `UTF-8` in any letter case; compared byte by byte, as comparing a long hostile name as
    /// a `String` would normalise it.
    package static func isUTF8(_ name: InputBytes) -> Bool {
        name.count == 5
            && zip(name, "utf-8".utf8).allSatisfy { byte, expected in
                (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected
            }
    }

    /// How a DOCTYPE that begins at `start` (at `<!DOCTYPE`) ends.
    package enum DoctypeEnd: Equatable {
        /// At its `>`: reading goes on at `next`.
        case closed(next: Int)
        /// An internal subset (`[`, where entities are declared) begins at `offset`.
        case internalSubset(at: Int)
        /// Markup (`<`) begins at `offset` before the `>`.
        case markup(at: Int)
        /// A quoted literal or the DOCTYPE itself runs to the end of the input.
        case unclosed(quote: Bool)
    }

    /// Where the DOCTYPE that begins at `start` ends, quoted literals skipped.
    package static func doctypeEnd(in bytes: InputBytes, from start: Int) -> DoctypeEnd {
        var index = start + 9
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < bytes.count, bytes[index] != byte { index += 1 }
                guard index < bytes.count else { return .unclosed(quote: true) }
                index += 1
            case UInt8(ascii: "["):
                return .internalSubset(at: index)
            case UInt8(ascii: ">"):
                return .closed(next: index + 1)
            case UInt8(ascii: "<"):
                return .markup(at: index)
            default:
                index += 1
            }
        }
        return .unclosed(quote: false)
    }

    private static func find(_ literal: [UInt8], in bytes: InputBytes, range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index + literal.count <= range.upperBound {
            if bytes[index..<(index + literal.count)].elementsEqual(literal) { return index }
            index += 1
        }
        return nil
    }
}

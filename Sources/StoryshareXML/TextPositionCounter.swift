/// Turns byte offsets into ``TextPosition``s in one pass over the input, however many there are: offsets
/// asked in increasing order (as a reader meets them) cost only the bytes between them, where
/// ``TextPosition/init(offset:in:)`` counts from the start each time. An offset before the last one asked
/// starts the count again from the beginning.
package struct TextPositionCounter {
    private let bytes: InputBytes
    private var position = TextPosition(offset: 0, line: 1, column: 1)

    /// A counter over `bytes`, at their start.
    package init(_ bytes: InputBytes) {
        self.bytes = bytes
    }

    /// The position of byte `offset` (clamped to the input).
    package mutating func position(at offset: Int) -> TextPosition {
        let end = min(max(offset, 0), bytes.count)
        if end < position.offset {
            position = TextPosition(offset: 0, line: 1, column: 1)
        }
        var index = position.offset
        var line = position.line
        var column = position.column
        while index < end {
            let byte = bytes[index]
            // A line ends at LF, CR LF or CR alone (XML reads each as one line end): the LF of a CR LF starts
            // no second line.
            if byte == 0x0A, index > 0, bytes[index - 1] == 0x0D {
                column = 1
            } else if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Every byte that starts a UTF-8 sequence is a column; continuation bytes are not.
                column += 1
            }
            index += 1
        }
        position = TextPosition(offset: end, line: line, column: column)
        return position
    }
}

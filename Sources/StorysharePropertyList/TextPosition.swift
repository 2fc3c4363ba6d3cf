/// A place in an XML or JSON document, for error messages.
public struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    /// The byte offset from the start of the input (0-based).
    public var offset: Int
    /// The line (1-based); lines end at LF.
    public var line: Int
    /// The column (1-based), counted in Unicode scalars from the start of the line.
    public var column: Int

    /// A position from its parts.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` of `bytes` (clamped to the input).
    init(offset: Int, in bytes: InputBytes) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Count every byte that starts a UTF-8 sequence; continuation bytes are not columns.
                column += 1
            }
            index += 1
        }
        self.init(offset: end, line: line, column: column)
    }

    /// "line 3, column 14".
    public var description: String {
        "line \(line), column \(column)"
    }
}

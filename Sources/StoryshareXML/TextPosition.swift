/// A place in a text document: its byte offset, line and column, for error messages and findings.
public struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    /// The byte offset from the start of the input (0-based).
    public var offset: Int
    /// The line (1-based); lines end at LF, CR LF or CR.
    public var line: Int
    /// The column (1-based), counted in Unicode scalars from the start of the line.
    public var column: Int

    /// A position from its parts.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` of `bytes` (clamped to the input), counted from the start.
    package init(offset: Int, in bytes: InputBytes) {
        var counter = TextPositionCounter(bytes)
        self = counter.position(at: offset)
    }

    /// "line 3, column 14".
    public var description: String {
        "line \(line), column \(column)"
    }
}

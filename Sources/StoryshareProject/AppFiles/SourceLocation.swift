import StoryshareXML

/// A place in a text file: a line and, where known, a column (both 1-based; columns count Unicode scalars).
public struct SourceLocation: Sendable, Equatable, Hashable {
    /// The line, from 1.
    public var line: Int
    /// The column on the line, from 1, when known.
    public var column: Int?

    /// A place from its line and, when known, its column.
    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }

    /// Where a reader found something.
    public init(_ position: TextPosition) {
        self.init(line: position.line, column: position.column)
    }
}

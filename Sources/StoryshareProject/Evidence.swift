/// Where a fact of the app model was read: a file below the root, a line when the file has lines, and the text
/// that shows it (trimmed, at most 160 characters).
public struct Evidence: Sendable, Equatable, Hashable, Codable {
    /// The path, relative to the root scanned.
    public var path: String
    /// The line, from 1, when known.
    public var line: Int?
    /// What the line says, or what was read there.
    public var text: String

    /// Evidence at `path` (and `line`, when a line says it), quoting `text`.
    public init(path: String, line: Int? = nil, text: String = "") {
        self.path = path
        self.line = line
        var text = text.trimmingWhitespace()
        if text.count > 160 { text = String(text.prefix(157)) + "..." }
        self.text = text
    }

    /// `path:line`, or the path alone.
    public var place: String { line.map { "\(path):\($0)" } ?? path }
}

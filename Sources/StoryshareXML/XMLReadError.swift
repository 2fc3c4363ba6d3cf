/// Why a document is not read: not well-formed XML, a construct refused by design (an entity declaration, an
/// encoding other than UTF-8) or over a limit, and where.
public struct XMLReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is (the start of the input for a document too large).
    public var position: TextPosition
    /// What is wrong, as a phrase: `expected </queries>, found "</application>"`.
    public var reason: String

    /// An error at `position`, saying `reason`.
    public init(position: TextPosition, reason: String) {
        self.position = position
        self.reason = reason
    }

    /// `line 12, column 5: expected …`.
    public var description: String {
        "\(position.description): \(reason)"
    }
}

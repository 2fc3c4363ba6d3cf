/// Why a baseline file cannot be used.
public struct BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

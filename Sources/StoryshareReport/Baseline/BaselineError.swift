/// Why a baseline file cannot be used.
public struct BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Why bytes are not a bundle (the `bundle-malformed` finding's message).
public struct BundleDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for people.
    public let message: String
    /// An error saying `message`.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

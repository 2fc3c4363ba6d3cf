import StoryshareSystem

/// Why a configuration file was refused.
///
/// The file is picked up from the working directory or a parent, so a pull request can plant one: whatever
/// of it a message echoes (a key, a value, libyaml's snippet of the line) is escaped as every other message
/// is (``DisplayText/escaped(_:)``), so it can neither move the cursor nor break the line.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, with `:line:column` when known.
    public let location: String
    /// What is wrong, in a sentence.
    public let message: String

    /// An error at `location` saying `message`, each with control characters and the like escaped.
    init(location: String, message: String) {
        self.location = DisplayText.escaped(location)
        self.message = DisplayText.escaped(message)
    }

    /// `location: message`.
    public var description: String { "\(location): \(message)" }
}

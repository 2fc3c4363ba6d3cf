/// Why a configuration file was refused.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, with `:line:column` when known.
    public let location: String
    public let message: String

    public var description: String { "\(location): \(message)" }
}

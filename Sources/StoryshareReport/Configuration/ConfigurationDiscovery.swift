/// Where `Configuration.discover` looked, and what it found.
public struct ConfigurationDiscovery: Sendable, Equatable {
    /// The file that applies, if any.
    public var file: String?
    /// Files found on the way and not used, each with the reason (for a note on stderr).
    public var ignored: [String] = []
}

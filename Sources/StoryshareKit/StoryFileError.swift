/// Why a file given to ``StoryFile`` cannot be read.
public struct StoryFileError: Error, Equatable, Sendable {
    /// The reason, as the `file-unreadable` finding says it: "no such file".
    public let reason: String
}

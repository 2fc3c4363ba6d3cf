/// Where fixed files go.
public enum FixDestination: Sendable, Equatable {
    /// `DIRECTORY/<the path below what was named>`, never over an input.
    case directory(String)
    /// Over the input, atomically, keeping its permissions (under a new name when the format calls for one).
    case inPlace
}

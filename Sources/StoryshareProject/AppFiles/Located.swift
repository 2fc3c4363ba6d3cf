/// A value read from a file, with where it is: `nil` in a binary file, which has no lines.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    /// What was read.
    public var value: Value
    /// Where it is; `nil` in a binary file.
    public var location: SourceLocation?

    /// `value`, at `location` when the file has lines.
    public init(_ value: Value, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }
}

/// An entry of an Info.plist's top-level dictionary, as the rules need it: where its key and value are, and
/// its text when the value is a string.
public struct InfoPlistEntry: Sendable, Equatable {
    /// The `<key>`'s place (`nil` in a binary plist).
    public var key: SourceLocation?
    /// The value's place: its `<string>`, `<array>`, … (`nil` in a binary plist).
    public var value: SourceLocation?
    /// The value when it is a string.
    public var text: String?
    /// What the value is, for messages: `a string`, `an array`, `an integer`, …
    public var kind: String

    /// An entry from its places (none in a binary plist), its text and what its value is.
    public init(
        key: SourceLocation? = nil, value: SourceLocation? = nil, text: String? = nil, kind: String = "a string"
    ) {
        self.key = key
        self.value = value
        self.text = text
        self.kind = kind
    }
}

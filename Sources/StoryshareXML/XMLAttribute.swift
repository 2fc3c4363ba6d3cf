/// One attribute of an element: its name and its value, references expanded and whitespace normalised as XML
/// requires (tab, line feed and carriage return become spaces).
public struct XMLAttribute: Sendable, Equatable {
    /// Its name, with its prefix's namespace.
    public var name: XMLName
    /// Its value, references expanded.
    public var value: String

    /// An attribute from its name and its value.
    public init(name: XMLName, value: String) {
        self.name = name
        self.value = value
    }
}

/// One attribute of an element: its name and its value, references expanded and whitespace normalised as XML
/// requires (tab, line feed and carriage return become spaces).
public struct XMLAttribute: Sendable, Equatable {
    public var name: XMLName
    public var value: String

    public init(name: XMLName, value: String) {
        self.name = name
        self.value = value
    }
}

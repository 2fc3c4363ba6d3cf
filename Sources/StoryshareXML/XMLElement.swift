/// An element's start tag as the reader meets it: its name, its attributes (namespace declarations left out:
/// they are applied to the names) and where its `<` is.
public struct XMLElement: Sendable, Equatable {
    /// Its name, with its namespace.
    public var name: XMLName
    /// Its attributes in document order, namespace declarations left out.
    public var attributes: [XMLAttribute]
    /// The line and column of the start tag's `<`.
    public var position: TextPosition

    /// A start tag from its name, its attributes and the place of its `<`.
    public init(name: XMLName, attributes: [XMLAttribute], position: TextPosition) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    /// The value of the attribute named `localName` in `namespace` (`nil`: an attribute without a prefix).
    public func attribute(_ localName: String, namespace: String? = nil) -> String? {
        attributes.first { $0.name.localName == localName && $0.name.namespace == namespace }?.value
    }
}

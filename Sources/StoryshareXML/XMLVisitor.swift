/// What an ``XMLReader`` tells as it reads a document, in document order: each element's start (with its
/// attributes) and its end, and, to a visitor that asks for it (``readsText``), the character data of the
/// elements. Comments and processing instructions are checked, not told.
public protocol XMLVisitor {
    /// An element starts (an empty element, `<a/>`, starts and ends at once).
    mutating func start(_ element: XMLElement)
    /// The element `name` ends.
    mutating func end(_ name: XMLName)
    /// Whether the visitor is told character data through ``text(_:)``: `false` by default, so that a visitor
    /// that looks at elements and attributes only (an app's manifest) costs no string for text.
    var readsText: Bool { get }
    /// Character data of the innermost open element, as XML reads it: references expanded, a CDATA section's
    /// content as it is. An element's text may come in several pieces (split by a comment, a reference or a
    /// child element); it is the pieces joined.
    mutating func text(_ text: String)
}

extension XMLVisitor {
    /// No character data is told.
    public var readsText: Bool { false }

    /// Character data is not looked at.
    public mutating func text(_ text: String) {}
}

/// What an ``XMLReader`` tells as it reads a document, in document order: each element's start (with its
/// attributes) and its end. Character data, comments and processing instructions are checked, not told: the
/// documents read here (an app's manifest) say everything in elements and attributes.
public protocol XMLVisitor {
    /// An element starts (an empty element, `<a/>`, starts and ends at once).
    mutating func start(_ element: XMLElement)
    /// The element `name` ends.
    mutating func end(_ name: XMLName)
}

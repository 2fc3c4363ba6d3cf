import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an XML document, by a SAX parse (FoundationXML's `XMLParser`): how the tests read the XML
/// reports (JUnit) the library writes and the binary prints, with a parser that is not ours.
public final class XMLElements: NSObject, XMLParserDelegate {
    /// One element: its name, its attributes and the text directly inside it.
    public struct Element: Sendable {
        /// The element's name.
        public var name: String
        /// Its attributes, by name.
        public var attributes: [String: String]
        /// The text it holds.
        public var text = ""
    }

    private var elements: [Element] = []
    private var open: [Int] = []

    /// Parses `xml`; `nil` when it is not well-formed.
    public static func parse(_ xml: String) -> [Element]? {
        let collector = XMLElements()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    /// An element opens.
    public func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict))
    }

    /// An element closes.
    public func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    /// Text inside the element open last.
    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}

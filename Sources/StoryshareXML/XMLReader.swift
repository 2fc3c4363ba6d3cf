/// Reads an XML document for what its elements, attributes and text say, with a small, strict parser of its
/// own: the one XML lexer of storyshare, for an app's AndroidManifest.xml and for the lines of an Info.plist
/// (whose values Foundation reads, once this reader has found the document well-formed and within bounds).
///
/// Written for hostile input, so that a malformed or hostile file is an error with its line and column, never
/// a crash, a hang or a memory spike:
/// - the input is refused over ``XMLLimits/maximumBytes``; it is first checked to be UTF-8 holding only
///   characters XML 1.0 allows; an XML declaration may name no other encoding than UTF-8;
/// - no entity can be declared (a DOCTYPE with an internal subset is refused) and none is fetched: only
///   `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and character references are expanded, so nothing expands
///   beyond the input (no "billion laughs");
/// - nesting, the number of elements, of attributes of an element and the length of names are bounded
///   (``XMLLimits``); the reader keeps only the open elements (never a tree), and tells each element to an
///   ``XMLVisitor`` as it meets it;
/// - time is linear in the input: every byte is looked at a bounded number of times, attribute names are
///   checked for repeats through a set, and namespace prefixes are looked up through a table.
///
/// Well-formedness is checked (one root element, matching end tags, quoted attribute values without `<`, no
/// attribute twice, no text outside the root), and namespaces are applied: every prefix must be declared.
public enum XMLReader {
    /// Reads `bytes`, telling `visitor` every element's start and end, in document order. Throws at the first
    /// problem; the visitor has then been told what came before it.
    public static func read(
        _ bytes: [UInt8], limits: XMLLimits = XMLLimits(), into visitor: inout some XMLVisitor
    ) throws(XMLReadError) {
        guard bytes.count <= limits.maximumBytes else {
            throw XMLReadError(
                position: TextPosition(offset: 0, line: 1, column: 1),
                reason: "the document is \(bytes.count) bytes long; at most \(limits.maximumBytes) are read")
        }
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(XMLReadError) in
                var parser = XMLDocumentParser(raw[...], limits: limits, visitor: visitor)
                defer { visitor = parser.visitor }
                try parser.document()
            }
        }
        try result.get()
    }

    /// `"…"`: up to 20 characters of `bytes` at `offset` (up to a line end), quoted, or `end of input`: what an
    /// error message says is found there, as the reader's own `expected …, found …` messages do.
    public static func describe(_ bytes: [UInt8], at offset: Int) -> String {
        bytes.withUnsafeBytes { TextScanner($0[...]).describe(at: offset) }
    }
}

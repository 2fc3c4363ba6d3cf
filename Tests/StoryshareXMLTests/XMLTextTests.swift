import Testing

@testable import StoryshareXML

/// Character data, told to a visitor that asks for it: references expanded, CDATA as it is, comments left out.
struct XMLTextTests {
    /// Gathers each element's text, joined from its pieces, in the order elements end.
    private struct Texts: XMLVisitor {
        var readsText: Bool { true }
        var open: [String] = []
        var texts: [String] = []

        mutating func start(_ element: XMLElement) { open.append("") }
        mutating func end(_ name: XMLName) { texts.append("\(name)=\(open.removeLast())") }
        mutating func text(_ text: String) { open[open.count - 1] += text }
    }

    /// Tells whether it was given text (it must not be, as it does not ask).
    private struct Deaf: XMLVisitor {
        var heard = false
        mutating func start(_ element: XMLElement) {}
        mutating func end(_ name: XMLName) {}
        mutating func text(_ text: String) { heard = true }
    }

    @Test func textIsToldInPieces() throws {
        var texts = Texts()
        let document = "<a>one &amp; <!-- not this -->tw&#x6F;<![CDATA[ <three> ]]><b>inner</b> four</a>"
        try XMLReader.read(Array(document.utf8), into: &texts)
        #expect(texts.texts == ["b=inner", "a=one & two <three>  four"])
    }

    @Test func aVisitorThatDoesNotAskIsToldNoText() throws {
        var deaf = Deaf()
        try XMLReader.read(Array("<a>text<b>more</b></a>".utf8), into: &deaf)
        #expect(!deaf.heard)
    }
}

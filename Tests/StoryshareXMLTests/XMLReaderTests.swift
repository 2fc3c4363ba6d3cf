import Foundation
import Testing

@testable import StoryshareXML

/// Records what the reader tells, as lines: `start NAME@LINE:COLUMN ATTR=VALUE…` and `end NAME`.
private struct Recorder: XMLVisitor {
    var events: [String] = []
    var elements: [XMLElement] = []

    mutating func start(_ element: XMLElement) {
        elements.append(element)
        let attributes = element.attributes.map { " \($0.name)=\($0.value)" }.joined()
        events.append("start \(element.name)@\(element.position.line):\(element.position.column)\(attributes)")
    }

    mutating func end(_ name: XMLName) {
        events.append("end \(name)")
    }
}

private func read(_ text: String, limits: XMLLimits = XMLLimits()) throws(XMLReadError) -> Recorder {
    var recorder = Recorder()
    try XMLReader.read(Array(text.utf8), limits: limits, into: &recorder)
    return recorder
}

/// The error reading `text` gives, or `nil`.
private func failure(_ text: String, limits: XMLLimits = XMLLimits()) -> XMLReadError? {
    do {
        _ = try read(text, limits: limits)
        return nil
    } catch {
        return error
    }
}

struct XMLReaderTests {
    static let android = "http://schemas.android.com/apk/res/android"

    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- The app's manifest -->
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools" package="com.example.app">
            <queries>
                <package android:name="com.facebook.katana" />
            </queries>
            <application android:label="Café &amp; Co">
                <provider
                    android:name="androidx.core.content.FileProvider"
                    android:grantUriPermissions="true"/>
            </application>
        </manifest>

        """

    @Test func elementsAttributesNamespacesAndPositions() throws {
        let recorder = try read(Self.manifest)
        #expect(
            recorder.events
                == [
                    "start manifest@3:1 package=com.example.app",
                    "start queries@5:5",
                    "start android:package@6:9 android:name=com.facebook.katana",
                    "end android:package",
                    "end queries",
                    "start application@8:5 android:label=Café & Co",
                    "start provider@9:9 android:name=androidx.core.content.FileProvider android:grantUriPermissions=true",
                    "end provider",
                    "end application",
                    "end manifest",
                ].map { $0.replacingOccurrences(of: "android:package", with: "package") })
        let provider = try #require(recorder.elements.first { $0.name.localName == "provider" })
        #expect(provider.attribute("grantUriPermissions", namespace: Self.android) == "true")
        #expect(provider.attribute("grantUriPermissions") == nil, "an attribute without a prefix has no namespace")
        #expect(
            provider.attributes.first?.name == XMLName(prefix: "android", localName: "name", namespace: Self.android))
        #expect(recorder.elements.first?.name.namespace == nil)
    }

    @Test func prefixesOtherThanAndroidAndTheDefaultNamespace() throws {
        let text = """
            <m xmlns="urn:default" xmlns:a="urn:a"><a:x a:k="1" k="2"/><y xmlns:a="urn:inner" a:k="3"/><z a:k="4"/></m>
            """
        let elements = try read(text).elements
        #expect(elements.map(\.name.namespace) == ["urn:default", "urn:a", "urn:default", "urn:default"])
        #expect(elements[1].attribute("k", namespace: "urn:a") == "1")
        #expect(elements[1].attribute("k") == "2")
        #expect(elements[2].attribute("k", namespace: "urn:inner") == "3")
        // The inner declaration ended with its element.
        #expect(elements[3].attribute("k", namespace: "urn:a") == "4")
        // A declaration goes out of scope with its element.
        #expect(failure(#"<m><y xmlns:b="urn:b"/><z b:k="1"/></m>"#)?.reason.contains("prefix b") == true)
    }

    @Test func attributeValuesAreExpandedAndNormalised() throws {
        let element = try #require(
            try read("<a v='x&amp;y&#x41;&#66;&lt;&gt;&quot;&apos;\tz\r\nw\nq' u=\"it's\"/>").elements.first)
        #expect(element.attribute("v") == "x&yAB<>\"' z w q")
        #expect(element.attribute("u") == "it's")
        #expect(try read("<a v=\"\"/>").elements.first?.attribute("v") == "")
        #expect(try read("<a v=\"日本 \u{1F600}\"/>").elements.first?.attribute("v") == "日本 \u{1F600}")
        #expect(
            try read("<a v=\"&#xE9;&#x65E5;&#x1F600;&#127;\"/>").elements.first?.attribute("v") == "é日\u{1F600}\u{7F}")
    }

    @Test func commentsInstructionsCDATAAndTextAreCheckedNotTold() throws {
        let text = """
            \u{FEFF}<?xml version='1.0'?><!DOCTYPE manifest SYSTEM "manifest.dtd">
            <?pi data?><m>text &amp; more<!-- a <comment> --><![CDATA[<not an element>]]><?keep this?></m>
            <!-- after -->

            """
        #expect(try read(text).events == ["start m@2:12", "end m"])
    }

    /// Malformed documents: an error at the line and column of the problem, never a crash.
    @Test(arguments: [
        ("<m>\n  <a>\n  </b>\n</m>", 3, 3, "expected </a>, found \"</b>\""),
        ("<m>\n<a>", 2, 4, "expected </a>, found end of input"),
        ("<m/>\n<n/>", 2, 1, "expected the end of the document after the root element"),
        ("<m/>\ntext", 2, 1, "expected the end of the document after the root element"),
        ("text<m/>", 1, 1, "expected the root element"),
        ("", 1, 1, "expected the root element, found end of input"),
        ("<m a=\"x<y\"/>", 1, 8, "< is not allowed in attribute values"),
        ("<m a=\"1\"\n   a=\"2\"/>", 2, 4, "the attribute a appears twice in one element"),
        ("<m a=1/>", 1, 6, "expected a quoted attribute value"),
        ("<m a=\"1\"b=\"2\"/>", 1, 9, "expected whitespace, > or /> in the start tag"),
        ("<m>\n  <x:a/>\n</m>", 2, 3, "the prefix x of x:a is not declared (no xmlns:x)"),
        ("<m xmlns:x=\"\"/>", 1, 4, "the prefix x cannot be bound to an empty namespace"),
        ("<m a:b:c=\"1\"/>", 1, 4, "a:b:c is not a valid name"),
        ("<m>&nbsp;</m>", 1, 4, "the entity reference &nbsp; is refused"),
        ("<m a=\"&lol;\"/>", 1, 7, "the entity reference &lol; is refused"),
        ("<m>&#0;</m>", 1, 4, "&#0; is not a character XML allows"),
        ("<m>&#xD800;</m>", 1, 4, "&#xD800; is not a character XML allows"),
        ("<m>& </m>", 1, 4, "expected a reference such as &amp; or &#38; ending in ;"),
        ("<m><1a/></m>", 1, 5, "expected a name (one cannot begin with a digit, -, . or :)"),
        ("<m><!-- open </m>", 1, 4, "expected --> closing the comment"),
        ("<![CDATA[x]]><m/>", 1, 1, "expected the root element"),
        ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><m/>", 1, 1, "the encoding UTF-16 is not read (only UTF-8 is)"),
        ("<m>\u{7}</m>", 1, 4, "character U+0007 is not allowed in XML"),
        ("<m><!ELEMENT x ANY></m>", 1, 4, "expected an element, a comment or a CDATA section"),
        ("<!DOCTYPE m><!DOCTYPE m><m/>", 1, 13, "expected one DOCTYPE at most"),
    ])
    func malformedDocumentsSayWhere(text: String, line: Int, column: Int, reason: String) throws {
        let error = try #require(failure(text), "\(text) was read")
        #expect(error.position.line == line && error.position.column == column, "\(error)")
        #expect(error.reason.contains(reason), "\(error)")
        #expect(error.description.hasPrefix("line \(line), column \(column): "))
    }

    @Test func invalidUTF8IsRefusedWhereItIs() throws {
        var recorder = Recorder()
        #expect {
            try XMLReader.read(Array("<m>\n  ".utf8) + [0xC3, 0x28] + Array("</m>".utf8), into: &recorder)
        } throws: { error in
            let error = error as? XMLReadError
            return error?.position.line == 2 && error?.position.column == 3 && error?.reason == "invalid UTF-8"
        }
    }

    /// Entities are never expanded: the "billion laughs" document is refused where its declarations begin.
    @Test func entityDeclarationsAreRefused() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
             <!ENTITY lol "lol">
             <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            ]>
            <lolz>&lol2;</lolz>
            """
        let error = try #require(failure(laughs))
        #expect(error.position.line == 2 && error.position.column == 16)
        #expect(error.reason.contains("internal subset is refused"))
        // An external entity is never fetched either: the reference is refused.
        let external = "<!DOCTYPE m SYSTEM \"file:///etc/passwd\"><m>&xxe;</m>"
        #expect(failure(external)?.reason.contains("&xxe; is refused") == true)
    }

    @Test func limitsAreKept() throws {
        var limits = XMLLimits()
        limits.maximumDepth = 64
        let deep = { (n: Int) in String(repeating: "<a>", count: n) + String(repeating: "</a>", count: n) }
        #expect(failure(deep(64), limits: limits) == nil)
        let tooDeep = try #require(failure(deep(65), limits: limits))
        #expect(tooDeep.position.column == 193 && tooDeep.reason == "elements nest deeper than 64 levels")
        // Half a million nested elements: refused at level 65, at once.
        #expect(failure(deep(500_000))?.reason == "elements nest deeper than 64 levels")

        limits.maximumElements = 3
        #expect(failure("<m><a/><a/></m>", limits: limits) == nil)
        #expect(failure("<m><a/><a/><a/></m>", limits: limits)?.reason == "the document holds more than 3 elements")
        limits.maximumAttributes = 2
        #expect(failure("<m a='1' b='2'/>", limits: limits) == nil)
        #expect(failure("<m a='1' b='2' c='3'/>", limits: limits)?.reason == "an element has more than 2 attributes")
        limits.maximumNameLength = 8
        #expect(failure("<abcdefgh/>", limits: limits) == nil)
        #expect(failure("<abcdefghi/>", limits: limits)?.reason == "a name is 9 bytes long; at most 8 are read")
        limits.maximumBytes = 10
        #expect(
            failure("<m>      </m>", limits: limits)?.reason == "the document is 13 bytes long; at most 10 are read")
    }

    /// Large hostile inputs are read or refused in linear time: an attribute of 3 MB of references, 3 MB of
    /// comment, 100,000 elements with the same prefix declared on each, 256 attributes of long names.
    /// (How long they take is measured by `scripts/bench`, not asserted here: a quadratic reader makes this test take
    /// minutes, which the suite's time shows.)
    @Test func largeInputsTakeLinearTime() throws {
        let references = String(repeating: "&amp;&#x41;\t", count: 250_000)
        #expect(try read("<m a=\"\(references)\"/>").elements.first?.attribute("a")?.count == 750_000)
        #expect(try read("<m><!--\(String(repeating: "-x", count: 1_500_000))--></m>").events.count == 2)
        let declared = String(repeating: "<a xmlns:p=\"urn:p\" p:k=\"v\"/>", count: 99_999)
        #expect(try read("<m>\(declared)</m>").elements.count == 100_000)
        let attributes = (0..<256).map { " a\(String(repeating: "x", count: 1_100))\($0)=\"v\"" }.joined()
        #expect(failure("<m\(attributes)/>")?.reason.contains("bytes long; at most 1024") == true)
        let names = (0..<256).map { " a\(String(repeating: "x", count: 900))\($0)=\"v\"" }.joined()
        #expect(try read("<m\(names)/>").elements.first?.attributes.count == 256)
    }
}

import Foundation
import Testing

@testable import StorysharePropertyList

@Suite("XML plist reading")
struct XMLPropertyListReaderTests {
    static let prolog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """

    /// Reads `<plist>body</plist>` after the usual prolog.
    func read(_ body: String) throws(PropertyListError) -> PropertyList {
        let (value, encoding) = try PropertyListReader.read(
            Array((Self.prolog + "<plist version=\"1.0\">" + body + "</plist>").utf8))
        #expect(encoding == .xml)
        return value
    }

    func error(_ body: String) -> PropertyListError? {
        readError(Array((Self.prolog + "<plist version=\"1.0\">" + body + "</plist>").utf8))
    }

    @Test("every value type")
    func types() throws {
        let value = try read(
            """
            <dict>
                <key>s</key><string>text</string>
                <key>i</key><integer> -42 </integer>
                <key>h</key><integer>0x1F</integer>
                <key>r</key><real>2.5e3</real>
                <key>t</key><true/>
                <key>f</key><false></false>
                <key>d</key><date>2001-01-01T00:00:00Z</date>
                <key>b</key><data>
                    AAEC
                    Aw==
                </data>
                <key>a</key><array><string/><dict/><array></array></array>
            </dict>
            """)
        #expect(
            value
                == .dictionary([
                    "s": .string("text"), "i": .integer(-42), "h": .integer(31), "r": .real(2500), "t": .bool(true),
                    "f": .bool(false), "d": .date(978_307_200), "b": .data(.bytes([0, 1, 2, 3])),
                    "a": .array([.string(""), .dictionary([:]), .array([])]),
                ]))
    }

    @Test("entities, character references, CDATA, comments and line ends")
    func text() throws {
        #expect(try read("<string>&lt;&gt;&amp;&quot;&apos;</string>") == .string("<>&\"'"))
        #expect(try read("<string>&#65;&#x42;&#x1F600;</string>") == .string("AB😀"))
        #expect(try read("<string>a<![CDATA[<b>&amp;]]>c</string>") == .string("a<b>&amp;c"))
        #expect(try read("<string>a<!-- note -->b<?pi x?>c</string>") == .string("abc"))
        #expect(try read("<string>1\r\n2\r3\n4&#13;</string>") == .string("1\n2\n3\n4\r"))
        #expect(try read("<string>  spaces kept  </string>") == .string("  spaces kept  "))
        #expect(try read("<!-- before --><string attr='a>b' other=\"x\">v</string  ><!-- after -->") == .string("v"))
    }

    @Test("reals: special values and the decimal grammar")
    func reals() throws {
        #expect(try read("<real>nan</real>").realValue?.isNaN == true)
        #expect(try read("<real>-inf</real>") == .real(-.infinity))
        #expect(try read("<real>+Infinity</real>") == .real(.infinity))
        #expect(try read("<real>.5</real>") == .real(0.5))
        #expect(try read("<real>-0</real>") == .real(-0.0))
        for bad in ["0x1p3", "1e999", "", "1.2.3", "e5", "1e", " 1 x"] {
            #expect(error("<real>\(bad)</real>")?.caseName == "invalidValue", "\(bad)")
        }
    }

    @Test("integers: range and syntax")
    func integers() throws {
        #expect(try read("<integer>9223372036854775807</integer>") == .integer(Int64.max))
        #expect(try read("<integer>-9223372036854775808</integer>") == .integer(Int64.min))
        #expect(try read("<integer>+7</integer>") == .integer(7))
        let digits = String(repeating: "9", count: 100_000)
        for bad in [
            "9223372036854775808", "-9223372036854775809", "1.0", "", "0x", "12a", digits, "0xFFFFFFFFFFFFFFFFF",
        ] {
            #expect(error("<integer>\(bad)</integer>")?.caseName == "invalidValue", "\(bad.prefix(30))")
        }
    }

    @Test("dates: the exact form, real calendar dates, whole seconds")
    func dates() throws {
        #expect(try read("<date>2024-02-29T23:59:59Z</date>") == .date(1_709_251_199))
        for bad in [
            "2023-02-29T00:00:00Z", "2023-13-01T00:00:00Z", "2023-01-01T24:00:00Z", "2023-01-01T00:00:00",
            "2023-01-01 00:00:00Z", "2023-01-01T00:00:00.5Z", "2023-1-01T00:00:00Z", "0000-01-01T00:00:00Z",
        ] {
            #expect(error("<date>\(bad)</date>")?.caseName == "invalidValue", "\(bad)")
        }
    }

    @Test("invalid base64 is refused")
    func badData() {
        for bad in ["A", "AB=C", "A===", "!!!!", "AAAA=", "QQ=", "AAAA&amp;"] {
            #expect(error("<data>\(bad)</data>")?.caseName == "invalidValue", "\(bad)")
        }
    }

    @Test("entity tricks are refused")
    func entityTricks() {
        let internalSubset = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY lol "lollollol"> ]>
            <plist><string>&lol;</string></plist>
            """
        #expect(readError(Array(internalSubset.utf8))?.caseName == "xmlUnsupported")
        #expect(error("<string>&lol;</string>")?.caseName == "xmlUnsupported")
        #expect(error("<string>&#0;</string>")?.caseName == "textInvalidCharacter")
        #expect(error("<string>&#x110000;</string>")?.caseName == "textInvalidCharacter")
        #expect(error("<string>&#xD800;</string>")?.caseName == "textInvalidCharacter")
        #expect(error("<string>&#99999999999;</string>")?.caseName == "syntax")
        #expect(error("<string>&amp</string>")?.caseName == "syntax")
        #expect(error("<string>& x</string>")?.caseName == "syntax")
    }

    @Test("characters XML 1.0 forbids, and invalid UTF-8")
    func characters() {
        #expect(error("<string>a\u{1}b</string>")?.caseName == "textInvalidCharacter")
        #expect(error("<string>\u{FFFE}</string>")?.caseName == "textInvalidCharacter")
        var bytes = Array((Self.prolog + "<plist><string>ab</string></plist>").utf8)
        let index = bytes.firstIndex(of: UInt8(ascii: "a"))!
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            var copy = bytes
            copy.replaceSubrange(index..<(index + 1), with: bad)
            #expect(readError(copy)?.caseName == "invalidUTF8", "\(bad)")
        }
        bytes[index] = 0xC3
        #expect(readError(bytes)?.caseName == "invalidUTF8")
    }

    @Test("only UTF-8 documents are read")
    func encodingDeclaration() {
        let utf16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><true/></plist>"
        #expect(readError(Array(utf16.utf8))?.caseName == "xmlUnsupported")
        let lower = "<?xml version='1.0' encoding='utf-8'?><plist><true/></plist>"
        #expect((try? PropertyListReader.read(Array(lower.utf8)).value) == .bool(true))
        let bare = "\u{FEFF}  \n<plist><integer>1</integer></plist>\n"
        #expect((try? PropertyListReader.read(Array(bare.utf8)).value) == .integer(1))
    }

    @Test("structure errors")
    func structure() {
        let cases: [(String, String)] = [
            ("<dict><key>a</key><true/><key>a</key><false/></dict>", "textDuplicateKey"),
            ("<dict><key>a</key></dict>", "syntax"),
            ("<dict><string>a</string></dict>", "syntax"),
            ("<dict>text<key>a</key><true/></dict>", "syntax"),
            ("<array><true/></dict>", "syntax"),
            ("<key>a</key>", "syntax"),
            ("<unknown/>", "syntax"),
            ("", "syntax"),
            ("<true/><true/>", "syntax"),
            ("<string>a<b>c</b></string>", "syntax"),
            ("<string>unterminated", "syntax"),
            ("<true>x</true>", "syntax"),
            ("<integer/>", "invalidValue"),
        ]
        for (body, expected) in cases {
            #expect(error(body)?.caseName == expected, "\(body)")
        }
        #expect(readError(Array("<plist><true/></plist> trailing".utf8))?.caseName == "syntax")
        #expect(readError(Array("<plist/>".utf8))?.caseName == "syntax")
        #expect(readError(Array("<?xml version=\"1.0\"?><dict/>".utf8))?.caseName == "syntax")
    }

    @Test("deep nesting is refused quickly")
    func depthBomb() {
        let depth = 100_000
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        let clock = ContinuousClock()
        var error: PropertyListError?
        let elapsed = clock.measure {
            error = readError(Array(text.utf8))
        }
        #expect(error?.caseName == "textTooDeep")
        #expect(elapsed < .seconds(1))
    }

    @Test("positions and messages point at the problem")
    func messages() {
        let text = "<plist>\n<dict>\n\t<key>é</key>\n\t<integer>12x</integer>\n</dict>\n</plist>"
        let error = readError(Array(text.utf8))
        guard case .invalidValue(.xml, let position, let found, _)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(position.line == 4)
        #expect(position.column == 11)
        #expect(found == "12x")
        #expect(
            error?.message
                == "XML plist: line 4, column 11: \"12x\" is not an integer"
                + " from -9223372036854775808 to 9223372036854775807")
        let unknown = readError(Array("<plist>\n  <foo/>\n</plist>".utf8))
        #expect(unknown?.message.hasPrefix("XML plist: line 2, column 3: expected a value (") == true)
        #expect(unknown?.message.hasSuffix("found \"<foo/>\"") == true)
    }

    @Test("every truncation is an error, and every byte flip is handled")
    func truncationsAndFlips() throws {
        // Written by Foundation, as Xcode writes an Info.plist.
        let value: [String: Any] = [
            "a": [1, 2.5, false, Date(timeIntervalSince1970: 0)] as [Any], "b": "x&y<z>", "c": Data(0..<70),
            "d": ["e": "é😀"],
        ]
        let xml = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
        expectEveryTruncationFailsAndEveryBitFlipIsHandled(Array(xml))
    }
}

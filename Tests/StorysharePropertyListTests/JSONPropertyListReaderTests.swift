import StoryshareXML
import Testing

@testable import StorysharePropertyList

@Suite("JSON reading")
struct JSONPropertyListReaderTests {
    func read(_ text: String) throws(PropertyListError) -> PropertyList {
        let (value, encoding) = try PropertyListReader.read(Array(text.utf8))
        #expect(encoding == .json)
        return value
    }

    func error(_ text: String) -> PropertyListError? {
        readError(Array(text.utf8))
    }

    @Test("values and kinds")
    func values() throws {
        let value = try read(
            #" { "s": "a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00", "i": -12, "r": 1.5, "e": 1e2, "z": -0.0,"#
                + #" "t": true, "f": false, "a": [[], {}], "big": 9223372036854775808 } "#)
        #expect(
            value
                == .dictionary([
                    "s": .string("a\"b\\c/d\u{8}\u{C}\n\r\té😀"), "i": .integer(-12), "r": .real(1.5),
                    "e": .real(100),
                    "z": .real(-0.0), "t": .bool(true), "f": .bool(false), "a": .array([.array([]), .dictionary([:])]),
                    "big": .real(9_223_372_036_854_775_808),
                ]))
        #expect(try read("[-9223372036854775808, 0, -0]") == .array([.integer(Int64.min), .integer(0), .integer(0)]))
        #expect(try read("\u{FEFF}[\"é\"]") == .array([.string("é")]))
    }

    @Test("null is refused")
    func null() {
        #expect(error(#"{"a": null}"#) == .jsonNull(position: TextPosition(offset: 6, line: 1, column: 7)))
        #expect(error("[null]")?.message == "JSON: line 1, column 2: null has no property list equivalent")
    }

    @Test("grammar errors")
    func grammar() {
        let cases: [(String, String)] = [
            ("[1,]", "syntax"), ("{\"a\":1,}", "syntax"), ("[01]", "syntax"), ("[1.]", "syntax"), ("[.5]", "syntax"),
            ("[+1]", "syntax"), ("[1e]", "syntax"), ("[-]", "syntax"), ("{a:1}", "syntax"), ("[1 2]", "syntax"),
            ("[\"a]", "syntax"), ("[\"\\x\"]", "syntax"), ("[\"\\u12\"]", "syntax"), ("[tru]", "syntax"),
            ("[1] [2]", "syntax"), ("[", "syntax"), ("{\"a\" 1}", "syntax"), ("[NaN]", "syntax"),
            ("[Infinity]", "syntax"), ("{\"a\":1,\"a\":2}", "textDuplicateKey"),
            ("[\"a\u{1}\"]", "textInvalidCharacter"),
            ("[\"\\ud800\"]", "invalidValue"), ("[\"\\udc00\"]", "invalidValue"),
            ("[\"\\ud800\\u0041\"]", "invalidValue"),
            ("[1e400]", "invalidValue"), ("[" + String(repeating: "1", count: 2000) + "]", "invalidValue"),
        ]
        for (text, expected) in cases {
            #expect(error(text)?.caseName == expected, "\(text.prefix(40))")
        }
    }

    @Test("invalid UTF-8 anywhere is refused")
    func utf8() {
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xB0, 0x80], [0xF5, 0x80, 0x80, 0x80]] {
            let bytes = Array("[\"".utf8) + bad + Array("\"]".utf8)
            #expect(readError(bytes)?.caseName == "invalidUTF8", "\(bad)")
        }
    }

    @Test("deep nesting is refused quickly", arguments: ["[", "{\"k\":"])
    func depthBomb(opening: String) {
        let text = String(repeating: opening, count: 100_000)
        let clock = ContinuousClock()
        var error: PropertyListError?
        let elapsed = clock.measure {
            error = readError(Array(text.utf8))
        }
        #expect(error?.caseName == "textTooDeep")
        #expect(elapsed < .seconds(1))
        let limit = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(readError(Array(limit.utf8)) == nil)
        let over = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(
            readError(Array(over.utf8))
                == .textTooDeep(encoding: .json, position: TextPosition(offset: 64, line: 1, column: 65), limit: 64))
    }

    @Test("every truncation is an error, and every byte flip is handled")
    func truncationsAndFlips() throws {
        let value = PropertyList.dictionary([
            "a": .array([.integer(1), .real(2.5), .bool(false), .date(0)]), "b": .string("x\"y\\z\u{1}"),
            "c": .data(.bytes(Array(0..<70))), "d": .dictionary(["e": .string("é😀")]),
        ])
        expectEveryTruncationFailsAndEveryBitFlipIsHandled(try PropertyListWriter.encode(value, encoding: .json))
    }
}

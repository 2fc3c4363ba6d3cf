import Testing

@testable import StorysharePropertyList

@Suite("Deterministic output")
struct DeterminismTests {
    @Test("two writes of the same value are byte-identical", arguments: PropertyListEncoding.allCases)
    func repeatable(encoding: PropertyListEncoding) throws {
        let first = try PropertyListWriter.encode(Samples.everything, encoding: encoding)
        let second = try PropertyListWriter.encode(Samples.everything, encoding: encoding)
        #expect(first == second)
    }

    @Test("dictionary insertion order does not matter", arguments: PropertyListEncoding.allCases)
    func insertionOrder(encoding: PropertyListEncoding) throws {
        let keys = (0..<200).map { "key \($0 * 7 % 200) é\($0)" }
        var forward: [String: PropertyList] = [:]
        for key in keys {
            forward[key] = .string(key)
        }
        var backward: [String: PropertyList] = [:]
        backward.reserveCapacity(1000)
        for key in keys.reversed() {
            backward[key] = .string(key)
        }
        let first = try PropertyListWriter.encode(.dictionary(forward), encoding: encoding)
        let second = try PropertyListWriter.encode(.dictionary(backward), encoding: encoding)
        #expect(first == second)
    }

    @Test("keys are sorted by UTF-8 bytes (Unicode scalar order)")
    func keyOrder() throws {
        // "Z" < "a" < "é" (U+00E9) < "𝄞" (U+1D11E) < "😀" (U+1F600); "a" < "a\u{0}"-like prefixes first.
        let value = PropertyList.dictionary([
            "😀": .integer(5), "a": .integer(1), "é": .integer(3), "Z": .integer(0), "𝄞": .integer(4),
            "ab": .integer(2),
        ])
        let json = String(decoding: try PropertyListWriter.encode(value, encoding: .json), as: UTF8.self)
        let order = ["\"Z\"", "\"a\"", "\"ab\"", "\"é\"", "\"𝄞\"", "\"😀\""].compactMap {
            json.range(of: $0)?.lowerBound
        }
        #expect(order.count == 6)
        #expect(order == order.sorted())
    }

    @Test("the exact JSON layout")
    func jsonLayout() throws {
        let value = PropertyList.dictionary([
            "b": .array([.integer(1), .real(2.5)]), "a": .string("x/y\u{1}"), "c": .dictionary([:]), "d": .array([]),
            "e": .data(.bytes([0xFF, 0x00])), "f": .date(0), "g": .bool(false),
        ])
        let text = String(decoding: try PropertyListWriter.encode(value, encoding: .json), as: UTF8.self)
        #expect(
            text == """
                {
                  "a": "x/y\\u0001",
                  "b": [
                    1,
                    2.5
                  ],
                  "c": {},
                  "d": [],
                  "e": "/wA=",
                  "f": "1970-01-01T00:00:00Z",
                  "g": false
                }

                """)
    }

    @Test("the exact XML layout")
    func xmlLayout() throws {
        let value = PropertyList.dictionary([
            "list": .array([.integer(-3), .real(0.5), .bool(true), .dictionary([:]), .array([])]),
            "text": .string("<&>\r"), "when": .date(978_307_200), "bytes": .data(.bytes(Array(0..<60))),
        ])
        let text = String(decoding: try PropertyListWriter.encode(value, encoding: .xml), as: UTF8.self)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>bytes</key>
                \t<data>
                \tAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4
                \tOTo7
                \t</data>
                \t<key>list</key>
                \t<array>
                \t\t<integer>-3</integer>
                \t\t<real>0.5</real>
                \t\t<true/>
                \t\t<dict/>
                \t\t<array/>
                \t</array>
                \t<key>text</key>
                \t<string>&lt;&amp;&gt;&#13;</string>
                \t<key>when</key>
                \t<date>2001-01-01T00:00:00Z</date>
                </dict>
                </plist>

                """)
    }

    @Test("the exact binary bytes of a small dictionary")
    func binaryLayout() throws {
        let value = PropertyList.dictionary(["a": .integer(1), "b": .bool(true)])
        let bytes = try PropertyListWriter.encode(value, encoding: .binary)
        let expected: [UInt8] =
            Array("bplist00".utf8)
            + [0xD2, 1, 2, 3, 4]  // object 0: dict of 2, keys 1 2, values 3 4
            + [0x51, 0x61]  // object 1: "a"
            + [0x51, 0x62]  // object 2: "b"
            + [0x10, 0x01]  // object 3: 1
            + [0x09]  // object 4: true
            + [8, 13, 15, 17, 19]  // offset table
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 5] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, 20]
        #expect(bytes == expected)
    }
}

import Testing

@testable import StorysharePropertyList

@Suite("Deterministic output")
struct DeterminismTests {
    @Test("two writes of the same value are byte-identical")
    func repeatable() throws {
        let first = try PropertyListWriter.encode(Samples.everything)
        let second = try PropertyListWriter.encode(Samples.everything)
        #expect(first == second)
    }

    @Test("dictionary insertion order does not matter")
    func insertionOrder() throws {
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
        let first = try PropertyListWriter.encode(.dictionary(forward))
        let second = try PropertyListWriter.encode(.dictionary(backward))
        #expect(first == second)
    }

    @Test("keys are sorted by UTF-8 bytes (Unicode scalar order)")
    func keyOrder() throws {
        // "Z" < "a" < "é" (U+00E9) < "𝄞" (U+1D11E) < "😀" (U+1F600); "a" < "a\u{0}"-like prefixes first.
        let value = PropertyList.dictionary([
            "😀": .integer(5), "a": .integer(1), "é": .integer(3), "Z": .integer(0), "𝄞": .integer(4),
            "ab": .integer(2),
        ])
        guard case .dictionary(let entries) = value else { return }
        #expect(PropertyListWriter.sortedEntries(entries).map(\.key) == ["Z", "a", "ab", "é", "𝄞", "😀"])
        // And the binary document holds its keys in that order: "Z" is written before "a".
        let bytes = try PropertyListWriter.encode(value)
        let z = try #require(bytes.firstIndex(of: UInt8(ascii: "Z")))
        let a = try #require(bytes.firstIndex(of: UInt8(ascii: "a")))
        #expect(z < a)
    }

    @Test("the exact binary bytes of a small dictionary")
    func binaryLayout() throws {
        let value = PropertyList.dictionary(["a": .integer(1), "b": .bool(true)])
        let bytes = try PropertyListWriter.encode(value)
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

import Testing

@testable import StorysharePropertyList

/// Reading with positions: where an XML property list's top-level keys, values and array elements are, for
/// tools that point at a line; the same value and errors as reading without.
struct PositionsTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Café</string>
        \t<key>LSApplicationQueriesSchemes</key>
        \t<array>
        \t\t<string>facebook-stories</string>
        \t\t<!-- Instagram too -->
        \t\t<string>instagram-stories</string>
        \t</array>
        \t<key>Nested</key>
        \t<dict><key>Inner</key><array><string>x</string></array></dict>
        </dict>
        </plist>

        """

    @Test func keysValuesAndElementsHaveTheirLinesAndColumns() throws {
        let bytes = Array(Self.infoPlist.utf8)
        let (value, encoding, positions) = try PropertyListReader.readWithPositions(bytes)
        #expect(encoding == .xml)
        #expect(value == (try PropertyListReader.read(bytes).value))
        let found = try #require(positions)
        #expect(found.root.line == 4 && found.root.column == 1)
        let schemes = try #require(found.entries["LSApplicationQueriesSchemes"])
        #expect(schemes.key.line == 7 && schemes.key.column == 2)
        #expect(schemes.value.line == 8 && schemes.value.column == 2)
        #expect(schemes.elements.map(\.line) == [9, 11])
        #expect(schemes.elements.map(\.column) == [3, 3])
        #expect(found.entries["CFBundleName"]?.value.line == 6)
        // Deeper values have no positions: only the top-level entry's.
        let nested = try #require(found.entries["Nested"])
        #expect(nested.value.line == 14 && nested.elements.isEmpty)
        #expect(Set(found.entries.keys) == ["CFBundleName", "LSApplicationQueriesSchemes", "Nested"])
        // Every position is the one counted from the start.
        for position in [found.root, schemes.key, schemes.value] + schemes.elements {
            bytes.withUnsafeBytes { raw in
                #expect(TextPosition(offset: position.offset, in: raw[...]) == position)
            }
            #expect(bytes[position.offset] == UInt8(ascii: "<"))
        }
    }

    @Test func binaryHasNoPositions() throws {
        let binary = try PropertyListWriter.encode(.dictionary(["a": .array([.string("x")])]))
        let read = try PropertyListReader.readWithPositions(binary)
        #expect(read.encoding == .binary && read.positions == nil)
        #expect(read.value == .dictionary(["a": .array([.string("x")])]))
    }

    @Test func aTopLevelArrayHasOnlyItsRoot() throws {
        let text = "<plist>\n  <array><array><string>x</string></array></array></plist>"
        let positions = try #require(try PropertyListReader.readWithPositions(Array(text.utf8)).positions)
        #expect(positions.root.line == 2 && positions.root.column == 3)
        #expect(positions.entries.isEmpty)
    }

    @Test func errorsAreTheSameAndSayWhere() {
        let broken = Array(Self.infoPlist.replacingOccurrences(of: "</array>", with: "</arry>").utf8)
        func error(_ read: () throws(PropertyListError) -> Void) -> PropertyListError? {
            do throws(PropertyListError) {
                try read()
                return nil
            } catch {
                return error
            }
        }
        let plain = error { () throws(PropertyListError) in _ = try PropertyListReader.read(broken) }
        let positioned = error { () throws(PropertyListError) in _ = try PropertyListReader.readWithPositions(broken) }
        #expect(plain != nil && positioned == plain)
        #expect(positioned?.position?.line == 12)
        #expect(PropertyListError.binaryCycle(object: 1, offset: 9).position == nil)
    }

    /// Recording positions is charged to the reading budget: a document of 20,000 empty strings in one
    /// array reads within the budget, but not with a position for every element.
    @Test func positionsAreCharged() throws {
        let elements = String(repeating: "<string/>", count: 20_000)
        let bytes = Array("<plist><dict><key>k</key><array>\(elements)</array></dict></plist>".utf8)
        let allowance = 1_500_000
        #expect(throws: Never.self) { try PropertyListReader.read(bytes, budgetAllowance: allowance) }
        #expect {
            try PropertyListReader.readWithPositions(bytes, budgetAllowance: allowance)
        } throws: { error in
            guard case .textOverBudget(_, _, let value, _, _) = error as? PropertyListError else { return false }
            return value == "the position of an array element"
        }
    }

    @Test func theCounterAgreesWithCountingFromTheStart() {
        let text = Array("a\u{e9}\n日本\r\n\u{1F600}x\n\n<end>".utf8)
        text.withUnsafeBytes { raw in
            var counter = TextPositionCounter(raw[...])
            for offset in 0...text.count + 2 {
                #expect(counter.position(at: offset) == TextPosition(offset: offset, in: raw[...]))
            }
            // Backwards: counted again from the start.
            #expect(counter.position(at: 3) == TextPosition(offset: 3, in: raw[...]))
        }
    }
}

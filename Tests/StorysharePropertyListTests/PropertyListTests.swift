import Testing

@testable import StorysharePropertyList

@Suite("The model")
struct PropertyListTests {
    @Test("equality is exact: scalars, bit patterns, sources")
    func equality() {
        #expect(PropertyList.string("é") != .string("e\u{301}"))
        #expect(PropertyList.dictionary(["é": .bool(true)]) != .dictionary(["e\u{301}": .bool(true)]))
        #expect(PropertyList.dictionary(["é": .bool(true)]) == .dictionary(["é": .bool(true)]))
        #expect(PropertyList.real(.nan) == .real(.nan))
        #expect(PropertyList.real(0) != .real(-0.0))
        #expect(PropertyList.date(1) != .real(1))
        #expect(PropertyList.integer(1) != .real(1))
        #expect(DataSource.bytes([1]) != .file(path: "/x", length: 1))
        #expect(DataSource.file(path: "/x", length: 1) == .file(path: "/x", length: 1))
        #expect(DataSource.file(path: "/x", length: 1) != .file(path: "/x", length: 2))
        #expect(PropertyList.array([.integer(1)]) != .array([.integer(1), .integer(1)]))
        #expect(PropertyList.dictionary(["a": .integer(1)]) != .dictionary(["b": .integer(1)]))
    }

    @Test("accessors")
    func accessors() {
        let value = PropertyList.dictionary(["a": .array([.string("x")]), "n": .integer(3)])
        #expect(value["a"]?.arrayValue?.first?.stringValue == "x")
        #expect(value["n"]?.integerValue == 3)
        #expect(value["n"]?.realValue == nil)
        #expect(value["missing"] == nil)
        #expect(PropertyList.string("x")["a"] == nil)
        #expect(value.typeName == "dictionary")
        #expect(DataSource.file(path: "/x", length: 9).length == 9)
    }
}

@Suite("Writer refusals")
struct WriterRefusalTests {
    @Test("non-finite reals and control characters are carried", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(number: Double) throws {
        let value = PropertyList.dictionary(["items": .array([.dictionary(["x\u{1B}y": .real(number)])])])
        let read = try PropertyListReader.read(PropertyListWriter.encode(value))
        #expect(read == value)
    }

    @Test("data read in place cannot be written, and nothing is")
    func inputRange() throws {
        let sink = MemorySink()
        let value = PropertyList.dictionary(["items": .array([.data(.inputRange(0..<3))])])
        let error = #expect(throws: PropertyListError.self) { try PropertyListWriter.write(value, to: sink) }
        guard case .unencodable(let keyPath, _)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(keyPath == "[\"items\"][0]")
        #expect(sink.bytes.isEmpty)
    }

    @Test("values nested deeper than readers accept are refused")
    func depth() throws {
        var value = PropertyList.dictionary([:])
        for _ in 1..<PropertyListReader.maximumDepth {
            value = .dictionary(["k": value])
        }
        _ = try PropertyListWriter.encode(value)
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListWriter.encode(.array([value]))
        }
        #expect(error?.message.contains("deeper than 64 levels") == true)
    }
}

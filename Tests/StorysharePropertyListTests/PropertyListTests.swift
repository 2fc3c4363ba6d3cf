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
    @Test("XML and JSON refuse NaN and infinities; binary keeps them", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(number: Double) throws {
        let value = PropertyList.dictionary(["items": .array([.dictionary(["x y": .real(number)])])])
        for encoding in [PropertyListEncoding.xml, .json] {
            let sink = MemorySink()
            let error = #expect(throws: PropertyListError.self) {
                try PropertyListWriter.write(value, encoding: encoding, to: sink)
            }
            guard case .unencodable(encoding, let keyPath, _)? = error else {
                Issue.record("unexpected \(String(describing: error))")
                continue
            }
            #expect(keyPath == "items[0][\"x y\"]")
            #expect(sink.bytes.isEmpty)
        }
        let (read, _) = try PropertyListReader.read(PropertyListWriter.encode(value, encoding: .binary))
        #expect(read == value)
    }

    @Test("XML refuses control characters in strings and keys; the others carry them")
    func controlCharacters() throws {
        for value: PropertyList in [.array([.string("a\u{0}b")]), .dictionary(["k\u{1B}": .bool(true)])] {
            let error = #expect(throws: PropertyListError.self) {
                try PropertyListWriter.encode(value, encoding: .xml)
            }
            #expect(error?.caseName == "unencodable")
            #expect(error?.message.contains("XML 1.0 cannot carry") == true)
            for encoding in [PropertyListEncoding.binary, .json] {
                #expect(
                    try PropertyListReader.read(PropertyListWriter.encode(value, encoding: encoding)).value == value)
            }
        }
    }

    @Test("dates outside years 0001-9999 have no text form")
    func dates() {
        for encoding in [PropertyListEncoding.xml, .json] {
            #expect(throws: PropertyListError.self) {
                try PropertyListWriter.encode(.array([.date(1e13)]), encoding: encoding)
            }
        }
    }

    @Test("JSON needs a container at the top")
    func jsonTopLevel() {
        #expect(
            throws: PropertyListError.unencodable(
                encoding: .json, keyPath: "",
                reason: "a JSON bundle's top level must be a dictionary or an array, not a string")
        ) {
            try PropertyListWriter.encode(.string("x"), encoding: .json)
        }
    }

    @Test("values nested deeper than readers accept are refused", arguments: PropertyListEncoding.allCases)
    func depth(encoding: PropertyListEncoding) throws {
        var value = PropertyList.dictionary([:])
        for _ in 1..<PropertyListReader.maximumDepth {
            value = .dictionary(["k": value])
        }
        _ = try PropertyListWriter.encode(value, encoding: encoding)
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListWriter.encode(.array([value]), encoding: encoding)
        }
        #expect(error?.message.contains("deeper than 64 levels") == true)
    }
}

import Testing

@testable import StorysharePropertyList

@Suite("Round trips through the binary writer and reader")
struct RoundTripTests {
    static let values: [PropertyList] = [
        Samples.everything,
        Samples.wideDictionary,
        .array([]),
        .dictionary([:]),
        .array([.string("only")]),
        .array((0..<1000).map { .integer(Int64($0) * 7919 - 3_000_000) }),
    ]

    @Test("the reader gives back the value written")
    func typedRoundTrip() throws {
        for value in Self.values {
            let bytes = try PropertyListWriter.encode(value)
            #expect(try PropertyListReader.read(bytes) == value)
        }
    }

    @Test("top-level scalars round-trip")
    func scalars() throws {
        let scalars: [PropertyList] = [
            .string("x"), .string(""), .string("😀"), .integer(-7), .integer(Int64.max), .real(2.5),
            .bool(true), .bool(false), .date(0), .data(.bytes([1, 2, 3])),
        ]
        for value in scalars {
            let read = try PropertyListReader.read(PropertyListWriter.encode(value))
            #expect(read == value)
        }
    }

    @Test("data of every size around the base64 and nibble boundaries")
    func dataSizes() throws {
        for count in [0, 1, 2, 3, 4, 5, 14, 15, 16, 56, 57, 58, 255, 256, 65_535, 65_536, 1_000_000] {
            let bytes = Samples.bytes(count, seed: UInt32(count))
            let value = PropertyList.dictionary(["payload": .data(.bytes(bytes))])
            let read = try PropertyListReader.read(PropertyListWriter.encode(value))
            #expect(read == value, "\(count) bytes")
        }
    }

    @Test("more than 65535 objects need 4-byte references")
    func manyObjects() throws {
        let value = PropertyList.array((0..<70_000).map { .integer(Int64($0)) })
        let bytes = try PropertyListWriter.encode(value)
        #expect(bytes[bytes.count - 25] == 4, "objectRefSize")
        let read = try PropertyListReader.read(bytes)
        #expect(read == value)
    }

    @Test("reference and offset sizes grow with the object count")
    func referenceSizes() throws {
        // n elements plus the array itself: 256 objects fit 1-byte references, 257 do not.
        for (count, expected) in [(14, 1), (255, 1), (256, 2), (65_535, 2), (65_536, 4)] {
            let value = PropertyList.array((0..<count).map { _ in .bool(true) })
            let bytes = try PropertyListWriter.encode(value)
            #expect(Int(bytes[bytes.count - 25]) == expected, "\(count) elements")
            #expect(try PropertyListReader.read(bytes) == value)
        }
    }

    @Test("dates keep their fraction (as seconds since 2001, as the format holds them)")
    func datePrecision() throws {
        for seconds in [1_700_000_000.75, -0.25, 978_307_200.1, -62_135_596_800, 253_402_300_799.5] {
            let value = PropertyList.array([.date(seconds)])
            #expect(try PropertyListReader.read(PropertyListWriter.encode(value)) == value)
        }
    }
}

@Suite("Reading in place")
struct InPlaceTests {
    @Test("binary data is left where it lies, as ranges of the caller's buffer")
    func dataStaysInTheBuffer() throws {
        let payload = Samples.bytes(100_000, seed: 3)
        let value = PropertyList.dictionary(["a": .data(.bytes(payload)), "b": .array([.string("x"), .integer(2)])])
        let bytes = try PropertyListWriter.encode(value)
        let read = try bytes.withUnsafeBytes { raw in
            let read = try PropertyListReader.readBinary(inPlace: raw)
            guard case .data(.inputRange(let range))? = read["a"] else {
                Issue.record("not a range: \(String(describing: read["a"]))")
                return read
            }
            #expect(Array(UnsafeRawBufferPointer(rebasing: raw[range])) == payload)
            #expect(read.copyingInputRanges(from: raw) == value)
            return read
        }
        #expect(read["b"] == value["b"])
        let xml = Array("<plist><true/></plist>".utf8)
        let error = #expect(throws: PropertyListError.self) {
            try xml.withUnsafeBytes { _ = try PropertyListReader.readBinary(inPlace: $0) }
        }
        #expect(error?.caseName == "unrecognizedEncoding")
    }
}

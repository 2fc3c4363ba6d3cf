import Testing

@testable import StorysharePropertyList

@Suite("Round trips through every encoding")
struct RoundTripTests {
    static let values: [PropertyList] = [
        Samples.everything,
        Samples.wideDictionary,
        .array([]),
        .dictionary([:]),
        .array([.string("only")]),
        .array((0..<1000).map { .integer(Int64($0) * 7919 - 3_000_000) }),
    ]

    @Test("binary gives back the value written", arguments: [PropertyListEncoding.binary])
    func typedRoundTrip(encoding: PropertyListEncoding) throws {
        for value in Self.values {
            let bytes = try PropertyListWriter.encode(value, encoding: encoding)
            let (read, detected) = try PropertyListReader.read(bytes)
            #expect(detected == encoding)
            #expect(read == value)
        }
    }

    @Test("JSON gives back the value with data and dates as strings")
    func jsonRoundTrip() throws {
        for value in Self.values {
            let bytes = try PropertyListWriter.encode(value, encoding: .json)
            let (read, detected) = try PropertyListReader.read(bytes)
            #expect(detected == .json)
            #expect(read == Samples.jsonProjection(value))
        }
    }

    @Test("top-level scalars round-trip in binary", arguments: [PropertyListEncoding.binary])
    func scalars(encoding: PropertyListEncoding) throws {
        let scalars: [PropertyList] = [
            .string("x"), .string(""), .string("😀"), .integer(-7), .integer(Int64.max), .real(2.5),
            .bool(true), .bool(false), .date(0), .data(.bytes([1, 2, 3])),
        ]
        for value in scalars {
            let (read, _) = try PropertyListReader.read(PropertyListWriter.encode(value, encoding: encoding))
            #expect(read == value)
        }
    }

    @Test(
        "data of every size around the base64 and nibble boundaries", arguments: [PropertyListEncoding.binary, .json])
    func dataSizes(encoding: PropertyListEncoding) throws {
        for count in [0, 1, 2, 3, 4, 5, 14, 15, 16, 56, 57, 58, 255, 256, 65_535, 65_536, 1_000_000] {
            let bytes = Samples.bytes(count, seed: UInt32(count))
            let value = PropertyList.dictionary(["payload": .data(.bytes(bytes))])
            let (read, _) = try PropertyListReader.read(PropertyListWriter.encode(value, encoding: encoding))
            if encoding == .json {
                #expect(read["payload"]?.stringValue.flatMap(Base64.decode) == bytes, "\(count) bytes")
            } else {
                #expect(read == value, "\(count) bytes")
            }
        }
    }

    @Test("more than 65535 objects need 4-byte references", arguments: [PropertyListEncoding.binary, .json])
    func manyObjects(encoding: PropertyListEncoding) throws {
        let value = PropertyList.array((0..<70_000).map { .integer(Int64($0)) })
        let bytes = try PropertyListWriter.encode(value, encoding: encoding)
        if encoding == .binary {
            #expect(bytes[bytes.count - 25] == 4, "objectRefSize")
        }
        let (read, _) = try PropertyListReader.read(bytes)
        #expect(read == value)
    }

    @Test("reference and offset sizes grow with the object count")
    func referenceSizes() throws {
        // n elements plus the array itself: 256 objects fit 1-byte references, 257 do not.
        for (count, expected) in [(14, 1), (255, 1), (256, 2), (65_535, 2), (65_536, 4)] {
            let value = PropertyList.array((0..<count).map { _ in .bool(true) })
            let bytes = try PropertyListWriter.encode(value, encoding: .binary)
            #expect(Int(bytes[bytes.count - 25]) == expected, "\(count) elements")
            #expect(try PropertyListReader.read(bytes).value == value)
        }
    }

    @Test("JSON dates keep the fraction")
    func datePrecision() throws {
        for seconds in [1_700_000_000.75, -0.25, 0.1, 1e-9, -62_135_596_800, 253_402_300_799.5] {
            let value = PropertyList.array([.date(seconds)])
            let (json, _) = try PropertyListReader.read(PropertyListWriter.encode(value, encoding: .json))
            let text = try #require(json.arrayValue?.first?.stringValue)
            #expect(ISO8601UTC.parse(text) == seconds, "\(text)")
        }
    }

    @Test("JSON integers and reals keep their kinds")
    func jsonNumberKinds() throws {
        let value = PropertyList.array([.integer(1), .real(1), .real(1e16), .real(-0.0), .integer(Int64.min)])
        let bytes = try PropertyListWriter.encode(value, encoding: .json)
        #expect(try PropertyListReader.read(bytes).value == value)
    }
}

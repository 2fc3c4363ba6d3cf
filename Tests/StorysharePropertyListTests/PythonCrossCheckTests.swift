import Foundation
import Testing

@testable import StorysharePropertyList

/// Python's `plistlib` and `json` read what we write, and we read what `plistlib` writes.
@Suite("Cross-checks with python3", .enabled(if: Python.isAvailable, "python3 with plistlib is not installed"))
struct PythonCrossCheckTests {
    /// The value `scripts/plist-roundtrip.py` writes for `emit` (its SAMPLE).
    static let pythonSample: PropertyList = .dictionary([
        "string": .string("hello"),
        "unicode": .string("café 😀"),
        "empty": .string(""),
        "small": .integer(7),
        "medium": .integer(300),
        "large": .integer(70_000),
        "huge": .integer(1 << 40),
        "negative": .integer(-5),
        "min": .integer(Int64.min),
        "max": .integer(Int64.max),
        "real": .real(3.25),
        "yes": .bool(true),
        "no": .bool(false),
        "date": .date(1_700_000_000),
        "data": .data(.bytes(Array(0..<20))),
        "shared": .array([.string("hello"), .string("hello"), .integer(7), .integer(7), .string("café 😀")]),
        "many": .array((0..<20).map { .integer(Int64($0)) }),
        "nested": .dictionary(["inner": .dictionary(["deeper": .array([.array([]), .dictionary([:])])])]),
    ])

    @Test("Python reads what we write", arguments: PropertyListEncoding.allCases)
    func pythonReadsOurs(encoding: PropertyListEncoding) throws {
        let directory = try TemporaryDirectory()
        for (index, value) in [Samples.everything, Samples.wideDictionary, .array([])].enumerated() {
            let path = directory.file("value-\(index).\(encoding.rawValue)")
            let sink = try FileSink(path: path)
            try PropertyListWriter.write(value, encoding: encoding, to: sink)
            try sink.close()
            let expected = encoding == .json ? Samples.jsonProjection(value) : value
            let described = try Python.describe(path, format: encoding)
            #expect(described == expected, "value \(index)")
        }
    }

    @Test("Python reads streamed data and 4-byte references", arguments: PropertyListEncoding.allCases)
    func pythonReadsStreamedAndLarge(encoding: PropertyListEncoding) throws {
        let directory = try TemporaryDirectory()
        let bytes = Samples.bytes(1_500_000, seed: 5)
        let asset = try directory.write(bytes, to: "asset.bin")
        let value = PropertyList.dictionary([
            "asset": .data(.file(path: asset, length: bytes.count)),
            "numbers": .array((0..<70_000).map { .integer(Int64($0) - 35_000) }),
        ])
        let path = directory.file("big.\(encoding.rawValue)")
        let sink = try FileSink(path: path)
        try PropertyListWriter.write(value, encoding: encoding, to: sink)
        try sink.close()
        let inMemory = PropertyList.dictionary(["asset": .data(.bytes(bytes)), "numbers": value["numbers"]!])
        let expected = encoding == .json ? Samples.jsonProjection(inMemory) : inMemory
        #expect(try Python.describe(path, format: encoding) == expected)
    }

    @Test("we read what plistlib writes (with shared objects)", arguments: [PropertyListEncoding.binary])
    func weReadPythons(encoding: PropertyListEncoding) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("python.\(encoding.rawValue)")
        let result = try Python.run([Python.scriptPath, "emit", encoding.rawValue, path])
        #expect(result.status == 0, "\(result.errors)")
        let (value, detected) = try PropertyListReader.read(fileAtPath: path)
        #expect(detected == encoding)
        #expect(value == Self.pythonSample)
    }

    @Test("a 16-byte integer beyond 64 bits is refused")
    func bigInteger() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("bigint.plist")
        let result = try Python.run([Python.scriptPath, "emit-bigint", path])
        #expect(result.status == 0, "\(result.errors)")
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListReader.read(fileAtPath: path)
        }
        #expect(error?.caseName == "binaryIntegerOutOfRange")
    }
}

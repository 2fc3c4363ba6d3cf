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

    @Test("Python reads what we write")
    func pythonReadsOurs() throws {
        let directory = try TemporaryDirectory()
        for (index, value) in [Samples.everything, Samples.wideDictionary, .array([])].enumerated() {
            let path = directory.file("value-\(index).binary")
            try TestFiles.write(path) { try PropertyListWriter.write(value, to: $0) }
            let described = try Python.describe(path)
            #expect(described == value, "value \(index)")
        }
    }

    @Test("Python reads streamed data and 4-byte references")
    func pythonReadsStreamedAndLarge() throws {
        let directory = try TemporaryDirectory()
        let bytes = Samples.bytes(1_500_000, seed: 5)
        let asset = try directory.write(bytes, to: "asset.bin")
        let value = PropertyList.dictionary([
            "asset": .data(.file(path: asset, length: bytes.count)),
            "numbers": .array((0..<70_000).map { .integer(Int64($0) - 35_000) }),
        ])
        let path = directory.file("big.binary")
        try TestFiles.write(path) { try PropertyListWriter.write(value, to: $0) }
        let inMemory = PropertyList.dictionary(["asset": .data(.bytes(bytes)), "numbers": value["numbers"]!])
        #expect(try Python.describe(path) == inMemory)
    }

    @Test("we read what plistlib writes (with shared objects)")
    func weReadPythons() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("python.binary")
        let result = try Python.run([Python.scriptPath, "emit", "binary", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try TestFiles.read(path) == Self.pythonSample)
    }

    @Test("a 16-byte integer beyond 64 bits is refused")
    func bigInteger() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("bigint.plist")
        let result = try Python.run([Python.scriptPath, "emit-bigint", path])
        #expect(result.status == 0, "\(result.errors)")
        let error = #expect(throws: PropertyListError.self) {
            try TestFiles.read(path)
        }
        #expect(error?.caseName == "binaryIntegerOutOfRange")
    }
}

import Testing

@testable import StorysharePropertyList

/// Builds binary plists by hand, with every trailer field open to lies.
struct BinaryPlistBuilder {
    var objects: [[UInt8]]
    var offsetWidth: UInt8 = 1
    var referenceWidth: UInt8 = 1
    var objectCount: UInt64?
    var topObject: UInt64 = 0
    var tableOffset: UInt64?

    init(_ objects: [[UInt8]]) {
        self.objects = objects
    }

    var bytes: [UInt8] {
        var output = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(output.count)
            output += object
        }
        let table = output.count
        for offset in offsets {
            output += Self.bigEndian(UInt64(offset), width: Int(offsetWidth))
        }
        output += [0, 0, 0, 0, 0, 0, offsetWidth, referenceWidth]
        output += Self.bigEndian(objectCount ?? UInt64(objects.count), width: 8)
        output += Self.bigEndian(topObject, width: 8)
        output += Self.bigEndian(tableOffset ?? UInt64(table), width: 8)
        return output
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> UInt64($0 * 8)) }
    }
}

@Suite("Hostile binary plists")
struct HostileBinaryTests {
    /// A small plist holding most kinds of object.
    static let small: [UInt8] = {
        let value = PropertyList.dictionary([
            "name": .string("storyshare"), "emoji": .string("é😀"), "n": .integer(-2), "big": .integer(1 << 33),
            "pi": .real(3.14), "on": .bool(true), "when": .date(1_700_000_000), "blob": .data(.bytes(Array(0..<20))),
            "list": .array([.integer(1), .dictionary(["k": .string("v")]), .array([])]),
        ])
        return (try? PropertyListWriter.encode(value)) ?? []
    }()

    /// Reads `bytes` and returns the error, checking it took well under a second.
    func timedError(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> PropertyListError? {
        let clock = ContinuousClock()
        var error: PropertyListError?
        let elapsed = clock.measure {
            error = readError(bytes)
        }
        #expect(elapsed < .seconds(1), "took \(elapsed)", sourceLocation: sourceLocation)
        return error
    }

    @Test("the sample reads")
    func sampleReads() throws {
        #expect(Self.small.count > 100)
        _ = try PropertyListReader.read(Self.small)
    }

    @Test("every truncation is an error, never a crash")
    func truncations() {
        for length in 0..<Self.small.count {
            #expect(readError(Array(Self.small[0..<length])) != nil, "prefix of \(length) bytes")
        }
    }

    @Test("every bit flip at every byte is handled without crashing")
    func bitFlips() {
        var failures = 0
        for index in 0..<Self.small.count {
            for bit in 0..<8 {
                var bytes = Self.small
                bytes[index] ^= 1 << UInt8(bit)
                if readError(bytes) != nil {
                    failures += 1
                }
            }
        }
        // Most flips break something; some only change a value.
        #expect(failures > 0)
    }

    @Test("every byte value at every position is handled without crashing")
    func byteSubstitutions() {
        for index in stride(from: 0, to: Self.small.count, by: 3) {
            for value in [0x00, 0x0F, 0x1F, 0x4F, 0x5F, 0x6F, 0x7F, 0x80, 0xAF, 0xDF, 0xFF] as [UInt8] {
                var bytes = Self.small
                bytes[index] = value
                _ = readError(bytes)
            }
        }
    }

    @Test("an array that contains itself is a cycle")
    func directCycle() {
        let bytes = BinaryPlistBuilder([[0xA1, 0x00]]).bytes
        #expect(timedError(bytes) == .binaryCycle(object: 0, offset: 8))
    }

    @Test("a dictionary reached again through an array is a cycle")
    func indirectCycle() {
        // 0: {"k": 2}  1: "k"  2: [0]
        let bytes = BinaryPlistBuilder([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0xA1, 0x00]]).bytes
        #expect(timedError(bytes) == .binaryCycle(object: 0, offset: 8))
    }

    @Test("nesting deeper than the limit is refused")
    func depthBomb() {
        // Object i is [i + 1]; the last is an empty array.
        let count = 200
        var objects = (0..<(count - 1)).map { [0xA1, UInt8($0 + 1)] as [UInt8] }
        objects.append([0xA0])
        var builder = BinaryPlistBuilder(objects)
        builder.offsetWidth = 2
        let error = timedError(builder.bytes)
        #expect(error?.caseName == "binaryTooDeep")
        if case .binaryTooDeep(let object, _, let limit)? = error {
            #expect(object == PropertyListReader.maximumDepth)
            #expect(limit == 64)
        }
    }

    @Test("exactly the maximum depth reads")
    func maximumDepth() throws {
        var value = PropertyList.array([])
        for _ in 1..<PropertyListReader.maximumDepth {
            value = .array([value])
        }
        let bytes = try PropertyListWriter.encode(value)
        #expect(try PropertyListReader.read(bytes) == value)
        #expect(throws: PropertyListError.self) {
            try PropertyListWriter.encode(.array([value]))
        }
    }

    @Test("shared containers that would expand exponentially are refused")
    func billionLaughs() {
        // Object i is [i + 1, i + 1]: 40 levels would be 2^40 values.
        var objects = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] as [UInt8] }
        objects.append([0x09])
        let bytes = BinaryPlistBuilder(objects).bytes
        #expect(timedError(bytes) == .binaryExpansionTooLarge(limit: bytes.count))
    }

    @Test("a declared object count the offset table cannot hold")
    func objectCountLie() {
        var builder = BinaryPlistBuilder([[0x09]])
        builder.objectCount = 1 << 40
        #expect(timedError(builder.bytes) == .binaryObjectCountTooLarge(count: 1 << 40, maximum: 1))
        builder.objectCount = UInt64.max
        #expect(timedError(builder.bytes) == .binaryObjectCountTooLarge(count: UInt64.max, maximum: 1))
    }

    @Test("an offset table past the end of the file")
    func tablePastEnd() {
        var builder = BinaryPlistBuilder([[0x09]])
        builder.tableOffset = 1 << 50
        let bytes = builder.bytes
        #expect(timedError(bytes) == .binaryOffsetTableOutOfRange(tableOffset: 1 << 50, fileLength: bytes.count))
        builder.tableOffset = 3
        #expect(timedError(builder.bytes) == .binaryOffsetTableOutOfRange(tableOffset: 3, fileLength: bytes.count))
    }

    @Test("trailer sizes other than 1, 2, 4 or 8")
    func trailerSizes() {
        for width: UInt8 in [0, 3, 5, 16, 255] {
            var builder = BinaryPlistBuilder([[0x09]])
            builder.offsetWidth = width
            #expect(
                timedError(builder.bytes)
                    == .binaryInvalidTrailer(field: "offsetIntSize", value: UInt64(width), expected: "1, 2, 4 or 8"))
            builder.offsetWidth = 1
            builder.referenceWidth = width
            #expect(
                timedError(builder.bytes)
                    == .binaryInvalidTrailer(field: "objectRefSize", value: UInt64(width), expected: "1, 2, 4 or 8"))
        }
    }

    @Test("a top object or object count out of range")
    func topObject() {
        var builder = BinaryPlistBuilder([[0x09]])
        builder.topObject = 1
        #expect(timedError(builder.bytes)?.caseName == "binaryInvalidTrailer")
        builder.topObject = 0
        builder.objectCount = 0
        #expect(timedError(builder.bytes)?.caseName == "binaryInvalidTrailer")
    }

    @Test("an offset table entry outside the object area")
    func objectOffsetOutOfRange() {
        var bytes = BinaryPlistBuilder([[0x09]]).bytes
        bytes[9] = 200  // the single table entry
        #expect(timedError(bytes) == .binaryObjectOffsetOutOfRange(object: 0, offset: 200, limit: 9))
        bytes[9] = 2
        #expect(timedError(bytes) == .binaryObjectOffsetOutOfRange(object: 0, offset: 2, limit: 9))
    }

    @Test("a reference beyond the object count")
    func referenceOutOfRange() {
        let bytes = BinaryPlistBuilder([[0xA2, 0x01, 0x07], [0x09]]).bytes
        #expect(timedError(bytes) == .binaryReferenceOutOfRange(object: 0, offset: 8, reference: 7, objectCount: 2))
    }

    @Test("a dictionary declaring 2^40 entries")
    func absurdCount() {
        let bytes = BinaryPlistBuilder([[0xDF, 0x13] + BinaryPlistBuilder.bigEndian(1 << 40, width: 8)]).bytes
        #expect(timedError(bytes) == .binaryObjectPastEnd(object: 0, offset: 8))
        let data = BinaryPlistBuilder([[0x4F, 0x13] + BinaryPlistBuilder.bigEndian(UInt64(Int64.max), width: 8)]).bytes
        #expect(timedError(data) == .binaryObjectPastEnd(object: 0, offset: 8))
        let utf16 = BinaryPlistBuilder([[0x6F, 0x13] + BinaryPlistBuilder.bigEndian(UInt64(Int64.max), width: 8)]).bytes
        #expect(timedError(utf16) == .binaryObjectPastEnd(object: 0, offset: 8))
    }

    @Test("negative and malformed counts")
    func malformedCounts() {
        let negative = BinaryPlistBuilder([[0x4F, 0x13] + BinaryPlistBuilder.bigEndian(UInt64.max, width: 8)]).bytes
        #expect(timedError(negative) == .binaryInvalidLength(object: 0, offset: 8))
        let notInteger = BinaryPlistBuilder([[0x4F, 0x23, 0, 0, 0, 0, 0, 0, 0, 0]]).bytes
        #expect(timedError(notInteger) == .binaryInvalidLength(object: 0, offset: 8))
        let wide = BinaryPlistBuilder([[0x4F, 0x14] + [UInt8](repeating: 0, count: 16)]).bytes
        #expect(timedError(wide) == .binaryInvalidLength(object: 0, offset: 8))
    }

    @Test("integer and real sizes that do not exist")
    func impossibleSizes() {
        for marker: UInt8 in [0x15, 0x1F, 0x20, 0x21, 0x24, 0x32, 0x34, 0x01, 0x07] {
            let bytes = BinaryPlistBuilder([[marker] + [UInt8](repeating: 0, count: 40)]).bytes
            #expect(timedError(bytes) == .binaryInvalidSize(object: 0, offset: 8, marker: marker))
        }
    }

    @Test("null, fill, UIDs, sets and unknown markers are refused")
    func unsupportedObjects() {
        for marker: UInt8 in [0x00, 0x0F, 0x80, 0xB0, 0xC0, 0x70, 0x90, 0xE0, 0xF0] {
            let bytes = BinaryPlistBuilder([[marker, 0, 0, 0]]).bytes
            #expect(timedError(bytes) == .binaryUnsupportedObject(object: 0, offset: 8, marker: marker))
        }
    }

    @Test("16-byte integers are read when they fit 64 bits")
    func sixteenByteIntegers() throws {
        let minusOne = BinaryPlistBuilder([[0x14] + [UInt8](repeating: 0xFF, count: 16)]).bytes
        #expect(try PropertyListReader.read(minusOne) == .integer(-1))
        let large = BinaryPlistBuilder([
            [0x14] + [UInt8](repeating: 0, count: 8) + [0x7F] + [UInt8](repeating: 0xFF, count: 7)
        ])
        #expect(try PropertyListReader.read(large.bytes) == .integer(Int64.max))
        let tooLarge = BinaryPlistBuilder([
            [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        ])
        #expect(timedError(tooLarge.bytes) == .binaryIntegerOutOfRange(object: 0, offset: 8))
    }

    @Test("4-byte reals are widened")
    func float32() throws {
        let bytes = BinaryPlistBuilder([[0x22] + BinaryPlistBuilder.bigEndian(UInt64(Float(1.5).bitPattern), width: 4)])
        #expect(try PropertyListReader.read(bytes.bytes) == .real(1.5))
    }

    @Test("dictionary keys must be strings, once each")
    func keys() {
        let numberKey = BinaryPlistBuilder([[0xD1, 0x01, 0x02], [0x10, 0x05], [0x09]]).bytes
        #expect(timedError(numberKey) == .binaryKeyNotString(object: 0, offset: 8, key: 1))
        let twice = BinaryPlistBuilder([[0xD2, 0x01, 0x01, 0x02, 0x02], [0x51, 0x6B], [0x09]]).bytes
        #expect(timedError(twice) == .binaryDuplicateKey(object: 0, offset: 8, key: "k"))
        // Canonically equivalent keys ("é" precomposed and decomposed) are the same key.
        let composed: [UInt8] = [0x61, 0x00, 0xE9]
        let decomposed: [UInt8] = [0x62, 0x00, 0x65, 0x03, 0x01]
        let equivalent = BinaryPlistBuilder([[0xD2, 0x01, 0x02, 0x03, 0x03], composed, decomposed, [0x09]]).bytes
        #expect(timedError(equivalent)?.caseName == "binaryDuplicateKey")
    }

    @Test("strings: non-ASCII bytes and unpaired surrogates are refused")
    func invalidStrings() {
        let ascii = BinaryPlistBuilder([[0x52, 0x61, 0xC3]]).bytes
        #expect(timedError(ascii)?.caseName == "binaryInvalidString")
        for units: [UInt8] in [[0x61, 0xD8, 0x00], [0x61, 0xDC, 0x00], [0x62, 0xD8, 0x00, 0x00, 0x41]] {
            let bytes = BinaryPlistBuilder([units]).bytes
            #expect(timedError(bytes)?.caseName == "binaryInvalidString", "\(units)")
        }
        let pair = BinaryPlistBuilder([[0x62, 0xD8, 0x3D, 0xDE, 0x00]]).bytes
        #expect((try? PropertyListReader.read(pair)) == .string("😀"))
    }

    @Test("inputs shorter than a header and a trailer")
    func tooShort() {
        for length in [8, 9, 39] {
            let bytes = Array("bplist00".utf8) + [UInt8](repeating: 0, count: length - 8)
            #expect(timedError(bytes) == .binaryTooShort(length: length))
        }
    }

    @Test("messages say what is wrong and where")
    func messages() {
        #expect(
            PropertyListError.binaryObjectPastEnd(object: 12, offset: 4096).message
                == "binary plist: object 12 at offset 4096 has a length that runs past the end of the object area")
        #expect(
            PropertyListError.binaryCycle(object: 3, offset: 20).message
                == "binary plist: object 3 at offset 20 contains itself (a reference cycle)")
        #expect(
            PropertyListError.binaryUnsupportedObject(object: 1, offset: 9, marker: 0x80).message
                == "binary plist: object 1 at offset 9 is a UID (marker 0x80),"
                + " which storyshare property lists never hold")
    }
}

import StoryshareXML
import Testing

@testable import StorysharePropertyList

/// What reading a copy of some bytes in place came to, and that copy afterwards.
struct InPlaceRead {
    var result: Result<(value: PropertyList, encoding: PropertyListEncoding), PropertyListError>
    var buffer: [UInt8]

    /// The value with its input ranges copied out of the buffer, comparable with what ``read(_:)``
    /// gives.
    var copiedValue: PropertyList? {
        guard case .success(let read) = result else {
            return nil
        }
        return buffer.withUnsafeBytes { read.value.copyingInputRanges(from: $0) }
    }
}

/// Reads a copy of `bytes` in place.
func readInPlace(
    _ bytes: [UInt8], base64Keys: Set<String> = [], budgetAllowance: Int = DecodingBudget.allowance
) -> InPlaceRead {
    var buffer = bytes
    let result = buffer.withUnsafeMutableBytes { raw in
        Result { () throws(PropertyListError) in
            try PropertyListReader.read(inPlace: raw, base64Keys: base64Keys, budgetAllowance: budgetAllowance)
        }
    }
    return InPlaceRead(result: result, buffer: buffer)
}

/// Every `.inputRange` in `value`, and whether it holds any `.bytes` data.
private func dataSources(in value: PropertyList) -> (ranges: [Range<Int>], copies: Int) {
    switch value {
    case .data(.inputRange(let range)):
        return ([range], 0)
    case .data:
        return ([], 1)
    case .array(let elements):
        return elements.map(dataSources).reduce(([], 0)) { ($0.ranges + $1.ranges, $0.copies + $1.copies) }
    case .dictionary(let entries):
        return entries.values.map(dataSources).reduce(([], 0)) { ($0.ranges + $1.ranges, $0.copies + $1.copies) }
    default:
        return ([], 0)
    }
}

/// Checks that `after` equals `before` outside `ranges`, which must not overlap (as the ranges of
/// data decoded in place never do).
private func expectUnchanged(
    outside ranges: [Range<Int>], before: [UInt8], after: [UInt8], _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(before.count == after.count, sourceLocation: sourceLocation)
    var start = 0
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        #expect(range.lowerBound >= start, "\(comment): overlapping ranges", sourceLocation: sourceLocation)
        guard range.lowerBound >= start, range.upperBound <= before.count else {
            return
        }
        #expect(before[start..<range.lowerBound] == after[start..<range.lowerBound], "\(comment)")
        start = range.upperBound
    }
    #expect(
        before[start...] == after[start...], "\(comment): changed after the last range", sourceLocation: sourceLocation)
}

/// Reads `bytes` both ways and checks that the in-place reading agrees with the copying one: the
/// same encoding and (data compared by content) the same value, with no data copied and nothing
/// written outside the returned ranges; or the same error and the buffer untouched. Reading in place
/// costs less, so it may read what the copying reader finds over budget.
func expectInPlaceMatchesCopying(
    _ bytes: [UInt8], budgetAllowance: Int = DecodingBudget.allowance, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let copying = Result { () throws(PropertyListError) in
        try PropertyListReader.read(bytes, budgetAllowance: budgetAllowance)
    }
    let inPlace = readInPlace(bytes, budgetAllowance: budgetAllowance)
    switch (copying, inPlace.result) {
    case (.success(let copy), .success(let read)):
        #expect(read.encoding == copy.encoding, "\(comment)", sourceLocation: sourceLocation)
        #expect(inPlace.copiedValue == copy.value, "\(comment)", sourceLocation: sourceLocation)
        let (ranges, copies) = dataSources(in: read.value)
        #expect(copies == 0, "\(comment): data copied", sourceLocation: sourceLocation)
        if read.encoding == .binary {
            // Never written; its data objects may share bytes (a damaged offset table can say so).
            #expect(inPlace.buffer == bytes, "\(comment): a binary plist was written", sourceLocation: sourceLocation)
        } else {
            expectUnchanged(
                outside: ranges, before: bytes, after: inPlace.buffer, comment, sourceLocation: sourceLocation)
        }
    case (.failure(let copyError), .failure(let error)):
        #expect(error == copyError, "\(comment)", sourceLocation: sourceLocation)
        #expect(inPlace.buffer == bytes, "\(comment): written though refused", sourceLocation: sourceLocation)
    case (.failure(let copyError), .success):
        #expect(
            ["binaryOverBudget", "textOverBudget"].contains(copyError.caseName),
            "\(comment): copying refuses with \(copyError), in place reads", sourceLocation: sourceLocation)
    case (.success, .failure(let error)):
        Issue.record("\(comment): copying reads, in place refuses with \(error)", sourceLocation: sourceLocation)
    }
}

@Suite("Reading in place")
struct InPlaceReadingTests {
    /// The round-trip and determinism values, and data of sizes around every boundary.
    static let corpus: [PropertyList] =
        RoundTripTests.values + [
            .dictionary(
                Dictionary(uniqueKeysWithValues: (0..<200).map { ("key \($0 * 7 % 200) é\($0)", .string("\($0)")) })),
            .array([.data(.bytes([1, 2, 3])), .data(.bytes([])), .data(.bytes(Samples.bytes(100)))]),
            .data(.bytes(Samples.bytes(57))),
        ]
        + [0, 1, 2, 3, 4, 5, 14, 15, 16, 56, 57, 58, 255, 256, 65_535, 65_536, 1_000_000].map { count in
            .dictionary(["payload": .data(.bytes(Samples.bytes(count, seed: UInt32(count)))), "n": .integer(1)])
        }

    @Test(
        "binary and JSON give the values read(_:) gives, data left in the buffer",
        arguments: [PropertyListEncoding.binary, .json])
    func sameValues(encoding: PropertyListEncoding) throws {
        for (index, value) in Self.corpus.enumerated() {
            guard encoding != .json || value.arrayValue != nil || value.dictionaryValue != nil else {
                continue
            }
            let bytes = try PropertyListWriter.encode(value, encoding: encoding)
            expectInPlaceMatchesCopying(bytes, "\(encoding) value \(index)")
            if encoding != .json {
                #expect(readInPlace(bytes).copiedValue == value, "\(encoding) value \(index)")
            }
        }
    }

    @Test("JSON strings under the base64 keys come back as their data", arguments: [0, 1, 2, 3, 57, 58, 65_536])
    func jsonBase64Keys(count: Int) throws {
        let payload = Samples.bytes(count, seed: 5)
        let value = PropertyList.dictionary([
            "payload": .data(.bytes(payload)), "other": .data(.bytes(payload)), "n": .integer(1),
            "items": .array([.dictionary(["payload": .data(.bytes([0xFF])), "text": .string("QUJD")])]),
        ])
        let bytes = try PropertyListWriter.encode(value, encoding: .json)
        let read = readInPlace(bytes, base64Keys: ["payload", "absent"])
        let (ranges, _) = try dataSources(in: read.result.get().value)
        #expect(ranges.count == 2)
        // Data at any depth under a listed key; strings under the others, as read(_:) gives them.
        #expect(
            read.copiedValue
                == .dictionary([
                    "payload": .data(.bytes(payload)), "other": .string(Base64.encode(payload)), "n": .integer(1),
                    "items": .array([.dictionary(["payload": .data(.bytes([0xFF])), "text": .string("QUJD")])]),
                ]))
        expectUnchanged(outside: ranges, before: bytes, after: read.buffer, "\(count) bytes")
    }

    @Test("JSON base64: escapes are decoded, whitespace skipped, anything else refused")
    func jsonBase64Text() throws {
        func data(_ text: String) -> [UInt8]? {
            let read = readInPlace(Array("{\"k\": \(text)}".utf8), base64Keys: ["k"])
            guard case .data(let source)? = read.copiedValue?["k"], case .bytes(let bytes) = source else {
                return nil
            }
            return bytes
        }
        #expect(data(#""QUJD""#) == Array("ABC".utf8))
        #expect(data(#""QU\u004aD""#) == Array("ABC".utf8))
        #expect(data(#""QUJD\nRUY=""#) == Array("ABCEF".utf8))
        #expect(data(#""Q U\tJ\/""#) == [0x41, 0x42, 0x7F])
        #expect(data(#""""#) == [])
        #expect(data(#"" \r\n ""#) == [])
        // Not strings: read as they are.
        #expect(readInPlace(Array(#"{"k": 5}"#.utf8), base64Keys: ["k"]).copiedValue == .dictionary(["k": .integer(5)]))
        #expect(
            readInPlace(Array(#"{"k": ["QUJD"]}"#.utf8), base64Keys: ["k"]).copiedValue
                == .dictionary(["k": .array([.string("QUJD")])]))
        // Keys match by their scalars: a decomposed é is another key.
        #expect(
            readInPlace(Array("{\"e\u{301}\": \"QUJD\"}".utf8), base64Keys: ["\u{E9}"]).copiedValue
                == .dictionary(["e\u{301}": .string("QUJD")]))
        for text in [#""Q""#, #""QUJD=""#, #""Q=JD""#, #""QUJD\u00e9""#, #""é""#, #""QU*D""#, #""QUJDR""#] {
            let bytes = Array("{\"a\": 1, \"k\": \(text)}".utf8)
            let read = readInPlace(bytes, base64Keys: ["k"])
            guard case .failure(.invalidValue(.json, let position, _, let expected)) = read.result else {
                Issue.record("\(text): \(read.result)")
                continue
            }
            #expect(position.offset == 15, "\(text)")
            #expect(expected == "base64 data (the value of \"k\" is read as data)")
            #expect(read.buffer == bytes, "\(text): the buffer was written")
            // Without the key it is a string.
            #expect(readInPlace(bytes).copiedValue?["k"]?.stringValue != nil, "\(text)")
        }
        // An unfinished string is the same syntax error either way.
        let unfinished = Array(#"{"k": "QUJD"#.utf8)
        #expect(readInPlace(unfinished, base64Keys: ["k"]).result.failureValue == readError(unfinished))
    }

    @Test("a binary data object is its own bytes, never written")
    func binaryRanges() throws {
        let payload = Samples.bytes(300, seed: 3)
        let bytes = try PropertyListWriter.encode(
            .array([.data(.bytes(payload)), .data(.bytes([]))]), encoding: .binary)
        let read = readInPlace(bytes)
        guard case .array(let elements) = try read.result.get().value, elements.count == 2,
            case .data(.inputRange(let range)) = elements[0]
        else {
            Issue.record("\(read.result)")
            return
        }
        #expect(Array(bytes[range]) == payload)
        #expect(elements[1] == .data(.inputRange(range.upperBound + 1..<range.upperBound + 1)))
        #expect(read.buffer == bytes)
    }

    @Test("an empty buffer is the same error")
    func emptyBuffer() {
        let read = readInPlace([])
        #expect((try? read.result.get()) == nil)
        expectInPlaceMatchesCopying([], "empty")
    }

    @Test("hostile inputs: the same values or errors", arguments: HostileInput.allCases)
    func hostile(input: HostileInput) {
        // Read whole at 8 KB (comparing a string shared by every element of an array is quadratic),
        // and at 64 KB with a budget of twice the input, which refuses most of them.
        expectInPlaceMatchesCopying(input.bytes(size: 8 * 1024), "\(input)")
        expectInPlaceMatchesCopying(input.bytes(size: 64 * 1024), budgetAllowance: 0, "\(input), tight budget")
    }

    /// A small document holding most kinds of value, with data of every base64 padding.
    static let small: PropertyList = .dictionary([
        "name": .string("storyshare é😀 <&>"), "n": .integer(-2), "pi": .real(3.25), "on": .bool(true),
        "when": .date(1_700_000_000), "blob": .data(.bytes(Array(0..<20))), "one": .data(.bytes([7])),
        "list": .array([.integer(1), .dictionary(["k": .data(.bytes([1, 2]))]), .array([])]),
    ])

    @Test(
        "every truncation and bit flip of a document: the same values or errors",
        arguments: [PropertyListEncoding.binary, .json])
    func damagedCopies(encoding: PropertyListEncoding) throws {
        let bytes = try PropertyListWriter.encode(Self.small, encoding: encoding)
        for length in 0..<bytes.count {
            expectInPlaceMatchesCopying(Array(bytes[0..<length]), "\(encoding), first \(length) bytes")
        }
        for index in 0..<bytes.count {
            for bit in 0..<8 {
                var copy = bytes
                copy[index] ^= 1 << UInt8(bit)
                expectInPlaceMatchesCopying(copy, "\(encoding), bit \(bit) of byte \(index) flipped")
            }
        }
    }

    @Test("JSON base64 keys on damaged copies: never a crash, the buffer written only when read")
    func damagedJSONWithKeys() throws {
        let bytes = try PropertyListWriter.encode(Self.small, encoding: .json)
        let keys: Set<String> = ["blob", "one", "k", "name"]
        for index in 0..<bytes.count {
            for bit in 0..<8 {
                var copy = bytes
                copy[index] ^= 1 << UInt8(bit)
                let read = readInPlace(copy, base64Keys: keys)
                switch read.result {
                case .success(let result):
                    let (ranges, copies) = dataSources(in: result.value)
                    #expect(copies == 0)
                    expectUnchanged(outside: ranges, before: copy, after: read.buffer, "bit \(bit) of byte \(index)")
                case .failure:
                    #expect(read.buffer == copy, "bit \(bit) of byte \(index): written though refused")
                }
            }
        }
    }

    @Test("reading in place takes time linear in the input", arguments: HostileInput.allCases)
    func linearTime(input: HostileInput) {
        func seconds(_ bytes: [UInt8]) -> Double {
            var best = Double.infinity
            for _ in 0..<3 {
                var buffer = bytes
                let start = threadCPUSeconds()
                buffer.withUnsafeMutableBytes { raw in
                    _ = try? PropertyListReader.read(inPlace: raw, base64Keys: ["k", "a"])
                }
                best = min(best, threadCPUSeconds() - start)
            }
            return best
        }
        let small = seconds(input.bytes(size: 32 * 1024))
        let large = seconds(input.bytes(size: 128 * 1024))
        #expect(large <= 8 * small + 0.005, "\(input): \(small) s for 32 KB, \(large) s for 128 KB")
    }

    @Test("writers refuse data read in place, before writing anything", arguments: PropertyListEncoding.allCases)
    func writersRefuse(encoding: PropertyListEncoding) throws {
        let value = PropertyList.dictionary(["items": .array([.dictionary(["asset": .data(.inputRange(8..<20))])])])
        let sink = MemorySink()
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListWriter.write(value, encoding: encoding, to: sink)
        }
        guard case .unencodable(encoding, let keyPath, let reason)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(keyPath == "items[0].asset")
        #expect(reason.contains("bytes 8..<20 of a buffer read in place"))
        #expect(sink.bytes.isEmpty)
        // Behind the preflight too, the chunker refuses rather than writing nothing.
        #expect(throws: PropertyListError.self) {
            try DataChunks.forEach(.inputRange(0..<4), chunkSize: 2, encoding: encoding) { _ in }
        }
        // Copied out, the same value is written.
        let bytes = Samples.bytes(30)
        let copied = bytes.withUnsafeBytes { value.copyingInputRanges(from: $0) }
        #expect(copied["items"]?.arrayValue?.first?["asset"] == .data(.bytes(Array(bytes[8..<20]))))
        #expect(try PropertyListReader.read(PropertyListWriter.encode(copied, encoding: .binary)).value == copied)
    }

    @Test("input ranges compare by range and never equal other sources")
    func equality() {
        #expect(DataSource.inputRange(2..<5) == .inputRange(2..<5))
        #expect(DataSource.inputRange(2..<5) != .inputRange(2..<6))
        #expect(DataSource.inputRange(0..<3) != .bytes([1, 2, 3]))
        #expect(DataSource.inputRange(0..<0) != .bytes([]))
        #expect(DataSource.inputRange(2..<5).length == 3)
        #expect(PropertyList.data(.inputRange(1..<2)) == .data(.inputRange(1..<2)))
    }
}

extension Result {
    /// The error, or nil on success.
    fileprivate var failureValue: Failure? {
        if case .failure(let error) = self {
            return error
        }
        return nil
    }
}

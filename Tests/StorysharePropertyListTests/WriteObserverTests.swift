import Testing

@testable import StorysharePropertyList

/// Records what a writer shows it, and replaces string values from a table.
private final class RecordingObserver: PropertyListWriteObserver {
    var chunks: [(offset: Int, count: Int, source: DataSource)] = []
    var seen: [UInt8] = []
    var asked: [String] = []
    let replacements: [String: String]

    init(replacements: [String: String] = [:]) {
        self.replacements = replacements
    }

    func observe(_ chunk: UnsafeRawBufferPointer, at offset: Int, of source: DataSource) {
        chunks.append((offset, chunk.count, source))
        seen.append(contentsOf: chunk)
    }

    func text(for string: String) -> String {
        asked.append(string)
        return replacements[string] ?? string
    }
}

@Suite("Write observers")
struct WriteObserverTests {
    @Test("every data byte is shown once, raw and in order, with its offset")
    func dataIsShownRaw() throws {
        let directory = try TemporaryDirectory()
        let count = 2 * 1_048_576 + 5
        let bytes = Samples.bytes(count, seed: 7)
        let path = try directory.write(bytes, to: "asset.bin")
        let source = DataSource.file(path: path, length: count)
        let observer = RecordingObserver()
        let value = PropertyList.dictionary([
            "a": .data(source), "b": .data(.bytes([1, 2, 3])), "c": .data(.bytes([])),
        ])
        let observed = try PropertyListWriter.encode(value, observer: observer)
        #expect(observed == (try PropertyListWriter.encode(value)), "observing changes nothing")
        #expect(observer.seen == bytes + [1, 2, 3], "file bytes, then the array's; nothing for the empty value")
        let fileChunks = observer.chunks.filter { $0.source == source }
        #expect(fileChunks.count >= 3)
        var expected = 0
        for chunk in fileChunks {
            #expect(chunk.offset == expected)
            expected += chunk.count
        }
        #expect(expected == count)
        #expect(observer.chunks.last?.offset == 0 && observer.chunks.last?.count == 3)
    }

    @Test("string values are replaced, dictionary keys are not")
    func stringsAreReplaced() throws {
        let observer = RecordingObserver(replacements: ["later": "0123abcd", "key": "other"])
        let value = PropertyList.dictionary([
            "key": .string("later"), "list": .array([.string("later"), .string("kept")]), "n": .integer(1),
        ])
        let bytes = try PropertyListWriter.encode(value, observer: observer)
        let expected = PropertyList.dictionary([
            "key": .string("0123abcd"), "list": .array([.string("0123abcd"), .string("kept")]), "n": .integer(1),
        ])
        #expect(bytes == (try PropertyListWriter.encode(expected)))
        #expect(observer.asked == ["later", "later", "kept"], "asked for values in document order, never for keys")
    }

}

extension XMLPropertyListReader {
    /// The offsets of the top of a document as the reader meets them, turned into positions once it is read.
    struct PositionRecorder {
        /// What recording one position costs: its offset now, its ``TextPosition`` later, and their arrays'
        /// growth.
        static let cost = 64
        /// The most keys said twice that are reported: a file with more is reported for these.
        static let duplicateKeyLimit = 100

        /// One top-level entry: its key, the offsets of its `<key>` and its value, and of its array's elements.
        private struct Entry {
            let key: String
            let keyOffset: Int
            let valueOffset: Int
            var elementOffsets: [Int] = []
        }

        /// The offset of the top-level value's start tag.
        var root = 0
        private var entries: [Entry] = []
        /// Keys that a nested dictionary holds twice (the later value kept), with the offset of the second.
        var duplicateKeys: [(key: String, offset: Int)] = []
        /// Whether the reader is inside the value of the last entry begun.
        private(set) var isInEntry = false

        mutating func beginEntry(_ key: String, key keyOffset: Int, value valueOffset: Int) {
            entries.append(Entry(key: key, keyOffset: keyOffset, valueOffset: valueOffset))
            isInEntry = true
        }

        mutating func endEntry() {
            isInEntry = false
        }

        mutating func addElement(at offset: Int) {
            entries[entries.count - 1].elementOffsets.append(offset)
        }

        /// The positions, counted in one pass: every offset was recorded in document order.
        func positions(in bytes: InputBytes) -> PropertyListPositions {
            var counter = TextPositionCounter(bytes)
            var result = PropertyListPositions(root: counter.position(at: root))
            for entry in entries {
                let key = counter.position(at: entry.keyOffset)
                let value = counter.position(at: entry.valueOffset)
                let elements = entry.elementOffsets.map { counter.position(at: $0) }
                result.entries[entry.key] = PropertyListPositions.Entry(key: key, value: value, elements: elements)
            }
            // A second pass: these offsets lie among the others.
            // In document order (an outer key twice is recorded after the inner ones), so the pass is one.
            var again = TextPositionCounter(bytes)
            result.duplicateKeys = duplicateKeys.sorted { $0.offset < $1.offset }.prefix(Self.duplicateKeyLimit).map {
                (key: $0.key, position: again.position(at: $0.offset))
            }
            return result
        }
    }
}

extension PropertyListReader {
    /// The binary property list in `buffer` with the data objects whose bytes are `ranges` (as
    /// ``readBinary(inPlace:budgetAllowance:)`` gave them) each cut to one byte, and everything else as it was:
    /// the same objects at shifted offsets, the same references, the same trailer but for where the offset table
    /// now starts. A decoder that reads it reads the same values, but for those data values' bytes, from a copy
    /// that costs little more than the list without its data (how the command line hands a bundle to
    /// StoryshareKit's decode without the copy of each asset that decode makes).
    ///
    /// Nil when the cut cannot be made without changing what another object reads: an offset of the table outside
    /// the object area, a range that is no data object's whole payload, or an object whose bytes overlap a data
    /// object's (byte surgery only a hostile file holds). The caller then decodes `buffer` itself.
    public static func leavingOutData(
        in buffer: UnsafeRawBufferPointer, ranges: some Sequence<Range<Int>>
    ) -> [UInt8]? {
        guard let layout = Layout(buffer) else { return nil }
        let wanted = Set(ranges)
        guard !wanted.isEmpty else { return Array(buffer) }
        // The offsets are read from the table each time they are needed, never held: a hostile list may declare
        // a quarter as many objects as it has bytes.
        var cuts: [Range<Int>] = []
        for object in 0..<layout.objectCount {
            let offset = layout.offset(of: object)
            guard offset >= 8, offset < layout.table else { return nil }
            if let payload = layout.dataPayload(at: offset), wanted.contains(payload) {
                cuts.append(offset..<payload.upperBound)
            }
        }
        cuts = Array(Set(cuts)).sorted { $0.lowerBound < $1.lowerBound }
        // Each range is one data object's whole payload, and the objects cut do not overlap.
        guard Set(cuts.map { layout.dataPayload(at: $0.lowerBound) }) == Set(wanted.map { Optional($0) }),
            zip(cuts, cuts.dropFirst()).allSatisfy({ $0.upperBound <= $1.lowerBound })
        else { return nil }
        let starts = Set(cuts.map(\.lowerBound))
        // No other object's bytes lie in a cut object's.
        for object in 0..<layout.objectCount {
            let offset = layout.offset(of: object)
            if starts.contains(offset) { continue }
            let extent = offset..<layout.end(ofObjectAt: offset)
            if let cut = Self.last(of: cuts, startingAtOrBefore: extent.upperBound - 1), cut.overlaps(extent) {
                return nil
            }
        }
        // What each cut removes: the object, less the two bytes of its stand-in (0x41, one byte of data).
        var removedBefore: [Int] = [0]
        for cut in cuts { removedBefore.append(removedBefore[removedBefore.count - 1] + cut.count - 2) }
        func shifted(_ offset: Int) -> Int {
            var low = 0
            var high = cuts.count
            while low < high {
                let middle = (low + high) / 2
                if cuts[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
            }
            return offset - removedBefore[low]
        }
        var out: [UInt8] = []
        out.reserveCapacity(buffer.count - removedBefore[cuts.count])
        var position = 0
        for cut in cuts {
            out += buffer[position..<cut.lowerBound]
            out += [0x41, 0x00]
            position = cut.upperBound
        }
        out += buffer[position..<layout.table]
        for object in 0..<layout.objectCount {
            Self.appendBigEndian(UInt64(shifted(layout.offset(of: object))), width: layout.offsetWidth, to: &out)
        }
        let trailer = buffer.count - 32
        out += buffer[(layout.table + layout.objectCount * layout.offsetWidth)..<(trailer + 24)]
        Self.appendBigEndian(UInt64(shifted(layout.table)), width: 8, to: &out)
        return out
    }

    /// The last of `cuts` (sorted, not overlapping) that starts at or before `offset`.
    private static func last(of cuts: [Range<Int>], startingAtOrBefore offset: Int) -> Range<Int>? {
        var low = 0
        var high = cuts.count
        while low < high {
            let middle = (low + high) / 2
            if cuts[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : cuts[low - 1]
    }

    private static func appendBigEndian(_ value: UInt64, width: Int, to out: inout [UInt8]) {
        for shift in stride(from: 8 * (width - 1), through: 0, by: -8) {
            out.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    /// The trailer and offset table of a binary property list, checked as the reader checks them, and the extent
    /// of the object at an offset.
    private struct Layout {
        let bytes: UnsafeRawBufferPointer
        let offsetWidth: Int
        let referenceWidth: Int
        let objectCount: Int
        /// Where the offset table starts: the end of the object area.
        let table: Int

        init?(_ bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
            let length = bytes.count
            guard length >= 40, PropertyListReader.isBinary(bytes) else { return nil }
            let trailer = length - 32
            offsetWidth = Int(bytes[trailer + 6])
            referenceWidth = Int(bytes[trailer + 7])
            guard [1, 2, 4, 8].contains(offsetWidth), [1, 2, 4, 8].contains(referenceWidth) else { return nil }
            let count = Self.bigEndian(bytes, at: trailer + 8, width: 8)
            let table = Self.bigEndian(bytes, at: trailer + 24, width: 8)
            guard table >= 9, table < UInt64(trailer) else { return nil }
            self.table = Int(table)
            guard count > 0, count <= UInt64((trailer - self.table) / offsetWidth) else { return nil }
            objectCount = Int(count)
        }

        static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, width: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in offset..<(offset + width) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        func offset(of object: Int) -> Int {
            let raw = Self.bigEndian(bytes, at: table + object * offsetWidth, width: offsetWidth)
            return raw < UInt64(table) ? Int(raw) : table
        }

        /// The count of the object at `offset` (below `table`) and where its payload starts; nil when it cannot
        /// be read or runs past the object area.
        func countAndPayload(at offset: Int) -> (count: Int, payload: Int)? {
            let nibble = Int(bytes[offset] & 0x0F)
            if nibble != 0x0F { return (nibble, offset + 1) }
            guard offset + 1 < table else { return nil }
            let marker = bytes[offset + 1]
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { return nil }
            let width = 1 << Int(marker & 0x0F)
            guard offset + 2 + width <= table else { return nil }
            let raw = Self.bigEndian(bytes, at: offset + 2, width: width)
            guard raw <= UInt64(table) else { return nil }
            return (Int(raw), offset + 2 + width)
        }

        /// The payload of the data object at `offset`, when there is one that ends inside the object area.
        func dataPayload(at offset: Int) -> Range<Int>? {
            guard bytes[offset] >> 4 == 0x4, let (count, payload) = countAndPayload(at: offset),
                count <= table - payload
            else { return nil }
            return payload..<(payload + count)
        }

        /// Where the object at `offset` ends; the end of the object area when that cannot be told.
        func end(ofObjectAt offset: Int) -> Int {
            let marker = bytes[offset]
            var length: Int?
            switch marker >> 4 {
            case 0x0: length = 1
            case 0x1, 0x2: length = 1 + (1 << Int(marker & 0x0F))
            case 0x3: length = 9
            case 0x8: length = 2 + Int(marker & 0x0F)
            default:
                let unit: Int? =
                    switch marker >> 4 {
                    case 0x4, 0x5, 0x7: 1
                    case 0x6: 2
                    case 0xA, 0xB, 0xC: referenceWidth
                    case 0xD: 2 * referenceWidth
                    default: nil
                    }
                if let unit, let (count, payload) = countAndPayload(at: offset), count <= table / unit {
                    length = payload - offset + count * unit
                }
            }
            guard let length, length <= table - offset else { return table }
            return offset + length
        }
    }
}

/// Writes Apple's binary property list format, `bplist00`.
///
/// Layout: the header, every object once in depth-first order (the top object is object 0; a
/// dictionary's keys, sorted, come before its values), the offset table, and the 32-byte trailer.
/// The object count is known after flattening, so the reference size is the smallest of 1, 2, 4
/// or 8 bytes that holds the largest index; the offset size is the smallest that holds the
/// offset table's own position, known once the objects are written. `.file` data is copied in
/// chunks straight to the output; its length was fixed when the object was flattened.
enum BinaryPropertyListWriter {
    /// The number of seconds from 1970-01-01 to 2001-01-01, the binary format's date origin.
    static let referenceDateOffset: Double = 978_307_200

    /// An object of the flattened tree: a leaf value, or a container holding object indices.
    private enum FlatObject {
        case leaf(PropertyList)
        case key(String)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    static func write(_ value: PropertyList, to output: PropertyListOutput) throws {
        var objects: [FlatObject] = []
        _ = flatten(value, into: &objects)
        let referenceWidth = byteWidth(UInt64(objects.count - 1))

        try output.append(PropertyListReader.signature)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.position)
            try writeObject(object, referenceWidth: referenceWidth, to: output)
        }

        let tableOffset = output.position
        let offsetWidth = byteWidth(UInt64(tableOffset))
        for offset in offsets {
            try output.appendBigEndian(UInt64(offset), width: offsetWidth)
        }
        // Trailer: 5 unused bytes, the sort version, the two sizes, then three 64-bit fields.
        try output.append([0, 0, 0, 0, 0, 0, UInt8(offsetWidth), UInt8(referenceWidth)])
        try output.appendBigEndian(UInt64(objects.count), width: 8)
        try output.appendBigEndian(0, width: 8)
        try output.appendBigEndian(UInt64(tableOffset), width: 8)
    }

    /// Appends `value` and its descendants; returns `value`'s index.
    private static func flatten(_ value: PropertyList, into objects: inout [FlatObject]) -> Int {
        let index = objects.count
        switch value {
        case .array(let elements):
            objects.append(.array([]))
            var children: [Int] = []
            children.reserveCapacity(elements.count)
            for element in elements {
                children.append(flatten(element, into: &objects))
            }
            objects[index] = .array(children)
        case .dictionary(let entries):
            objects.append(.array([]))
            let sorted = PropertyListWriter.sortedEntries(entries)
            var keys: [Int] = []
            keys.reserveCapacity(sorted.count)
            for entry in sorted {
                keys.append(objects.count)
                objects.append(.key(entry.key))
            }
            var values: [Int] = []
            values.reserveCapacity(sorted.count)
            for entry in sorted {
                values.append(flatten(entry.value, into: &objects))
            }
            objects[index] = .dictionary(keys: keys, values: values)
        default:
            objects.append(.leaf(value))
        }
        return index
    }

    private static func writeObject(_ object: FlatObject, referenceWidth: Int, to output: PropertyListOutput) throws {
        switch object {
        case .key(let key):
            try writeString(key, to: output)
        case .array(let children):
            try writeHeader(0xA0, count: children.count, to: output)
            for child in children {
                try output.appendBigEndian(UInt64(child), width: referenceWidth)
            }
        case .dictionary(let keys, let values):
            try writeHeader(0xD0, count: keys.count, to: output)
            for child in keys {
                try output.appendBigEndian(UInt64(child), width: referenceWidth)
            }
            for child in values {
                try output.appendBigEndian(UInt64(child), width: referenceWidth)
            }
        case .leaf(let value):
            try writeLeaf(value, to: output)
        }
    }

    private static func writeLeaf(_ value: PropertyList, to output: PropertyListOutput) throws {
        switch value {
        case .string(let text):
            try writeString(try output.stringValue(text), to: output)
        case .integer(let number):
            try writeInteger(number, to: output)
        case .real(let number):
            try output.append(0x23)
            try output.appendBigEndian(number.bitPattern, width: 8)
        case .bool(let flag):
            try output.append(flag ? 0x09 : 0x08)
        case .date(let seconds):
            try output.append(0x33)
            try output.appendBigEndian((seconds - referenceDateOffset).bitPattern, width: 8)
        case .data(let source):
            try writeHeader(0x40, count: source.length, to: output)
            try output.forEachChunk(of: source, chunkSize: PropertyListWriter.fileChunkSize) { chunk in
                try output.append(chunk)
            }
        case .array, .dictionary:
            preconditionFailure("containers are flattened, never written as leaves")
        }
    }

    private static func writeString(_ text: String, to output: PropertyListOutput) throws {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            try writeHeader(0x50, count: text.utf8.count, to: output)
            try output.append(text)
            return
        }
        let units = Array(text.utf16)
        try writeHeader(0x60, count: units.count, to: output)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count * 2)
        for unit in units {
            bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
            bytes.append(UInt8(truncatingIfNeeded: unit))
        }
        try output.append(bytes)
    }

    /// A marker with the count in its low nibble, or nibble 0xF followed by an integer object.
    private static func writeHeader(_ marker: UInt8, count: Int, to output: PropertyListOutput) throws {
        if count < 15 {
            try output.append(marker | UInt8(count))
        } else {
            try output.append(marker | 0x0F)
            try writeInteger(Int64(count), to: output)
        }
    }

    /// Non-negative values in the fewest of 1, 2, 4 or 8 bytes; negative ones in 8 (the format
    /// reads 1, 2 and 4-byte integers as unsigned).
    private static func writeInteger(_ number: Int64, to output: PropertyListOutput) throws {
        let width = number < 0 ? 8 : byteWidth(UInt64(number))
        let exponent: UInt8 = width == 1 ? 0 : width == 2 ? 1 : width == 4 ? 2 : 3
        try output.append(0x10 | exponent)
        try output.appendBigEndian(UInt64(bitPattern: number), width: width)
    }

    /// The fewest of 1, 2, 4 or 8 bytes that hold `value` unsigned.
    static func byteWidth(_ value: UInt64) -> Int {
        if value <= 0xFF {
            return 1
        } else if value <= 0xFFFF {
            return 2
        } else if value <= 0xFFFF_FFFF {
            return 4
        }
        return 8
    }
}

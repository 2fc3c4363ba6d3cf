@testable import StorysharePropertyList

/// Builds big binary plists straight into one buffer (the object-per-array builder of the hostile
/// binary tests is too slow for millions of objects in a debug build).
struct BinaryFileBuilder {
    private(set) var bytes: [UInt8] = Array("bplist00".utf8)
    private var offsets: [Int] = []

    /// Starts the next object here; returns its index. Its bytes follow with ``append(_:)``.
    @discardableResult
    mutating func startObject() -> Int {
        offsets.append(bytes.count)
        return offsets.count - 1
    }

    mutating func append(_ content: [UInt8]) {
        bytes += content
    }

    /// `unit` `count` times over.
    mutating func append(_ unit: [UInt8], times count: Int) {
        bytes += HostileInput.tiled(unit, count: count)
    }

    /// `count` objects, each `unit`.
    mutating func appendObjects(_ unit: [UInt8], count: Int) {
        offsets.reserveCapacity(offsets.count + count)
        for index in 0..<count {
            offsets.append(bytes.count + index * unit.count)
        }
        append(unit, times: count)
    }

    /// A marker whose low nibble is the count, or 0xF and an 8-byte integer object.
    mutating func appendHeader(_ marker: UInt8, count: Int) {
        if count < 15 {
            bytes.append(marker | UInt8(count))
        } else {
            bytes += [marker | 0x0F, 0x13] + BinaryPlistBuilder.bigEndian(UInt64(count), width: 8)
        }
    }

    /// References to `objects`, in order, `width` bytes each.
    mutating func appendReferences(_ objects: Range<Int>, width: Int) {
        bytes += Self.bigEndian(objects, width: width)
    }

    /// Each of `values` in `width` big-endian bytes.
    static func bigEndian<Values: Collection<Int>>(_ values: Values, width: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: values.count * width) { buffer, initialized in
            var index = 0
            for value in values {
                var shift = (width - 1) * 8
                while shift >= 0 {
                    buffer[index] = UInt8(truncatingIfNeeded: value >> shift)
                    index += 1
                    shift -= 8
                }
            }
            initialized = index
        }
    }

    /// The finished file: the offset table (4-byte offsets) and the trailer.
    func finished(referenceWidth: Int, top: Int = 0) -> [UInt8] {
        let table = bytes.count
        return bytes + Self.bigEndian(offsets, width: 4) + [0, 0, 0, 0, 0, 0, 4, UInt8(referenceWidth)]
            + Self.bigEndian([offsets.count, top, table], width: 8)
    }
}

/// Property lists made to cost as much as possible to read for their size, in each encoding:
/// sharing, tiny values, text that must be decoded, keys that are expensive to hash.
enum HostileInput: String, CaseIterable, CustomStringConvertible {
    /// One array of one-byte references, all to the same small integer.
    case binaryReferences
    /// An array of references to one string as long as the array.
    case binarySharedString
    /// An array of references to one array of references to `true`: sharing that multiplies.
    case binaryNestedSharing
    /// An array of distinct one-byte integers: decodes until the budget runs out.
    case binaryDistinctIntegers
    /// One UTF-16 string of CJK characters (three bytes of UTF-8 for every two input bytes).
    case binaryUTF16String
    /// Many dictionaries, each an object of its own, sharing one key as long as the rest.
    case binarySharedKey
    /// An array of one-byte references to one dictionary whose key is half the file.
    case binarySharedDictionary
    /// A dictionary whose key is a long run of combining marks in reverse canonical order.
    case binaryCombiningKey

    var description: String {
        rawValue
    }

    /// The input, about `size` bytes long.
    func bytes(size: Int) -> [UInt8] {
        switch self {
        case .binaryReferences:
            var file = BinaryFileBuilder()
            let count = size - 60
            file.startObject()
            file.appendHeader(0xA0, count: count)
            file.append([0x01], times: count)
            file.startObject()
            file.append([0x10, 0x07])
            return file.finished(referenceWidth: 1)
        case .binarySharedString:
            var file = BinaryFileBuilder()
            let count = size / 2
            file.startObject()
            file.appendHeader(0xA0, count: count)
            file.append([0x01], times: count)
            file.startObject()
            file.appendHeader(0x50, count: count)
            file.append([UInt8(ascii: "s")], times: count)
            return file.finished(referenceWidth: 1)
        case .binaryNestedSharing:
            var file = BinaryFileBuilder()
            let count = size / 2
            for child: UInt8 in [1, 2] {
                file.startObject()
                file.appendHeader(0xA0, count: count)
                file.append([child], times: count)
            }
            file.startObject()
            file.append([0x09])
            return file.finished(referenceWidth: 1)
        case .binaryDistinctIntegers:
            // 10 bytes an integer: its 2 bytes, a 4-byte offset and a 4-byte reference.
            var file = BinaryFileBuilder()
            let count = size / 10
            file.startObject()
            file.appendHeader(0xA0, count: count)
            file.appendReferences(1..<(count + 1), width: 4)
            file.appendObjects([0x10, 0x07], count: count)
            return file.finished(referenceWidth: 4)
        case .binaryUTF16String:
            var file = BinaryFileBuilder()
            let count = size / 2 - 30
            file.startObject()
            file.appendHeader(0x60, count: count)
            file.append([0x4E, 0x00], times: count)
            return file.finished(referenceWidth: 1)
        case .binarySharedKey:
            // Object 0: an array of the dictionaries 1…count; each {key: true}.
            var file = BinaryFileBuilder()
            let count = size / 32
            let key = count + 1
            file.startObject()
            file.appendHeader(0xA0, count: count)
            file.appendReferences(1..<(count + 1), width: 4)
            file.appendObjects([0xD1] + BinaryFileBuilder.bigEndian([key, key + 1], width: 4), count: count)
            file.startObject()
            file.appendHeader(0x50, count: size / 2)
            file.append([UInt8(ascii: "k")], times: size / 2)
            file.startObject()
            file.append([0x09])
            return file.finished(referenceWidth: 4)
        case .binarySharedDictionary:
            var file = BinaryFileBuilder()
            let count = size / 2
            file.startObject()
            file.appendHeader(0xA0, count: count)
            file.append([0x01], times: count)
            file.startObject()
            file.append([0xD1, 0x02, 0x03])
            file.startObject()
            file.appendHeader(0x50, count: size / 2)
            file.append([UInt8(ascii: "k")], times: size / 2)
            file.startObject()
            file.append([0x09])
            return file.finished(referenceWidth: 1)
        case .binaryCombiningKey:
            var file = BinaryFileBuilder()
            let marks = Self.combiningMarks(count: size / 2 - 40)
            file.startObject()
            file.append([0xD1, 0x01, 0x02])
            file.startObject()
            file.appendHeader(0x60, count: marks.count + 1)
            file.append([0x00, 0x61])
            file.append(BinaryFileBuilder.bigEndian(marks, width: 2))
            file.startObject()
            file.append([0x09])
            return file.finished(referenceWidth: 1)
        }
    }

    /// U+0301 (combining class 230) then U+0316 (220), half each: a run Swift's normalisation
    /// must reorder completely, in time quadratic in its length.
    static func combiningMarks(count: Int) -> [Int] {
        [Int](repeating: 0x0301, count: count / 2) + [Int](repeating: 0x0316, count: count - count / 2)
    }

    /// The UTF-8 of `marks` (two bytes each, as every mark is below U+0800).
    private static func utf8(_ marks: [Int]) -> [UInt8] {
        tiled(Array("\u{301}".utf8), count: marks.count / 2)
            + tiled(Array("\u{316}".utf8), count: marks.count - marks.count / 2)
    }

    /// `unit` `count` times over, built by doubling (fast even in a debug build).
    static func tiled(_ unit: [UInt8], count: Int) -> [UInt8] {
        guard count > 0 else {
            return []
        }
        var output = unit
        output.reserveCapacity(unit.count * count)
        while output.count < unit.count * count {
            output += output.prefix(unit.count * count - output.count)
        }
        return output
    }

    /// `start`, `unit` as often as fits in `size` bytes, `end`.
    private static func repeated(_ start: String, _ unit: String, _ end: String, size: Int) -> [UInt8] {
        let count = max(0, (size - start.utf8.count - end.utf8.count) / unit.utf8.count)
        return Array(start.utf8) + tiled(Array(unit.utf8), count: count) + Array(end.utf8)
    }

    /// `start`, then `entry(0)`, `entry(1)`, … while they fit in `size` bytes, then `end`.
    private static func numbered(size: Int, start: String, end: String, _ entry: (Int) -> String) -> [UInt8] {
        var output = Array(start.utf8)
        output.reserveCapacity(size)
        var index = 0
        while true {
            let next = Array(entry(index).utf8)
            guard output.count + next.count + end.utf8.count <= size else {
                break
            }
            output += next
            index += 1
        }
        return output + Array(end.utf8)
    }
}

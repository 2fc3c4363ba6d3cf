/// Reads Apple's binary property list format, `bplist00`, without trusting any number in it.
///
/// The trailer is checked first (sizes of 1, 2, 4 or 8 bytes, an offset table that lies between
/// the header and the trailer and has room for the declared object count, a top object below that
/// count). Objects are then decoded from the top object down, each offset read from the table and
/// checked to lie in the object area, each length checked to end inside it, each reference checked
/// against the object count. Containers on the path from the top are remembered to refuse cycles;
/// depth is capped at ``PropertyListReader/maximumDepth``; the number of values produced is capped
/// at the input's length (every value but the top needs a reference of at least one byte unless
/// containers are shared, which Apple's and Python's writers never do).
///
/// Everything but arrays and dictionaries is decoded once per object and then shared, as Apple's and
/// Python's writers share equal strings and numbers. What decoding allocates is charged to a
/// ``DecodingBudget`` before it is allocated: an array of fifty million references to one object
/// is refused from its count, before its storage exists.
///
/// Read in place, a data object is the range of its bytes in the input, which is never written.
struct BinaryPropertyListReader {
    private let bytes: InputBytes
    private let offsetWidth: Int
    private let referenceWidth: Int
    private let objectCount: Int
    /// Where the offset table starts, which is where the object area ends.
    private let tableOffset: Int
    private let visitLimit: Int
    private var visits = 0
    /// The containers being decoded, from the top object down.
    private var path: [Int] = []
    /// Strings, data, numbers, dates and bools already decoded, by object index.
    private var leaves: [PropertyList?] = []
    /// What hashing each UTF-16 key object costs (see ``DecodingBudget/keyHashing(_:)``), by object
    /// index: worked out once, however many dictionaries share the key.
    private var keyCosts: [Int: Int] = [:]
    private var budget: DecodingBudget
    /// Whether data objects are left in the input (as `.inputRange`) rather than copied.
    private let inPlace: Bool

    static func read(_ bytes: InputBytes, inPlace: Bool, allowance: Int) throws(PropertyListError) -> PropertyList {
        var reader = try BinaryPropertyListReader(bytes, inPlace: inPlace, allowance: allowance)
        let top = try reader.topObject()
        try reader.makeLeafTable(top)
        return try reader.decode(top, depth: 0)
    }

    private init(_ bytes: InputBytes, inPlace: Bool, allowance: Int) throws(PropertyListError) {
        self.bytes = bytes
        self.inPlace = inPlace
        let length = bytes.count
        guard length >= 40 else {
            throw .binaryTooShort(length: length)
        }
        let trailer = length - 32
        offsetWidth = Int(bytes[trailer + 6])
        referenceWidth = Int(bytes[trailer + 7])
        let declaredCount = Self.bigEndian(bytes, at: trailer + 8, width: 8)
        let declaredTable = Self.bigEndian(bytes, at: trailer + 24, width: 8)
        for (field, width) in [("offsetIntSize", offsetWidth), ("objectRefSize", referenceWidth)]
        where ![1, 2, 4, 8].contains(width) {
            throw .binaryInvalidTrailer(field: field, value: UInt64(width), expected: "1, 2, 4 or 8")
        }
        guard declaredCount > 0 else {
            throw .binaryInvalidTrailer(field: "objectCount", value: 0, expected: "at least 1")
        }
        // At least one object byte lies between the 8-byte header and the table.
        guard declaredTable >= 9, declaredTable < UInt64(trailer) else {
            throw .binaryOffsetTableOutOfRange(tableOffset: declaredTable, fileLength: length)
        }
        tableOffset = Int(declaredTable)
        let room = (trailer - tableOffset) / offsetWidth
        guard declaredCount <= UInt64(room) else {
            throw .binaryObjectCountTooLarge(count: declaredCount, maximum: room)
        }
        objectCount = Int(declaredCount)
        visitLimit = length
        budget = DecodingBudget(inputLength: length, allowance: allowance)
    }

    /// Charges `cost` for decoding `object` (at `start`), described by `value` in the error.
    private mutating func charge(
        _ cost: Int, _ object: Int, at start: Int, _ value: @autoclosure () -> String
    ) throws(PropertyListError) {
        guard budget.charge(cost) else {
            throw .binaryOverBudget(
                object: object, offset: start, value: value(), total: budget.total(adding: cost), limit: budget.limit)
        }
    }

    /// Allocates the table of decoded leaves: one slot an object, charged to the budget first.
    private mutating func makeLeafTable(_ top: Int) throws(PropertyListError) {
        let count = objectCount
        let start = try offset(of: top)
        try charge(
            DecodingBudget.array(count: count), top, at: start,
            "one of \(count) objects, for each of which decoding keeps an 8-byte slot")
        leaves = [PropertyList?](repeating: nil, count: objectCount)
    }

    private func topObject() throws(PropertyListError) -> Int {
        let top = Self.bigEndian(bytes, at: bytes.count - 16, width: 8)
        guard top < UInt64(objectCount) else {
            throw .binaryInvalidTrailer(
                field: "topObject", value: top, expected: "an object index below the object count (\(objectCount))")
        }
        return Int(top)
    }

    /// `width` bytes at `offset`, big-endian; the caller has checked the range.
    private static func bigEndian(_ bytes: InputBytes, at offset: Int, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + width) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }

    /// The checked offset of object `object` (an index below `objectCount`).
    private func offset(of object: Int) throws(PropertyListError) -> Int {
        let entry = tableOffset + object * offsetWidth
        let offset = Self.bigEndian(bytes, at: entry, width: offsetWidth)
        guard offset >= 8, offset < UInt64(tableOffset) else {
            throw .binaryObjectOffsetOutOfRange(object: object, offset: offset, limit: tableOffset)
        }
        return Int(offset)
    }

    /// Whether `count` bytes from `start` end inside the object area (overflow-safe).
    private func fits(_ start: Int, _ count: Int) -> Bool {
        count >= 0 && start <= tableOffset && count <= tableOffset - start
    }

    private mutating func decode(_ object: Int, depth: Int) throws(PropertyListError) -> PropertyList {
        visits += 1
        guard visits <= visitLimit else {
            throw .binaryExpansionTooLarge(limit: visitLimit)
        }
        if let leaf = leaves[object] {
            return leaf
        }
        let start = try offset(of: object)
        let marker = bytes[start]
        switch marker >> 4 {
        case 0xA:
            return try array(object, at: start, depth: depth)
        case 0xD:
            return try dictionary(object, at: start, depth: depth)
        default:
            let leaf = try self.leaf(object, at: start)
            leaves[object] = leaf
            return leaf
        }
    }

    /// Any object but an array or a dictionary, charged to the budget.
    private mutating func leaf(_ object: Int, at start: Int) throws(PropertyListError) -> PropertyList {
        let marker = bytes[start]
        let nibble = marker & 0x0F
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08, 0x09:
                try charge(DecodingBudget.box, object, at: start, "a bool")
                return .bool(marker == 0x09)
            case 0x00, 0x0F:
                throw .binaryUnsupportedObject(object: object, offset: start, marker: marker)
            default:
                throw .binaryInvalidSize(object: object, offset: start, marker: marker)
            }
        case 0x1:
            let value = try integer(object, at: start)
            try charge(DecodingBudget.box, object, at: start, "an integer")
            return .integer(value)
        case 0x2:
            guard nibble == 2 || nibble == 3 else {
                throw .binaryInvalidSize(object: object, offset: start, marker: marker)
            }
            let width = 1 << Int(nibble)
            guard fits(start + 1, width) else {
                throw .binaryObjectPastEnd(object: object, offset: start)
            }
            let bits = Self.bigEndian(bytes, at: start + 1, width: width)
            try charge(DecodingBudget.box, object, at: start, "a real")
            return .real(width == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits))
        case 0x3:
            guard nibble == 3 else {
                throw .binaryInvalidSize(object: object, offset: start, marker: marker)
            }
            guard fits(start + 1, 8) else {
                throw .binaryObjectPastEnd(object: object, offset: start)
            }
            let seconds = Double(bitPattern: Self.bigEndian(bytes, at: start + 1, width: 8))
            try charge(DecodingBudget.box, object, at: start, "a date")
            return .date(seconds + BinaryPropertyListWriter.referenceDateOffset)
        case 0x4:
            let (count, payload) = try countAndPayload(object, at: start)
            guard fits(payload, count) else {
                throw .binaryObjectPastEnd(object: object, offset: start)
            }
            if inPlace {
                // The bytes stay where they are: only the value's box is allocated.
                try charge(DecodingBudget.dataBox, object, at: start, "data of \(count) bytes")
                return .data(.inputRange(payload..<(payload + count)))
            }
            try charge(
                DecodingBudget.dataBox + DecodingBudget.byteArray(count), object, at: start, "data of \(count) bytes")
            return .data(.bytes(Array(UnsafeRawBufferPointer(rebasing: bytes[payload..<(payload + count)]))))
        case 0x5, 0x6:
            return .string(try string(object, at: start))
        default:
            throw .binaryUnsupportedObject(object: object, offset: start, marker: marker)
        }
    }

    /// An integer object: 1, 2 and 4-byte values are unsigned, 8-byte values signed, 16-byte
    /// values signed and accepted only when they fit in 64 bits.
    private func integer(_ object: Int, at start: Int) throws(PropertyListError) -> Int64 {
        let marker = bytes[start]
        let nibble = marker & 0x0F
        guard nibble <= 4 else {
            throw .binaryInvalidSize(object: object, offset: start, marker: marker)
        }
        let width = 1 << Int(nibble)
        guard fits(start + 1, width) else {
            throw .binaryObjectPastEnd(object: object, offset: start)
        }
        if width == 16 {
            let high = Self.bigEndian(bytes, at: start + 1, width: 8)
            let low = Self.bigEndian(bytes, at: start + 9, width: 8)
            let signExtension: UInt64 = low >> 63 == 1 ? UInt64.max : 0
            guard high == signExtension else {
                throw .binaryIntegerOutOfRange(object: object, offset: start)
            }
            return Int64(bitPattern: low)
        }
        return Int64(bitPattern: Self.bigEndian(bytes, at: start + 1, width: width))
    }

    /// The count of a data, string or container object and where its payload starts: the low
    /// nibble, or (nibble 0xF) a following non-negative integer object of 1, 2, 4 or 8 bytes.
    private func countAndPayload(_ object: Int, at start: Int) throws(PropertyListError) -> (Int, Int) {
        let nibble = Int(bytes[start] & 0x0F)
        if nibble != 0x0F {
            return (nibble, start + 1)
        }
        guard fits(start + 1, 1) else {
            throw .binaryObjectPastEnd(object: object, offset: start)
        }
        let lengthMarker = bytes[start + 1]
        guard lengthMarker >> 4 == 0x1, lengthMarker & 0x0F <= 3 else {
            throw .binaryInvalidLength(object: object, offset: start)
        }
        let width = 1 << Int(lengthMarker & 0x0F)
        guard fits(start + 2, width) else {
            throw .binaryObjectPastEnd(object: object, offset: start)
        }
        let raw = Self.bigEndian(bytes, at: start + 2, width: width)
        // An 8-byte count is signed: a negative one is as invalid as one beyond Int.
        guard raw <= UInt64(Int64.max), let count = Int(exactly: raw) else {
            throw .binaryInvalidLength(object: object, offset: start)
        }
        return (count, start + 2 + width)
    }

    /// A string object, decoded straight into a `String` of exactly its UTF-8 size (a UTF-16 string
    /// is measured in a first pass, so its storage is charged and allocated once, never regrown).
    private mutating func string(_ object: Int, at start: Int) throws(PropertyListError) -> String {
        let isUTF16 = bytes[start] >> 4 == 0x6
        let (count, payload) = try countAndPayload(object, at: start)
        let (byteCount, overflow) = count.multipliedReportingOverflow(by: isUTF16 ? 2 : 1)
        guard !overflow, fits(payload, byteCount) else {
            throw .binaryObjectPastEnd(object: object, offset: start)
        }
        let content = bytes[payload..<(payload + byteCount)]
        if !isUTF16 {
            if let bad = content.first(where: { $0 >= 0x80 }) {
                throw .binaryInvalidString(
                    object: object, offset: start,
                    reason: "byte \(PropertyListError.hex(bad)) in an ASCII string is not ASCII")
            }
            try charge(
                DecodingBudget.stringBox + DecodingBudget.heapString(utf8Count: count), object, at: start,
                "a string of \(count) characters")
            return String(decoding: UnsafeRawBufferPointer(rebasing: content), as: UTF8.self)
        }
        let utf8Count = try Self.measureUTF16(content, object: object, at: start)
        try charge(
            DecodingBudget.stringBox + DecodingBudget.heapString(utf8Count: utf8Count), object, at: start,
            "a string of \(count) UTF-16 code units (\(utf8Count) bytes of UTF-8)")
        return String(unsafeUninitializedCapacity: utf8Count) { buffer in
            Self.transcodeUTF16(content, into: buffer)
        }
    }

    /// The number of UTF-8 bytes the big-endian UTF-16 `content` encodes; throws for an unpaired
    /// surrogate.
    private static func measureUTF16(
        _ content: InputBytes, object: Int, at start: Int
    ) throws(PropertyListError) -> Int {
        var utf8Count = 0
        var index = content.startIndex
        let end = content.endIndex
        while index < end {
            let unit = UInt32(content[index]) << 8 | UInt32(content[index + 1])
            index += 2
            if unit >= 0xD800 && unit < 0xDC00 {
                let low: UInt32 = index < end ? UInt32(content[index]) << 8 | UInt32(content[index + 1]) : 0
                guard low >= 0xDC00 && low < 0xE000 else {
                    throw .binaryInvalidString(
                        object: object, offset: start,
                        reason: "unpaired UTF-16 high surrogate \(PropertyListError.scalarName(unit))")
                }
                index += 2
                utf8Count += 4
            } else if unit >= 0xDC00 && unit < 0xE000 {
                throw .binaryInvalidString(
                    object: object, offset: start,
                    reason: "unpaired UTF-16 low surrogate \(PropertyListError.scalarName(unit))")
            } else {
                utf8Count += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
            }
        }
        return utf8Count
    }

    /// Writes the UTF-8 of `content` (checked by ``measureUTF16(_:object:at:)``) into `buffer`,
    /// stopping rather than writing past its end; returns the number of bytes written.
    private static func transcodeUTF16(_ content: InputBytes, into buffer: UnsafeMutableBufferPointer<UInt8>)
        -> Int
    {
        var written = 0
        var index = content.startIndex
        let end = content.endIndex
        while index + 1 < end {
            var value = UInt32(content[index]) << 8 | UInt32(content[index + 1])
            index += 2
            if value >= 0xD800 && value < 0xDC00 && index + 1 < end {
                let low = UInt32(content[index]) << 8 | UInt32(content[index + 1])
                index += 2
                value = 0x1_0000 + ((value - 0xD800) << 10) + (low & 0x3FF)
            }
            guard let scalar = Unicode.Scalar(value), written + UTF8.width(scalar) <= buffer.count else { break }
            UTF8.encode(scalar) { byte in
                buffer[written] = byte
                written += 1
            }
        }
        return written
    }

    /// What hashing the key `key` (object `object`) costs, found without reading the key again: an
    /// ASCII key costs its length; a UTF-16 key's cost is worked out once and remembered (charged).
    private mutating func hashingCost(of key: String, object: Int, ascii: Bool) throws(PropertyListError) -> Int {
        if ascii {
            return key.utf8.count
        }
        if let cost = keyCosts[object] {
            return cost
        }
        let cost = DecodingBudget.keyHashing(key)
        try charge(
            DecodingBudget.insertedEntry(first: keyCosts.isEmpty), object, at: try offset(of: object),
            "a key of \(key.utf8.count) bytes of UTF-8")
        keyCosts[object] = cost
        return cost
    }

    /// Reads the reference at `entry` (checked by ``checkReferences(_:at:payload:count:)``).
    private func reference(at entry: Int) -> Int {
        Int(Self.bigEndian(bytes, at: entry, width: referenceWidth))
    }

    /// Checks the `count` references starting at `payload` against the object count.
    private func checkReferences(_ object: Int, at start: Int, payload: Int, count: Int) throws(PropertyListError) {
        var entry = payload
        for _ in 0..<count {
            let reference = Self.bigEndian(bytes, at: entry, width: referenceWidth)
            guard reference < UInt64(objectCount) else {
                throw .binaryReferenceOutOfRange(
                    object: object, offset: start, reference: reference, objectCount: objectCount)
            }
            entry += referenceWidth
        }
    }

    /// Checks the cycle and depth rules and that the references lie in the object area before a
    /// container is decoded; returns its entry count and where its references start (keys, then
    /// values, for a dictionary).
    private mutating func enterContainer(
        _ object: Int, at start: Int, depth: Int, referencesPerEntry: Int
    ) throws(PropertyListError) -> (count: Int, payload: Int) {
        if path.contains(object) {
            throw .binaryCycle(object: object, offset: start)
        }
        guard depth < PropertyListReader.maximumDepth else {
            throw .binaryTooDeep(object: object, offset: start, limit: PropertyListReader.maximumDepth)
        }
        let (count, payload) = try countAndPayload(object, at: start)
        let (entries, entriesOverflow) = count.multipliedReportingOverflow(by: referencesPerEntry)
        let (byteCount, bytesOverflow) = entries.multipliedReportingOverflow(by: referenceWidth)
        guard !entriesOverflow, !bytesOverflow, fits(payload, byteCount) else {
            throw .binaryObjectPastEnd(object: object, offset: start)
        }
        return (count, payload)
    }

    private mutating func array(_ object: Int, at start: Int, depth: Int) throws(PropertyListError) -> PropertyList {
        let (count, payload) = try enterContainer(object, at: start, depth: depth, referencesPerEntry: 1)
        // Charged from the count alone, before the references are read or the storage exists.
        try charge(
            DecodingBudget.box + DecodingBudget.array(count: count), object, at: start,
            "an array of \(count) elements")
        try checkReferences(object, at: start, payload: payload, count: count)
        path.append(object)
        var elements: [PropertyList] = []
        elements.reserveCapacity(count)
        var entry = payload
        for _ in 0..<count {
            elements.append(try decode(reference(at: entry), depth: depth + 1))
            entry += referenceWidth
        }
        path.removeLast()
        return .array(elements)
    }

    private mutating func dictionary(_ object: Int, at start: Int, depth: Int) throws(PropertyListError) -> PropertyList
    {
        let (count, payload) = try enterContainer(object, at: start, depth: depth, referencesPerEntry: 2)
        try charge(
            DecodingBudget.box + DecodingBudget.dictionary(count: count), object, at: start,
            "a dictionary of \(count) entries")
        try checkReferences(object, at: start, payload: payload, count: 2 * count)
        path.append(object)
        var entries: [String: PropertyList] = [:]
        entries.reserveCapacity(count)
        for entry in 0..<count {
            let keyObject = reference(at: payload + entry * referenceWidth)
            let keyMarker = bytes[try offset(of: keyObject)] >> 4
            guard keyMarker == 0x5 || keyMarker == 0x6, case .string(let key) = try decode(keyObject, depth: depth + 1)
            else {
                throw .binaryKeyNotString(object: object, offset: start, key: keyObject)
            }
            // A key object may be shared by every dictionary: it is hashed again in each.
            try charge(
                try hashingCost(of: key, object: keyObject, ascii: keyMarker == 0x5), object, at: start,
                "a dictionary holding the key \(PropertyListError.quote(key))")
            let value = try decode(reference(at: payload + (count + entry) * referenceWidth), depth: depth + 1)
            if entries.updateValue(value, forKey: key) != nil {
                throw .binaryDuplicateKey(object: object, offset: start, key: key)
            }
        }
        path.removeLast()
        return .dictionary(entries)
    }
}

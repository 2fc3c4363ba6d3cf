/// Reads EBML element headers and values (RFC 8794) through a `ByteWindow`.
///
/// Each header is checked before it is returned: an ID of at most 4 bytes, a size VINT of at
/// most 8 bytes, data that ends within its parent. It counts the headers it reads against
/// `VideoParseLimits.maxElements`.
struct EBMLReader {
    typealias Element = Matroska.Element
    typealias ElementID = Matroska.ElementID
    typealias ParseError = Matroska.ParseError
    /// The first fields of a Block or SimpleBlock.
    typealias BlockHeader = (track: UInt64, timecode: Int16, frames: Int)

    private var window: ByteWindow
    private let limits: VideoParseLimits
    private var elementCount = 0

    /// A reader of `source` working within `limits`.
    init(source: any ByteSource, limits: VideoParseLimits) {
        window = ByteWindow(source)
        self.limits = limits
    }

    /// Size of the file in bytes.
    var size: UInt64 { window.size }

    /// Reads the header of the element at `offset`. A known size must end by `end`, the end of
    /// `parent` (`nil` for the file); an unknown size is returned as `nil` for the caller to judge.
    mutating func readHeader(at offset: UInt64, end: UInt64, parent: ElementID?) throws(ParseError) -> Element {
        // No byte left (an empty file, or an element ending exactly here): nothing to read a header from.
        guard offset < end else { throw .truncatedHeader(offset: offset, available: 0, parent: parent) }
        let available = end - offset
        let i = try load(offset, Int(min(available, 12)))
        let first = window.bytes[i]
        let idLength = first.leadingZeroBitCount + 1
        guard idLength <= 4 else { throw .malformedID(offset: offset, firstByte: first) }
        guard UInt64(idLength) < available else {
            throw .truncatedHeader(offset: offset, available: available, parent: parent)
        }
        var rawID: UInt32 = 0
        for k in 0..<idLength { rawID = rawID << 8 | UInt32(window.bytes[i + k]) }
        let id = ElementID(rawID)

        let lead = window.bytes[i + idLength]
        guard lead != 0 else { throw .malformedSize(element: id, offset: offset) }
        let sizeLength = lead.leadingZeroBitCount + 1
        let headerSize = UInt64(idLength + sizeLength)
        guard headerSize <= available else {
            throw .truncatedHeader(offset: offset, available: available, parent: parent)
        }
        var value = UInt64(lead & (0xFF >> sizeLength))
        var allOnes = value == UInt64(0xFF >> sizeLength)
        for k in 1..<sizeLength {
            let byte = window.bytes[i + idLength + k]
            value = value << 8 | UInt64(byte)
            allOnes = allOnes && byte == 0xFF
        }
        elementCount += 1
        guard elementCount <= limits.maxElements else {
            throw .tooManyElements(offset: offset, limit: limits.maxElements)
        }
        if allOnes { return Element(id: id, offset: offset, headerSize: headerSize, size: nil) }
        guard value <= available - headerSize else {
            throw .elementPastParent(element: id, offset: offset, size: value, parentEnd: end, parent: parent)
        }
        return Element(id: id, offset: offset, headerSize: headerSize, size: value)
    }

    /// An unsigned integer element (0 to 8 bytes; an empty one is 0).
    mutating func unsigned(_ element: Element) throws(ParseError) -> UInt64 {
        let size = element.size ?? 0
        guard size <= 8 else {
            throw .invalidValue(element: element.id, offset: element.offset, reason: "an integer of \(size) bytes")
        }
        let i = try load(element.dataOffset, Int(size))
        var value: UInt64 = 0
        for k in 0..<Int(size) { value = value << 8 | UInt64(window.bytes[i + k]) }
        return value
    }

    /// A float element: 0 (empty), 4 or 8 bytes of IEEE 754.
    mutating func float(_ element: Element) throws(ParseError) -> Double {
        let size = element.size ?? 0
        switch size {
        case 0: return 0
        case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: try unsigned(element))))
        case 8: return Double(bitPattern: try unsigned(element))
        default:
            throw .invalidValue(element: element.id, offset: element.offset, reason: "a float of \(size) bytes")
        }
    }

    /// A string element of at most `maxLength` bytes, without its trailing NULs.
    mutating func string(_ element: Element, maxLength: Int = 256) throws(ParseError) -> String {
        let bytes = try binary(element, maxLength: maxLength)
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// A binary element of at most `maxLength` bytes.
    mutating func binary(_ element: Element, maxLength: Int) throws(ParseError) -> [UInt8] {
        let size = element.size ?? 0
        guard size <= UInt64(maxLength) else {
            throw .invalidValue(
                element: element.id, offset: element.offset, reason: "\(size) bytes, more than \(maxLength) expected")
        }
        let i = try load(element.dataOffset, Int(size))
        return Array(window.bytes[i..<i + Int(size)])
    }

    /// The first bytes of a Block or SimpleBlock: track number, relative timecode, and the
    /// number of frames laced into it.
    mutating func blockHeader(_ element: Element) throws(ParseError) -> BlockHeader {
        let size = element.size ?? 0
        let invalid = ParseError.invalidValue(
            element: element.id, offset: element.offset, reason: "block header does not fit in \(size) bytes")
        let i = try load(element.dataOffset, Int(min(size, 12)))
        guard size >= 4 else { throw invalid }
        let lead = window.bytes[i]
        guard lead != 0 else {
            throw .invalidValue(element: element.id, offset: element.offset, reason: "malformed track number VINT")
        }
        let length = lead.leadingZeroBitCount + 1
        guard UInt64(length + 3) <= size else { throw invalid }
        var track = UInt64(lead & (0xFF >> length))
        for k in 1..<length { track = track << 8 | UInt64(window.bytes[i + k]) }
        let timecode = Int16(bitPattern: BigEndian.uint16(window.bytes, i + length))
        let flags = window.bytes[i + length + 2]
        var frames = 1
        if flags & 0x06 != 0 {
            guard UInt64(length + 4) <= size else { throw invalid }
            frames = Int(window.bytes[i + length + 3]) + 1
        }
        return (track, timecode, frames)
    }

    /// Loads a whole element with one read when it is small enough.
    mutating func prefetch(_ element: Element) throws(ParseError) {
        guard let size = element.size, element.headerSize + size <= UInt64(limits.maxPrefetch) else { return }
        try window.prefetch(at: element.offset, count: Int(element.headerSize + size), failing: ParseError.self)
    }

    private mutating func load(_ offset: UInt64, _ count: Int) throws(ParseError) -> Int {
        try window.load(at: offset, count: count, failing: ParseError.self)
    }
}

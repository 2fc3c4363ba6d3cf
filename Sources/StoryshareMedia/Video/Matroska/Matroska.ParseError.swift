extension Matroska {
    /// Why a Matroska/WebM file could not be parsed. Every case names the element and its offset.
    enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file does not start with an EBML header element (`found` is the first ID read).
        case notEBML(found: ElementID)
        /// The element ID at `offset` starts with byte `firstByte`, which makes it longer than the
        /// 4 bytes an ID may have (0x00 would make it longer than 8).
        case malformedID(offset: UInt64, firstByte: UInt8)
        /// The size VINT of element `element` at `offset` starts with 0x00: longer than 8 bytes.
        case malformedSize(element: ElementID, offset: UInt64)
        /// An element header at `offset` is cut off: only `available` bytes are left in `parent`
        /// (`nil`: the file).
        case truncatedHeader(offset: UInt64, available: UInt64, parent: ElementID?)
        /// Element `element` at `offset` declares `size` data bytes, running past `parentEnd`, the
        /// end of its parent `parent` (`nil`: the end of the file).
        case elementPastParent(element: ElementID, offset: UInt64, size: UInt64, parentEnd: UInt64, parent: ElementID?)
        /// Element `element` at `offset` has an unknown size, which only Segment and Cluster may have.
        case unknownSizeNotAllowed(element: ElementID, offset: UInt64)
        /// Element `element` at `offset` is nested more than `limit` elements deep.
        case nestingTooDeep(element: ElementID, offset: UInt64, limit: Int)
        /// The element at `offset` is past the first `limit` elements, the most one file may have.
        case tooManyElements(offset: UInt64, limit: Int)
        /// The TrackEntry at `offset` is past the first `limit` tracks, the most one file may have.
        case tooManyTracks(offset: UInt64, limit: Int)
        /// Element `element` at `offset` holds a value that is not valid: `reason`.
        case invalidValue(element: ElementID, offset: UInt64, reason: String)
        /// There is no Segment element after the EBML header of this `fileSize`-byte file.
        case missingSegment(fileSize: UInt64)
        /// Reading at `offset` failed: `reason`.
        case unreadable(offset: UInt64, reason: String)

        var description: String {
            switch self {
            case .notEBML(let found):
                "the file does not start with an EBML header (found element \(found))"
            case .malformedID(let offset, let firstByte):
                "malformed element ID at offset \(offset): first byte \(Self.hex(firstByte)) makes it "
                    + (firstByte == 0 ? "longer than 8 bytes" : "longer than 4 bytes")
            case .malformedSize(let element, let offset):
                "element '\(element)' at offset \(offset) has a malformed size: "
                    + "first byte 0x00 makes it longer than 8 bytes"
            case .truncatedHeader(let offset, let available, let parent):
                "element header at offset \(offset) is cut off: only \(available) bytes are left in "
                    + (parent.map { "its parent '\($0)'" } ?? "the file")
            case .elementPastParent(let element, let offset, let size, let parentEnd, let parent):
                "element '\(element)' at offset \(offset) declares \(size) bytes but "
                    + (parent.map { "its parent '\($0)' ends at \(parentEnd)" } ?? "the file ends at \(parentEnd)")
            case .unknownSizeNotAllowed(let element, let offset):
                "element '\(element)' at offset \(offset) has an unknown size, which only Segment and Cluster may have"
            case .nestingTooDeep(let element, let offset, let limit):
                "element '\(element)' at offset \(offset) is nested more than \(limit) elements deep"
            case .tooManyElements(let offset, let limit):
                "more than \(limit) elements (limit reached at offset \(offset))"
            case .tooManyTracks(let offset, let limit):
                "element 'TrackEntry' at offset \(offset) is past the first \(limit) tracks, the most a file may have"
            case .invalidValue(let element, let offset, let reason):
                "element '\(element)' at offset \(offset): \(reason)"
            case .missingSegment(let fileSize):
                "no Segment element in \(fileSize) bytes"
            case .unreadable(let offset, let reason):
                "cannot read at offset \(offset): \(reason)"
            }
        }

        private static func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return "0x" + (digits.count == 1 ? "0" : "") + digits
        }
    }
}

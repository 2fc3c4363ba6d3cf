extension ISOBMFF {
    /// Why an ISO BMFF file could not be parsed. Every case names the offending box and where it
    /// is, so a message can point a user at the byte that is wrong.
    enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Box `box` at `offset` declares `size` bytes, fewer than its own `headerSize`.
        case boxTooSmall(box: FourCC, offset: UInt64, size: UInt64, headerSize: UInt64)
        /// Box `box` at `offset` declares `size` bytes, running past `parentEnd`, the end of its
        /// parent box `parent` (`nil`: the end of the file).
        case boxPastParent(box: FourCC, offset: UInt64, size: UInt64, parentEnd: UInt64, parent: FourCC?)
        /// A box header at `offset` is cut off: only `available` bytes remain in `parent`
        /// (`nil`: the file).
        case truncatedHeader(offset: UInt64, available: UInt64, parent: FourCC?)
        /// Box `box` at `offset` holds `available` payload bytes where its fields need `needed`.
        case payloadTooShort(box: FourCC, offset: UInt64, needed: UInt64, available: UInt64)
        /// Box `box` at `offset` has a `version` this parser does not know.
        case unsupportedVersion(box: FourCC, offset: UInt64, version: UInt8)
        /// Box `box` at `offset` is nested more than `limit` boxes deep.
        case nestingTooDeep(box: FourCC, offset: UInt64, limit: Int)
        /// The box at `offset` is past the first `limit` boxes, the most one file may have.
        case tooManyBoxes(offset: UInt64, limit: Int)
        /// Box `box` at `offset` declares `count` table entries but its payload holds only
        /// `available` bytes for them.
        case entriesPastBox(box: FourCC, offset: UInt64, count: UInt64, available: UInt64)
        /// Box `box` at `offset` takes the file past `limit` table entries (samples, edits).
        case tooManyEntries(box: FourCC, offset: UInt64, limit: Int)
        /// The `trak` box at `offset` is past the first `limit` tracks, the most one file may have.
        case tooManyTracks(offset: UInt64, limit: Int)
        /// Box `box` at `offset` declares a timescale of 0 (units per second).
        case zeroTimescale(box: FourCC, offset: UInt64)
        /// Durations summed from box `box` at `offset` overflow 64 bits.
        case durationOverflow(box: FourCC, offset: UInt64)
        /// The file of `fileSize` bytes has no `moov` box (no movie metadata).
        case missingMovie(fileSize: UInt64)
        /// Reading at `offset` failed: `reason`.
        case unreadable(offset: UInt64, reason: String)

        var description: String {
            switch self {
            case .boxTooSmall(let box, let offset, let size, let headerSize):
                "box '\(box)' at offset \(offset) declares \(size) bytes, less than its \(headerSize)-byte header"
            case .boxPastParent(let box, let offset, let size, let parentEnd, let parent):
                "box '\(box)' at offset \(offset) declares \(size) bytes but "
                    + (parent.map { "its parent '\($0)' ends at \(parentEnd)" } ?? "the file ends at \(parentEnd)")
            case .truncatedHeader(let offset, let available, let parent):
                "box header at offset \(offset) is cut off: only \(available) bytes are left in "
                    + (parent.map { "its parent '\($0)'" } ?? "the file")
            case .payloadTooShort(let box, let offset, let needed, let available):
                "box '\(box)' at offset \(offset) holds \(available) bytes but its fields need \(needed)"
            case .unsupportedVersion(let box, let offset, let version):
                "box '\(box)' at offset \(offset) has unknown version \(version)"
            case .nestingTooDeep(let box, let offset, let limit):
                "box '\(box)' at offset \(offset) is nested more than \(limit) boxes deep"
            case .tooManyBoxes(let offset, let limit):
                "more than \(limit) boxes (limit reached at offset \(offset))"
            case .entriesPastBox(let box, let offset, let count, let available):
                "box '\(box)' at offset \(offset) declares \(count) entries but holds only \(available) bytes for them"
            case .tooManyEntries(let box, let offset, let limit):
                "box '\(box)' at offset \(offset) takes the file past \(limit) table entries"
            case .tooManyTracks(let offset, let limit):
                "box 'trak' at offset \(offset) is past the first \(limit) tracks, the most a file may have"
            case .zeroTimescale(let box, let offset):
                "box '\(box)' at offset \(offset) declares a timescale of 0"
            case .durationOverflow(let box, let offset):
                "durations summed from box '\(box)' at offset \(offset) overflow 64 bits"
            case .missingMovie(let fileSize):
                "no 'moov' box (movie metadata) in \(fileSize) bytes"
            case .unreadable(let offset, let reason):
                "cannot read at offset \(offset): \(reason)"
            }
        }
    }
}

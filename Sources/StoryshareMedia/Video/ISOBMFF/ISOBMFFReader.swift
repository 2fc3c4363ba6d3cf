/// Reads the movie metadata of an ISO BMFF file (MP4, MOV, M4V) from box headers alone.
///
/// It walks the top-level boxes, loads `moov` and every `moof` with one read each, and jumps
/// over `mdat` and any other box it has no use for, so a 50 MB file costs a few kilobytes of
/// reads wherever its `moov` is. Every size is checked against its parent before it is
/// followed, and nesting, box count and table entries are capped (`VideoParseLimits`), so
/// hostile files end in a `ParseError` in bounded time and memory.
struct ISOBMFFReader {
    private typealias Box = ISOBMFF.Box
    private typealias FourCC = ISOBMFF.FourCC
    private typealias ParseError = ISOBMFF.ParseError

    private var window: ByteWindow
    private let limits: VideoParseLimits
    private var movie = ISOBMFF.Movie()
    private var foundMovie = false
    private var boxCount = 0
    private var entryCount = 0
    /// Index in `movie.tracks` of the `trak` being read.
    private var currentTrack: Int?
    /// Index in `movie.fragments` of the `traf` being read.
    private var currentFragment: Int?

    /// A reader of `source` working within `limits`.
    init(source: any ByteSource, limits: VideoParseLimits = .standard) {
        window = ByteWindow(source)
        self.limits = limits
    }

    /// Walks the whole file and returns its movie, or the first problem found.
    mutating func readMovie() throws(ISOBMFF.ParseError) -> ISOBMFF.Movie {
        try walkChildren(of: nil, from: 0, to: window.size, depth: 0)
        guard foundMovie else { throw .missingMovie(fileSize: window.size) }
        return movie
    }

    // MARK: - Walking

    private mutating func walkChildren(of parent: Box?, from start: UInt64, to end: UInt64, depth: Int)
        throws(ParseError)
    {
        var offset = start
        while offset < end {
            let left = end - offset
            if left < 8 {
                // QuickTime closes some containers with a 32-bit zero; a file may end in padding.
                if parent == nil, try !isZero(at: offset, count: Int(left)) {
                    throw .truncatedHeader(offset: offset, available: left, parent: nil)
                }
                return
            }
            let box = try readHeader(at: offset, end: end, parent: parent)
            try visit(box, in: parent, depth: depth)
            offset = box.end
        }
    }

    /// Reads and checks the header of the box at `offset`, which must end by `end`.
    private mutating func readHeader(at offset: UInt64, end: UInt64, parent: Box?) throws(ParseError) -> Box {
        let available = end - offset
        guard available >= 8 else {
            throw .truncatedHeader(offset: offset, available: available, parent: parent?.type)
        }
        let size32: UInt32
        let type: FourCC
        do {
            size32 = try window.uint32(at: offset)
            type = FourCC(rawValue: try window.uint32(at: offset + 4))
        } catch {
            throw ParseError.unreadable(offset, error)
        }
        var headerSize: UInt64 = 8
        var size = UInt64(size32)
        if size32 == 1 {
            guard available >= 16 else {
                throw .truncatedHeader(offset: offset, available: available, parent: parent?.type)
            }
            do {
                size = try window.uint64(at: offset + 8)
            } catch {
                throw ParseError.unreadable(offset, error)
            }
            headerSize = 16
        } else if size32 == 0 {
            size = available
        }
        guard size >= headerSize else {
            throw .boxTooSmall(box: type, offset: offset, size: size, headerSize: headerSize)
        }
        guard size <= available else {
            throw .boxPastParent(box: type, offset: offset, size: size, parentEnd: end, parent: parent?.type)
        }
        boxCount += 1
        guard boxCount <= limits.maxElements else { throw .tooManyBoxes(offset: offset, limit: limits.maxElements) }
        return Box(type: type, offset: offset, headerSize: headerSize, size: size)
    }

    private mutating func visit(_ box: Box, in parent: Box?, depth: Int) throws(ParseError) {
        guard depth <= limits.maxDepth else {
            throw .nestingTooDeep(box: box.type, offset: box.offset, limit: limits.maxDepth)
        }
        switch ISOBMFF.BoxKind(rawValue: box.type.rawValue) {
        case .moov:
            // A second moov is ignored, as ffmpeg does.
            guard !foundMovie else { return }
            foundMovie = true
            try prefetch(box)
            try walkChildren(of: box, from: box.payloadOffset, to: box.end, depth: depth + 1)
        case .trak:
            guard movie.tracks.count < limits.maxTracks else {
                throw .tooManyTracks(offset: box.offset, limit: limits.maxTracks)
            }
            movie.tracks.append(ISOBMFF.Track())
            let outer = currentTrack
            currentTrack = movie.tracks.count - 1
            try walkChildren(of: box, from: box.payloadOffset, to: box.end, depth: depth + 1)
            currentTrack = outer
        case .mdia, .minf, .stbl, .edts, .mvex:
            try walkChildren(of: box, from: box.payloadOffset, to: box.end, depth: depth + 1)
        case .moof:
            try prefetch(box)
            try walkChildren(of: box, from: box.payloadOffset, to: box.end, depth: depth + 1)
        case .traf:
            movie.fragments.append(ISOBMFF.TrackFragment(offset: box.offset))
            let outer = currentFragment
            currentFragment = movie.fragments.count - 1
            try walkChildren(of: box, from: box.payloadOffset, to: box.end, depth: depth + 1)
            currentFragment = outer
        case .mvhd: try readMovieHeader(box)
        case .mehd: try readMovieExtendsHeader(box)
        case .trex: try readTrackExtends(box)
        case .tkhd: if let track = currentTrack { try readTrackHeader(box, into: track) }
        case .mdhd: if let track = currentTrack { try readMediaHeader(box, into: track) }
        case .hdlr:
            // QuickTime also puts a data handler ('dhlr') in minf; the media handler is mdia's.
            if let track = currentTrack, parent?.type.rawValue == ISOBMFF.BoxKind.mdia.rawValue {
                try readHandler(box, into: track)
            }
        case .elst: if let track = currentTrack { try readEditList(box, into: track) }
        case .stsd: if let track = currentTrack { try readSampleDescriptions(box, depth: depth, into: track) }
        case .tfhd: if let fragment = currentFragment { try readFragmentHeader(box, into: fragment) }
        case .tfdt: if let fragment = currentFragment { try readDecodeTime(box, into: fragment) }
        case .trun: if let fragment = currentFragment { try readTrackRun(box, into: fragment) }
        case nil: break
        }
    }

    // MARK: - Movie boxes

    /// `mvhd`: timescale, duration, matrix (ISO/IEC 14496-12 §8.2.2).
    private mutating func readMovieHeader(_ box: Box) throws(ParseError) {
        let version = try fullBoxVersion(box)
        let (fieldsEnd, matrixAt): (UInt64, UInt64) = version == 0 ? (72, 36) : (84, 48)
        let p = try payload(box, needing: fieldsEnd)
        if version == 0 {
            movie.timescale = u32(p + 12)
            movie.duration = UInt64(u32(p + 16))
        } else {
            movie.timescale = u32(p + 20)
            movie.duration = u64(p + 24)
        }
        guard movie.timescale > 0 else { throw .zeroTimescale(box: box.type, offset: box.offset) }
        movie.matrix = matrix(at: p + Int(matrixAt))
    }

    /// `mehd`: the duration of the whole fragmented movie.
    private mutating func readMovieExtendsHeader(_ box: Box) throws(ParseError) {
        let version = try fullBoxVersion(box)
        let p = try payload(box, needing: version == 0 ? 8 : 12)
        movie.fragmentDuration = version == 0 ? UInt64(u32(p + 4)) : u64(p + 4)
    }

    /// `trex`: a track's default sample duration in fragments.
    private mutating func readTrackExtends(_ box: Box) throws(ParseError) {
        let p = try payload(box, needing: 16)
        movie.trackExtendsDurations[u32(p + 4)] = u32(p + 12)
    }

    // MARK: - Track boxes

    /// `tkhd`: track_ID, duration, matrix, presentation width and height.
    private mutating func readTrackHeader(_ box: Box, into track: Int) throws(ParseError) {
        let version = try fullBoxVersion(box)
        let p = try payload(box, needing: version == 0 ? 84 : 96)
        let matrixAt = p + (version == 0 ? 40 : 52)
        movie.tracks[track].id = u32(p + (version == 0 ? 12 : 20))
        movie.tracks[track].matrix = matrix(at: matrixAt)
        movie.tracks[track].trackWidth = u32(matrixAt + 36)
        movie.tracks[track].trackHeight = u32(matrixAt + 40)
    }

    /// `mdhd`: the media timescale and the duration of the samples described in `moov`.
    private mutating func readMediaHeader(_ box: Box, into track: Int) throws(ParseError) {
        let version = try fullBoxVersion(box)
        let p = try payload(box, needing: version == 0 ? 20 : 32)
        let timescale = version == 0 ? u32(p + 12) : u32(p + 20)
        guard timescale > 0 else { throw .zeroTimescale(box: box.type, offset: box.offset) }
        movie.tracks[track].mediaTimescale = timescale
        movie.tracks[track].mediaDuration = version == 0 ? UInt64(u32(p + 16)) : u64(p + 24)
    }

    /// `hdlr`: the handler type (QuickTime's component subtype sits at the same offset).
    private mutating func readHandler(_ box: Box, into track: Int) throws(ParseError) {
        let p = try payload(box, needing: 12)
        movie.tracks[track].handler = FourCC(rawValue: u32(p + 8))
    }

    /// `elst`: the sum of the edit segments' durations, in movie timescale units.
    private mutating func readEditList(_ box: Box, into track: Int) throws(ParseError) {
        let version = try fullBoxVersion(box)
        let p = try payload(box, needing: 8)
        let count = UInt64(u32(p + 4))
        let entrySize: UInt64 = version == 0 ? 12 : 20
        var total: UInt64 = 0
        var overflow = false
        try forEachEntry(of: box, tableAt: 8, count: count, entrySize: entrySize) { window, i in
            let duration = version == 0 ? UInt64(BigEndian.uint32(window, i)) : BigEndian.uint64(window, i)
            let sum = total.addingReportingOverflow(duration)
            total = sum.partialValue
            overflow = overflow || sum.overflow
        }
        guard !overflow else { throw .durationOverflow(box: box.type, offset: box.offset) }
        movie.tracks[track].editedDuration = total
    }

    /// `stsd`: the first sample entry's type and, for visual entries, its width and height.
    private mutating func readSampleDescriptions(_ box: Box, depth: Int, into track: Int) throws(ParseError) {
        _ = try fullBoxVersion(box)
        let p = try payload(box, needing: 8)
        guard u32(p + 4) > 0, box.payloadSize > 8 else { return }
        let entry = try readHeader(at: box.payloadOffset + 8, end: box.end, parent: box)
        guard depth + 1 <= limits.maxDepth else {
            throw .nestingTooDeep(box: entry.type, offset: entry.offset, limit: limits.maxDepth)
        }
        movie.tracks[track].sampleEntry = entry.type
        // VisualSampleEntry: 8-byte SampleEntry fields, 16 reserved, then width and height.
        if entry.payloadSize >= 28 {
            let e = try load(entry.payloadOffset + 24, 4)
            movie.tracks[track].codedWidth = Int(u16(e))
            movie.tracks[track].codedHeight = Int(u16(e + 2))
        }
        if entry.type == .encv || entry.type == .resv, entry.payloadSize > 78 {
            if let original = try originalFormat(in: entry, depth: depth + 1) {
                movie.tracks[track].sampleEntry = original
            }
        }
    }

    /// The `sinf/frma` original format inside a protected visual sample entry.
    private mutating func originalFormat(in entry: Box, depth: Int) throws(ParseError) -> FourCC? {
        var offset = entry.payloadOffset + 78
        while entry.end - offset >= 8 {
            let child = try readHeader(at: offset, end: entry.end, parent: entry)
            if child.type == .sinf {
                var inner = child.payloadOffset
                while child.end - inner >= 8 {
                    let grandchild = try readHeader(at: inner, end: child.end, parent: child)
                    if grandchild.type == .frma {
                        let p = try payload(grandchild, needing: 4)
                        return FourCC(rawValue: u32(p))
                    }
                    inner = grandchild.end
                }
            }
            offset = child.end
        }
        return nil
    }

    // MARK: - Fragment boxes

    /// `tfhd`: the track a fragment belongs to and its default sample duration.
    private mutating func readFragmentHeader(_ box: Box, into fragment: Int) throws(ParseError) {
        let p = try payload(box, needing: 8)
        let flags = u32(p) & 0x00FF_FFFF
        movie.fragments[fragment].trackID = u32(p + 4)
        var field: UInt64 = 8
        if flags & 0x01 != 0 { field += 8 }  // base_data_offset
        if flags & 0x02 != 0 { field += 4 }  // sample_description_index
        if flags & 0x08 != 0 {
            let q = try payload(box, needing: field + 4)
            movie.fragments[fragment].defaultSampleDuration = u32(q + Int(field))
        }
    }

    /// `tfdt`: where the fragment starts on the media timeline.
    private mutating func readDecodeTime(_ box: Box, into fragment: Int) throws(ParseError) {
        let version = try fullBoxVersion(box)
        let p = try payload(box, needing: version == 0 ? 8 : 12)
        movie.fragments[fragment].baseDecodeTime = version == 0 ? UInt64(u32(p + 4)) : u64(p + 4)
    }

    /// `trun`: adds the run's sample durations, or counts its samples when they take the default.
    private mutating func readTrackRun(_ box: Box, into fragment: Int) throws(ParseError) {
        let p = try payload(box, needing: 8)
        let flags = u32(p) & 0x00FF_FFFF
        let count = UInt64(u32(p + 4))
        var table: UInt64 = 8
        if flags & 0x001 != 0 { table += 4 }  // data_offset
        if flags & 0x004 != 0 { table += 4 }  // first_sample_flags
        let entrySize = UInt64((flags & 0xF00).nonzeroBitCount * 4)
        guard flags & 0x100 != 0 else {
            // No per-sample durations: the table still has to fit, and the samples still count.
            try checkTable(of: box, tableAt: table, count: count, entrySize: entrySize)
            try countEntries(count, box: box)
            movie.fragments[fragment].implicitSamples += count
            return
        }
        var total = movie.fragments[fragment].explicitDuration
        var overflow = false
        try forEachEntry(of: box, tableAt: table, count: count, entrySize: entrySize) { window, i in
            let sum = total.addingReportingOverflow(UInt64(BigEndian.uint32(window, i)))
            total = sum.partialValue
            overflow = overflow || sum.overflow
        }
        guard !overflow else { throw .durationOverflow(box: box.type, offset: box.offset) }
        movie.fragments[fragment].explicitDuration = total
    }

    // MARK: - Tables

    /// Checks that `count` entries of `entrySize` bytes fit in `box` after `tableAt` payload bytes.
    private func checkTable(of box: Box, tableAt: UInt64, count: UInt64, entrySize: UInt64) throws(ParseError) {
        guard tableAt <= box.payloadSize else {
            throw .payloadTooShort(box: box.type, offset: box.offset, needed: tableAt, available: box.payloadSize)
        }
        let available = box.payloadSize - tableAt
        let bytes = count.multipliedReportingOverflow(by: entrySize)
        guard !bytes.overflow, bytes.partialValue <= available else {
            throw .entriesPastBox(box: box.type, offset: box.offset, count: count, available: available)
        }
    }

    private mutating func countEntries(_ count: UInt64, box: Box) throws(ParseError) {
        guard count <= UInt64(limits.maxEntries - entryCount) else {
            throw .tooManyEntries(box: box.type, offset: box.offset, limit: limits.maxEntries)
        }
        entryCount += Int(count)
    }

    /// Calls `body` with the window bytes and the index of each entry's first byte, loading the
    /// table in chunks of at most 64 KiB.
    private mutating func forEachEntry(
        of box: Box, tableAt: UInt64, count: UInt64, entrySize: UInt64,
        _ body: ([UInt8], Int) -> Void
    ) throws(ParseError) {
        try checkTable(of: box, tableAt: tableAt, count: count, entrySize: entrySize)
        try countEntries(count, box: box)
        guard entrySize > 0 else { return }
        let perChunk = max(1, UInt64(ByteWindow.maxReadAhead) / entrySize)
        var done: UInt64 = 0
        while done < count {
            let n = min(perChunk, count - done)
            let first = try load(box.payloadOffset + tableAt + done * entrySize, Int(n * entrySize))
            for k in 0..<Int(n) { body(window.bytes, first + k * Int(entrySize)) }
            done += n
        }
    }

    // MARK: - Bytes

    /// A full box's version byte; only versions 0 and 1 exist for the boxes read here.
    private mutating func fullBoxVersion(_ box: Box) throws(ParseError) -> UInt8 {
        let p = try payload(box, needing: 4)
        let version = window.bytes[p]
        guard version <= 1 else { throw .unsupportedVersion(box: box.type, offset: box.offset, version: version) }
        return version
    }

    /// Loads the first `count` payload bytes of `box` and returns the index of the first one.
    private mutating func payload(_ box: Box, needing count: UInt64) throws(ParseError) -> Int {
        guard count <= box.payloadSize else {
            throw .payloadTooShort(box: box.type, offset: box.offset, needed: count, available: box.payloadSize)
        }
        return try load(box.payloadOffset, Int(count))
    }

    /// Loads a whole metadata box with one read when it is small enough.
    private mutating func prefetch(_ box: Box) throws(ParseError) {
        guard box.size <= UInt64(limits.maxPrefetch) else { return }
        try window.prefetch(at: box.offset, count: Int(box.size), failing: ParseError.self)
    }

    private mutating func load(_ offset: UInt64, _ count: Int) throws(ParseError) -> Int {
        try window.load(at: offset, count: count, failing: ParseError.self)
    }

    private mutating func isZero(at offset: UInt64, count: Int) throws(ParseError) -> Bool {
        let i = try load(offset, count)
        return window.bytes[i..<i + count].allSatisfy { $0 == 0 }
    }

    private func matrix(at i: Int) -> ISOBMFF.Matrix {
        ISOBMFF.Matrix(fixed: u32(i), u32(i + 4), u32(i + 12), u32(i + 16))
    }

    private func u16(_ i: Int) -> UInt16 { BigEndian.uint16(window.bytes, i) }
    private func u32(_ i: Int) -> UInt32 { BigEndian.uint32(window.bytes, i) }
    private func u64(_ i: Int) -> UInt64 { BigEndian.uint64(window.bytes, i) }
}

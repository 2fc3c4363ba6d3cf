/// The movie an MP4 or MOV file describes, from its box headers: top-level boxes are walked by their headers
/// (media data is seeked over, never read) and `moov` is read whole with one read when under 4 MiB. Sizes are
/// checked against their parent and nesting and counts are capped, so hostile bytes end in a `headerError` in
/// bounded time and memory. Fragments (`moof`) add nothing here: an exported clip has its samples in `moov`.
struct MP4HeaderReader<Source: StoryByteSource> {
    struct Problem: Error { let message: String }
    struct Box { let type: String, offset: UInt64, payload: UInt64, end: UInt64 }
    struct Track {
        var rotation = (a: 1.0, b: 0.0), width = 0, height = 0, codedWidth = 0, codedHeight = 0
        var handler = "", timescale: UInt32 = 0, duration: UInt64 = 0, edited: UInt64?, sampleEntry: String?
    }

    let source: Source
    private var cache: (offset: UInt64, bytes: [UInt8]) = (0, [])
    private var timescale: UInt32 = 0, duration: UInt64 = 0, fragmentDuration: UInt64?
    private var movieMatrix = (a: 1.0, b: 0.0, c: 0.0, d: 1.0)
    private var tracks: [Track] = [], foundMovie = false, boxes = 0, entries: UInt64 = 0
    init(source: Source) { self.source = source }
    mutating func read(into facts: inout StoryMediaFacts) {
        do {
            try walk(nil, from: 0, to: source.size, depth: 0)
            guard foundMovie else { throw Problem(message: "no moov box in \(source.size) bytes") }
            apply(to: &facts)
        } catch {
            facts.headerError = "ISO BMFF: \((error as? Problem)?.message ?? "unreadable")"
        }
    }

    private func apply(to facts: inout StoryMediaFacts) {
        facts.hasVideo = tracks.contains { $0.handler == "vide" }
        facts.hasAudio = tracks.contains { $0.handler == "soun" }
        // The longest of mvhd (or mehd) and every track: its edit list, else its mdhd.
        // A duration of all ones (32 or 64 bits) is unknown.
        func known(_ duration: UInt64, _ scale: UInt32) -> Double? {
            scale > 0 && duration != UInt64(UInt32.max) && duration != .max ? Double(duration) / Double(scale) : nil
        }
        var seconds = [known(duration, timescale)].compactMap { $0 }
        if timescale > 0, let fragmentDuration { seconds.append(Double(fragmentDuration) / Double(timescale)) }
        for track in tracks {
            if let edited = track.edited, edited > 0, timescale > 0 {
                seconds.append(Double(edited) / Double(timescale))
            } else if let length = known(track.duration, track.timescale) {
                seconds.append(length)
            }
        }
        facts.durationSeconds = seconds.filter { $0 > 0 && $0.isFinite }.max().map {
            ($0 * 1_000_000).rounded() / 1_000_000
        }
        guard let track = tracks.first(where: { $0.handler == "vide" }) else { return }
        facts.codec = track.sampleEntry.map { Self.codecName($0) }
        let width = track.codedWidth > 0 ? track.codedWidth : track.width
        let height = track.codedHeight > 0 ? track.codedHeight : track.height
        if width > 0, height > 0 { (facts.width, facts.height) = (width, height) }
        // The track's matrix followed by the movie's: its first row says whether the picture turns a quarter.
        let (m, n) = (track.rotation, movieMatrix)
        let (a, b) = (m.a * n.a + m.b * n.c, m.a * n.b + m.b * n.d)
        let quarter = a.isFinite && b.isFinite && abs(a) < abs(b)
        let shown = track.width > 0 && track.height > 0 ? (track.width, track.height) : (width, height)
        guard shown.0 > 0, shown.1 > 0 else { return }
        (facts.displayWidth, facts.displayHeight) = quarter ? (shown.1, shown.0) : shown
    }

    private mutating func walk(_ parent: Box?, from start: UInt64, to end: UInt64, depth: Int) throws {
        guard depth <= 32 else { throw Problem(message: "boxes nested deeper than 32 at offset \(start)") }
        var offset = start
        while offset < end {
            guard end - offset >= 8 else {
                // QuickTime closes some containers with a 32-bit zero; a file may end in padding.
                let padding = parent == nil ? try bytes(offset, Int(end - offset)) : []
                guard padding.allSatisfy({ $0 == 0 }) else {
                    throw Problem(message: "truncated box header at offset \(offset)")
                }
                return
            }
            let box = try header(at: offset, end: end)
            try visit(box, parent: parent, depth: depth)
            offset = box.end
        }
    }

    private mutating func header(at offset: UInt64, end: UInt64) throws -> Box {
        let head = try bytes(offset, 8)
        let type = String(decoding: head[4..<8], as: UTF8.self)
        var (size, length) = (UInt64(head.u32(0)), UInt64(8))
        if size == 1, end - offset >= 16 {
            (size, length) = (try bytes(offset + 8, 8).u64(0), 16)
        } else if size == 0 {
            size = end - offset
        }
        guard size >= length, size <= end - offset else {
            throw Problem(message: "box \(type) at offset \(offset) has size \(size), past its parent's end \(end)")
        }
        boxes += 1
        guard boxes <= 1_000_000 else { throw Problem(message: "more than 1000000 boxes") }
        return Box(type: type, offset: offset, payload: offset + length, end: offset + size)
    }

    private mutating func visit(_ box: Box, parent: Box?, depth: Int) throws {
        let t = tracks.count - 1
        switch box.type {
        case "moov" where !foundMovie:
            foundMovie = true
            if box.end - box.offset <= 4 << 20 {
                cache = (box.offset, try bytes(box.offset, Int(box.end - box.offset)))
            }
            try walk(box, from: box.payload, to: box.end, depth: depth + 1)
        case "trak":
            guard tracks.count < 1024 else { throw Problem(message: "more than 1024 tracks") }
            tracks.append(Track())
            try walk(box, from: box.payload, to: box.end, depth: depth + 1)
        case "mdia", "minf", "stbl", "edts", "mvex", "moof", "traf":
            try walk(box, from: box.payload, to: box.end, depth: depth + 1)
        case "trun":
            // Only checked to fit: durations of fragments are not needed for an exported clip.
            let p = try payload(box, 8)
            let flags = p.u32(0) & 0xFF_FFFF
            let at = UInt64(8 + (flags & 1 != 0 ? 4 : 0) + (flags & 4 != 0 ? 4 : 0))
            try table(box, at: at, count: UInt64(p.u32(4)), size: UInt64((flags & 0xF00).nonzeroBitCount * 4))
        case "mvhd":
            let (v, p) = try full(box, needing: 72, 84)
            (timescale, duration) = v == 0 ? (p.u32(12), UInt64(p.u32(16))) : (p.u32(20), p.u64(24))
            guard timescale > 0 else { throw Problem(message: "mvhd has a zero timescale") }
            let m = v == 0 ? 36 : 48
            movieMatrix = (fixed(p, m), fixed(p, m + 4), fixed(p, m + 12), fixed(p, m + 16))
        case "mehd":
            let (v, p) = try full(box, needing: 8, 12)
            fragmentDuration = v == 0 ? UInt64(p.u32(4)) : p.u64(4)
        case "tkhd" where t >= 0:
            let (v, p) = try full(box, needing: 84, 96)
            let m = v == 0 ? 40 : 52
            tracks[t].rotation = (fixed(p, m), fixed(p, m + 4))
            tracks[t].width = Int((UInt64(p.u32(m + 36)) + 0x8000) >> 16)
            tracks[t].height = Int((UInt64(p.u32(m + 40)) + 0x8000) >> 16)
        case "mdhd" where t >= 0:
            let (v, p) = try full(box, needing: 20, 32)
            (tracks[t].timescale, tracks[t].duration) =
                v == 0 ? (p.u32(12), UInt64(p.u32(16))) : (p.u32(20), p.u64(24))
            guard tracks[t].timescale > 0 else { throw Problem(message: "mdhd has a zero timescale") }
        case "hdlr" where t >= 0 && parent?.type == "mdia":
            tracks[t].handler = String(decoding: try payload(box, 12)[8..<12], as: UTF8.self)
        case "elst" where t >= 0:
            let (v, p) = try full(box, needing: 8, 8)
            let size = UInt64(v == 0 ? 12 : 20)
            let rows = try bytes(box.payload + 8, Int(try table(box, at: 8, count: UInt64(p.u32(4)), size: size)))
            var total: UInt64 = 0
            for i in stride(from: 0, to: rows.count, by: Int(size)) {
                let sum = total.addingReportingOverflow(v == 0 ? UInt64(rows.u32(i)) : rows.u64(i))
                guard !sum.overflow else { throw Problem(message: "edit list durations overflow") }
                total = sum.partialValue
            }
            tracks[t].edited = total
        case "stsd" where t >= 0:
            let (_, p) = try full(box, needing: 8, 8)
            guard p.u32(4) > 0, box.end - box.payload > 8 else { return }
            let entry = try header(at: box.payload + 8, end: box.end)
            tracks[t].sampleEntry = entry.type
            if entry.end - entry.payload >= 28 {
                let e = try bytes(entry.payload + 24, 4)
                (tracks[t].codedWidth, tracks[t].codedHeight) = (Int(e.u16(0)), Int(e.u16(2)))
            }
        default: break
        }
    }
    /// `count` bytes at `offset`: from `moov` when it was read whole, else from the source.
    private func bytes(_ offset: UInt64, _ count: Int) throws -> [UInt8] {
        if offset >= cache.offset, offset - cache.offset + UInt64(count) <= UInt64(cache.bytes.count) {
            let start = Int(offset - cache.offset)
            return Array(cache.bytes[start..<start + count])
        }
        guard let read = source.read(at: offset, count: count), read.count == count else {
            throw Problem(message: "cannot read \(count) bytes at offset \(offset)")
        }
        return read
    }

    private func payload(_ box: Box, _ count: UInt64) throws -> [UInt8] {
        guard count <= box.end - box.payload else {
            throw Problem(message: "\(box.type) at offset \(box.offset) is too short")
        }
        return try bytes(box.payload, Int(count))
    }
    /// The bytes of `count` entries of `size` bytes at `at` in `box`'s payload, checked to fit and counted.
    @discardableResult
    private mutating func table(_ box: Box, at: UInt64, count: UInt64, size: UInt64) throws -> UInt64 {
        let bytes = count.multipliedReportingOverflow(by: size)
        entries += count
        guard at <= box.end - box.payload, !bytes.overflow, bytes.partialValue <= box.end - box.payload - at,
            entries <= 4_000_000
        else { throw Problem(message: "\(box.type) at offset \(box.offset) declares \(count) entries past its end") }
        return bytes.partialValue
    }
    /// A full box's version (0 or 1) and the payload bytes that version needs.
    private func full(_ box: Box, needing v0: UInt64, _ v1: UInt64) throws -> (UInt8, [UInt8]) {
        let version = try payload(box, 4)[0]
        guard version <= 1 else { throw Problem(message: "\(box.type) at offset \(box.offset) has version \(version)") }
        return (version, try payload(box, version == 0 ? v0 : v1))
    }

    private func fixed(_ b: [UInt8], _ i: Int) -> Double { Double(Int32(bitPattern: b.u32(i))) / 65536 }
    /// The codec of a sample entry type as the probe names it, else the type without trailing spaces.
    static func codecName(_ entry: String) -> String {
        let codecs = [
            "avc1": "h264", "avc2": "h264", "avc3": "h264", "avc4": "h264", "hvc1": "hevc", "hev1": "hevc",
            "mp4v": "mpeg4", "av01": "av1", "vp09": "vp9", "vp08": "vp8",
            "ap4h": "prores", "ap4x": "prores", "apch": "prores", "apcn": "prores", "apcs": "prores", "apco": "prores",
        ]
        return codecs[entry] ?? String(entry.reversed().drop { $0 == " " }.reversed())
    }
}

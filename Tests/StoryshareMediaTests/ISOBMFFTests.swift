import Testing

@testable import StoryshareMedia

/// ISO BMFF parsing on boxes built in memory: every field the facts come from, each box layout
/// version, and each kind of hostile header.
@Suite struct ISOBMFFTests {
    typealias B = BoxBuilder

    /// ftyp + `boxes`, probed.
    func probe(_ boxes: [UInt8]..., limits: VideoParseLimits = .standard) -> MediaFacts {
        probeVideo(B.ftyp() + boxes.flatMap { $0 }, limits: limits)
    }

    func moov(duration: UInt64 = 2000, _ children: [UInt8]...) -> [UInt8] {
        B.box("moov", B.mvhd(duration: duration) + children.flatMap { $0 })
    }

    // MARK: - Facts

    @Test(arguments: [
        ("avc1", "h264"), ("avc3", "h264"), ("hvc1", "hevc"), ("hev1", "hevc"), ("mp4v", "mpeg4"),
        ("apch", "prores"), ("apcn", "prores"), ("apcs", "prores"), ("apco", "prores"), ("ap4h", "prores"),
        ("ap4x", "prores"), ("av01", "av1"), ("vp09", "vp9"), ("vp08", "vp8"), ("s263", "s263"), ("raw ", "raw"),
    ])
    func codecFromSampleEntry(fourcc: String, codec: String) {
        let facts = probe(moov(B.trak(codec: fourcc)), B.box("mdat", [1, 2, 3]))
        #expect(facts.decodeError == nil)
        #expect(facts.codec == codec)
    }

    @Test func minimalMovie() {
        let facts = probe(moov(B.trak()), B.box("mdat", [UInt8](repeating: 7, count: 100)))
        #expect(facts.decodeError == nil)
        #expect(facts.format == .mp4)
        #expect(facts.codec == "h264")
        #expect(facts.width == 128 && facts.height == 228)
        #expect(facts.displayWidth == 128 && facts.displayHeight == 228)
        #expect(facts.rotation == 0)
        #expect(facts.durationSeconds == 2.0)
        #expect(facts.hasVideo == true && facts.hasAudio == false)
    }

    @Test(arguments: [0, 90, 180, 270])
    func rotationFromTrackMatrix(degrees: Int) {
        let facts = probe(moov(B.trak(width: 1920, height: 1080, rotation: degrees)))
        #expect(facts.rotation == degrees)
        #expect(facts.width == 1920 && facts.height == 1080)
        let swapped = degrees % 180 == 90
        #expect(facts.displayWidth == (swapped ? 1080 : 1920))
        #expect(facts.displayHeight == (swapped ? 1920 : 1080))
    }

    @Test func matrixConventionMatchesFFprobe() {
        // iPhone portrait: a=0 b=1 c=-1 d=0; ffprobe says rotation -90, i.e. 90 clockwise.
        #expect(ISOBMFF.Matrix(a: 0, b: 1, c: -1, d: 0).clockwiseRotation == 90)
        #expect(ISOBMFF.Matrix(a: 0, b: -1, c: 1, d: 0).clockwiseRotation == 270)
        #expect(ISOBMFF.Matrix(a: -1, b: 0, c: 0, d: -1).clockwiseRotation == 180)
        #expect(ISOBMFF.Matrix(a: 0, b: 0, c: 0, d: 0).clockwiseRotation == 0)
        let turned = ISOBMFF.Matrix(a: 0, b: 1, c: -1, d: 0).followed(by: ISOBMFF.Matrix(a: 0, b: 1, c: -1, d: 0))
        #expect(turned.clockwiseRotation == 180)
    }

    @Test func version1Boxes() {
        // 5 s at a nanosecond timescale needs 64-bit durations.
        let trak = B.trak(timescale: 1_000_000_000, mediaDuration: 5_000_000_000, version: 1)
        let moov = B.box("moov", B.mvhd(version: 1, timescale: 1_000_000_000, duration: 5_000_000_000) + trak)
        let facts = probe(moov)
        #expect(facts.decodeError == nil)
        #expect(facts.durationSeconds == 5.0)
        #expect(facts.width == 128)
    }

    @Test func moovAfterLargeMdatIsReadWithoutTheMedia() {
        let mdat = B.box("mdat", [UInt8](repeating: 0x55, count: 2_000_000))
        let bytes = B.ftyp() + mdat + moov(B.trak())
        let source = MemoryByteSource(bytes)
        var facts = MediaFacts(path: "memory")
        VideoProbe.probe(source, format: .mp4, into: &facts)
        #expect(facts.decodeError == nil)
        #expect(facts.codec == "h264")
        #expect(source.bytesRead < 2_000, "read \(source.bytesRead) bytes")
    }

    @Test func largesizeAndSizeZeroBoxes() {
        let large = probe(
            B.largeBox("free", [1, 2, 3]), moov(B.trak()), B.largeBox("mdat", [UInt8](repeating: 0, count: 50)))
        #expect(large.decodeError == nil)
        #expect(large.codec == "h264")
        // size 0: the last box runs to the end of the file.
        let open = probe(moov(B.trak()), B.u32(0) + Array("mdat".utf8) + [UInt8](repeating: 9, count: 40))
        #expect(open.decodeError == nil)
        #expect(open.durationSeconds == 2.0)
    }

    @Test func editListShortensTheTrack() {
        // The media lasts 2 s; the edit list presents 1.5 s of it (movie timescale 1000).
        let edits = B.elst([(duration: 1500, mediaTime: 5120)])
        #expect(probe(moov(duration: 1500, B.trak(edits: edits))).durationSeconds == 1.5)
        #expect(probe(moov(duration: 0, B.trak(edits: edits))).durationSeconds == 1.5)
        let v1 = B.elst(version: 1, [(duration: 500, mediaTime: -1), (duration: 1500, mediaTime: 0)])
        #expect(probe(moov(duration: 0, B.trak(edits: v1))).durationSeconds == 2.0)
    }

    @Test func longestTrackWins() {
        let audio = B.trak(handler: "soun", codec: "mp4a", trackID: 2, timescale: 8000, mediaDuration: 20000)
        let facts = probe(moov(duration: 2000, B.trak(), audio))
        #expect(facts.durationSeconds == 2.5)
        #expect(facts.hasAudio == true && facts.hasVideo == true)
    }

    @Test func audioOnlyParsesWithoutVideoFacts() {
        let audio = B.trak(handler: "soun", codec: "mp4a", timescale: 8000, mediaDuration: 16000)
        let facts = probe(moov(B.box("trak", []), audio))
        #expect(facts.decodeError == nil)
        #expect(facts.hasVideo == false && facts.hasAudio == true)
        #expect(facts.codec == nil && facts.width == nil && facts.rotation == nil)
        #expect(facts.durationSeconds == 2.0)
    }

    @Test func firstOfSeveralVideoTracks() {
        let second = B.trak(codec: "hvc1", width: 64, height: 64, trackID: 2)
        let facts = probe(moov(B.trak(codec: "avc1"), second))
        #expect(facts.codec == "h264" && facts.width == 128)
    }

    @Test func encryptedEntryReportsTheOriginalFormat() {
        let sinf = B.box(
            "sinf", B.box("frma", Array("hvc1".utf8)) + B.fullBox("schm", Array("cenc".utf8) + B.u32(0x10000)))
        let entry = B.visualSampleEntry("encv", width: 320, height: 240, children: B.box("avcC", [1]) + sinf)
        let stbl = B.box("stbl", B.stsd(entry))
        let mdia = B.box("mdia", B.mdhd(timescale: 1000, duration: 1000) + B.hdlr("vide") + B.box("minf", stbl))
        let trak = B.box("trak", B.tkhd(width: 320, height: 240) + mdia)
        let facts = probe(moov(trak))
        #expect(facts.codec == "hevc")
        #expect(facts.width == 320 && facts.height == 240)
    }

    @Test func anamorphicTrackDisplaysAtTrackHeaderSize() {
        // Stored 720x576, shown 1024x576 (tkhd carries the pixel aspect ratio).
        let entry = B.visualSampleEntry("avc1", width: 720, height: 576)
        let mdia = B.box(
            "mdia",
            B.mdhd(timescale: 1000, duration: 1000) + B.hdlr("vide") + B.box("minf", B.box("stbl", B.stsd(entry))))
        let facts = probe(moov(B.box("trak", B.tkhd(width: 1024, height: 576) + mdia)))
        #expect(facts.width == 720 && facts.height == 576)
        #expect(facts.displayWidth == 1024 && facts.displayHeight == 576)
    }

    // MARK: - Fragments

    func fragmentedMoov(trexDuration: UInt32 = 512, mehd: [UInt8] = []) -> [UInt8] {
        let trex = B.fullBox("trex", B.u32(1) + B.u32(1) + B.u32(trexDuration) + B.u32(0) + B.u32(0))
        return B.box("moov", B.mvhd(duration: 0) + B.trak(mediaDuration: 0) + B.box("mvex", mehd + trex))
    }

    func moof(tfhd: [UInt8], tfdt: [UInt8] = [], trun: [UInt8]) -> [UInt8] {
        B.box("moof", B.fullBox("mfhd", B.u32(1)) + B.box("traf", tfhd + tfdt + trun)) + B.box("mdat", [0, 0, 0, 0])
    }

    @Test func fragmentedDurationFromMehd() {
        let mehd = B.fullBox("mehd", B.u32(3000))
        #expect(probe(fragmentedMoov(mehd: mehd)).durationSeconds == 3.0)
        let mehd1 = B.fullBox("mehd", version: 1, B.u64(4000))
        #expect(probe(fragmentedMoov(mehd: mehd1)).durationSeconds == 4.0)
    }

    @Test func fragmentedDurationFromTrackRuns() {
        // timescale 10240: 10 samples x trex 512, 5 x tfhd 1024, then 3 explicit durations.
        let first = moof(tfhd: B.fullBox("tfhd", B.u32(1)), trun: B.fullBox("trun", B.u32(10)))
        let second = moof(
            tfhd: B.fullBox("tfhd", flags: 0x08, B.u32(1) + B.u32(1024)), trun: B.fullBox("trun", B.u32(5)))
        let third = moof(
            tfhd: B.fullBox("tfhd", flags: 0x02_0000, B.u32(1)),
            trun: B.fullBox(
                "trun", flags: 0x301, B.u32(3) + B.u32(0) + [100, 200, 300].flatMap { B.u32($0) + B.u32(9) }))
        let facts = probe(fragmentedMoov(), first, second, third)
        #expect(facts.decodeError == nil)
        let expected = Double(10 * 512 + 5 * 1024 + 600) / 10240
        #expect(abs((facts.durationSeconds ?? 0) - expected) < 1e-6)
    }

    @Test func fragmentedDurationHonoursDecodeTime() {
        // tfdt places the only fragment at 10 s; it adds 1 s.
        let run = moof(
            tfhd: B.fullBox("tfhd", B.u32(1)), tfdt: B.fullBox("tfdt", version: 1, B.u64(102_400)),
            trun: B.fullBox("trun", B.u32(20)))
        #expect(probe(fragmentedMoov(), run).durationSeconds == 11.0)
    }

    // MARK: - Hostile headers

    func error(_ facts: MediaFacts) -> String { facts.decodeError ?? "no error" }

    @Test func boxPastParentNamesBoxOffsetAndParentEnd() {
        var trak = B.trak()
        trak.replaceSubrange(0..<4, with: B.u32(999_999))
        let moov = self.moov(trak)
        let facts = probe(moov)
        let ftypSize = B.ftyp().count
        let trakOffset = ftypSize + 8 + B.mvhd(duration: 2000).count
        #expect(
            error(facts)
                == "ISO BMFF: box 'trak' at offset \(trakOffset) declares 999999 bytes "
                + "but its parent 'moov' ends at \(ftypSize + moov.count)"
        )
        #expect(facts.hasVideo == nil && facts.codec == nil)
    }

    @Test func boxPastEndOfFile() {
        var moov = self.moov(B.trak())
        moov.replaceSubrange(0..<4, with: B.u32(UInt32(moov.count + 100)))
        #expect(
            error(probe(moov)).contains(
                "box 'moov' at offset 24 declares \(moov.count + 100) bytes but the file ends at"))
        let huge = B.u32(1) + Array("mdat".utf8) + B.u64(UInt64.max)
        #expect(
            error(probe(self.moov(B.trak()), huge)).contains("declares 18446744073709551615 bytes but the file ends"))
    }

    @Test func boxSmallerThanItsHeader() {
        #expect(error(probe(B.u32(4) + Array("free".utf8))).contains("declares 4 bytes, less than its 8-byte header"))
        let small = B.u32(1) + Array("free".utf8) + B.u64(12)
        #expect(error(probe(small)).contains("declares 12 bytes, less than its 16-byte header"))
    }

    @Test func truncatedHeaderAtEndOfFile() {
        #expect(error(probe(moov(B.trak()), [1, 2, 3])).contains("only 3 bytes are left in the file"))
        // Zero padding at the end is tolerated.
        #expect(probe(moov(B.trak()), [0, 0, 0, 0]).decodeError == nil)
    }

    @Test func missingMovie() {
        #expect(error(probe(B.box("mdat", [1, 2, 3]))) == "ISO BMFF: no 'moov' box (movie metadata) in 35 bytes")
    }

    @Test func zeroTimescales() {
        let mvhd = B.box("moov", B.mvhd(timescale: 0, duration: 1) + B.trak())
        #expect(error(probe(mvhd)).contains("box 'mvhd' at offset 32 declares a timescale of 0"))
        #expect(error(probe(moov(B.trak(timescale: 0)))).contains("box 'mdhd'"))
    }

    @Test func unknownVersion() {
        var tkhd = B.tkhd(width: 1, height: 1)
        tkhd[8] = 2
        let trak = B.box("trak", tkhd)
        #expect(error(probe(moov(trak))).contains("box 'tkhd' at offset 148 has unknown version 2"))
    }

    @Test func shortPayload() {
        let trak = B.box("trak", B.fullBox("tkhd", [0, 0, 0, 0]))
        #expect(error(probe(moov(trak))).contains("box 'tkhd' at offset 148 holds 8 bytes but its fields need 84"))
    }

    @Test func nestingPastTheCap() {
        var nest: [UInt8] = []
        for _ in 0..<40 { nest = B.box("trak", nest) }
        let facts = probe(B.box("moov", B.mvhd(duration: 1) + nest))
        #expect(error(facts).contains("box 'trak' at offset"))
        #expect(error(facts).contains("is nested more than 32 boxes deep"))
    }

    @Test func tableEntriesPastTheirBox() {
        let trun = B.fullBox("trun", flags: 0x100, B.u32(0xFFFF_FFFF) + B.u32(512))
        let run = moof(tfhd: B.fullBox("tfhd", B.u32(1)), trun: trun)
        #expect(error(probe(fragmentedMoov(), run)).contains("box 'trun' at offset"))
        #expect(error(probe(fragmentedMoov(), run)).contains("declares 4294967295 entries but holds only 4 bytes"))
        let elst = B.fullBox("elst", B.u32(1_000_000))
        #expect(error(probe(moov(B.trak(edits: elst)))).contains("box 'elst'"))
    }

    @Test func samplesPastTheCap() {
        // No per-sample table: the count alone is capped.
        let run = moof(tfhd: B.fullBox("tfhd", B.u32(1)), trun: B.fullBox("trun", B.u32(0xFFFF_FFFF)))
        #expect(error(probe(fragmentedMoov(), run)).contains("takes the file past 4000000 table entries"))
    }

    @Test func fragmentDurationsOverflow() {
        let run = moof(
            tfhd: B.fullBox("tfhd", B.u32(1)), tfdt: B.fullBox("tfdt", version: 1, B.u64(UInt64.max - 10)),
            trun: B.fullBox("trun", B.u32(10)))
        #expect(error(probe(fragmentedMoov(), run)).contains("overflow 64 bits"))
    }

    @Test func boxCountIsCapped() {
        let frees = Array(repeating: B.box("free"), count: 20).flatMap { $0 }
        let limits = VideoParseLimits(
            maxDepth: 32, maxElements: 10, maxEntries: 100, maxTracks: 8, maxPrefetch: 1 << 20)
        #expect(error(probe(frees, moov(B.trak()), limits: limits)).contains("more than 10 boxes"))
    }

    @Test func trackCountIsCapped() {
        let traks = Array(repeating: B.box("trak", []), count: 1025).flatMap { $0 }
        let facts = probe(B.box("moov", B.mvhd(duration: 1) + traks))
        #expect(error(facts).contains("is past the first 1024 tracks"))
    }

    @Test func aMillionBoxesInMemoryAreRefusedQuickly() {
        var bytes = B.ftyp()
        bytes.reserveCapacity(8_000_100)
        let free = B.box("free")
        for _ in 0..<1_000_000 { bytes += free }
        bytes += moov(B.trak())
        var facts = MediaFacts(path: "memory")
        let seconds = secondsTaken { facts = probeVideo(bytes) }
        #expect(error(facts).contains("more than 1000000 boxes"))
        #expect(seconds < 1.0, "took \(seconds) s")
    }
}

import Testing

@testable import StoryshareMedia

/// Matroska/WebM parsing on elements built in memory: VINTs, Info, Tracks, durations derived from
/// Clusters, and each kind of hostile header.
@Suite struct MatroskaTests {
    typealias E = EBMLBuilder

    func probe(_ bytes: [UInt8], limits: VideoParseLimits = .standard) -> MediaFacts {
        probeVideo(bytes, limits: limits)
    }

    func error(_ facts: MediaFacts) -> String { facts.decodeError ?? "no error" }

    /// A WebM of one VP9 track with two Clusters of 10 frames at 10 fps (2 s).
    func webm(
        docType: String = "webm", info: [UInt8] = E.info(duration: 2000), tracks: [UInt8] = E.tracks(E.videoTrack()),
        clusters: [UInt8]? = nil
    ) -> [UInt8] {
        E.header(docType: docType) + E.segment(info, tracks, clusters ?? twoClusters())
    }

    func twoClusters(payload: Int = 4) -> [UInt8] {
        clusterPair(payload: payload).flatMap { $0 }
    }

    /// Cluster 0 s and Cluster 1 s, each of 10 SimpleBlocks 100 ms apart.
    func clusterPair(payload: Int = 4) -> [[UInt8]] {
        [0, 1000].map { (timestamp: UInt64) in
            let blocks = (0..<10).map { E.simpleBlock(timecode: Int16($0 * 100), payload: payload) }
            return E.element(0x1F43_B675, E.unsigned(0xE7, timestamp) + blocks.flatMap { $0 })
        }
    }

    // MARK: - Facts

    @Test(arguments: [
        ("V_VP8", "vp8"), ("V_VP9", "vp9"), ("V_AV1", "av1"), ("V_MPEG4/ISO/AVC", "h264"),
        ("V_MPEGH/ISO/HEVC", "hevc"), ("V_MPEG4/ISO/ASP", "mpeg4"), ("V_MPEG4/ISO/SP", "mpeg4"),
        ("V_PRORES", "prores"), ("V_THEORA", "V_THEORA"), ("V_MS/VFW/FOURCC", "V_MS/VFW/FOURCC"),
    ])
    func codecFromCodecID(codecID: String, codec: String) {
        let facts = probe(webm(tracks: E.tracks(E.videoTrack(codec: codecID))))
        #expect(facts.decodeError == nil)
        #expect(facts.codec == codec)
    }

    @Test func minimalWebM() {
        let facts = probe(webm())
        #expect(facts.decodeError == nil)
        #expect(facts.format == .webm)
        #expect(facts.codec == "vp9")
        #expect(facts.width == 128 && facts.height == 228)
        #expect(facts.displayWidth == 128 && facts.displayHeight == 228)
        #expect(facts.rotation == 0)
        #expect(facts.durationSeconds == 2.0)
        #expect(facts.hasVideo == true && facts.hasAudio == false)
    }

    @Test func docTypeDecidesTheFormat() {
        #expect(probe(webm(docType: "matroska")).format == .matroska)
        #expect(probe(webm(docType: "webm")).format == .webm)
    }

    @Test func durationAsFloat32AndOtherScales() {
        let float32 = E.element(0x1549_A966, E.unsigned(0x2A_D7B1, 1_000_000) + E.float32(0x4489, 1500))
        #expect(probe(webm(info: float32)).durationSeconds == 1.5)
        // Microsecond ticks; TimestampScale absent means milliseconds.
        #expect(probe(webm(info: E.info(scale: 1000, duration: 2_500_000))).durationSeconds == 2.5)
        #expect(probe(webm(info: E.element(0x1549_A966, E.float(0x4489, 3000)))).durationSeconds == 3.0)
    }

    @Test func audioTracks() {
        let both = probe(webm(tracks: E.tracks(E.audioTrack(number: 1), E.videoTrack(number: 2))))
        #expect(both.hasAudio == true && both.hasVideo == true && both.codec == "vp9")
        let audio = probe(webm(tracks: E.tracks(E.audioTrack())))
        #expect(audio.decodeError == nil)
        #expect(audio.hasVideo == false && audio.codec == nil && audio.width == nil)
    }

    @Test func displaySizeInPixels() {
        let extra = E.unsigned(0x54B0, 1024) + E.unsigned(0x54BA, 576)
        let facts = probe(webm(tracks: E.tracks(E.videoTrack(width: 720, height: 576, videoExtra: extra))))
        #expect(facts.width == 720 && facts.displayWidth == 1024 && facts.displayHeight == 576)
        // DisplayUnit 3 (aspect ratio): not pixels, so the stored size is shown.
        let ratio = E.unsigned(0x54B0, 16) + E.unsigned(0x54BA, 9) + E.unsigned(0x54B2, 3)
        let shown = probe(webm(tracks: E.tracks(E.videoTrack(width: 720, height: 576, videoExtra: ratio))))
        #expect(shown.displayWidth == 720 && shown.displayHeight == 576)
    }

    @Test(arguments: [(90.0, 270), (-90.0, 90), (180.0, 180), (0.0, 0), (45.0, 0)])
    func rotationFromProjectionRoll(roll: Double, clockwise: Int) {
        let projection = E.element(0x7670, E.unsigned(0x7671, 0) + E.float(0x7675, roll))
        let facts = probe(webm(tracks: E.tracks(E.videoTrack(width: 1920, height: 1080, videoExtra: projection))))
        #expect(facts.rotation == clockwise)
        #expect(facts.displayWidth == (clockwise % 180 == 90 ? 1080 : 1920))
    }

    // MARK: - Duration without Info Duration

    @Test func durationFromLastBlockAndDefaultDuration() {
        let facts = probe(webm(info: E.info()))
        #expect(facts.decodeError == nil)
        #expect(facts.durationSeconds == 2.0)
    }

    @Test func durationFromBlockGroupDuration() {
        let group = E.element(
            0xA0, E.element(0xA1, [0x81, 0x01, 0x2C, 0x00, 0xAA]) + E.unsigned(0x9B, 250))  // timecode 300
        let clusters = twoClusters() + E.cluster(timestamp: 2000, group)
        let facts = probe(webm(info: E.info(), clusters: clusters))
        #expect(facts.durationSeconds == 2.55)
    }

    @Test func durationFromUnknownSizeClustersInUnknownSizeSegment() {
        let blocks = (0..<10).map { E.simpleBlock(timecode: Int16($0 * 100)) }.flatMap { $0 }
        let cluster1 = E.id(0x1F43_B675) + E.unknownSizeVINT + E.unsigned(0xE7, 0) + blocks
        let cluster2 = E.id(0x1F43_B675) + E.unknownSizeVINT + E.unsigned(0xE7, 1000) + blocks
        let bytes = E.header() + E.segment(E.info(), E.tracks(E.videoTrack()), cluster1, cluster2, unknownSize: true)
        let facts = probe(bytes)
        #expect(facts.decodeError == nil)
        #expect(facts.durationSeconds == 2.0)
    }

    @Test func metadataAfterClustersIsFoundThroughTheSeekHead() throws {
        // SeekHead → Tracks and Cues stored after two large Clusters; Cues index the last Cluster.
        let pair = clusterPair(payload: 100_000)
        let clusters = pair[0] + pair[1]
        let info = E.info()
        let tracks = E.tracks(E.videoTrack())
        func seekHead(tracksAt: UInt64, cuesAt: UInt64) -> [UInt8] {
            E.element(
                0x114D_9B74,
                E.element(0x4DBB, E.element(0x53AB, [0x16, 0x54, 0xAE, 0x6B]) + E.element(0x53AC, E.u64(tracksAt)))
                    + E.element(0x4DBB, E.element(0x53AB, [0x1C, 0x53, 0xBB, 0x6B]) + E.element(0x53AC, E.u64(cuesAt))))
        }
        let headSize = UInt64(seekHead(tracksAt: 0, cuesAt: 0).count)
        let clustersAt = headSize + UInt64(info.count)
        let secondCluster = clustersAt + UInt64(pair[0].count)
        let tracksAt = clustersAt + UInt64(clusters.count)
        let cuePoint = { (time: UInt64, position: UInt64) in
            E.element(
                0xBB, E.unsigned(0xB3, time) + E.element(0xB7, E.unsigned(0xF7, 1) + E.element(0xF1, E.u64(position))))
        }
        let cues = E.element(0x1C53_BB6B, cuePoint(0, clustersAt) + cuePoint(1000, secondCluster))
        let segment = E.segment(
            seekHead(tracksAt: tracksAt, cuesAt: tracksAt + UInt64(tracks.count)), info, clusters, tracks, cues)
        let bytes = E.header() + segment
        let source = MemoryByteSource(bytes)
        var facts = MediaFacts(path: "memory")
        VideoProbe.probe(source, format: .webm, into: &facts)
        #expect(facts.decodeError == nil)
        #expect(facts.codec == "vp9" && facts.width == 128)
        #expect(facts.durationSeconds == 2.0)
        #expect(source.bytesRead < 20_000, "read \(source.bytesRead) of \(bytes.count) bytes")
    }

    // MARK: - Hostile headers

    @Test func malformedVINTs() {
        var zeroID = webm()
        let segmentAt = E.header().count
        zeroID[segmentAt] = 0x00
        #expect(
            error(probe(zeroID))
                == "Matroska: malformed element ID at offset \(segmentAt): first byte 0x00 makes it longer than 8 bytes"
        )
        var longID = webm()
        longID[segmentAt] = 0x08
        #expect(error(probe(longID)).contains("first byte 0x08 makes it longer than 4 bytes"))
        let zeroSize = E.header() + E.id(0x1853_8067) + [0x00] + [UInt8](repeating: 0, count: 16)
        #expect(error(probe(zeroSize)).contains("element 'Segment' at offset \(segmentAt) has a malformed size"))
    }

    @Test func elementPastParentNamesElementOffsetAndParentEnd() {
        let tracks = E.id(0x1654_AE6B) + [0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE] + E.videoTrack()
        let info = E.info(duration: 2000)
        let segment = E.segment(info, tracks)
        let bytes = E.header() + segment
        let tracksAt = E.header().count + (segment.count - info.count - tracks.count) + info.count
        #expect(
            error(probe(bytes))
                == "Matroska: element 'Tracks' at offset \(tracksAt) declares 72057594037927934 bytes "
                + "but its parent 'Segment' ends at \(bytes.count)"
        )
    }

    @Test func sizePastEndOfFile() {
        var bytes = webm()
        bytes.removeLast(10)
        #expect(error(probe(bytes)).contains("element 'Segment' at offset \(E.header().count) declares"))
        #expect(error(probe(bytes)).contains("but the file ends at \(bytes.count)"))
    }

    @Test func unknownSizeOnlyForSegmentAndCluster() {
        let info = E.id(0x1549_A966) + [0xFF] + E.unsigned(0x2A_D7B1, 1_000_000)
        let facts = probe(E.header() + E.segment(info, E.tracks(E.videoTrack())))
        #expect(error(facts).contains("element 'Info' at offset"))
        #expect(error(facts).contains("has an unknown size, which only Segment and Cluster may have"))
    }

    @Test func nestingPastTheCap() {
        var video = E.unsigned(0xB0, 1)
        for _ in 0..<40 { video = E.element(0xE0, video) }
        let facts = probe(E.header() + E.segment(E.tracks(E.element(0xAE, video))))
        #expect(error(facts).contains("element 'Video' at offset"))
        #expect(error(facts).contains("is nested more than 32 elements deep"))
    }

    @Test func invalidValues() {
        #expect(error(probe(webm(info: E.info(scale: 0)))).contains("a TimestampScale of 0"))
        let wideInteger = E.element(0x1549_A966, E.element(0x2A_D7B1, [UInt8](repeating: 1, count: 9)))
        #expect(error(probe(webm(info: wideInteger))).contains("an integer of 9 bytes"))
        let oddFloat = E.element(0x1549_A966, E.element(0x4489, [1, 2, 3]))
        #expect(error(probe(webm(info: oddFloat))).contains("a float of 3 bytes"))
        let shortBlock = E.element(0x1F43_B675, E.unsigned(0xE7, 0) + E.element(0xA3, [0x81, 0x00]))
        #expect(
            error(probe(webm(info: E.info(), clusters: shortBlock))).contains("block header does not fit in 2 bytes"))
    }

    @Test func nonPositiveDurationIsDerivedInstead() {
        #expect(probe(webm(info: E.info(duration: -5))).durationSeconds == 2.0)
        #expect(probe(webm(info: E.info(duration: .nan))).durationSeconds == 2.0)
    }

    @Test func durationThatOverflowsIsLeftOut() {
        let facts = probe(webm(info: E.info(scale: 1_000_000_000_000_000_000, duration: 1e300)))
        #expect(facts.decodeError == nil && facts.durationSeconds == nil)
        // A last block before the Cluster's Timestamp 0 would end at a negative time.
        let early = E.element(0x1F43_B675, E.unsigned(0xE7, 0) + E.simpleBlock(timecode: -500))
        #expect(probe(webm(info: E.info(), clusters: early)).durationSeconds == nil)
    }

    @Test func missingSegmentAndTruncatedHeader() {
        #expect(error(probe(E.header() + E.element(0xEC, [0, 0]))).contains("no Segment element"))
        #expect(error(probe(E.header() + [0x18, 0x53])).contains("element header at offset"))
    }

    @Test func elementCountIsCapped() {
        let limits = VideoParseLimits(
            maxDepth: 32, maxElements: 20, maxEntries: 100, maxTracks: 8, maxPrefetch: 1 << 20)
        #expect(error(probe(webm(info: E.info()), limits: limits)).contains("more than 20 elements"))
    }

    @Test func trackCountIsCapped() {
        let entries = Array(repeating: E.audioTrack(), count: 1025).flatMap { $0 }
        let facts = probe(webm(tracks: E.element(0x1654_AE6B, entries)))
        #expect(error(facts).contains("element 'TrackEntry' at offset"))
        #expect(error(facts).contains("is past the first 1024 tracks"))
    }

    @Test func aMillionVoidElementsInMemoryAreRefusedQuickly() {
        var bytes = E.header()
        var voids: [UInt8] = []
        voids.reserveCapacity(2_000_000)
        for _ in 0..<1_000_000 { voids += [0xEC, 0x80] }
        bytes += E.segment(voids, E.info(duration: 1000), E.tracks(E.videoTrack()))
        var facts = MediaFacts(path: "memory")
        let seconds = secondsTaken { facts = probe(bytes) }
        #expect(error(facts).contains("more than 1000000 elements"))
        #expect(seconds < 1.0, "took \(seconds) s")
    }
}

extension EBMLBuilder {
    /// An 8-byte big-endian unsigned value (for SeekPosition and CueClusterPosition of fixed length).
    static func u64(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64($0))) }
    }
}

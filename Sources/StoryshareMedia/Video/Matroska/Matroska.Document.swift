extension Matroska {
    /// What a Matroska/WebM file's EBML header and first Segment say about the presentation.
    struct Document: Equatable, Sendable {
        /// EBML DocType: `webm`, `matroska`, ...
        var docType: String = "matroska"
        /// Info TimestampScale: nanoseconds per Segment tick.
        var timestampScale: UInt64 = 1_000_000
        /// Info Duration in Segment ticks, when present.
        var duration: Double?
        /// Where the last block of the last Cluster ends, in nanoseconds: the duration of a file
        /// without Info Duration (live recordings).
        var lastBlockEnd: Double?
        /// The TrackEntries in file order.
        var tracks: [Track] = []

        /// The first track of type video.
        var firstVideoTrack: Track? { tracks.first { $0.type == Track.videoType } }
        var hasVideo: Bool { firstVideoTrack != nil }
        var hasAudio: Bool { tracks.contains { $0.type == Track.audioType } }

        /// The presentation's length in seconds: Info Duration, else the end of the last block.
        var durationSeconds: Double? {
            if let duration { return duration * Double(timestampScale) / 1e9 }
            return lastBlockEnd.map { $0 / 1e9 }
        }
    }
}

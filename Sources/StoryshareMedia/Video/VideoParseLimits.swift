/// Bounds that keep the container parsers fast and small on hostile input: a file that needs more
/// work than this is reported as a parse error instead of being followed.
struct VideoParseLimits: Sendable, Equatable {
    /// Deepest nesting of boxes (ISO BMFF) or master elements (EBML) that is followed.
    var maxDepth: Int
    /// Most boxes or element headers visited in one file.
    var maxElements: Int
    /// Most table entries summed in one file: `trun` samples, `elst` edits, Matroska CuePoints.
    var maxEntries: Int
    /// Most tracks (`trak` boxes, TrackEntry elements) one file may describe.
    var maxTracks: Int
    /// Largest metadata container (`moov`, `moof`, `Tracks`, `Cues`, ...) loaded with one read;
    /// bigger ones are walked box by box.
    var maxPrefetch: Int

    /// The limits used for every probe: generous for real files (an hour of fragmented video is
    /// far below them), small enough that a hostile file is refused in well under a second.
    static let standard = VideoParseLimits(
        maxDepth: 32, maxElements: 1_000_000, maxEntries: 4_000_000, maxTracks: 1024, maxPrefetch: 4 << 20)
}

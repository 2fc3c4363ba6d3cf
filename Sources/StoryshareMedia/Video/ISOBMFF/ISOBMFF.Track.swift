extension ISOBMFF {
    /// What one `trak` box says about its track.
    struct Track: Equatable, Sendable {
        /// `tkhd` track_ID (links `trex` and `tfhd` boxes to the track).
        var id: UInt32?
        /// `hdlr` handler type of the track's media: `vide`, `soun`, `hint`, `meta`, ...
        var handler: FourCC?
        /// Type of the first `stsd` sample entry (`avc1`, `hvc1`, ...); for protected entries
        /// (`encv`, `resv`) the original format named by `sinf/frma`.
        var sampleEntry: FourCC?
        /// Picture size stored in the visual sample entry (what ffprobe reports as width/height).
        var codedWidth: Int?
        var codedHeight: Int?
        /// `tkhd` width and height, 16.16 fixed point: the presentation size before the matrix.
        var trackWidth: UInt32 = 0
        var trackHeight: UInt32 = 0
        /// `tkhd` transformation matrix.
        var matrix: Matrix = .identity
        /// `mdhd` timescale (units per second) and duration of the samples in `moov`.
        var mediaTimescale: UInt32 = 0
        var mediaDuration: UInt64 = 0
        /// Sum of the `elst` segment durations in movie timescale units; `nil` without an edit list.
        var editedDuration: UInt64?

        /// `tkhd` width in whole pixels.
        var presentationWidth: Int { Int((UInt64(trackWidth) + 0x8000) >> 16) }
        /// `tkhd` height in whole pixels.
        var presentationHeight: Int { Int((UInt64(trackHeight) + 0x8000) >> 16) }
    }
}

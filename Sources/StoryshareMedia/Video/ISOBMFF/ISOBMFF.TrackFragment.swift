extension ISOBMFF {
    /// One `traf` box of a fragmented file, reduced to what its samples add to the track's duration.
    struct TrackFragment: Equatable, Sendable {
        /// File offset of the `traf` box (for error messages).
        var offset: UInt64
        /// `tfhd` track_ID.
        var trackID: UInt32 = 0
        /// `tfhd` default_sample_duration, when the box carries one.
        var defaultSampleDuration: UInt32?
        /// `tfdt` baseMediaDecodeTime: where the fragment starts on the media timeline.
        var baseDecodeTime: UInt64?
        /// Sum of the per-sample durations written in `trun` tables.
        var explicitDuration: UInt64 = 0
        /// Samples whose `trun` entries carry no duration (they take the default).
        var implicitSamples: UInt64 = 0
    }
}

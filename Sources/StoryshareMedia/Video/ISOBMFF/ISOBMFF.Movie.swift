extension ISOBMFF {
    /// The movie an ISO BMFF file describes: `mvhd`, its tracks, and what fragments add.
    struct Movie: Equatable, Sendable {
        /// `mvhd` timescale (units per second) and duration.
        var timescale: UInt32 = 0
        var duration: UInt64 = 0
        /// `mvhd` matrix, applied after every track's own.
        var matrix: Matrix = .identity
        /// `mehd` fragment_duration in movie timescale units: the whole duration of a fragmented file.
        var fragmentDuration: UInt64?
        /// The `trak` boxes in file order.
        var tracks: [Track] = []
        /// `trex` default_sample_duration by track_ID.
        var trackExtendsDurations: [UInt32: UInt32] = [:]
        /// The `traf` boxes in file order.
        var fragments: [TrackFragment] = []

        /// The first track whose handler is `vide`.
        var firstVideoTrack: Track? { tracks.first { $0.handler == .vide } }
        /// Whether any track's handler is `vide`.
        var hasVideo: Bool { firstVideoTrack != nil }
        /// Whether any track's handler is `soun`.
        var hasAudio: Bool { tracks.contains { $0.handler == .soun } }

        /// The presentation's length in seconds, as ffprobe's format duration reports it: the
        /// longest of `mvhd` (or `mehd`) and every track, where a track lasts as long as its edit
        /// list says (edits can shorten it), else its `mdhd`, extended by its fragments.
        /// `nil` when nothing states a duration.
        func durationSeconds() throws(ParseError) -> Double? {
            var best: Double?
            func consider(_ seconds: Double) {
                if seconds > 0, seconds.isFinite { best = max(best ?? 0, seconds) }
            }
            if timescale > 0 {
                if duration != UInt64(UInt32.max), duration != UInt64.max {
                    consider(Double(duration) / Double(timescale))
                }
                if let fragmentDuration { consider(Double(fragmentDuration) / Double(timescale)) }
            }
            let fragmentEnds = try fragmentEnds()
            for track in tracks {
                if let edited = track.editedDuration, edited > 0, timescale > 0 {
                    consider(Double(edited) / Double(timescale))
                } else if track.mediaTimescale > 0, track.mediaDuration != UInt64(UInt32.max),
                    track.mediaDuration != UInt64.max
                {
                    consider(Double(track.mediaDuration) / Double(track.mediaTimescale))
                }
                if let id = track.id, track.mediaTimescale > 0, let end = fragmentEnds[id] {
                    consider(Double(end) / Double(track.mediaTimescale))
                }
            }
            return best
        }

        /// Where the last fragment of each track ends on the track's media timeline, by track_ID.
        /// A fragment starts at its `tfdt` time, else where the previous one of its track ended
        /// (the first after the samples `moov` describes).
        private func fragmentEnds() throws(ParseError) -> [UInt32: UInt64] {
            var moovDurations: [UInt32: UInt64] = [:]
            for track in tracks.reversed() {
                if let id = track.id {
                    moovDurations[id] = track.mediaDuration == UInt64(UInt32.max) ? 0 : track.mediaDuration
                }
            }
            var running: [UInt32: UInt64] = [:]
            var ends: [UInt32: UInt64] = [:]
            for fragment in fragments {
                let id = fragment.trackID
                let perSample = UInt64(fragment.defaultSampleDuration ?? trackExtendsDurations[id] ?? 0)
                let implicit = fragment.implicitSamples.multipliedReportingOverflow(by: perSample)
                let length = fragment.explicitDuration.addingReportingOverflow(implicit.partialValue)
                let start = fragment.baseDecodeTime ?? running[id] ?? moovDurations[id] ?? 0
                let stop = start.addingReportingOverflow(length.partialValue)
                guard !implicit.overflow, !length.overflow, !stop.overflow else {
                    throw .durationOverflow(box: .traf, offset: fragment.offset)
                }
                running[id] = stop.partialValue
                ends[id] = max(ends[id] ?? 0, stop.partialValue)
            }
            return ends
        }
    }
}

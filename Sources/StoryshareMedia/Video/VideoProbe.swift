/// Video facts from container headers: ISO BMFF (MP4/MOV) through `ISOBMFFReader`, Matroska and
/// WebM through `MatroskaReader`. Neither reads media data.
enum VideoProbe {
    /// Fills the video facts of `facts` from `source`, or sets `decodeError` when the container
    /// cannot be parsed (then no other video fact is set: a broken container's facts are not
    /// trusted). `format` is the sniffed container; for EBML files the DocType refines it.
    static func probe(_ source: any ByteSource, format: MediaFormat, into facts: inout MediaFacts) {
        probe(source, format: format, limits: .standard, into: &facts)
    }

    /// `probe(_:format:into:)` within explicit limits (tests use small ones).
    static func probe(
        _ source: any ByteSource, format: MediaFormat, limits: VideoParseLimits, into facts: inout MediaFacts
    ) {
        switch format {
        case .mp4, .mov:
            var reader = ISOBMFFReader(source: source, limits: limits)
            do {
                let movie = try reader.readMovie()
                apply(movie, to: &facts)
            } catch {
                facts.decodeError = "ISO BMFF: \(error)"
            }
        case .webm, .matroska:
            var reader = MatroskaReader(source: source, limits: limits)
            do {
                let document = try reader.readDocument()
                apply(document, to: &facts)
            } catch {
                facts.decodeError = "Matroska: \(error)"
            }
        default:
            facts.decodeError = "not a video container: \(format.rawValue)"
        }
    }

    static func apply(_ movie: ISOBMFF.Movie, to facts: inout MediaFacts) {
        facts.hasVideo = movie.hasVideo
        facts.hasAudio = movie.hasAudio
        do {
            facts.durationSeconds = try movie.durationSeconds().flatMap(rounded)
        } catch {
            facts.decodeError = "ISO BMFF: \(error)"
            facts.hasVideo = nil
            facts.hasAudio = nil
            return
        }
        guard let track = movie.firstVideoTrack else { return }
        facts.codec = track.sampleEntry.map { ISOBMFF.codecName(sampleEntry: $0) }
        // ffprobe's width/height are the sample entry's; tkhd's size is the presentation size
        // (it includes a non-square pixel aspect ratio).
        let storedWidth = track.codedWidth.flatMap { $0 > 0 ? $0 : nil } ?? track.presentationWidth
        let storedHeight = track.codedHeight.flatMap { $0 > 0 ? $0 : nil } ?? track.presentationHeight
        if storedWidth > 0, storedHeight > 0 {
            facts.width = storedWidth
            facts.height = storedHeight
        }
        let rotation = track.matrix.followed(by: movie.matrix).clockwiseRotation
        facts.rotation = rotation
        if track.presentationWidth > 0, track.presentationHeight > 0 {
            setDisplay(width: track.presentationWidth, height: track.presentationHeight, rotation: rotation, &facts)
        } else {
            facts.setDisplaySize(swapped: rotation % 180 == 90)
        }
    }

    static func apply(_ document: Matroska.Document, to facts: inout MediaFacts) {
        facts.format = document.docType == "webm" ? .webm : .matroska
        facts.hasVideo = document.hasVideo
        facts.hasAudio = document.hasAudio
        facts.durationSeconds = document.durationSeconds.flatMap(rounded)
        guard let track = document.firstVideoTrack else { return }
        facts.codec = track.codecID.map { Matroska.codecName(codecID: $0) }
        if let width = track.pixelWidth, let height = track.pixelHeight, width > 0, height > 0,
            width <= UInt64(Int32.max), height <= UInt64(Int32.max)
        {
            facts.width = Int(width)
            facts.height = Int(height)
        }
        let rotation = track.clockwiseRotation
        facts.rotation = rotation
        // DisplayWidth/DisplayHeight in pixels (DisplayUnit 0) give the shown size; other units
        // (centimetres, inches, an aspect ratio) say nothing about pixels.
        if track.displayUnit == 0, let width = track.displayWidth, let height = track.displayHeight,
            width > 0, height > 0, width <= UInt64(Int32.max), height <= UInt64(Int32.max)
        {
            setDisplay(width: Int(width), height: Int(height), rotation: rotation, &facts)
        } else {
            facts.setDisplaySize(swapped: rotation % 180 == 90)
        }
    }

    private static func setDisplay(width: Int, height: Int, rotation: Int, _ facts: inout MediaFacts) {
        let swapped = rotation % 180 == 90
        facts.displayWidth = swapped ? height : width
        facts.displayHeight = swapped ? width : height
    }

    /// Seconds rounded to 6 decimals (microseconds), as ffprobe prints them; `nil` for a value
    /// that is not a finite, non-negative number (it could not be written as JSON).
    private static func rounded(_ seconds: Double) -> Double? {
        let value = (seconds * 1_000_000).rounded() / 1_000_000
        return value.isFinite && value >= 0 ? value : nil
    }
}

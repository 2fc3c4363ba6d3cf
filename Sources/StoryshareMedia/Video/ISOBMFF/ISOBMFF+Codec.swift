extension ISOBMFF {
    /// The codec name storyshare reports for a video sample entry type: `h264`, `hevc`, `mpeg4`,
    /// `prores`, `av1`, `vp9`, `vp8`, or the fourcc itself without trailing spaces.
    static func codecName(sampleEntry: FourCC) -> String {
        switch sampleEntry.description {
        case "avc1", "avc2", "avc3", "avc4": "h264"
        case "hvc1", "hev1": "hevc"
        case "mp4v": "mpeg4"
        case "ap4h", "ap4x", "apch", "apcn", "apcs", "apco": "prores"
        case "av01": "av1"
        case "vp09": "vp9"
        case "vp08": "vp8"
        default: sampleEntry.trimmed
        }
    }
}

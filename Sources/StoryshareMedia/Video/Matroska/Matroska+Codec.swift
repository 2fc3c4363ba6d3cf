extension Matroska {
    /// The codec name storyshare reports for a video CodecID: `vp8`, `vp9`, `av1`, `h264`, `hevc`,
    /// `mpeg4`, `prores`, or the CodecID itself.
    static func codecName(codecID: String) -> String {
        switch codecID {
        case "V_VP8": "vp8"
        case "V_VP9": "vp9"
        case "V_AV1": "av1"
        case "V_MPEG4/ISO/AVC": "h264"
        case "V_MPEGH/ISO/HEVC": "hevc"
        case "V_MPEG4/ISO/SP", "V_MPEG4/ISO/ASP", "V_MPEG4/ISO/AP": "mpeg4"
        case "V_PRORES": "prores"
        default: codecID
        }
    }
}

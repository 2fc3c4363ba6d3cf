/// Video facts from container headers (placeholder until the ISO BMFF and EBML parsers land).
enum VideoProbe {
    /// Fills the video facts of `facts` from `source`, or sets `decodeError`.
    static func probe(_ source: any ByteSource, format: MediaFormat, into facts: inout MediaFacts) {
        facts.decodeError = "video parsing is not implemented yet"
    }
}

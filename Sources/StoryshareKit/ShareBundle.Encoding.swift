extension ShareBundle {
    /// How a bundle file is encoded. A bundle is a binary property list (`bplist00`); the XML and JSON
    /// encodings of earlier versions are no longer written or read (such a file is refused with a message
    /// that says to make it again).
    public enum Encoding: String, Sendable, CaseIterable {
        /// Apple's binary property list format, `bplist00`.
        case binary
    }
}

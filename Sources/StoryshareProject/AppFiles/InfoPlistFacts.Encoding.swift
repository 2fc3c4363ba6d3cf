extension InfoPlistFacts {
    /// The form an Info.plist is written in.
    public enum Encoding: String, Sendable, Equatable {
        /// An XML property list: its facts carry lines.
        case xml
        /// A binary property list (`bplist00`): no lines.
        case binary
        /// An old-style (OpenStep) property list, which Xcode reads too: no lines are told.
        case openStep = "openstep"
    }
}

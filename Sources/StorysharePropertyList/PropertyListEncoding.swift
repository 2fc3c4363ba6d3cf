/// The encodings the reader takes: binary (every bundle, written by ``PropertyListWriter``) and XML
/// (an app's Info.plist).
public enum PropertyListEncoding: String, Sendable, CaseIterable {
    /// Apple's binary format, `bplist00`: the bundle format.
    case binary
    /// Apple's XML format (`<plist version="1.0">`).
    case xml

    /// How messages name the encoding: "binary plist" or "XML plist".
    public var displayName: String {
        switch self {
        case .binary:
            return "binary plist"
        case .xml:
            return "XML plist"
        }
    }
}

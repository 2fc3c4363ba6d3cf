/// The three encodings of a bundle file.
public enum PropertyListEncoding: String, Sendable, CaseIterable {
    /// Apple's binary format, `bplist00`: compact and the default for bundles.
    case binary
    /// Apple's XML format (`<plist version="1.0">`), with whole-second dates.
    case xml
    /// A JSON object: data as base64 strings, dates as ISO-8601 UTC strings.
    case json

    /// How messages name the encoding: "binary plist", "XML plist" or "JSON".
    public var displayName: String {
        switch self {
        case .binary:
            return "binary plist"
        case .xml:
            return "XML plist"
        case .json:
            return "JSON"
        }
    }
}

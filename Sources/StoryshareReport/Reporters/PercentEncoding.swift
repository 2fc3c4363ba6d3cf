import StoryshareSystem

/// RFC 3986 percent-encoding for the paths of URIs in reports (SARIF `artifactLocation.uri`).
enum PercentEncoding {
    /// Encodes one path segment: every byte of the name (UTF-8, or the bytes a name that is not UTF-8
    /// holds; see `PathBytes`) except the unreserved characters
    /// (`A–Z a–z 0–9 - . _ ~`) becomes `%XX` with upper-case hex digits. Spaces, commas, colons,
    /// `%`, `#`, `?` and non-ASCII bytes are all encoded, so a segment can never be read as a scheme,
    /// a query or a fragment.
    static func encodeSegment(_ segment: String) -> String {
        var out = ""
        out.reserveCapacity(segment.utf8.count)
        for byte in PathBytes.bytes(of: segment) {
            if isUnreserved(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return out
    }

    /// Encodes each segment of a `/`-separated path, keeping the separators.
    static func encodePath(_ components: [String]) -> String {
        components.map(encodeSegment).joined(separator: "/")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> String {
        String(Unicode.Scalar(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10))
    }
}

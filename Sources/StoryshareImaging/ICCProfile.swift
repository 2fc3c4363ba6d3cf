/// An embedded ICC colour profile, carried from input to output as its bytes (never interpreted beyond its
/// header): a JPEG's APP2 `ICC_PROFILE` segments, a PNG's `iCCP` chunk.
public struct ICCProfile: Sendable, Equatable {
    /// The profile exactly as the file holds it.
    public var bytes: [UInt8]

    /// The profile of these bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The profile's data colour space, from its header (bytes 16–19): `RGB `, `GRAY`, `CMYK`, …; nil when
    /// the header is too short to say.
    public var colorSpace: String? {
        guard bytes.count >= 128 else { return nil }
        return String(decoding: bytes[16..<20], as: UTF8.self)
    }

    /// Whether it describes RGB pixels: the only kind an RGB(A) output can carry (a CMYK or grey profile on
    /// RGB pixels would be wrong, and decoders may then refuse the profile or the image).
    public var describesRGB: Bool { colorSpace == "RGB " }
}

/// The PNG format: its signature and the header facts storyshare reads from the chunk list.
public enum PNG {
    /// The eight bytes every PNG starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// What the chunk list says about an image, before any pixel is decoded.
    public struct Header: Equatable, Sendable {
        /// Width from `IHDR`.
        public var width: Int
        /// Height from `IHDR`.
        public var height: Int
        /// Bits per sample from `IHDR`: 1, 2, 4, 8 or 16.
        public var bitDepth: Int
        /// IHDR colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
        public var colorType: Int
        /// Adam7 interlacing, from `IHDR`.
        public var interlaced: Bool
        /// A `tRNS` chunk (transparency without an alpha channel) is present.
        public var hasTransparencyChunk: Bool
        /// `acTL` frame count when the file is an APNG.
        public var animationFrames: Int?
        /// Raw TIFF bytes of an `eXIf` chunk, when present.
        public var exif: [UInt8]?
        /// Chunks seen, IHDR and IEND included.
        public var chunkCount: Int

        /// An alpha channel (gray+alpha, RGBA) or a `tRNS` chunk.
        public var hasAlpha: Bool { colorType == 4 || colorType == 6 || hasTransparencyChunk }

        /// The colour space the colour type declares.
        public var colorSpace: ColorSpace {
            switch colorType {
            case 0, 4: .gray
            case 3: .palette
            default: .rgb
            }
        }
    }
}

/// Stored size of the image formats storyshare recognises but the platform does not take
/// (GIF, BMP, WebP), so messages can name it. Header fields only; nothing is decoded.
enum OtherImageHeader {
    /// `(width, height)` from the header, or `nil` when the header is too short or odd.
    static func size(_ h: [UInt8], format: MediaFormat) -> (width: Int, height: Int)? {
        switch format {
        case .gif where h.count >= 10:
            return (Int(LittleEndian.uint16(h, 6)), Int(LittleEndian.uint16(h, 8)))
        case .bmp where h.count >= 26:
            let width = Int(Int32(bitPattern: LittleEndian.uint32(h, 18)))
            let height = Int(Int32(bitPattern: LittleEndian.uint32(h, 22)))  // negative: stored top-down
            return (abs(width), abs(height))
        case .webp where h.count >= 30:
            switch String(decoding: h[12..<16], as: UTF8.self) {
            case "VP8 ":  // lossy: 14-bit sizes after the start code 9D 01 2A
                guard h[23] == 0x9D, h[24] == 0x01, h[25] == 0x2A else { return nil }
                return (Int(LittleEndian.uint16(h, 26) & 0x3FFF), Int(LittleEndian.uint16(h, 28) & 0x3FFF))
            case "VP8L":  // lossless: signature 0x2F, then 14-bit width-1 and height-1
                guard h[20] == 0x2F else { return nil }
                let bits = LittleEndian.uint32(h, 21)
                return (Int(bits & 0x3FFF) + 1, Int((bits >> 14) & 0x3FFF) + 1)
            case "VP8X":  // extended: 24-bit canvas width-1 and height-1
                let width = Int(h[24]) | Int(h[25]) << 8 | Int(h[26]) << 16
                let height = Int(h[27]) | Int(h[28]) << 8 | Int(h[29]) << 16
                return (width + 1, height + 1)
            default: return nil
            }
        default: return nil
        }
    }
}

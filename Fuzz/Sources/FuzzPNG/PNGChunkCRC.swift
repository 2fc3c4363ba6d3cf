/// Chunk CRCs made right, so that a mutation is judged on what it did to a chunk's data, not stopped at its CRC.
enum PNGChunkCRC {
    /// The CRC-32 table (polynomial 0xEDB88320) PNG uses.
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Gives every complete chunk after the 8-byte signature its correct CRC.
    static func rewrite(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return }
            var c: UInt32 = 0xFFFF_FFFF
            for byte in bytes[offset + 4..<offset + 8 + length] { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
            c ^= 0xFFFF_FFFF
            let end = offset + 8 + length
            for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: c >> (24 - 8 * index)) }
            offset = end + 4
        }
    }
}

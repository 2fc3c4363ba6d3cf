/// Builds PNG files byte by byte for tests: real CRCs, and image data in a zlib stream of stored
/// (uncompressed) deflate blocks, so a test controls every filter byte and every length exactly.
enum PNGBuilder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func be32Value(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// One chunk with a correct CRC (or `crc` when given).
    static func chunk(_ type: String, _ data: [UInt8] = [], crc: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc ?? crc32(body))
    }

    static func ihdr(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 2, interlaced: Bool = false)
        -> [UInt8]
    {
        chunk(
            "IHDR",
            be32(UInt32(width)) + be32(UInt32(height)) + [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0])
    }

    /// A zlib stream of stored blocks holding `raw`; `adler` overrides the checksum.
    static func zlib(_ raw: [UInt8], adler: UInt32? = nil) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, raw.count - start)
            let final: UInt8 = start + count == raw.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += raw[start..<start + count]
            start += count
        } while start < raw.count
        return out + be32(adler ?? adler32(raw))
    }

    /// Bytes of image data (filter bytes included) that a PNG of this shape needs, pass by pass.
    static func rowLayout(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> [(rows: Int, bytes: Int)] {
        let passes: [(Int, Int, Int, Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        return passes.compactMap { x0, y0, dx, dy in
            let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
            guard columns > 0, rows > 0 else { return nil }
            return (rows, 1 + (columns * bitsPerPixel + 7) / 8)
        }
    }

    /// Image data for the layout: every row starts with `filter` (cycling 0...4 when nil), pixels are a pattern.
    static func rows(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool, filter: UInt8? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        var row = 0
        for pass in rowLayout(width: width, height: height, bitsPerPixel: bitsPerPixel, interlaced: interlaced) {
            for _ in 0..<pass.rows {
                raw.append(filter ?? UInt8(row % 5))
                raw += (1..<pass.bytes).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ row) }
                row += 1
            }
        }
        return raw
    }

    /// A whole PNG: IHDR, `beforeData` chunks, the image data split into IDATs of `idatSize`, IEND.
    static func png(
        width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 2, interlaced: Bool = false,
        beforeData: [[UInt8]] = [], data: [UInt8], idatSize: Int = 1 << 20, afterData: [[UInt8]] = []
    ) -> [UInt8] {
        var out =
            signature
            + ihdr(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
        for chunk in beforeData { out += chunk }
        var start = 0
        repeat {
            let end = min(data.count, start + idatSize)
            out += chunk("IDAT", Array(data[start..<end]))
            start = end
        } while start < data.count
        for chunk in afterData { out += chunk }
        return out + chunk("IEND")
    }
}

/// A file's format from its first bytes (magic numbers, ISO BMFF brands), never its name, for the probe and the Kit.
public enum StoryFormatSniffer {
    /// How many leading bytes `identify(_:)` looks at; give it at least this many when the file has them.
    public static let headerLength = 64
    /// The format of a file beginning with `header`.
    public static func identify(_ header: [UInt8]) -> StoryMediaFormat {
        let h = header
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            h.count >= offset + magic.count && Array(h[offset..<offset + magic.count]) == magic
        }
        func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }

        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if ascii("GIF87a") || ascii("GIF89a") { return .gif }
        if ascii("RIFF") && ascii("WEBP", at: 8) { return .webp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts([0x1A, 0x45, 0xDF, 0xA3]) { return ebmlDocType(h) }
        if ascii("ftyp", at: 4) { return isoBrand(h) }
        // QuickTime files from before `ftyp` start with one of these atoms.
        for atom in ["moov", "mdat", "wide", "free", "skip", "pnot"] where ascii(atom, at: 4) { return .mov }
        // BMP last: "BM" is a weak magic, so also require the header's reserved words to be zero.
        if ascii("BM"), h.count >= 10, h[6] == 0, h[7] == 0, h[8] == 0, h[9] == 0 { return .bmp }
        return .unknown
    }

    /// `webm` or `matroska` from the EBML header's DocType, when it is within the header bytes.
    static func ebmlDocType(_ h: [UInt8]) -> StoryMediaFormat {
        let webm = Array("webm".utf8)
        // DocType is element 0x4282; its value follows a one-byte size in every muxer seen.
        for i in stride(from: 4, to: h.count - 3, by: 1) where h[i] == 0x42 && h[i + 1] == 0x82 && h[i + 2] & 0x80 != 0
        {
            let (start, length) = (i + 3, Int(h[i + 2] & 0x7F))
            if start + length <= h.count { return Array(h[start..<start + length]) == webm ? .webm : .matroska }
        }
        return .matroska
    }

    static let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]
    static let avifBrands: Set<String> = ["avif", "avis"]
    /// mp4/mov/heic/avif from the `ftyp` box's major and compatible brands.
    static func isoBrand(_ h: [UInt8]) -> StoryMediaFormat {
        guard h.count >= 12 else { return .mp4 }
        let boxSize = Int(h[0]) << 24 | Int(h[1]) << 16 | Int(h[2]) << 8 | Int(h[3])
        func brand(_ at: Int) -> String { String(decoding: h[at..<at + 4], as: UTF8.self) }
        let brands = [brand(8)] + stride(from: 16, through: min(h.count, max(boxSize, 16)) - 4, by: 4).map(brand)
        let major = brands[0]
        if major == "qt  " { return .mov }
        if avifBrands.contains(major) { return .avif }
        if heifBrands.contains(major) { return .heic }
        if major == "mif1" || major == "msf1" { return brands.contains(where: avifBrands.contains) ? .avif : .heic }
        return .mp4
    }
}

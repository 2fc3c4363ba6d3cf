/// The orientation tag (0x0112) of an EXIF/TIFF block's first IFD.
enum EXIFOrientationReader {
    /// The most EXIF bytes read for it.
    static let maxBytes: UInt64 = 65_535
    /// The orientation 1–8 in `tiff` (TIFF header onwards), or `nil` when absent or malformed.
    static func orientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8, tiff[0] == tiff[1], tiff[0] == 0x49 || tiff[0] == 0x4D else { return nil }
        let little = tiff[0] == 0x49
        func u16(_ i: Int) -> Int { little ? Int(tiff[i]) | Int(tiff[i + 1]) << 8 : Int(tiff.u16(i)) }
        func u32(_ i: Int) -> Int { little ? u16(i) | u16(i + 2) << 16 : u16(i) << 16 | u16(i + 2) }
        guard u16(2) == 42 else { return nil }
        let ifd = u32(4)
        guard ifd >= 8, ifd <= tiff.count - 2 else { return nil }
        for index in 0..<u16(ifd) {
            let entry = ifd + 2 + index * 12
            guard entry <= tiff.count - 12 else { return nil }
            guard u16(entry) == 0x0112 else { continue }
            // SHORT (type 3), count 1: the value sits in the first two bytes of the value field.
            guard u16(entry + 2) == 3, (1...8).contains(u16(entry + 8)) else { return nil }
            return u16(entry + 8)
        }
        return nil
    }
}

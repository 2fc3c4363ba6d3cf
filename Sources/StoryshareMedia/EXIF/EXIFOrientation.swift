/// Reads the orientation tag (0x0112) from the IFD0 of an EXIF/TIFF block.
public enum EXIFOrientation {
    /// The orientation 1–8 in `tiff` (TIFF header onwards), or `nil` when absent or malformed.
    public static func read(tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ i: Int) -> Int { Int(little ? LittleEndian.uint16(tiff, i) : BigEndian.uint16(tiff, i)) }
        func u32(_ i: Int) -> Int { Int(little ? LittleEndian.uint32(tiff, i) : BigEndian.uint32(tiff, i)) }
        guard u16(2) == 42 else { return nil }
        let ifd = u32(4)
        guard ifd >= 8, ifd <= tiff.count - 2 else { return nil }
        let entries = u16(ifd)
        for index in 0..<entries {
            let entry = ifd + 2 + index * 12
            guard entry <= tiff.count - 12 else { return nil }
            guard u16(entry) == 0x0112 else { continue }
            // SHORT (type 3), count 1: the value sits in the first two bytes of the value field.
            guard u16(entry + 2) == 3 else { return nil }
            let value = u16(entry + 8)
            return (1...8).contains(value) ? value : nil
        }
        return nil
    }

    /// Whether an orientation turns the image by a quarter (5–8), swapping displayed width and height.
    public static func swapsAxes(_ orientation: Int?) -> Bool {
        guard let orientation else { return false }
        return (5...8).contains(orientation)
    }
}

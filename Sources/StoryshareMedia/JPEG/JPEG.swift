/// The JPEG format: what storyshare reads from the marker segments before the first scan.
public enum JPEG {
    /// Header facts found before the first scan.
    public struct Header: Equatable, Sendable {
        /// EXIF orientation, when an APP1 Exif segment carries one.
        public var orientation: Int?
        /// Size from the frame header (SOFn), when one was found before the first scan.
        public var width: Int?
        public var height: Int?
        /// SOF2/SOF6/SOF10/SOF14: progressive coding.
        public var progressive: Bool = false
    }

    /// Walks the marker segments from SOI to the first SOS. Never fails: a malformed segment list
    /// just ends the walk (the full decode reports what is wrong).
    public static func readHeader(_ bytes: [UInt8]) -> Header {
        var header = Header()
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return header }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { break }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += 2
                continue
            }
            if marker == 0xDA || marker == 0xD9 { break }  // first scan, or end of image
            let length = Int(BigEndian.uint16(bytes, offset + 2))
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let segment = offset + 4
            let segmentEnd = offset + 2 + length
            switch marker {
            case 0xE1 where length >= 8 && header.orientation == nil:
                // "Exif\0\0" then a TIFF block.
                if Array(bytes[segment..<segment + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                    header.orientation = EXIFOrientation.read(tiff: Array(bytes[segment + 6..<segmentEnd]))
                }
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                if length >= 7 {
                    header.height = Int(BigEndian.uint16(bytes, segment + 1))
                    header.width = Int(BigEndian.uint16(bytes, segment + 3))
                }
                header.progressive = [0xC2, 0xC6, 0xCA, 0xCE].contains(marker)
            default: break
            }
            offset = segmentEnd
        }
        return header
    }
}

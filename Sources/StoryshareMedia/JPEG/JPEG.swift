/// The JPEG format: what storyshare reads from the marker segments before the first scan.
public enum JPEG {
    /// Header facts found before the first scan.
    public struct Header: Equatable, Sendable {
        /// EXIF orientation, when an APP1 Exif segment carries one.
        public var orientation: Int?
        /// Width from the frame header (SOFn), when one was found before the first scan.
        public var width: Int?
        /// Height from the frame header, when one was found.
        public var height: Int?
        /// SOF2/SOF6/SOF10/SOF14: progressive coding.
        public var progressive: Bool = false
    }

    /// Walks the marker segments from SOI to the first SOS. Never fails: a malformed segment list
    /// just ends the walk (the full decode reports what is wrong).
    public static func readHeader(_ bytes: [UInt8]) -> Header {
        var bytes = bytes
        return readHeader(from: &bytes)
    }

    /// `readHeader` over a file in memory or read a window at a time; a read that fails ends the walk.
    static func readHeader<Bytes: HeaderBytes>(from bytes: inout Bytes) -> Header {
        var header = Header()
        do {
            try walk(&bytes, into: &header)
        } catch {
            // The decode reads the same bytes and says what is wrong.
        }
        return header
    }

    private static func walk<Bytes: HeaderBytes>(
        _ bytes: inout Bytes, into header: inout Header
    ) throws(ByteSourceError) {
        guard bytes.count >= 4, try bytes.uint16(at: 0) == 0xFFD8 else { return }
        var offset = 2
        while offset + 4 <= bytes.count {
            let start = try bytes.bytes(at: offset, count: 4)
            guard start[start.startIndex] == 0xFF else { break }
            let marker = start[start.startIndex + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += 2
                continue
            }
            if marker == 0xDA || marker == 0xD9 { break }  // first scan, or end of image
            let length = Int(start[start.startIndex + 2]) << 8 | Int(start[start.startIndex + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let segment = offset + 4
            switch marker {
            case 0xE1 where length >= 8 && header.orientation == nil:
                // "Exif\0\0" then a TIFF block.
                let data = Array(try bytes.bytes(at: segment, count: length - 2))
                if Array(data[0..<6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                    header.orientation = EXIFOrientation.read(tiff: Array(data[6...]))
                }
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                if length >= 7 {
                    let size = try bytes.bytes(at: segment + 1, count: 4)
                    let i = size.startIndex
                    header.height = Int(size[i]) << 8 | Int(size[i + 1])
                    header.width = Int(size[i + 2]) << 8 | Int(size[i + 3])
                }
                header.progressive = [0xC2, 0xC6, 0xCA, 0xCE].contains(marker)
            default: break
            }
            offset += 2 + length
        }
    }
}

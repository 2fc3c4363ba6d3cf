/// The marker segments of a JPEG from SOI to the first scan: the frame header's size and components, the EXIF
/// orientation, and Adobe's colour transform (which tells CMYK from YCCK).
struct JPEGHeaderReader<Source: StoryByteSource> {
    let source: Source
    /// Most marker segments and fill bytes walked before the walk gives up.
    static var maxSteps: Int { 1_000_000 }
    func read(into facts: inout StoryMediaFacts) {
        facts.hasAlpha = false
        var components: Int?
        var adobeTransform: UInt8?
        var offset: UInt64 = 2
        for _ in 0..<Self.maxSteps {
            guard let start = source.read(at: offset, count: 4), start.count == 4, start[0] == 0xFF else { break }
            let marker = start[1]
            if marker == 0xFF || marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += marker == 0xFF ? 1 : 2  // a fill byte, or a marker without a segment
                continue
            }
            if marker == 0xDA || marker == 0xD9 { break }  // the first scan, or the end of the image
            let length = UInt64(start.u16(2))
            guard length >= 2, offset + 2 + length <= source.size else { break }
            let segment = offset + 4
            switch marker {
            case 0xE1 where length >= 8 && facts.orientation == nil:
                // "Exif\0\0" then a TIFF block.
                if let data = source.read(at: segment, count: Int(min(length - 2, EXIFOrientationReader.maxBytes))),
                    data.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0])
                {
                    facts.orientation = EXIFOrientationReader.orientation(Array(data[6...]))
                }
            case 0xEE where length >= 14:
                if let data = source.read(at: segment, count: 12), data.starts(with: Array("Adobe".utf8)) {
                    adobeTransform = data[11]
                }
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                if length >= 8, let frame = source.read(at: segment + 1, count: 5), frame.count == 5 {
                    facts.height = Int(frame.u16(0))
                    facts.width = Int(frame.u16(2))
                    components = Int(frame[4])
                }
            default: break
            }
            offset += 2 + length
        }
        guard let width = facts.width, let height = facts.height, width > 0, height > 0 else {
            facts.headerError = "no frame header (SOF) with a size before the first scan"
            return
        }
        // libjpeg's rule: four components are YCCK when Adobe's marker says transform 2, else CMYK.
        if components == 4 { facts.printColorSpace = adobeTransform == 2 ? "ycck" : "cmyk" }
    }
}

/// The chunk list of a PNG, walked from its 8-byte chunk headers through `IEND` (seeking over chunk data):
/// `IHDR`'s size and colour type, `tRNS`, `acTL`'s frame count and an `eXIf` orientation.
struct PNGHeaderReader<Source: StoryByteSource> {
    let source: Source
    func read(into facts: inout StoryMediaFacts) {
        var found = facts
        // A broken chunk list gives no facts but its problem, as the command line's probe reports it.
        if let problem = walk(&found) { facts.headerError = problem } else { facts = found }
    }

    /// Fills `facts` from the chunks; the problem that ends the walk early, if any.
    private func walk(_ facts: inout StoryMediaFacts) -> String? {
        let size = source.size
        var offset: UInt64 = 8
        var chunks = 0
        var sawHeader = false
        while offset < size {
            guard size - offset >= 8, let head = source.read(at: offset, count: 8), head.count == 8 else {
                return "truncated: chunk header at offset \(offset) declares 8 bytes but only \(size - offset) remain"
            }
            let length = UInt64(head.u32(0))
            let typeBytes = head[4..<8]
            guard length <= 0x7FFF_FFFF,
                typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
            else { return "malformed chunk header at offset \(offset)" }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length + 4 <= size - offset - 8 else {
                return "truncated: chunk \(type) at offset \(offset) declares \(length + 12) bytes but only "
                    + "\(size - offset) remain"
            }
            chunks += 1
            if !sawHeader {
                guard type == "IHDR", length == 13, let ihdr = source.read(at: offset + 8, count: 13), ihdr.count == 13
                else { return "the first chunk is not a valid IHDR" }
                let (width, height) = (Int(ihdr.u32(0)), Int(ihdr.u32(4)))
                guard width > 0, height > 0 else {
                    return "IHDR declares a size of \(width)x\(height); both must be at least 1"
                }
                let (depth, colorType) = (Int(ihdr[8]), Int(ihdr[9]))
                let allowed: [Int: Set<Int>] = [
                    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
                ]
                guard allowed[colorType]?.contains(depth) == true else {
                    return "IHDR declares bit depth \(depth) with colour type \(colorType), which PNG does not allow"
                }
                (facts.width, facts.height, facts.hasAlpha) = (width, height, colorType == 4 || colorType == 6)
                sawHeader = true
            }
            switch type {
            case "tRNS": facts.hasAlpha = true
            case "acTL" where length >= 4:
                facts.frameCount = source.read(at: offset + 8, count: 4).map { $0.reduce(0) { $0 << 8 | Int($1) } }
            case "eXIf":
                let tiff = source.read(at: offset + 8, count: Int(min(length, EXIFOrientationReader.maxBytes)))
                facts.orientation = tiff.flatMap(EXIFOrientationReader.orientation)
            case "IEND": return nil
            default: break
            }
            offset += 12 + length
        }
        return "no IEND chunk after \(chunks) chunks: the file is truncated"
    }
}

extension PNG {
    /// Why a PNG's chunk list is unusable. Each case carries what a message needs.
    public enum ChunkError: Error, Equatable, Sendable {
        /// The file does not start with the PNG signature.
        case notPNG
        /// The first chunk is not a 13-byte IHDR.
        case missingHeader
        /// IHDR declares a zero width or height.
        case zeroDimension(width: Int, height: Int)
        /// IHDR has a bit depth / colour type pair the standard does not allow.
        case invalidHeader(bitDepth: Int, colorType: Int)
        /// A chunk's declared length runs past the end of the file.
        case truncated(chunk: String, offset: Int, declared: Int, available: Int)
        /// A chunk length over 2^31 - 1, or a type that is not four letters.
        case malformedChunk(offset: Int)
        /// The file ends without an IEND chunk.
        case missingEnd(chunks: Int)
        /// The file could not be read (a file read a window at a time): the system's reason.
        case unreadable(reason: String)

        /// A sentence for `MediaFacts.decodeError`.
        public var message: String {
            switch self {
            case .notPNG: "not a PNG: the signature is missing"
            case .missingHeader: "the first chunk is not a valid IHDR"
            case .zeroDimension(let width, let height):
                "IHDR declares a size of \(width)x\(height); both must be at least 1"
            case .invalidHeader(let bitDepth, let colorType):
                "IHDR declares bit depth \(bitDepth) with colour type \(colorType), which PNG does not allow"
            case .truncated(let chunk, let offset, let declared, let available):
                "truncated: chunk \(chunk) at offset \(offset) declares \(declared) bytes but only \(available) remain"
            case .malformedChunk(let offset): "malformed chunk header at offset \(offset)"
            case .missingEnd(let chunks): "no IEND chunk after \(chunks) chunks: the file is truncated"
            case .unreadable(let reason): "cannot read: \(reason)"
            }
        }
    }

    /// The most of an `eXIf` chunk read for the orientation: EXIF's own limit in JPEG (one 64 KiB
    /// segment). IFD0, which holds it, comes first; a larger chunk is read no further, whether the file is
    /// held in memory or read a window at a time.
    static let maxEXIFBytes = 65_535

    /// Reads the chunk list of a PNG: header facts, APNG and transparency markers, and structural
    /// problems (truncation, missing IEND). Looks at chunk headers only, never inflates anything;
    /// CRCs are left to the full decode.
    public static func readHeader(_ bytes: [UInt8]) throws(ChunkError) -> Header {
        var bytes = bytes
        return try readHeader(from: &bytes)
    }

    /// One chunk of the list: its type and where it lies in the file.
    public struct Chunk: Equatable, Sendable {
        /// The four letters, `IHDR`, `IDAT`, `acTL`, ….
        public var type: String
        /// Offset of its length field.
        public var offset: Int
        /// Bytes of its data.
        public var length: Int

        /// The whole chunk: length, type, data and CRC.
        public var range: Range<Int> { offset..<offset + 12 + length }
    }

    /// The chunks of a PNG held in memory, IHDR through IEND, checked as `readHeader` checks them (CRCs are
    /// not): what a chunk-level edit (dropping an APNG's animation) works from.
    public static func chunks(_ bytes: [UInt8]) throws(ChunkError) -> [Chunk] {
        var bytes = bytes
        var found: [Chunk] = []
        try walk(&bytes) { chunk, _ throws(ChunkError) in found.append(chunk) }
        return found
    }

    /// `readHeader` over a file in memory or read a window at a time (only chunk headers and the few
    /// small chunks it needs are read).
    static func readHeader<Bytes: HeaderBytes>(from bytes: inout Bytes) throws(ChunkError) -> Header {
        var header: Header?
        let chunks = try walk(&bytes) { chunk, bytes throws(ChunkError) in
            let dataStart = chunk.offset + 8
            if header == nil {
                guard chunk.type == "IHDR", chunk.length == 13 else { throw .missingHeader }
                header = try parseIHDR(Array(try slice(&bytes, dataStart, 13)))
            }
            switch chunk.type {
            case "tRNS": header?.hasTransparencyChunk = true
            case "acTL" where chunk.length >= 4:
                let frames = try slice(&bytes, dataStart, 4)
                header?.animationFrames = frames.reduce(0) { $0 << 8 | Int($1) }
            case "eXIf": header?.exif = Array(try slice(&bytes, dataStart, min(chunk.length, maxEXIFBytes)))
            default: break
            }
        }
        guard var result = header else { throw .missingHeader }
        result.chunkCount = chunks
        return result
    }

    private static func slice<Bytes: HeaderBytes>(_ bytes: inout Bytes, _ offset: Int, _ count: Int)
        throws(ChunkError) -> ArraySlice<UInt8>
    {
        do {
            return try bytes.bytes(at: offset, count: count)
        } catch {
            throw .unreadable(reason: MediaProbe.describe(error))
        }
    }

    /// Walks the chunk list from the signature through IEND, checking its layout (every chunk whole, a
    /// length and a type that can be, IEND present), and hands `visit` each chunk, IEND included. Returns how
    /// many chunks there were.
    @discardableResult
    static func walk<Bytes: HeaderBytes>(
        _ bytes: inout Bytes, _ visit: (Chunk, inout Bytes) throws(ChunkError) -> Void
    ) throws(ChunkError) -> Int {
        guard bytes.count >= 8, Array(try slice(&bytes, 0, 8)) == signature else { throw .notPNG }
        var offset = 8
        var chunks = 0
        while offset < bytes.count {
            guard bytes.count - offset >= 8 else {
                throw .truncated(chunk: "header", offset: offset, declared: 8, available: bytes.count - offset)
            }
            let chunkStart = try slice(&bytes, offset, 8)
            let at = chunkStart.startIndex
            let length =
                Int(chunkStart[at]) << 24 | Int(chunkStart[at + 1]) << 16 | Int(chunkStart[at + 2]) << 8
                | Int(chunkStart[at + 3])
            let typeBytes = chunkStart[at + 4..<at + 8]
            guard length <= 0x7FFF_FFFF, typeBytes.allSatisfy(isLetter) else { throw .malformedChunk(offset: offset) }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let available = bytes.count - offset - 8
            guard length + 4 <= available else {
                throw .truncated(chunk: type, offset: offset, declared: length + 12, available: available + 8)
            }
            chunks += 1
            try visit(Chunk(type: type, offset: offset, length: length), &bytes)
            if type == "IEND" { return chunks }
            offset += 12 + length
        }
        throw .missingEnd(chunks: chunks)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func parseIHDR(_ data: [UInt8]) throws(ChunkError) -> Header {
        let width = Int(BigEndian.uint32(data, 0))
        let height = Int(BigEndian.uint32(data, 4))
        let bitDepth = Int(data[8])
        let colorType = Int(data[9])
        guard width > 0, height > 0 else { throw .zeroDimension(width: width, height: height) }
        let allowed: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard allowed[colorType]?.contains(bitDepth) == true else {
            throw .invalidHeader(bitDepth: bitDepth, colorType: colorType)
        }
        return Header(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: data[12] == 1,
            hasTransparencyChunk: false, animationFrames: nil, exif: nil, chunkCount: 0)
    }
}

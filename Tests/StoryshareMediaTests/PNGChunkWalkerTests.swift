import Testing

@testable import StoryshareMedia

struct PNGChunkWalkerTests {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let n = UInt32(data.count)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
            + Array(type.utf8) + data + [0, 0, 0, 0]  // CRC is the decoder's business
    }

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, color: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8]
    {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        return chunk("IHDR", be(width) + be(height) + [depth, color, 0, 0, interlace])
    }

    @Test func readsHeaderFacts() throws {
        let bytes =
            PNG.signature + Self.ihdr(width: 640, height: 480, color: 3, interlace: 1)
            + Self.chunk("tRNS", [0]) + Self.chunk("acTL", [0, 0, 0, 5, 0, 0, 0, 0]) + Self.chunk("IEND", [])
        let header = try PNG.readHeader(bytes)
        #expect(header.width == 640 && header.height == 480)
        #expect(header.colorSpace == .palette)
        #expect(header.hasAlpha)
        #expect(header.interlaced)
        #expect(header.animationFrames == 5)
        #expect(header.chunkCount == 4)
    }

    @Test func refusesBadStructure() {
        #expect(throws: PNG.ChunkError.notPNG) { try PNG.readHeader([1, 2, 3]) }
        #expect(throws: PNG.ChunkError.missingHeader) {
            try PNG.readHeader(PNG.signature + Self.chunk("IDAT", []) + Self.chunk("IEND", []))
        }
        #expect(throws: PNG.ChunkError.zeroDimension(width: 0, height: 10)) {
            try PNG.readHeader(PNG.signature + Self.ihdr(width: 0, height: 10) + Self.chunk("IEND", []))
        }
        #expect(throws: PNG.ChunkError.invalidHeader(bitDepth: 3, colorType: 2)) {
            try PNG.readHeader(PNG.signature + Self.ihdr(width: 1, height: 1, depth: 3, color: 2))
        }
        #expect(throws: PNG.ChunkError.missingEnd(chunks: 1)) {
            try PNG.readHeader(PNG.signature + Self.ihdr(width: 1, height: 1))
        }
        let lying = PNG.signature + Self.ihdr(width: 1, height: 1) + [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8)
        #expect(throws: PNG.ChunkError.self) { try PNG.readHeader(lying) }
        let tooLong = PNG.signature + Self.ihdr(width: 1, height: 1) + [0x80, 0, 0, 0] + Array("IDAT".utf8)
        #expect(throws: PNG.ChunkError.malformedChunk(offset: 33)) { try PNG.readHeader(tooLong) }
    }
}

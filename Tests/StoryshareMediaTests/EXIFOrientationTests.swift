import Testing

@testable import StoryshareMedia

struct EXIFOrientationTests {
    static func tiff(littleEndian: Bool, orientation: UInt16, type: UInt16 = 3) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        func u32(_ v: UInt32) -> [UInt8] {
            littleEndian
                ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF))
        }
        let header: [UInt8] = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
        let other = u16(0x010F) + u16(2) + u32(4) + u32(0)  // Make, not what we look for
        let entry = u16(0x0112) + u16(type) + u32(1) + u16(orientation) + u16(0)
        return header + u16(2) + other + entry + u32(0)
    }

    @Test(arguments: [true, false], 1...8)
    func readsEveryOrientationInBothByteOrders(littleEndian: Bool, orientation: Int) {
        #expect(
            EXIFOrientation.read(tiff: Self.tiff(littleEndian: littleEndian, orientation: UInt16(orientation)))
                == orientation)
    }

    @Test func ignoresNonsense() {
        #expect(EXIFOrientation.read(tiff: Self.tiff(littleEndian: true, orientation: 9)) == nil)
        #expect(EXIFOrientation.read(tiff: Self.tiff(littleEndian: true, orientation: 6, type: 4)) == nil)
        #expect(EXIFOrientation.read(tiff: [0x49, 0x49, 42, 0, 0xFF, 0xFF, 0xFF, 0x7F]) == nil)
        #expect(EXIFOrientation.read(tiff: []) == nil)
        let cut = Self.tiff(littleEndian: false, orientation: 6)
        for n in 0..<cut.count { _ = EXIFOrientation.read(tiff: Array(cut[0..<n])) }
    }

    @Test func quarterTurnsSwapAxes() {
        #expect(!EXIFOrientation.swapsAxes(nil))
        #expect(!EXIFOrientation.swapsAxes(3))
        #expect(EXIFOrientation.swapsAxes(6))
        #expect(EXIFOrientation.swapsAxes(8))
    }
}

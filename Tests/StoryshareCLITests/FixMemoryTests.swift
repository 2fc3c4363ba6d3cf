import Foundation
import StoryshareImaging
import StoryshareMedia
import Testing

/// `fix` in bounded memory: a 12-megapixel photo becomes a 1080x1920 background holding one image of the
/// output's size and libjpeg's buffers (peak under 64 MB, measured on the binary), and no hostile file makes
/// it allocate what its header claims.
struct FixMemoryTests {
    /// A `width` x `height` photo-like JPEG (smooth shapes and fine texture), made with the imaging core's
    /// own encoder.
    static func photo(width: Int, height: Int) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            var state: UInt32 = 7
            for y in 0..<height {
                let row = y * width * 4
                for x in 0..<width {
                    state = state &* 1_103_515_245 &+ 12_345
                    let grain = UInt8(truncatingIfNeeded: state >> 27)
                    buffer[row + x * 4] = UInt8(truncatingIfNeeded: x * 255 / width) &+ grain
                    buffer[row + x * 4 + 1] = UInt8(truncatingIfNeeded: y * 255 / height) &+ grain
                    buffer[row + x * 4 + 2] = UInt8(truncatingIfNeeded: (x / 64 + y / 64) % 2 * 160) &+ grain
                }
            }
        }
        return try ImageEncoder.jpeg(RGBAImage(width: width, height: height, pixels: pixels))
    }

    @Test(.enabled(if: Python.available)) func aTwelveMegapixelPhotoIsFixedUnder64MB() throws {
        let tree = try TempTree()
        try tree.write(Data(try Self.photo(width: 4032, height: 3024)), to: "photo.jpg")
        let input = tree.url.appendingPathComponent("photo.jpg").path
        let output = tree.url.appendingPathComponent("out").path
        let cost = try HostileCorpusTests.measure(["fix", "--fit", "crop", "--output-dir", output, input])
        #expect(cost.status == 0)
        #expect(cost.peakMegabytes < 64, "\(cost.peakMegabytes) MB")
        let facts = MediaProbe.probe(path: output + "/photo.jpg")
        #expect((facts.width, facts.height) == (1080, 1920) && facts.decodeError == nil)
    }

    @Test(.enabled(if: Python.available), arguments: HostileCorpusTests.hostileFiles)
    func aHostileFileIsRefusedOrFixedInBoundedMemory(file: String) throws {
        let tree = try TempTree()
        let path = CLI.repository.appendingPathComponent(file).path
        let cost = try HostileCorpusTests.measure(
            ["fix", "--output-dir", tree.url.appendingPathComponent("out").path, path])
        #expect(cost.status == 0 || cost.status == 1, "\(file): exit \(cost.status)")
        #expect(cost.seconds < 10, "\(file): \(cost.seconds) s")
        #expect(cost.peakMegabytes < 100, "\(file): \(cost.peakMegabytes) MB")
    }
}

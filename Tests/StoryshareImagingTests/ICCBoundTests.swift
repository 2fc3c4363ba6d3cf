import CStoryshareCodecs
import Testing

@testable import StoryshareImaging

/// A JPEG's ICC profile is read from its APP2 `ICC_PROFILE` segments up to a bound, and no other APP2
/// segment is kept: a profile over the bound is refused with its size, a chain that repeats a segment is no
/// profile, and a file of many other APP2 segments decodes holding none of them.
struct ICCBoundTests {
    /// An RGB profile of `count` bytes (only its header's colour space is meaningful).
    static func profile(_ count: Int) -> ICCProfile {
        var bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        bytes.replaceSubrange(16..<20, with: Array("RGB ".utf8))
        return ICCProfile(bytes: bytes)
    }

    static let image = RGBAImage(width: 16, height: 16, color: RGBAColor(red: 10, green: 200, blue: 90))

    /// `jpeg` with `segments` (each a whole marker segment) put after SOI.
    static func inserting(_ segments: [[UInt8]], into jpeg: [UInt8]) -> [UInt8] {
        Array(jpeg[0..<2]) + segments.joined() + Array(jpeg[2...])
    }

    static func app2(_ data: [UInt8]) -> [UInt8] {
        let length = data.count + 2
        return [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + data
    }

    @Test func aProfileOfManySegmentsIsJoinedInOrder() throws {
        let profile = Self.profile(300_000)  // five segments
        let jpeg = try ImageEncoder.jpeg(Self.image, icc: profile)
        #expect(try ImageReader.open(.bytes(jpeg)) { $0.iccProfile } == profile)
        // The segments out of order, with other APP2 segments among them: the same profile.
        let tag = Array("ICC_PROFILE".utf8) + [0]
        let pieces = stride(from: 0, to: 300_000, by: 65_519).map {
            Array(profile.bytes[$0..<min($0 + 65_519, 300_000)])
        }
        let segments = pieces.indices.reversed().flatMap { index in
            [Self.app2(Array("FPXR".utf8) + [0, 1, 2]), Self.app2(tag + [UInt8(index + 1), 5] + pieces[index])]
        }
        let plain = try ImageEncoder.jpeg(Self.image)
        #expect(try ImageReader.open(.bytes(Self.inserting(segments, into: plain))) { $0.iccProfile } == profile)
        // A segment twice: no profile (as libjpeg's own reader says), and the image still decodes.
        let repeated = Self.inserting(segments + [segments[1]], into: plain)
        #expect(try ImageReader.open(.bytes(repeated)) { $0.iccProfile } == nil)
    }

    @Test func aProfileOverTheBoundIsRefusedWithItsSize() throws {
        let size = Int(CStoryshareCodecs_maxICCBytes) + 1
        let jpeg = try ImageEncoder.jpeg(Self.image, icc: Self.profile(size))
        #expect(throws: ImagingError.iccProfileTooLarge(bytes: size, bound: 4_194_304)) {
            try ImageReader.open(.bytes(jpeg)) { $0.iccProfile }
        }
        #expect(
            ImagingError.iccProfileTooLarge(bytes: size, bound: 4_194_304).description
                == "its ICC profile is 4,194,305 bytes, over the bound of 4,194,304 bytes")
        // Exactly the bound is kept.
        let largest = Self.profile(Int(CStoryshareCodecs_maxICCBytes))
        let kept = try ImageEncoder.jpeg(Self.image, icc: largest)
        #expect(try ImageReader.open(.bytes(kept)) { $0.iccProfile } == largest)
    }

    @Test func otherAPP2SegmentsAreSkipped() throws {
        let junk = Self.app2(Array("FPXR".utf8) + [0] + [UInt8](repeating: 0x78, count: 65_000))
        let jpeg = Self.inserting([[UInt8]](repeating: junk, count: 64), into: try ImageEncoder.jpeg(Self.image))
        let (profile, pixels) = try ImageReader.open(.bytes(jpeg)) { reader in
            var image = RGBAImage(width: 16, height: 16)
            try reader.draw(orientation: .identity, placement: .original(width: 16, height: 16), into: &image)
            return (reader.iccProfile, image)
        }
        #expect(profile == nil)
        #expect(pixels.width == 16 && pixels.isOpaque)
    }
}

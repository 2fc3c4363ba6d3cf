import StoryshareMedia
import Testing

@testable import StoryshareImaging

/// An APNG made still at the chunk level: the animation chunks go, every other chunk stays byte for byte,
/// and the image is the one the APNG shows first.
struct AnimatedPNGTests {
    @Test func theFirstFrameStaysAndTheAnimationGoes() throws {
        let apng = try ImagingTestData.bytes("images/sticker-animated-480x480.png")
        let before = try PNG.chunks(apng)
        #expect(before.contains { $0.type == "acTL" } && before.contains { $0.type == "fdAT" })
        let still = try AnimatedPNG.firstFrame(apng)
        let after = try PNG.chunks(still)
        #expect(!after.contains { AnimatedPNG.animationChunks.contains($0.type) })
        #expect(after.map(\.type) == before.map(\.type).filter { !AnimatedPNG.animationChunks.contains($0) })
        // Kept chunks are the same bytes, CRCs included.
        let kept = before.filter { !AnimatedPNG.animationChunks.contains($0.type) }
        for (old, new) in zip(kept, after) { #expect(Array(apng[old.range]) == Array(still[new.range])) }
        let facts = MediaProbe.probe(bytes: still, path: "still.png")
        #expect(facts.animated == false && facts.decodeError == nil && facts.width == 480)
        // The pixels are the default image's, which any decoder showed for the APNG.
        #expect(try ImagingTestData.decode(still) == ImagingTestData.decode(apng))
    }

    @Test func aDamagedChunkListIsRefused() throws {
        let apng = try ImagingTestData.bytes("images/sticker-animated-480x480.png")
        #expect(throws: PNG.ChunkError.self) { try AnimatedPNG.firstFrame(Array(apng.prefix(apng.count / 2))) }
        #expect(throws: PNG.ChunkError.notPNG) { try AnimatedPNG.firstFrame([1, 2, 3, 4, 5, 6, 7, 8, 9]) }
    }
}

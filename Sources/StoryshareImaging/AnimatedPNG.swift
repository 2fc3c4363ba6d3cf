import StoryshareMedia

/// An APNG made a still image without decoding anything: its animation chunks (`acTL`, `fcTL`, `fdAT`) are
/// dropped and every other chunk is kept byte for byte, CRCs included. What remains is the image in `IDAT`:
/// the first frame, or the default image an APNG shows where animation is not supported (what Stories show).
public enum AnimatedPNG {
    /// The chunks that make a PNG animated.
    public static let animationChunks: Set<String> = ["acTL", "fcTL", "fdAT"]

    /// `png` without its animation chunks; the chunk list is checked as `validate` checks it.
    public static func firstFrame(_ png: [UInt8]) throws(PNG.ChunkError) -> [UInt8] {
        let chunks = try PNG.chunks(png)
        var still = Array(png[0..<8])
        still.reserveCapacity(png.count)
        for chunk in chunks where !animationChunks.contains(chunk.type) {
            still.append(contentsOf: png[chunk.range])
        }
        return still
    }

    /// Whether the image in `IDAT` is the animation's first frame (an `fcTL` comes before it) rather than a
    /// default image that is not part of the animation.
    public static func defaultImageIsFirstFrame(_ png: [UInt8]) throws(PNG.ChunkError) -> Bool {
        for chunk in try PNG.chunks(png) {
            if chunk.type == "fcTL" { return true }
            if chunk.type == "IDAT" { return false }
        }
        return false
    }
}

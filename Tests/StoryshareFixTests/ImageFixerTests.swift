import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareFix

/// Making a result fit the byte limit, each way the size rule asks: a PNG without transparency as JPEG, a
/// JPEG at the highest quality that fits, anything else scaled down until it fits. Limits are lowered so
/// that small pictures exercise every branch.
struct ImageFixerTests {
    /// Noise-like pixels: they compress badly, as photographs do.
    static func noisy(width: Int, height: Int, alpha: Bool) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var state: UInt32 = 12_345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                image[x, y] = RGBAColor(
                    red: UInt8(truncatingIfNeeded: state >> 24), green: UInt8(truncatingIfNeeded: state >> 16),
                    blue: UInt8(x ^ y), alpha: alpha ? UInt8(128 + (x + y) % 128) : 255)
            }
        }
        return image
    }

    static func fixer(limit: Int) -> ImageFixer {
        var limits = Limits()
        limits.maxImageBytes = limit
        return ImageFixer(limits: limits, probeOptions: ProbeOptions(), fitBytes: true)
    }

    @Test func anOpaquePNGOverTheLimitBecomesAJPEG() throws {
        let image = Self.noisy(width: 200, height: 150, alpha: false)
        let png = try ImageEncoder.png(image)
        let output = try Self.fixer(limit: png.count / 2).encode(image, format: .png, icc: nil, tooLarge: true)
        #expect(output.format == .jpeg)
        #expect(output.bytes.count <= png.count / 2)
        #expect(output.changes.first?.description.contains("written as JPEG") == true)
        #expect((output.width, output.height) == (200, 150))
    }

    @Test func aJPEGIsWrittenAtTheHighestQualityThatFits() throws {
        let image = Self.noisy(width: 200, height: 150, alpha: false)
        let sizes = try (50...95).map { try ImageEncoder.jpeg(image, quality: $0).count }
        // A limit between qualities 70 and 71: 70 must be chosen.
        let limit = (sizes[20] + sizes[21]) / 2
        #expect(sizes[20] <= limit && sizes[21] > limit)
        let output = try Self.fixer(limit: limit).encode(image, format: .jpeg, icc: nil, tooLarge: true)
        #expect(output.bytes == (try ImageEncoder.jpeg(image, quality: 70)))
        #expect(output.changes.map(\.description) == ["encoded as JPEG at quality 70, the highest that fits"])
    }

    @Test func aTransparentPNGIsScaledDownUntilItFits() throws {
        let image = Self.noisy(width: 200, height: 150, alpha: true)
        let png = try ImageEncoder.png(image)
        let output = try Self.fixer(limit: png.count / 3).encode(image, format: .png, icc: nil, tooLarge: true)
        #expect(output.format == .png)
        #expect(output.bytes.count <= png.count / 3)
        #expect(output.width < 200 && output.height < 150)
        #expect(abs(Double(output.width) / Double(output.height) - 4.0 / 3.0) < 0.05, "the ratio is kept")
        #expect(output.changes.allSatisfy { $0.rule == "image-too-large-bytes" })
        #expect(MediaProbe.probe(bytes: output.bytes, path: "x.png").hasAlpha == true)
    }

    @Test func withinTheLimitNothingMoreIsDone() throws {
        let image = Self.noisy(width: 40, height: 30, alpha: false)
        let output = try Self.fixer(limit: 12_000_000).encode(image, format: .png, icc: nil, tooLarge: false)
        #expect(output.format == .png && output.changes.isEmpty)
        #expect(output.bytes == (try ImageEncoder.png(image)))
    }
}

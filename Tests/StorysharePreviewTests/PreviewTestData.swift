import Foundation
import StoryshareImaging

/// The committed files of `testdata/` and what `scripts/make-testdata-preview` recorded about them.
enum PreviewTestData {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("testdata")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// What `preview.reference.json` says about one reference picture.
    struct Reference: Decodable, Sendable {
        let source: String
        let imagemagick: String
        let width: Int
        let height: Int
        /// The sticker's box: x, y, width, height.
        let box: [Int]?
        /// "x,y" to the reference's RGB there.
        let pixels: [String: [UInt8]]
    }

    static let references: [String: Reference] = {
        let url = root.appendingPathComponent("preview/preview.reference.json")
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: Reference].self, from: data)) ?? [:]
    }()

    /// A PNG of `testdata/`, decoded whole through the imaging core.
    static func decode(_ relative: String) throws -> RGBAImage {
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
        return try ImageReader.open(.bytes(bytes)) { reader in
            var image = RGBAImage(width: reader.width, height: reader.height)
            try reader.draw(
                orientation: .identity, placement: .original(width: reader.width, height: reader.height), into: &image)
            return image
        }
    }

    /// Peak signal-to-noise ratio of the colour channels, in dB (infinity when equal).
    static func psnr(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0.0
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            for channel in 0..<3 {
                let difference = Double(a.pixels[index + channel]) - Double(b.pixels[index + channel])
                sum += difference * difference
            }
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The `rect` of `image`, copied.
    static func crop(_ image: RGBAImage, _ rect: PixelRect) -> RGBAImage {
        var result = RGBAImage(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width { result[x, y] = image[rect.x + x, rect.y + y] }
        }
        return result
    }
}

import Crypto
import Foundation
import StoryshareImaging
import StoryshareMedia

/// The committed files of `testdata/` and what `scripts/make-testdata-imaging` recorded about them.
enum ImagingTestData {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("testdata")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    /// A `*.reference.json` of `testdata/imaging/`: file name to record.
    static func reference<Record: Decodable>(_ name: String, as: Record.Type) -> [String: Record] {
        let url = root.appendingPathComponent("imaging/\(name).reference.json")
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: Record].self, from: data)) ?? [:]
    }

    /// Names in a folder of `testdata/`, sorted.
    static func files(in folder: String, ending suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
    }

    /// The whole image as stored (or shown, under `orientation`), decoded through the imaging core.
    static func decode(_ bytes: [UInt8], orientation: ImageOrientation = .identity) throws -> RGBAImage {
        try ImageReader.open(.bytes(bytes)) { reader in
            let size = reader.displaySize(orientation)
            var image = RGBAImage(width: size.width, height: size.height)
            try reader.draw(
                orientation: orientation, placement: .original(width: size.width, height: size.height), into: &image)
            return image
        }
    }

    static func sha256(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }

    /// Peak signal-to-noise ratio in dB over every channel (infinity when equal). With `premultiplied`, colour
    /// is weighed by alpha first, so the colour of invisible pixels does not count.
    static func psnr(_ a: RGBAImage, _ b: RGBAImage, premultiplied: Bool = false) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0.0
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            let alphaA = premultiplied ? Double(a.pixels[index + 3]) / 255 : 1
            let alphaB = premultiplied ? Double(b.pixels[index + 3]) / 255 : 1
            for channel in 0..<4 {
                let weightA = channel == 3 ? 1 : alphaA
                let weightB = channel == 3 ? 1 : alphaB
                let difference =
                    Double(a.pixels[index + channel]) * weightA - Double(b.pixels[index + channel]) * weightB
                sum += difference * difference
            }
        }
        let mse = sum / Double(a.pixels.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}

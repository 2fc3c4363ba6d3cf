import Foundation

/// Locates the committed files under `testdata/`.
enum TestData {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("testdata")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Files directly in `directory` whose extension is one of `extensions`, sorted.
    static func files(in directory: String, extensions: Set<String>) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(directory))) ?? []
        return names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted().map { "\(directory)/\($0)" }
    }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    /// `count` damaged copies of `original`, at positions spread evenly from `start` to its end: by turns
    /// a bit flipped, a byte overwritten, and the file cut short there.
    static func damagedCopies(of original: [UInt8], count: Int, from start: Int = 1)
        -> [(step: Int, position: Int, bytes: [UInt8])]
    {
        (0..<count).map { step in
            var bytes = original
            let position = start + (original.count - start) * step / count
            switch step % 3 {
            case 0: bytes[position] ^= 0x10
            case 1: bytes[position] = UInt8(truncatingIfNeeded: step &* 37)
            default: bytes.removeSubrange(position...)
            }
            return (step, position, bytes)
        }
    }
}

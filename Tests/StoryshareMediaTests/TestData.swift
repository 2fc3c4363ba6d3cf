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
}

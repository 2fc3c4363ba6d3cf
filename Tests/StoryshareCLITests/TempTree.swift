import Foundation

/// A temporary directory with files copied from testdata/, removed when the test ends.
final class TempTree {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Copies `testdata/<source>` to `<tree>/<destination>`, creating folders.
    func copy(_ source: String, to destination: String) throws {
        let target = url.appendingPathComponent(destination)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("testdata/\(source)"), to: target)
    }

    func write(_ text: String, to destination: String) throws {
        let target = url.appendingPathComponent(destination)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// Makes the folder `<tree>/<path>` and its parents.
    func makeDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    func write(_ bytes: Data, to destination: String) throws {
        try bytes.write(to: url.appendingPathComponent(destination))
    }
}

import Foundation

/// Turns the paths a user typed into the list of files to look at.
enum InputPaths {
    /// Extensions a directory walk picks up (SPEC §5).
    static let assetExtensions: Set<String> = ["png", "jpg", "jpeg", "mp4", "mov", "m4v", "webm"]

    /// Files given directly are kept as typed (even when missing: probing reports that);
    /// directories are walked, hidden entries skipped, matches sorted for stable output. A file named
    /// twice (`. ./a.png`, `a.png a.png`) is checked once, where it first appears.
    static func expand(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return expandAll(paths).filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    private static func expandAll(_ paths: [String]) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(path)
                continue
            }
            result += walk(path)
        }
        return result
    }

    private static func walk(_ directory: String) -> [String] {
        let root = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        let prefix = URL(fileURLWithPath: root).standardizedFileURL.path
        for case let url as URL in enumerator {
            guard assetExtensions.contains(url.pathExtension.lowercased()),
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(prefix + "/") ? String(full.dropFirst(prefix.count + 1)) : full
            found.append(root == "." ? relative : root + "/" + relative)
        }
        return found.sorted()
    }
}

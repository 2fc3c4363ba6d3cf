import Foundation
import StoryshareSystem

/// What a `pubspec.yaml` says, read by lines (its shape is fixed): its dependencies and whether it is a plugin.
struct Pubspec {
    var path: String
    /// Top-level `dependencies:` entries, with their lines; `path:` dependencies with the folder.
    var dependencies: [String: Evidence]
    /// Folders of `path:` dependencies, relative to the root.
    var pathDependencies: [String]
    /// `flutter:` → `plugin:`: a plugin, not an app.
    var isPlugin: Bool

    static func read(_ path: String, walk: ProjectWalk) -> Pubspec? {
        guard case .success(let bytes) = RegularFile.read(walk.path(path), limit: 4 << 20) else { return nil }
        var spec = Pubspec(path: path, dependencies: [:], pathDependencies: [], isPlugin: false)
        var section = ""
        var current: String?
        let folder = XcodeProject.parentFolder(of: path)
        for (number, raw) in SourceLines(String(decoding: bytes, as: UTF8.self)).code {
            let indent = raw.prefix { $0 == " " }.count
            let line = raw.trimmingWhitespace()
            if indent == 0 {
                section = String(line.prefix { $0 != ":" })
                continue
            }
            if section == "dependencies", indent == 2, let colon = line.firstIndex(of: ":") {
                let name = String(line[..<colon])
                current = name
                spec.dependencies[name] = Evidence(path: path, line: number, text: line)
            } else if section == "dependencies", indent > 2, line.hasPrefix("path:"), current != nil {
                var value = String(line.dropFirst(5)).trimmingWhitespace()
                value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                spec.pathDependencies.append(XcodeProject.joinRelative(folder, value))
            } else if section == "flutter", indent == 2, line.hasPrefix("plugin:") {
                spec.isPlugin = true
            }
        }
        return spec
    }
}

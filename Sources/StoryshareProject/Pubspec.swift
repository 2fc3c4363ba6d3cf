import Foundation
import StoryshareSystem

/// What a `pubspec.yaml` says, read by lines (its shape is fixed): its dependencies and whether it is a plugin.
struct Pubspec {
    var path: String
    /// Top-level `dependencies:` entries, with their lines; `path:` dependencies with the folder.
    var dependencies: [String: Evidence]
    /// Folders of `path:` dependencies, relative to the root.
    var pathDependencies: [String]
    /// The name each `path:` dependency is taken by, by its folder.
    var pathDependencyNames: [String: String] = [:]
    /// `flutter:` → `plugin:`: a plugin, not an app.
    var isPlugin: Bool
    /// Top-level `dev_dependencies:` names (an app's own code may import them: they are resolved for it, as its
    /// dependencies are).
    var devDependencies: Set<String> = []

    /// The largest `pubspec.yaml` read: a real one is a few KB.
    static let limit = 1 << 20

    /// What the `pubspec.yaml` at `path` says; the error when it cannot be read.
    static func read(_ path: String, walk: ProjectWalk) -> Result<Pubspec, ProjectReadError> {
        let bytes: [UInt8]
        switch ProjectReadError.bytes(
            of: path, walk: walk, limit: limit,
            consequence: "the app it may declare is not known")
        {
        case .failure(let error): return .failure(error)
        case .success(let read): bytes = read
        }
        return .success(parse(bytes, path: path))
    }

    /// What the `pubspec.yaml` of `bytes` (at `path`) says.
    static func parse(_ bytes: [UInt8], path: String) -> Pubspec {
        var spec = Pubspec(path: path, dependencies: [:], pathDependencies: [], isPlugin: false)
        var section = ""
        var current: String?
        let folder = RepositoryPaths.folder(of: path)
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
                let dependency = RepositoryPaths.joinResolving(folder, value)
                spec.pathDependencies.append(dependency)
                spec.pathDependencyNames[dependency] = current
            } else if section == "dev_dependencies", indent == 2, let colon = line.firstIndex(of: ":") {
                spec.devDependencies.insert(String(line[..<colon]))
            } else if section == "flutter", indent == 2, line.hasPrefix("plugin:") {
                spec.isPlugin = true
            }
        }
        return spec
    }
}

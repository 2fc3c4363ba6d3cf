import Foundation
import StoryshareSystem

/// What a `package.json` says: the packages it depends on (with the line naming each), and so what the folder is.
struct PackageJSON {
    var path: String
    /// `dependencies` and `devDependencies`, each with its line.
    var dependencies: [String: Evidence]
    /// Whether `react-native` is only a peer or development dependency (a library, not an app).
    var isLibrary: Bool

    static func read(_ path: String, walk: ProjectWalk) -> PackageJSON? {
        guard case .success(let bytes) = RegularFile.read(walk.path(path), limit: 4 << 20),
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        else { return nil }
        let quoted = LineIndex(bytes: bytes).quotedStrings()
        var dependencies: [String: Evidence] = [:]
        for key in ["dependencies", "devDependencies"] {
            for (name, _) in object[key] as? [String: Any] ?? [:] {
                let line = quoted[name]
                dependencies[name] = Evidence(path: path, line: line, text: "\"\(name)\"")
            }
        }
        // An app depends on react-native to run; a library builds against it (a peer or development dependency).
        let runtime = object["dependencies"] as? [String: Any] ?? [:]
        let other = ["peerDependencies", "devDependencies"].compactMap { object[$0] as? [String: Any] }
        return PackageJSON(
            path: path, dependencies: dependencies,
            isLibrary: runtime["react-native"] == nil && other.contains { $0["react-native"] != nil })
    }
}

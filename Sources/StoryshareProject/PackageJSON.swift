import Foundation
import StoryshareSystem

/// What a `package.json` says: the packages it depends on (with the line naming each), and so what the folder is.
struct PackageJSON {
    var path: String
    /// Its `name`, when it gives one: what a workspace's other packages depend on it by.
    var name: String? = nil
    /// `dependencies` and `devDependencies`, each with its line.
    var dependencies: [String: Evidence]
    /// What `dependencies` and `devDependencies` ask for (`^7.2.0`), by name, where it is a string.
    var ranges: [String: String] = [:]
    /// Whether `react-native` is only a peer or development dependency (a library, not an app).
    var isLibrary: Bool
    /// The packages the package manager patches when it installs them, by name, each where the patch is named:
    /// `patchedDependencies` (Bun; pnpm's under `pnpm`) keyed `name@version` or `name`, or a dependency asked for
    /// with Yarn's `patch:` protocol.
    var patched: [String: Evidence] = [:]

    /// The largest `package.json` read: one of thousands of dependencies is some 100 KB.
    static let limit = 1 << 20

    /// What the `package.json` at `path` says; the error when it cannot be read or is not a JSON object.
    static func read(_ path: String, walk: ProjectWalk) -> Result<PackageJSON, ProjectReadError> {
        let consequence = "the app it may declare is not known"
        let bytes: [UInt8]
        switch ProjectReadError.bytes(of: path, walk: walk, limit: limit, consequence: consequence) {
        case .failure(let error): return .failure(error)
        case .success(let read): bytes = read
        }
        return parse(bytes, path: path)
    }

    /// What the `package.json` of `bytes` (at `path`) says; the error when it is not a JSON object.
    static func parse(_ bytes: [UInt8], path: String) -> Result<PackageJSON, ProjectReadError> {
        let consequence = "the app it may declare is not known"
        let object: [String: Any]
        switch ProjectReadError.jsonObject(bytes, path: path, consequence: consequence) {
        case .failure(let error): return .failure(error)
        case .success(let read): object = read
        }
        let quoted = LineIndex(bytes: bytes).quotedStrings()
        var dependencies: [String: Evidence] = [:]
        var ranges: [String: String] = [:]
        for key in ["dependencies", "devDependencies"] {
            for (name, range) in object[key] as? [String: Any] ?? [:] {
                let line = quoted[name]
                dependencies[name] = Evidence(path: path, line: line, text: "\"\(name)\"")
                if let range = range as? String { ranges[name] = range }
            }
        }
        var patched: [String: Evidence] = [:]
        let pnpm = object["pnpm"] as? [String: Any] ?? [:]
        for table in [object["patchedDependencies"], pnpm["patchedDependencies"]].compactMap({ $0 as? [String: Any] }) {
            for (key, file) in table {
                // `name@1.2.3` or `@scope/name@1.2.3`: the name is before the last `@` that is not the first character.
                let at = key.dropFirst().lastIndex(of: "@")
                let name = at.map { String(key[..<$0]) } ?? key
                patched[name] = Evidence(
                    path: path, line: quoted[key], text: "\"\(key)\": \"\(file as? String ?? "")\"")
            }
        }
        for (name, range) in ranges where range.hasPrefix("patch:") && patched[name] == nil {
            patched[name] = dependencies[name]
        }
        // An app depends on react-native to run; a library builds against it (a peer or development dependency).
        let runtime = object["dependencies"] as? [String: Any] ?? [:]
        let other = ["peerDependencies", "devDependencies"].compactMap { object[$0] as? [String: Any] }
        return .success(
            PackageJSON(
                path: path, name: object["name"] as? String, dependencies: dependencies, ranges: ranges,
                isLibrary: runtime["react-native"] == nil && other.contains { $0["react-native"] != nil },
                patched: patched))
    }
}

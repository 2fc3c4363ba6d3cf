import StoryshareKit

extension ProjectScanner {
    /// `sources` without the Swift and Objective-C ones an Xcode project holds in its folder but compiles in no
    /// target: a classic project (no folder synchronized with the disk) lists every file it compiles, so a file its
    /// `project.pbxproj` never names, beside one it does name, is not built (a plugin copied in and never added to
    /// the target). Each is said once (what becomes ``Sharing/uncalled``). A file beside no listed one (a local
    /// package's, a pod's) is not judged so.
    static func droppingUncompiled(
        _ sources: [SourceShares], walk: ProjectWalk
    ) -> (kept: [SourceShares], uncompiled: [(source: SourceShares, said: [Evidence])]) {
        let apple = sources.filter { [".swift", ".m", ".mm"].contains(where: $0.path.hasSuffix) }
        guard !apple.isEmpty, !walk.xcodeProjects.isEmpty else { return (sources, []) }
        // Each classic project's folder and text, read once; a project synchronized with its folders compiles them.
        var projects: [(folder: String, path: String, text: String)] = []
        for project in walk.xcodeProjects {
            let path = project + "/project.pbxproj"
            guard case .success(let bytes) = walk.files.bytes(path, limit: XcodeProject.limit) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("PBXFileSystemSynchronizedRootGroup") { continue }
            projects.append((RepositoryPaths.folder(of: project), path, text))
        }
        guard !projects.isEmpty else { return (sources, []) }
        let folders = Set(apple.map { RepositoryPaths.folder(of: $0.path) })
        var beside: [String: [String]] = [:]
        for source in walk.sources where [.swift, .objectiveC].contains(source.language) {
            let folder = RepositoryPaths.folder(of: source.path)
            if folders.contains(folder) { beside[folder, default: []].append(Self.fileName(source.path)) }
        }
        func names(_ name: String, in text: String) -> Bool {
            // `/* Name.swift */`, `/* Name.swift in Sources */`, `path = Share/Name.swift;`, `path = "A B.swift";`:
            // the name whole, after a space, a slash or a quote.
            var rest = text[...]
            while let range = rest.range(of: name) {
                let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
                let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
                if [" ", "/", "\""].contains(before), [" ", ";", "\""].contains(after) { return true }
                rest = text[range.upperBound...]
            }
            return false
        }
        var kept: [SourceShares] = []
        var uncompiled: [(source: SourceShares, said: [Evidence])] = []
        for source in sources {
            let folder = RepositoryPaths.folder(of: source.path)
            let name = Self.fileName(source.path)
            guard apple.contains(where: { $0.path == source.path }),
                let project = projects.filter({ RepositoryPaths.contains($0.folder, source.path) })
                    .max(by: { $0.folder.count < $1.folder.count }),
                !names(name, in: project.text),
                let listed = (beside[folder] ?? []).sorted().first(where: { $0 != name && names($0, in: project.text) }
                ),
                let first = source.calls.first
            else {
                kept.append(source)
                continue
            }
            let targets = ShareTarget.allCases.filter { target in source.calls.contains { $0.target == target } }
            let said = Evidence(
                path: first.evidence.path, line: first.evidence.line,
                text: "\(name) shares to " + targets.map(\.displayName).joined(separator: " and ")
                    + ", but \(project.path) compiles it in no target (it lists \(listed) beside it): not counted as "
                    + "sharing")
            uncompiled.append((source, [said]))
        }
        return (kept, uncompiled)
    }

    /// The last part of `path`.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

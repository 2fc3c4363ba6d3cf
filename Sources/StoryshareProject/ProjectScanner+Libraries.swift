import StoryshareSystem

extension ProjectScanner {
    /// The lockfiles of npm's, Yarn's and pnpm's, in the order looked for in a folder.
    static let nodeLockfiles = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"]

    /// What one codebase needs of the lockfiles: the libraries its manifest names, and the lockfiles that say what is
    /// installed (those of the nearest folder holding one, its own or a folder above: a workspace's; a folder may
    /// hold two, one of them stale, and a library takes its version from the first, in ``nodeLockfiles``' order,
    /// that names it).
    private struct LibraryNeed {
        var index: Int
        var libraries: [SharingLibrary]
        /// The manifest's range and line of each.
        var manifest: [String: (range: String?, evidence: Evidence)]
        var lockfiles: [String]
        /// The codebase's folder relative to the lockfiles' (`.` when the same).
        var workspace: String
        /// The patches its manifest, or its workspace's, names (``PackageJSON/patched``).
        var patched: [String: Evidence] = [:]
    }

    /// Reads, once per codebase, the versions of the sharing libraries (``SharingLibrary/all``) its
    /// `package.json` or `pubspec.yaml` names: from the nearest lockfiles, then (react-native-share) its
    /// `ios/Podfile.lock`, else the manifest's range. Each lockfile is read once, for every codebase that uses it;
    /// one over ``Lockfiles/limit`` is skipped with a note. Returns the codebases with their libraries, and the
    /// lockfiles read.
    static func withLibraries(
        _ given: [Codebase], walk: ProjectWalk, files: ProjectFiles, notes: inout [String]
    ) -> (codebases: [Codebase], lockfiles: [String]) {
        var codebases = given
        var needs: [LibraryNeed] = []
        for (index, codebase) in codebases.enumerated() {
            var need = LibraryNeed(index: index, libraries: [], manifest: [:], lockfiles: [], workspace: ".")
            let lockfiles: [String]
            switch codebase.stack {
            case .reactNative, .expo, .reactNativeLibrary:
                guard let package = files.packages[RepositoryPaths.joined(codebase.path, "package.json")] else {
                    continue
                }
                for library in SharingLibrary.all where library.registry == .npm {
                    guard let evidence = package.dependencies[library.name] else { continue }
                    need.libraries.append(library)
                    need.manifest[library.name] = (package.ranges[library.name], evidence)
                }
                need.patched = package.patched
                lockfiles = nodeLockfiles
            case .flutter, .flutterPlugin:
                guard let spec = files.pubspecs[RepositoryPaths.joined(codebase.path, "pubspec.yaml")] else { continue }
                for library in SharingLibrary.all where library.registry == .pub {
                    guard let evidence = spec.dependencies[library.name] else { continue }
                    need.libraries.append(library)
                    // `name: ^1.2.0`; a hosted, git or path dependency (`name:` then lines below) has no range here.
                    let range = evidence.text.split(separator: ":", maxSplits: 1).dropFirst().first
                        .map { String($0).trimmingWhitespace() }
                    need.manifest[library.name] = (range?.isEmpty == false ? range : nil, evidence)
                }
                lockfiles = ["pubspec.lock"]
            case .xcode, .gradle:
                continue
            }
            guard !need.libraries.isEmpty else { continue }
            // The nearest folder, from the codebase's up to the root, with one of the lockfiles: each of them there.
            var folder = codebase.path
            while true {
                need.lockfiles = lockfiles.map { RepositoryPaths.joined(folder, $0) }.filter(walk.files.isRegularFile)
                guard need.lockfiles.isEmpty, folder != "." else { break }
                folder = RepositoryPaths.folder(of: folder)
            }
            if let lockfile = need.lockfiles.first {
                let lockFolder = RepositoryPaths.folder(of: lockfile)
                // A workspace's patches are named in its root's manifest.
                for (name, patch) in files.packages[RepositoryPaths.joined(lockFolder, "package.json")]?.patched ?? [:]
                where need.patched[name] == nil {
                    need.patched[name] = patch
                }
                need.workspace =
                    lockFolder == codebase.path
                    ? "." : lockFolder == "." ? codebase.path : String(codebase.path.dropFirst(lockFolder.count + 1))
            }
            needs.append(need)
        }
        var read: [String] = []
        // Each lockfile once, for the libraries and workspaces of every codebase that uses it.
        var locked: [Int: [String: [String: Lockfiles.Locked]]] = [:]
        let uses = needs.flatMap { need in need.lockfiles.map { (lockfile: $0, need: need) } }
        for (lockfile, users) in Dictionary(grouping: uses, by: \.lockfile).mapValues({ $0.map(\.need) }) {
            let names = Set(users.flatMap { $0.libraries.map(\.name) })
            let workspaces = Set(users.map(\.workspace))
            guard let bytes = lockfileBytes(lockfile, walk: walk, libraries: names, notes: &notes) else { continue }
            read.append(lockfile)
            let file = FilePaths.name(lockfile)
            if file == "yarn.lock" {
                let blocks = Lockfiles.yarnLock(bytes, names: names)
                for user in users {
                    for (name, found) in blocks {
                        if let choice = Lockfiles.yarnChoice(found, range: user.manifest[name]?.range) {
                            locked[user.index, default: [:]][lockfile, default: [:]][name] = choice
                        }
                    }
                }
            } else {
                let byWorkspace =
                    file == "pnpm-lock.yaml"
                    ? Lockfiles.pnpmLock(bytes, names: names, importers: workspaces)
                    : file == "pubspec.lock"
                        ? [".": Lockfiles.pubspecLock(bytes, names: names)]
                        : Lockfiles.packageLock(bytes, names: names, workspaces: workspaces)
                for user in users {
                    locked[user.index, default: [:]][lockfile] =
                        byWorkspace[file == "pubspec.lock" ? "." : user.workspace] ?? [:]
                }
            }
        }
        for need in needs {
            var found: [String: Lockfiles.Locked] = [:]
            var sources: [String: String] = [:]
            for lockfile in need.lockfiles {
                for (name, version) in locked[need.index]?[lockfile] ?? [:] where found[name] == nil {
                    found[name] = version
                    sources[name] = lockfile
                }
            }
            // react-native-share's pod takes its package's version: the iOS lockfile says what is installed when
            // no JavaScript lockfile does.
            let pods = need.libraries.filter { found[$0.name] == nil && $0.pod != nil }
            if !pods.isEmpty {
                let podfileLock = RepositoryPaths.joined(codebases[need.index].path, "ios/Podfile.lock")
                if walk.files.isRegularFile(podfileLock),
                    let bytes = lockfileBytes(
                        podfileLock, walk: walk, libraries: Set(pods.map(\.name)), notes: &notes)
                {
                    read.append(podfileLock)
                    let versions = Lockfiles.podfileLock(bytes, pods: Set(pods.compactMap(\.pod)))
                    for library in pods {
                        guard let pod = library.pod, let version = versions[pod] else { continue }
                        found[library.name] = version
                        sources[library.name] = podfileLock
                    }
                }
            }
            codebases[need.index].sharing.libraries = need.libraries.compactMap { library in
                if let version = found[library.name], let source = sources[library.name] {
                    // patch-package's file, beside the manifest or the lockfile, names the version it patches.
                    let patchFile =
                        "patches/" + library.name.replacingOccurrences(of: "/", with: "+") + "+"
                        + version.version + ".patch"
                    let patch =
                        need.patched[library.name]
                        ?? [codebases[need.index].path, RepositoryPaths.folder(of: source)].lazy
                        .map { RepositoryPaths.joined($0, patchFile) }.first(where: walk.files.isRegularFile)
                        .map { Evidence(path: $0) }
                    return InstalledLibrary(
                        name: library.name, api: library.api, version: version.version, isLocked: true,
                        evidence: Evidence(path: source, line: version.line, text: version.text), patch: patch)
                }
                guard let declared = need.manifest[library.name] else { return nil }
                return InstalledLibrary(
                    name: library.name, api: library.api, version: declared.range ?? "", isLocked: false,
                    evidence: declared.evidence, patch: need.patched[library.name])
            }
        }
        return (codebases, read)
    }

    /// A library's call shape applies only where the codebase depends on the library. In a React Native, Expo or
    /// Flutter app whose manifest (`package.json`, `pubspec.yaml`) names none of the repository's codebases
    /// depending on it, a call named like one of the library's (`InstagramShareService.shareToInstagramStory(…)`) is
    /// the app's own function — a wrapper of its own method channel or native module — and no share of the library:
    /// it is taken out of the calls, and said (undecided) with why. What such a function shares is the native code
    /// that handles it (an intent, a Stories URL or pasteboard item in Kotlin, Java, Swift or Objective-C), read as
    /// those are, so the app shares on a platform only where that platform's code shares.
    static func dropCallsOfAbsentLibraries(_ codebases: inout [Codebase], walk: ProjectWalk) {
        // (A workspace's package may call a library its app lists: any codebase of the repository depending on it
        // counts, and so does a workspace package the codebase links whose own manifest lists it.)
        let everywhere = Set(codebases.flatMap { $0.sharing.libraries.map(\.name) })
        for index in codebases.indices where [.flutter, .reactNative, .expo].contains(codebases[index].stack) {
            let calls = codebases[index].sharing.calls
            var depended = everywhere
            if calls.contains(where: { ShareCodeScanner.library(of: $0.api).package != nil }) {
                // Its own manifest's development dependencies count too: a Flutter app resolves them as its own (a
                // plugin's example app lists the plugin there, `path: ../`).
                for folder in [codebases[index].path] + codebases[index].linkedFolders {
                    if case .success(let package) = PackageJSON.read(
                        RepositoryPaths.joined(folder, "package.json"), walk: walk)
                    {
                        depended.formUnion(package.dependencies.keys)
                    }
                    if case .success(let spec) = Pubspec.read(
                        RepositoryPaths.joined(folder, "pubspec.yaml"), walk: walk)
                    {
                        depended.formUnion(spec.dependencies.keys)
                        depended.formUnion(spec.devDependencies)
                    }
                }
            }
            func absent(_ call: ShareCall) -> String? {
                guard let package = ShareCodeScanner.library(of: call.api).package, !depended.contains(package.name)
                else { return nil }
                return package.name
            }
            guard calls.contains(where: { absent($0) != nil }) else { continue }
            let kept = calls.filter { absent($0) == nil }
            let manifest = codebases[index].stack == .flutter ? "pubspec.yaml" : "package.json"
            let native = kept.contains(where: \.isNative)
            var said = Set<String>()
            for call in calls {
                guard let name = absent(call), said.insert(call.evidence.place).inserted else { continue }
                let library = ShareCodeScanner.library(of: call.api)
                let called =
                    library.markers.first { call.evidence.text.contains($0.text) }
                    .map { ShareCallReading.callName($0.text) } ?? "this call"
                let shares =
                    native
                    ? ": the native code handling it shares" : ", and no native code of the app shares: not judged"
                codebases[index].sharing.undecided.append(
                    Evidence(
                        path: call.evidence.path, line: call.evidence.line,
                        text: "\(called) is the app's own function, not \(name)'s (not in \(manifest))"
                            + (call.namedAppID.map { ", given \($0)" } ?? "") + shares))
            }
            codebases[index].sharing.calls = kept
            codebases[index].sharing.appIDs = ShareCodeScanner.appIDs(of: kept)
        }
    }

    /// The bytes of the lockfile at `path` (below the root); `nil`, with a note, when it cannot be read or is
    /// larger than ``Lockfiles/limit``.
    private static func lockfileBytes(
        _ path: String, walk: ProjectWalk, libraries: Set<String>, notes: inout [String]
    ) -> [UInt8]? {
        switch walk.files.bytes(path, limit: Lockfiles.limit) {
        case .success(let bytes): return bytes
        case .failure(let problem):
            let named = libraries.sorted().joined(separator: ", ")
            notes.append("\(path) \(problem.readError): the installed version of \(named) is not known")
            return nil
        }
    }
}

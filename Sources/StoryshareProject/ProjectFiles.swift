/// The project files of a walk, each read and parsed once, by path below the root: `package.json`,
/// `pubspec.yaml`, and the `app.json` / `app.config.json` that are Expo configurations; and those that could not
/// be read or parsed, with why.
struct ProjectFiles {
    var packages: [String: PackageJSON] = [:]
    var pubspecs: [String: Pubspec] = [:]
    var expoConfigs: [String: ExpoConfig] = [:]
    /// XcodeGen specs whose folder has no Xcode project committed (where one is, it is what Xcode builds).
    var xcodeGenSpecs: [String: XcodeGenSpec] = [:]
    /// The targets of each Tuist manifest whose folder has no Xcode project committed, and the folder Tuist runs
    /// from for each (its root: the nearest folder above holding `Workspace.swift`, `Tuist.swift` or `Tuist/`).
    var tuistManifests: [String: (root: String, targets: [TuistManifest.Target])] = [:]
    /// The Gradle settings files (`settings.gradle`, `settings.gradle.kts`), by path.
    var gradleSettings: [String: GradleSettings] = [:]
    /// What the readers could not follow, for the scan's notes (a Tuist helper's value).
    var notes: [String] = []
    /// The files that could not be read or parsed, in the walk's order.
    var problems: [ProjectReadError] = []

    init(_ walk: ProjectWalk) {
        for path in walk.packageJSONs {
            switch PackageJSON.read(path, walk: walk) {
            case .success(let package): packages[path] = package
            case .failure(let error): problems.append(error)
            }
        }
        for path in walk.pubspecs {
            switch Pubspec.read(path, walk: walk) {
            case .success(let spec): pubspecs[path] = spec
            case .failure(let error): problems.append(error)
            }
        }
        for file in walk.gradleFiles where file.contains("settings.gradle") {
            // One that cannot be read may name modules the model does not know.
            switch ProjectReadError.bytes(
                of: file, walk: walk, limit: GradleModule.limit,
                consequence: "the modules of its Gradle build are not known")
            {
            case .failure(let error): problems.append(error)
            case .success(let bytes): gradleSettings[file] = GradleSettings.parse(bytes, path: file)
            }
        }
        let projectFolders = Set(walk.xcodeProjects.map(RepositoryPaths.folder(of:)))
        for path in walk.xcodeGenSpecs where !projectFolders.contains(RepositoryPaths.folder(of: path)) {
            switch XcodeGenSpec.read(path, walk: walk) {
            case .success(var spec) where !spec.targets.isEmpty || !spec.untyped.isEmpty:
                notes += Self.locateSources(&spec.targets, listedIn: path, walk: walk)
                // A target that names no Info.plist (no `info`, no `INFOPLIST_FILE`) gets the first `Info.plist` of
                // its sources, as XcodeGen sets it.
                for index in spec.targets.indices
                where spec.targets[index].target.infoPlistFile == nil && spec.targets[index].generated == nil {
                    spec.targets[index].target.infoPlistFile = Self.infoPlist(
                        in: spec.targets[index].sources, walk: walk)
                }
                xcodeGenSpecs[path] = spec
            case .success: break
            case .failure(let error): problems.append(error)
            }
        }
        // The helpers of each Tuist root (`Tuist/ProjectDescriptionHelpers/*.swift`), read when a manifest needs them.
        var helperFiles: [String: [String]] = [:]
        if !walk.tuistManifests.isEmpty {
            for source in walk.sources where source.language == .swift {
                let marker = "Tuist/ProjectDescriptionHelpers/"
                guard let range = source.path.range(of: marker),
                    range.lowerBound == source.path.startIndex
                        || source.path[source.path.index(before: range.lowerBound)] == "/"
                else { continue }
                helperFiles[RepositoryPaths.folder(of: String(source.path[..<range.lowerBound])), default: []].append(
                    source.path)
            }
        }
        let tuistRoots = walk.tuistRoots.union(helperFiles.keys)
        var helpers: [String: TuistHelpers] = [:]
        for path in walk.tuistManifests where !projectFolders.contains(RepositoryPaths.folder(of: path)) {
            var root = RepositoryPaths.folder(of: path)
            var above = root
            while true {
                if tuistRoots.contains(above) {
                    root = above
                    break
                }
                guard above != RepositoryPaths.root else { break }
                above = RepositoryPaths.folder(of: above)
            }
            let consequence = "the apps of its targets are not known"
            switch ProjectReadError.bytes(of: path, walk: walk, limit: TuistManifest.limit, consequence: consequence) {
            case .failure(let error): problems.append(error)
            case .success(let bytes):
                let text = String(decoding: bytes, as: UTF8.self)
                if helpers[root] == nil {
                    var read: [(path: String, text: String)] = []
                    for file in helperFiles[root] ?? [] {
                        switch ProjectReadError.bytes(
                            of: file, walk: walk, limit: TuistManifest.limit,
                            consequence: "the targets its helpers build are not known")
                        {
                        case .failure(let error): problems.append(error)
                        case .success(let bytes): read.append((file, String(decoding: bytes, as: UTF8.self)))
                        }
                    }
                    helpers[root] = TuistHelpers(read)
                }
                var undecided: [String] = []
                var targets = TuistManifest.targets(
                    text, path: path, tuistRoot: root, walk: walk, helpers: helpers[root] ?? TuistHelpers(),
                    undecided: &undecided)
                undecided += Self.locateSources(&targets, listedIn: path, walk: walk)
                tuistManifests[path] = (root, targets)
                notes += undecided
            }
        }
        for path in walk.expoConfigs {
            switch ExpoConfig.read(path, walk: walk) {
            case .success(var config):
                config?.readOwnPlugins(walk: walk)
                expoConfigs[path] = config
            case .failure(let error): problems.append(error)
            }
        }
    }

    /// The sources the generated targets list (XcodeGen's `sources`, Tuist's `sources:` globs), spelled as the
    /// repository spells them: on a Mac's default file system `sources: [App]` is the folder `app/`, so a name that
    /// is not there as written is the one that differs from it in letter case alone. For each app target none of whose
    /// listed sources is there in any case, a note says so (its sharing is then not judged): never silence.
    static func locateSources(_ targets: inout [GeneratedTarget], listedIn path: String, walk: ProjectWalk)
        -> [String]
    {
        var notes: [String] = []
        for index in targets.indices where !targets[index].sources.isEmpty {
            let listed = targets[index].sources
            let found = listed.map { walk.spelledOnDisk($0) }
            targets[index].sources = zip(listed, found).map { $1 ?? $0 }
            guard targets[index].target.kind == .app, found.allSatisfy({ $0 == nil }) else { continue }
            let names = listed.prefix(3).joined(separator: ", ") + (listed.count > 3 ? ", …" : "")
            notes.append(
                "\(path): target \(targets[index].name) compiles \(names), which \(listed.count == 1 ? "is" : "are") "
                    + "not in the repository in any letter case: none of its sources is known, so whether it shares "
                    + "is not judged")
        }
        return notes
    }
}

extension ProjectFiles {
    /// The `Info.plist` XcodeGen finds in a target's sources when the spec names none: the first source that is one,
    /// else the first below a source folder (the shallowest, then by name).
    static func infoPlist(in sources: [String], walk: ProjectWalk) -> String? {
        for source in sources {
            if source.split(separator: "/").last == "Info.plist", walk.files.isRegularFile(source) { return source }
            let below = walk.infoPlists.filter { RepositoryPaths.contains(source, $0) }
            if let first = below.min(by: {
                let (left, right) = ($0.split(separator: "/").count, $1.split(separator: "/").count)
                return left != right ? left < right : $0 < $1
            }) {
                return first
            }
        }
        return nil
    }
}

extension ProjectWalk {
    /// `path` (relative to the root) as the repository spells it: each part as written when its folder holds that
    /// name, else the one name there equal to it but for letter case (as a Mac's case-insensitive file system finds
    /// it); `nil` when a part is not there in any case. A path above the root is not looked up (`nil`).
    func spelledOnDisk(_ path: String) -> String? {
        if path.isEmpty || path == "." { return path }
        var found = ""
        for part in path.split(separator: "/") {
            guard part != "..", case .success(let names) = files.entries(found) else { return nil }
            let name = String(part)
            let lowered = name.lowercased()
            guard let match = names.contains(name) ? name : names.first(where: { $0.lowercased() == lowered }) else {
                return nil
            }
            found = found.isEmpty ? match : found + "/" + match
        }
        return found
    }
}

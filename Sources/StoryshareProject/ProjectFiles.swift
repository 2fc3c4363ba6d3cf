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
            case .success(let spec) where !spec.targets.isEmpty || !spec.untyped.isEmpty: xcodeGenSpecs[path] = spec
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
                tuistManifests[path] = (
                    root,
                    TuistManifest.targets(
                        text, path: path, tuistRoot: root, walk: walk, helpers: helpers[root] ?? TuistHelpers(),
                        undecided: &undecided)
                )
                notes += undecided
            }
        }
        for path in walk.expoConfigs {
            switch ExpoConfig.read(path, walk: walk) {
            case .success(let config): expoConfigs[path] = config
            case .failure(let error): problems.append(error)
            }
        }
    }
}

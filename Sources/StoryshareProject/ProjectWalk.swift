import StoryshareSystem

/// One walk of a repository for what the app model reads: project files, app files, sources and media. Folders
/// of dependencies and build output are not entered (each is counted with its reason), nor are the insides of
/// Xcode's own bundles (`.xcodeproj`, whose `project.pbxproj` alone is read, `.xcworkspace`, `.xcframework`).
/// The root is walked whatever its name. Links to folders are followed, each folder walked once.
struct ProjectWalk {
    /// Source file extensions the share scan reads.
    static let sourceExtensions: [String: SourceLanguage] = [
        "swift": .swift, "m": .objectiveC, "mm": .objectiveC, "kt": .kotlin, "java": .java, "dart": .dart,
        "js": .javaScript, "jsx": .javaScript, "ts": .javaScript, "tsx": .javaScript, "mjs": .javaScript,
    ]
    /// Media the walk lists: what validate judges, and the vector formats asset catalogs hold.
    static let mediaExtensions: Set<String> = [
        "png", "jpg", "jpeg", "mp4", "mov", "m4v", "webm", "heic", "heif", "gif", "webp", "avif", "pdf", "svg",
    ]
    /// Gradle's build and settings scripts.
    static let gradleScripts: Set<String> = [
        "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts",
    ]
    /// Expo's configurations.
    static let expoConfigNames: Set<String> = [
        "app.json", "app.config.json", "app.config.ts", "app.config.js", "app.config.mjs", "app.config.cjs",
    ]
    /// XcodeGen's specs.
    static let xcodeGenSpecNames: Set<String> = ["project.yml", "project.yaml"]
    /// Tuist's manifests and the files that mark the folder it runs from.
    static let tuistNames: Set<String> = ["Project.swift", "Workspace.swift", "Tuist.swift", "Config.swift"]

    /// Whether a file or folder named `name` may make a codebase, a project the model reads or one it says it does
    /// not: every name ``file(_:name:)`` takes for a project file, a Gradle script (any `.gradle`, `.gradle.kts`:
    /// build logic's script plugins) or version catalog, and Xcode projects and workspaces. A tree with none of them
    /// makes no codebase, no unread project and no unreadable project file.
    static func mayMakeProject(_ name: String) -> Bool {
        name == "package.json" || name == "pubspec.yaml" || expoConfigNames.contains(name)
            || xcodeGenSpecNames.contains(name) || tuistNames.contains(name)
            || projectSuffixes.contains { name.hasSuffix($0) }
    }

    /// The endings of the names ``mayMakeProject(_:)`` takes whatever comes before them.
    private static let projectSuffixes = [
        ".gradle", ".gradle.kts", ".versions.toml", ".xcodeproj", ".xcworkspace", ".csproj",
    ]

    /// The most entries looked at: a walk past it stops, and says so.
    static let entryLimit = 1_000_000

    /// Folders that hold tests, by name: a share in them is a test's, not the app's.
    static let testFolders: Set<Substring> = [
        "test", "tests", "__tests__", "__mocks__", "androidTest", "testDebug", "testRelease", "sharedTest",
        "commonTest", "jvmTest", "iosTest", "androidUnitTest", "androidInstrumentedTest", "integration_test",
        "test_driver", "e2e", "UITests",
    ]

    /// Whether the source at `path` is a test's: in a test folder (``testFolders``, or an Xcode test target's
    /// folder ending in `Tests`), or named as test runners name theirs (`*.test.ts`, `*.spec.js`, `*Test.kt`,
    /// `*Tests.swift`, `*_test.dart`).
    static func isTestSource(_ path: String) -> Bool {
        // Byte by byte, folder by folder: this runs for every source, so no array, string or hash is made for a
        // folder that cannot be a test folder (its first byte and length are none of theirs).
        let bytes = path.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                let folder = bytes[start..<index]
                if Self.ends(folder, with: "Tests") { return true }
                if let first = folder.first, testFolderShapes.contains(Shape(first: first, count: folder.count)),
                    testFolders.contains(path[start..<index])
                {
                    return true
                }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        let name = bytes[start...]
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let stem = name[..<dot]
        return testNameSuffixes.contains { Self.ends(stem, with: $0) }
    }

    /// How test runners end the names of their files, before the extension.
    private static let testNameSuffixes: [StaticString] = [".test", ".spec", "_test", "Test", "Tests", "Spec"]

    /// Whether `bytes` end with `suffix`'s bytes.
    private static func ends(_ bytes: Substring.UTF8View, with suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return suffix.withUTF8Buffer { bytes.suffix(count).elementsEqual($0) }
    }

    /// A folder name's first byte and length.
    private struct Shape: Hashable {
        var first: UInt8
        var count: Int
    }

    /// The first bytes and lengths of ``testFolders``.
    private static let testFolderShapes = Set(
        testFolders.map { Shape(first: $0.utf8.first ?? 0, count: $0.utf8.count) })

    /// The root, without a trailing slash.
    var root: String { files.root }
    /// Paths below the root of each kind found.
    var xcodeProjects: [String] = []
    var infoPlists: [String] = []
    var manifests: [String] = []
    var gradleFiles: [String] = []
    var packageJSONs: [String] = []
    var pubspecs: [String] = []
    var expoConfigs: [String] = []
    /// XcodeGen specs (`project.yml`).
    var xcodeGenSpecs: [String] = []
    /// Gradle version catalogs (`gradle/libs.versions.toml`).
    var versionCatalogs: [String] = []
    /// Precompiled script plugins (`build-logic/…/src/main/kotlin/<id>.gradle.kts`, Groovy's
    /// `src/main/groovy/<id>.gradle`): each one of the build logic is a convention plugin whose id is its name.
    var scriptPlugins: [String] = []
    /// Tuist manifests (`Project.swift`), and the folders Tuist runs from (holding `Workspace.swift`, `Tuist.swift`
    /// or a `Tuist/` folder of its own files).
    var tuistManifests: [String] = []
    var tuistRoots: Set<String> = []
    /// Xcode workspaces (`.xcworkspace`, not walked): the folders they link are read from their
    /// `contents.xcworkspacedata`.
    var xcodeWorkspaces: [String] = []
    /// Files of build layouts the model does not read (Tuist).
    var unreadProjects: [UnreadProjectFile] = []
    var sources: [(path: String, language: SourceLanguage)] = []
    /// .NET project files (`.csproj`) and C# sources: a stack the model does not read, whose mobile heads it says so.
    var dotnetProjects: [String] = []
    var csharpSources: [String] = []
    var media: [String] = []
    /// Folders not entered, by reason.
    var pruned: [String: [String]] = [:]
    /// What could not be read.
    var notes: [String] = []
    /// Folders and files the walk could not look into, with why.
    var unreadable: [(path: String, reason: String)] = []

    /// The one door through which every stage after the walk reads the repository.
    let files: RepositorySnapshot

    /// The walk of the repository at `root`, read from the disk.
    init(root: String) {
        self.init(files: RepositorySnapshot(root: root))
    }

    /// The walk of the repository `files` reads.
    init(files: RepositorySnapshot) {
        self.files = files
    }

    /// The full path of `relative`.
    func path(_ relative: String) -> String { files.path(relative) }

    /// The Gradle build files of modules (`build.gradle`, `build.gradle.kts`), build logic's own excepted.
    var moduleBuildFiles: [String] {
        gradleFiles.filter {
            ($0.hasSuffix("build.gradle") || $0.hasSuffix("build.gradle.kts")) && !ConventionPlugins.isBuildLogic($0)
        }
    }

    /// Walks the tree below the root.
    mutating func run() {
        guard case .success(let rootStatus) = FileStatus.of(root) else {
            notes.append("\(root): cannot be read")
            return
        }
        // Links to folders are followed only within the root: a link to `..` or `/` is not this repository.
        let realRoot = FilePaths.real(root) ?? root
        var entries = 0
        FolderWalk.walk(root, identity: rootStatus.identity, context: ()) { entry, _ in
            entries += 1
            if entries > Self.entryLimit {
                notes.append("the walk stopped after \(Self.entryLimit) entries; the rest was not looked at")
                return .stop
            }
            return step(entry, realRoot: realRoot)
        } unlisted: { _, relative, error in
            unreadable.append((relative.isEmpty ? "." : relative, "cannot read the directory: \(error)"))
        }
    }

    /// What the walk does after `entry`: records a file the model reads, enters a folder of the repository.
    private mutating func step(_ entry: FolderWalk.Entry, realRoot: String) -> FolderWalk.Step<Void> {
        let child = entry.relativePath
        let status: FileStatus
        switch entry.target {
        case .success(let found): status = found
        case .failure(let error):
            if !error.isNoSuchFile { unreadable.append((child, "cannot read: \(error)")) }
            return .next
        }
        if status.kind == .regular { file(child, name: entry.name) }
        guard status.kind == .directory else { return .next }
        if let reason = FolderPruning.repository.reason(forFolder: entry.name) {
            // A workspace of the repository's own (not the one inside each project, nor SwiftPM's).
            if entry.name.hasSuffix(".xcworkspace"), !child.contains(".xcodeproj/"), !child.contains(".swiftpm/") {
                xcodeWorkspaces.append(child)
            }
            pruned[reason, default: []].append(child)
            return .next
        }
        if entry.name.hasSuffix(".xcodeproj") {
            if case .success(let pbx) = FileStatus.of(path(child + "/project.pbxproj")), pbx.kind == .regular {
                xcodeProjects.append(child)
            }
            return .next
        }
        if entry.isLink {
            guard let real = FilePaths.real(entry.path), real == realRoot || real.hasPrefix(realRoot + "/") else {
                pruned["links to folders outside the repository", default: []].append(child)
                return .next
            }
        }
        return .enter(())
    }

    /// Files the model reads, by name.
    mutating func file(_ relative: String, name: String) {
        switch name {
        case "Info.plist": infoPlists.append(relative)
        case "AndroidManifest.xml": manifests.append(relative)
        case _ where Self.gradleScripts.contains(name): gradleFiles.append(relative)
        case "package.json": packageJSONs.append(relative)
        case "pubspec.yaml": pubspecs.append(relative)
        case _ where Self.expoConfigNames.contains(name): expoConfigs.append(relative)
        case _ where Self.xcodeGenSpecNames.contains(name): xcodeGenSpecs.append(relative)
        case _ where name.hasSuffix(".versions.toml"): versionCatalogs.append(relative)
        case _
        where (name.hasSuffix(".gradle.kts") || name.hasSuffix(".gradle"))
            && ConventionPlugins.scriptPluginID(relative) != nil:
            scriptPlugins.append(relative)
        case "Project.swift":
            tuistManifests.append(relative)
        case "Workspace.swift":
            tuistRoots.insert(RepositoryPaths.folder(of: relative))
            unreadProjects.append(UnreadProjectFile(path: relative, layout: "a Tuist manifest"))
        case "Tuist.swift":
            tuistRoots.insert(RepositoryPaths.folder(of: relative))
        case "Config.swift" where relative == "Tuist/Config.swift" || relative.hasSuffix("/Tuist/Config.swift"):
            tuistRoots.insert(RepositoryPaths.folder(of: RepositoryPaths.folder(of: relative)))
        default:
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return }
            let ext = name[name.index(after: dot)...].lowercased()
            if let language = Self.sourceExtensions[ext] {
                sources.append((relative, language))
            } else if ext == "csproj" {
                dotnetProjects.append(relative)
            } else if ext == "cs" {
                csharpSources.append(relative)
            } else if Self.mediaExtensions.contains(ext) {
                media.append(relative)
            }
        }
    }
}

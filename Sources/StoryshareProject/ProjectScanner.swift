import Foundation
import StoryshareKit
import StoryshareSystem

/// Reads a repository into its ``ProjectModel`` in one walk: codebases from their project files, apps from Xcode
/// projects, Gradle modules and Expo configurations, sharing from the sources of each codebase, share assets
/// from what the sharing code names (and, in codebases that share, from share, sticker and background folders
/// and names), and every other image and video counted with the reason it is passed over.
public enum ProjectScanner {
    /// The largest source file read: bigger ones are bundles or generated.
    static let sourceLimit = 2 << 20
    /// Sharing libraries that add a FileProvider of their own when Gradle merges their manifest into the app: those
    /// whose descriptor says so (react-native-share's `cl.json.RNShareFileProvider`, since 3.0.0). social_share and
    /// appinio_social_share declare none in any version's `android/src/main/AndroidManifest.xml`: their READMEs
    /// have the app declare `androidx.core.content.FileProvider`, so the app's manifest must hold it.
    /// Other libraries do too: expo-file-system (`FileSystemFileProvider`, whose `getContentUriAsync` makes the
    /// content URIs an Expo app shares) and expo-sharing, each in its `android/src/main/AndroidManifest.xml`.
    public static let librariesWithProviders =
        ShareLibrary.all.filter(\.shipsFileProvider).map(\.name) + ["expo-file-system", "expo-sharing"]

    /// Whether a file or folder named `name` may make an app project the scan finds or names (a project file, a Gradle
    /// script, an Xcode project or workspace): a tree without one scans to no codebase, so its images can be walked
    /// without a scan.
    public static func mayMakeProject(_ name: String) -> Bool {
        ProjectWalk.mayMakeProject(name)
    }

    /// The model of the repository at `root`.
    public static func scan(_ root: String) -> ProjectModel {
        scan(RepositorySnapshot(root: root), as: root)
    }

    /// The model of the repository `files` reads (given as `root`): every file the stages after the walk read is
    /// read through `files`. The stages run in order, each taking the codebases the one before made and giving its
    /// own: codebases, workspace packages, Xcode workspaces, apps, libraries, share calls, App IDs, assets; notes and
    /// problems are gathered as they go.
    static func scan(_ files: RepositorySnapshot, as root: String) -> ProjectModel {
        var walk = ProjectWalk(files: files)
        walk.run()
        var model = ProjectModel(root: root, notes: walk.notes)
        model.unreadable = walk.unreadable.map { Evidence(path: $0.path, text: $0.reason) }
        let files = ProjectFiles(walk)
        model.notes += files.notes
        // Tuist manifests whose targets the reader could not read (declared by helpers it cannot follow).
        model.unreadProjects =
            walk.unreadProjects
            + walk.tuistManifests.filter { files.tuistManifests[$0]?.targets.isEmpty ?? false }.map {
                UnreadProjectFile(path: $0, layout: "a Tuist manifest")
            }
            + files.xcodeGenSpecs.filter { !$0.value.untyped.isEmpty }.keys.sorted().map {
                UnreadProjectFile(path: $0, layout: "an XcodeGen spec whose targets' types are not all read")
            }
            + walk.dotnetProjects.filter { DotnetProject.isMobileHead($0, files: walk.files) }.map {
                UnreadProjectFile(path: $0, layout: "a .NET project for Android or iOS")
            }
        model.readFiles =
            walk.packageJSONs + walk.pubspecs + walk.expoConfigs + walk.xcodeProjects.map { $0 + "/project.pbxproj" }
            + files.xcodeGenSpecs.keys.sorted() + files.tuistManifests.keys.sorted()
            + walk.gradleFiles + walk.scriptPlugins + walk.xcodeWorkspaces.map { $0 + "/contents.xcworkspacedata" }
            + walk.sources.map(\.path) + walk.infoPlists + walk.manifests
        // An `app.config.*` that builds on the `app.json` beside it is read with what `app.json` declares.
        model.expoConfigs = ExpoConfig.withStaticBases(files.expoConfigs)
        var problems = files.problems
        var codebases = findCodebases(walk: walk, files: files, problems: &problems)
        codebases = withWorkspacePackages(codebases, files: files)
        let linked = withXcodeWorkspaces(codebases, walk: walk)
        model.unreadProjects += linked.unread
        codebases = withApps(linked.codebases, walk: walk, files: files, notes: &model.notes, problems: &problems)
        let libraries = withLibraries(codebases, walk: walk, files: files, notes: &model.notes)
        codebases = libraries.codebases
        model.readFiles += libraries.lockfiles
        model.unreadableProjectFiles = problems.map { Evidence(path: $0.path, text: $0.reason) }
        // Project files of a layout not read, where no codebase around them has an app: say what is not known,
        // once a layout.
        let folders = CodebaseFolders(codebases)
        let unknown = model.unreadProjects.filter { file in
            // (Test bundles and frameworks read from it make no app.)
            folders.nearest(file.path).map { !codebases[$0].apps.contains { $0.kind.isApp } } ?? true
        }
        // A file whose targets a note already says were not read is said so, not as a layout not read.
        let noted = Set(unknown.map(\.path).filter { path in model.notes.contains { $0.hasPrefix(path + ":") } })
        for path in noted.sorted() {
            model.notes.append(
                "\(path): its targets could not be read (see the note above): the apps it makes are not known")
        }
        let unnoted = unknown.filter { !noted.contains($0.path) }
        for (layout, files) in Dictionary(grouping: unnoted, by: \.layout).sorted(by: { $0.key < $1.key }) {
            let named = files.prefix(3).map(\.path).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
            model.notes.append(
                files.count == 1
                    ? "\(named): \(layout), which storyshare does not read yet: the apps it makes are not known"
                    : "\(named) (\(files.count) files, each \(layout)), which storyshare does not read yet: the apps "
                        + "they make are not known")
        }
        let shared = shareCalls(of: codebases, walk: walk)
        codebases = shared.codebases.map(\.codebase)
        // App IDs named in the shares and set in other files (constants, Gradle fields, .env), once per codebase.
        codebases = AppIDResolution.resolved(codebases, walk: walk)
        // A project not read and no app known: whether any source shares says whether anything is left unjudged.
        if codebases.allSatisfy({ !$0.apps.contains { $0.kind.isApp } }), !model.unreadProjects.isEmpty,
            !codebases.contains(where: \.sharing.hasShareCode)
        {
            model.unreadShare = firstShare(outside: codebases, walk: walk)
        }
        model.unreadable += shared.unreadable
        let media = MediaIndex(walk.media)
        // (The App ID stage keeps the codebases in their order.)
        codebases = zip(codebases, shared.codebases).map { codebase, shared in
            var codebase = codebase
            resolveAssets(shared.references, in: &codebase, media: media, walk: walk)
            // Where every image the shares pass is a shipped file in its role, those files are the images: what
            // only prepares a drawing elsewhere in the sources (an image picker's options) is not the share's.
            let passed = Set(
                codebase.sharing.calls.flatMap(\.values).compactMap { value -> ShareRole? in
                    switch value.parameter {
                    case .background, .backgroundVideo: .background
                    case .sticker: .sticker
                    default: nil
                    }
                })
            let shipped = Set(codebase.sharing.assets.filter(\.roleFromCode).map(\.role))
            if !passed.isEmpty, passed.isSubset(of: shipped) {
                codebase.sharing.runtimeAssets.removeAll(where: ShareCodeScanner.onlyPrepares)
            }
            return codebase
        }
        let claimed = Set(codebases.flatMap { $0.sharing.assets.map(\.path) })
        model.codebases = codebases.map(sayingWhatIsNotFollowed).sorted { $0.path < $1.path }
        // What judging an app reads of its files is read here, through the snapshot, once a file.
        for app in model.apps {
            let merged = app.mergedManifests.map(\.path)
            model.readFiles += [app.infoPlist].compactMap { $0 } + merged
            for path in [app.infoPlist, app.manifest].compactMap({ $0 }) + merged where model.appFiles[path] == nil {
                model.appFiles[path] =
                    (path == app.manifest ? app.manifestFacts : nil)
                    ?? AppFileReader.read(path: path, reader: walk.files.bytes)
            }
        }
        // And whatever else the stages read (provider paths, .env files, build logic, headers).
        let listed = Set(model.readFiles)
        model.readFiles += walk.files.readPaths.filter { !listed.contains($0) }
        model.prunedFolders = walk.pruned.map {
            PassOver(reason: $0.key, count: $0.value.count, examples: Array($0.value.prefix(3)))
        }
        .sorted { $0.count == $1.count ? $0.reason < $1.reason : $0.count > $1.count }
        model.passedOverMedia = passOver(media: media, files: files, codebases: model.codebases, claimed: claimed)
        return model
    }

    /// `codebase`, whose code shares, names no file and draws nothing the scan recognises, with where the scan could
    /// not follow what is sent (once a file). A library's share code takes what its callers pass: only an app's is
    /// followed; a share that only opens a Stories URL sends no image, so nothing is left to follow.
    static func sayingWhatIsNotFollowed(_ codebase: Codebase) -> Codebase {
        let sharing = codebase.sharing
        guard sharing.shares, !sharing.opensURLOnly, sharing.assets.isEmpty, sharing.runtimeAssets.isEmpty,
            sharing.undecided.isEmpty, codebase.hasJudgedApp
        else { return codebase }
        var codebase = codebase
        var files = Set<String>()
        for call in sharing.calls where files.insert(call.evidence.path).inserted {
            codebase.sharing.undecided.append(
                Evidence(
                    path: call.evidence.path, line: call.evidence.line,
                    text: "what this share sends is a value the scan cannot follow to a file or to a drawing"))
        }
        return codebase
    }

    /// The codebase holding `path` (relative to the root): the one with the longest folder that contains it.
    static func nearest(_ path: String, in codebases: [Codebase]) -> Int? {
        CodebaseFolders(codebases).nearest(path)
    }

    // MARK: Codebases

    static func findCodebases(walk: ProjectWalk, files: ProjectFiles, problems: inout [ProjectReadError]) -> [Codebase]
    {
        var codebases: [Codebase] = []
        var byPath: [String: Int] = [:]
        func add(_ path: String, _ stack: Stack, _ evidence: Evidence) {
            if let existing = byPath[path] {
                // app.json beside a React Native package.json: the app is an Expo app.
                if stack == .expo, codebases[existing].stack == .reactNative { codebases[existing].stack = .expo }
                return
            }
            byPath[path] = codebases.count
            codebases.append(Codebase(path: path, stack: stack, evidence: evidence))
        }
        for path in walk.packageJSONs {
            guard let package = files.packages[path] else { continue }
            if let expo = package.dependencies["expo"], !package.isLibrary {
                add(RepositoryPaths.folder(of: path), .expo, expo)
            } else if let native = package.dependencies["react-native"], !package.isLibrary {
                add(RepositoryPaths.folder(of: path), .reactNative, native)
            } else if package.isLibrary {
                add(
                    RepositoryPaths.folder(of: path), .reactNativeLibrary,
                    Evidence(path: path, text: "peerDependencies: react-native"))
            }
        }
        for path in walk.expoConfigs where files.expoConfigs[path] != nil {
            // Beside a package.json that depends on neither Expo nor React Native (a workspace's root, which holds
            // only settings for its apps), it makes no app.
            if let package = files.packages[RepositoryPaths.joined(RepositoryPaths.folder(of: path), "package.json")],
                package.dependencies["expo"] == nil, package.dependencies["react-native"] == nil
            {
                continue
            }
            add(RepositoryPaths.folder(of: path), .expo, Evidence(path: path, text: "expo"))
        }
        for path in walk.pubspecs {
            guard let spec = files.pubspecs[path] else { continue }
            add(
                RepositoryPaths.folder(of: path), spec.isPlugin ? .flutterPlugin : .flutter,
                Evidence(path: path, text: spec.isPlugin ? "flutter: plugin:" : "flutter"))
        }
        let crossPlatform = codebases
        let crossPlatformFolders = CodebaseFolders(crossPlatform)
        // A native project belongs to the cross-platform codebase whose `ios/`, `macos/` or `android/` folder
        // holds it. Elsewhere in one (a library's example app, a stray project) it is a codebase of its own: the
        // folder holding its `ios/` or `android/` folder, made with the library's stack, or its own folder.
        func place(_ projectFolder: String, native: Stack, evidence: Evidence) {
            guard let index = crossPlatformFolders.nearest(projectFolder) else {
                add(projectFolder, native, evidence)
                return
            }
            let owner = crossPlatform[index]
            let platformFolders = ["ios", "macos", "android"].map { RepositoryPaths.joined(owner.path, $0) }
            if platformFolders.contains(where: { RepositoryPaths.contains($0, projectFolder) }) { return }
            let last = projectFolder.split(separator: "/").last.map(String.init) ?? ""
            if ["ios", "android", "macos"].contains(last) {
                let app: Stack =
                    owner.stack == .flutterPlugin
                    ? .flutter : owner.stack == .reactNativeLibrary ? .reactNative : owner.stack
                add(RepositoryPaths.folder(of: projectFolder), app, evidence)
            } else {
                add(projectFolder, native, evidence)
            }
        }
        for project in walk.xcodeProjects {
            place(
                RepositoryPaths.folder(of: project), native: .xcode,
                evidence: Evidence(path: project + "/project.pbxproj"))
        }
        for spec in files.xcodeGenSpecs.keys.sorted() {
            place(
                RepositoryPaths.folder(of: spec), native: .xcode, evidence: Evidence(path: spec, text: "XcodeGen spec"))
        }
        // A Tuist workspace is one codebase at the folder Tuist runs from: its modules' sources are its apps'.
        for (path, manifest) in files.tuistManifests.sorted(by: { $0.key < $1.key }) where !manifest.targets.isEmpty {
            place(
                manifest.root, native: .xcode,
                evidence: Evidence(path: path, text: "Tuist manifest"))
        }
        let settings = walk.gradleFiles.compactMap { files.gradleSettings[$0] }
        // A build another settings file includes whole (`includeBuild("android")`, a composite build) is part of that
        // build's codebase: its apps are the composite's, and may reach the modules of its other builds.
        let composite = compositeBuilds(settings)
        // A build of convention plugins (`build-logic`, `buildSrc`, a `pluginManagement` build) is build logic.
        let buildLogic = GradleSettings.buildLogicFolders(settings)
        for file in walk.gradleFiles where file.contains("settings.gradle") {
            let folder = RepositoryPaths.folder(of: file)
            guard composite[folder] == nil, !buildLogic.contains(folder) else { continue }
            place(folder, native: .gradle, evidence: Evidence(path: file))
        }
        // A project the settings move outside their folder (`projectDir = file("../common/app")`) is their
        // build's, where no other codebase holds it.
        let owners = CodebaseFolders(codebases)
        for read in settings {
            guard let index = owners.nearest(compositeTop(read.folder, composite)) else { continue }
            for folder in Set(read.projects.values).sorted()
            where !RepositoryPaths.contains(read.folder, folder) && !codebases[index].linkedFolders.contains(folder) {
                codebases[index].linkedFolders.append(folder)
            }
        }
        // Module folders the settings leave out of their build (`// include(":legacy")`) are no codebase's.
        let placed = CodebaseFolders(codebases)
        for (module, file) in GradleSettings.unbuiltModules(walk.moduleBuildFiles, settings: settings)
        where !codebases.contains(where: { $0.path == module }) {
            guard let index = placed.nearest(module) else { continue }
            codebases[index].unbuiltFolders[module] = Evidence(
                path: file, text: "does not include \(module): not part of the Gradle build")
        }
        codebases = withProjectlessIOSApps(codebases, walk: walk, files: files)
        return codebases
    }

    /// A Kotlin Multiplatform build's iOS app whose Xcode project is not committed (`iosApp/iosApp/Info.plist` beside
    /// its Swift sources, in a repository with no Xcode project, XcodeGen spec or Tuist manifest): an iOS app of its
    /// own, at the folder above its Info.plist's, judged by that Info.plist and sharing through the multiplatform
    /// modules' common and iOS code, as an iOS app that builds their framework does.
    static func withProjectlessIOSApps(_ given: [Codebase], walk: ProjectWalk, files: ProjectFiles) -> [Codebase] {
        var codebases = given
        guard walk.xcodeProjects.isEmpty, files.xcodeGenSpecs.isEmpty, walk.tuistManifests.isEmpty else { return given }
        let unbuilt = codebases.reduce(into: Set<String>()) { $0.formUnion($1.unbuiltFolders.keys) }
        let kotlin = multiplatformModules(walk).filter { !unbuilt.contains($0) }
        guard !kotlin.isEmpty else { return given }
        let swiftFolders = Set(
            walk.sources.filter { $0.language == .swift }.map { RepositoryPaths.folder(of: $0.path) })
        let modules = walk.moduleBuildFiles.map(RepositoryPaths.folder(of:))
        let placed = CodebaseFolders(codebases)
        for plist in walk.infoPlists.sorted() {
            let folder = RepositoryPaths.folder(of: plist)
            // Beside Swift sources, outside every Gradle module and every cross-platform app.
            guard swiftFolders.contains(folder), folder != ".",
                !modules.contains(where: { $0 != "." && RepositoryPaths.contains($0, folder) }),
                placed.nearest(folder).map({ [.gradle, .xcode].contains(codebases[$0].stack) }) ?? true
            else { continue }
            let above = RepositoryPaths.folder(of: folder)
            let path = above == "." || codebases.contains(where: { $0.path == above }) ? folder : above
            guard !codebases.contains(where: { $0.path == path }) else { continue }
            let evidence = Evidence(
                path: plist, text: "an Info.plist beside Swift sources; no Xcode project is committed")
            var codebase = Codebase(path: path, stack: .xcode, evidence: evidence)
            codebase.apps.append(
                ProjectApp(
                    name: FilePaths.name(folder), platform: .ios, kind: .app, stack: .xcode, evidence: evidence,
                    infoPlist: plist))
            codebase.linkedFolders = kotlin.filter { !RepositoryPaths.contains(path, $0) }
            codebases.append(codebase)
        }
        return codebases
    }

    /// The builds that Gradle settings files include whole (`includeBuild("android")` outside `pluginManagement`),
    /// each holding a settings file of its own, by folder, with the folder of the settings that include them.
    static func compositeBuilds(_ settings: [GradleSettings]) -> [String: String] {
        let folders = Set(settings.map(\.folder))
        var found: [String: String] = [:]
        for read in settings {
            for build in read.includedBuilds.sorted() where folders.contains(build) && build != read.folder {
                if found[build] == nil { found[build] = read.folder }
            }
        }
        // Builds that include each other in a ring have no top build: each stays a codebase of its own.
        let ringed = found.keys.filter { start in
            var current = start
            var steps = 0
            while let next = found[current], steps <= found.count {
                current = next
                steps += 1
            }
            return steps > found.count
        }
        for build in ringed { found[build] = nil }
        return found
    }

    /// The folder of the build at `folder` at the top of its composite: the one no settings file includes.
    static func compositeTop(_ folder: String, _ composite: [String: String]) -> String {
        var current = folder
        var steps = 0
        while let next = composite[current], steps <= composite.count {
            current = next
            steps += 1
        }
        return current
    }

    /// Links each Flutter codebase to the plugins its `pubspec.yaml` takes by `path:` (a plugin's example app, `path:
    /// ../`; a monorepo's own plugin): the plugin's native code runs in the app, so its sources are the app's. A
    /// sharing library the model knows by its Dart calls (a vendored `social_share`) is read from those calls, not
    /// from its native side.
    static func withPathPlugins(_ given: [Codebase], files: ProjectFiles) -> [Codebase] {
        var codebases = given
        for index in codebases.indices where codebases[index].stack == .flutter {
            let own = codebases[index].path
            guard let spec = files.pubspecs[RepositoryPaths.joined(own, "pubspec.yaml")] else { continue }
            codebases[index].linkedFolders += spec.pathDependencies.filter { folder in
                !SharingLibrary.flutterPlugins.contains(spec.pathDependencyNames[folder] ?? "")
                    && files.pubspecs[RepositoryPaths.joined(folder, "pubspec.yaml")]?.isPlugin == true && folder != own
                    && !RepositoryPaths.contains(own, folder) && !codebases[index].linkedFolders.contains(folder)
            }
        }
        return codebases
    }

    /// Links each React Native or Expo codebase to the packages of its workspace it depends on by name, and theirs in
    /// turn (`"app": "*"`, `"@team/share": "workspace:*"`): their sources are its, where no codebase holds them.
    static func withWorkspacePackages(_ given: [Codebase], files: ProjectFiles) -> [Codebase] {
        var codebases = withPathPlugins(given, files: files)
        var folders: [String: String] = [:]
        var duplicated = Set<String>()
        for (path, package) in files.packages {
            guard let name = package.name else { continue }
            if folders[name] != nil { duplicated.insert(name) }
            folders[name] = RepositoryPaths.folder(of: path)
        }
        for name in duplicated { folders[name] = nil }
        guard !folders.isEmpty else { return codebases }
        for index in codebases.indices where [.reactNative, .expo].contains(codebases[index].stack) {
            let own = codebases[index].path
            var pending = [RepositoryPaths.joined(own, "package.json")]
            var linked = Set<String>()
            while let path = pending.popLast() {
                for dependency in (files.packages[path]?.dependencies.keys).map(Array.init) ?? [] {
                    guard let folder = folders[dependency], folder != own, !RepositoryPaths.contains(own, folder),
                        linked.insert(folder).inserted
                    else { continue }
                    pending.append(RepositoryPaths.joined(folder, "package.json"))
                }
            }
            codebases[index].linkedFolders += linked.sorted()
        }
        return codebases
    }

    /// Links each Xcode project an Xcode workspace names to the Swift packages it names beside it (`<FileRef
    /// location = "group:Packages/Feature">`, a folder holding `Package.swift`), read as XML by ``XcodeWorkspace``:
    /// their sources are the projects' apps', as Xcode builds the packages' products into them. The workspaces whose
    /// contents cannot be read are returned: what they link is not known.
    static func withXcodeWorkspaces(_ given: [Codebase], walk: ProjectWalk) -> (
        codebases: [Codebase], unread: [UnreadProjectFile]
    ) {
        var codebases = given
        var unread: [UnreadProjectFile] = []
        for workspace in walk.xcodeWorkspaces {
            let (locations, problem) = XcodeWorkspace.locations(of: workspace, walk: walk)
            if let problem { unread.append(problem) }
            var projects: [String] = []
            var packages: [String] = []
            for path in locations {
                if path.hasSuffix(".xcodeproj") {
                    projects.append(RepositoryPaths.folder(of: path))
                } else if walk.files.isRegularFile(RepositoryPaths.joined(path, "Package.swift")) {
                    packages.append(path)
                }
            }
            for project in Set(projects) {
                guard let index = codebases.firstIndex(where: { $0.path == project && $0.stack == .xcode }) else {
                    continue
                }
                codebases[index].linkedFolders += packages.filter {
                    !RepositoryPaths.contains(project, $0) && !codebases[index].linkedFolders.contains($0)
                }
            }
        }
        return (codebases, unread)
    }

    // MARK: Apps

    static func withApps(
        _ given: [Codebase], walk: ProjectWalk, files: ProjectFiles, notes: inout [String],
        problems: inout [ProjectReadError]
    ) -> [Codebase] {
        var codebases = given
        // Apps are added below; the codebases' folders stay as they are.
        let folders = CodebaseFolders(codebases)
        let unbuilt = codebases.reduce(into: [String: Evidence]()) { $0.merge($1.unbuiltFolders) { first, _ in first } }
        let manifests = Set(walk.manifests)
        let variantSets = variantManifests(walk.manifests)
        // The Kotlin Multiplatform modules, found once when a project builds their framework.
        var kotlinModules: [String]?
        for path in walk.xcodeProjects {
            guard let index = folders.nearest(path) else { continue }
            switch XcodeProject.read(path, walk: walk) {
            case .failure(let error): problems.append(error)
            case .success(let project):
                codebases[index].linkedFolders += project.localPackages.filter {
                    !RepositoryPaths.contains(codebases[index].path, $0)
                }
                // An iOS app that builds a Kotlin Multiplatform framework (a Gradle task in a build phase) shares
                // through the multiplatform modules' common and iOS code.
                if project.buildsGradleFramework {
                    kotlinModules = kotlinModules ?? multiplatformModules(walk).filter { unbuilt[$0] == nil }
                    codebases[index].linkedFolders += (kotlinModules ?? []).filter {
                        !RepositoryPaths.contains(codebases[index].path, $0)
                    }
                }
                for target in project.targets {
                    // Any name (`App-Info.plist`); and Xcode on a Mac finds `Example/Info.plist` in `example/`: file
                    // names there ignore case.
                    let plist = target.infoPlistFile.flatMap { existing($0, walk: walk) }
                    if let named = target.infoPlistFile, plist == nil, target.kind == .app {
                        notes.append("\(path): target \(target.name) names \(named), which is not there")
                    }
                    var app = ProjectApp(
                        name: target.name, platform: .ios, kind: target.kind, stack: codebases[index].stack,
                        evidence: Evidence(
                            path: path + "/project.pbxproj", line: target.line,
                            text: "productType = \(target.productType)"),
                        infoPlist: plist, generatesInfoPlist: target.generatesInfoPlist)
                    app.isMacOS = target.isMacOnly
                    app.buildConfigurations = target.configurations.map { $0.resolved(files: walk.files) }
                    codebases[index].apps.append(app)
                }
            }
        }
        // The apps of the targets a generated project's own file declares (an XcodeGen spec's, a Tuist manifest's).
        func addGenerated(_ targets: [GeneratedTarget], from path: String, to index: Int, packages: [String] = []) {
            let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for target in targets {
                let plist = target.target.infoPlistFile.flatMap { existing($0, walk: walk) }
                if let named = target.target.infoPlistFile, plist == nil, target.target.kind == .app {
                    notes.append("\(path): target \(target.name) names \(named), which is not there")
                }
                var app = ProjectApp(
                    name: target.name, platform: .ios, kind: target.target.kind, stack: codebases[index].stack,
                    evidence: target.evidence, infoPlist: plist)
                app.isMacOS = target.target.isMacOnly
                app.generatedInfoPlist = target.generated
                app.buildConfigurations = target.target.configurations.map { $0.resolved(files: walk.files) }
                // Where the file lists what an app compiles, its share code is in those folders, the targets it
                // depends on (by name, in turn) and the local packages the file links.
                if target.target.kind == .app, !target.sources.isEmpty {
                    var folders = Set(packages)
                    var seen: Set<String> = [target.name]
                    var pending = [target]
                    while let current = pending.popLast() {
                        folders.formUnion(current.sources)
                        for name in current.dependencies where seen.insert(name).inserted {
                            if let dependency = byName[name] { pending.append(dependency) }
                        }
                    }
                    app.moduleFolders = folders.sorted()
                }
                codebases[index].apps.append(app)
            }
        }
        for (path, spec) in files.xcodeGenSpecs.sorted(by: { $0.key < $1.key }) {
            guard let index = folders.nearest(path) else { continue }
            codebases[index].linkedFolders += spec.localPackages.filter {
                !RepositoryPaths.contains(codebases[index].path, $0)
            }
            addGenerated(spec.targets, from: path, to: index, packages: spec.localPackages)
        }
        for (path, manifest) in files.tuistManifests.sorted(by: { $0.key < $1.key }) {
            guard let index = folders.nearest(path) else { continue }
            addGenerated(manifest.targets, from: path, to: index)
        }
        var modules: [GradleModule] = []
        let conventions = ConventionPlugins.read(walk)
        // Modules the settings leave out of their build are not read: they build nothing, lend nothing.
        for (settings, modules) in Dictionary(grouping: unbuilt, by: \.value.path).sorted(by: { $0.key < $1.key }) {
            let named = modules.map(\.key).sorted()
            notes.append(
                "\(named.prefix(3).joined(separator: ", "))\(named.count > 3 ? ", … (\(named.count) in all)" : ""): "
                    + "\(named.count == 1 ? "a Gradle module" : "Gradle modules") \(settings) does not include: not "
                    + "part of the build, so not read as \(named.count == 1 ? "an app" : "apps")")
        }
        // The build logic's own build files build plugins, not apps.
        for file in walk.moduleBuildFiles where unbuilt[RepositoryPaths.folder(of: file)] == nil {
            switch GradleModule.read(file, walk: walk, conventions: conventions) {
            case .success(let module): modules.append(module)
            case .failure(let error): problems.append(error)
            }
        }
        // Root projects by folder (`.` for the root), modules by folder, the folders holding a settings file: each
        // module's lookups walk up its own folders.
        var roots: [String: GradleModule] = [:]
        for module in modules where module.kind == .other {
            let folder = module.folder
            if roots[folder]?.targetSDK == nil { roots[folder] = module }
        }
        let byFolder = Dictionary(modules.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        var flavors: [String: [Evidence]] = [:]
        let settings = Set(walk.gradleFiles.filter { $0.contains("settings.gradle") }.map(RepositoryPaths.folder(of:)))
        // Where each build's settings put its projects (`projectDir`), by the build's folder; and, by the folder of
        // the top of each composite build, its projects by name, each name that one project's alone (Gradle puts a
        // project of an included build in place of the module `group:name` a build file depends on).
        var projects: [String: [String: String]] = [:]
        let readSettings = walk.gradleFiles.compactMap { files.gradleSettings[$0] }
        let composite = compositeBuilds(readSettings)
        var substitutes: [String: [String: String?]] = [:]
        // The build of each project folder a settings file names (a moved project's is the build that moves it).
        var buildOf: [String: String] = [:]
        for read in readSettings {
            projects[read.folder, default: [:]].merge(read.projects) { first, _ in first }
            for folder in read.projects.values where buildOf[folder] == nil { buildOf[folder] = read.folder }
            // A module the settings move where the reader cannot follow is said, not looked for elsewhere.
            for moved in read.outside { notes.append("\(moved.place): \(moved.text)") }
            if let computed = read.computed, computed.text.contains("projectDir") {
                notes.append(
                    "\(computed.place): \(computed.text): where its modules are is not known, "
                        + "so none is left out of the build and their dependencies are read by their project paths")
            }
            guard !composite.isEmpty else { continue }
            let top = compositeTop(read.folder, composite)
            guard top != read.folder || composite.values.contains(read.folder) else { continue }
            for (project, folder) in read.projects {
                guard let name = project.split(separator: ":").last.map(String.init) else { continue }
                substitutes[top, default: [:]][name] = substitutes[top]?[name] == nil ? .some(folder) : .some(nil)
            }
        }
        for module in modules where module.kind != .other {
            guard let index = folders.nearest(module.buildFile) else { continue }
            // A Kotlin Multiplatform module's Android manifest is its `androidMain` source set's.
            let manifest = ["src/main/AndroidManifest.xml", "src/androidMain/AndroidManifest.xml"]
                .map { RepositoryPaths.joined(module.folder, $0) }
                .first(where: manifests.contains)
            var app = ProjectApp(
                name: module.folder, platform: .android, kind: module.kind,
                stack: codebases[index].stack, evidence: module.kindEvidence ?? Evidence(path: module.buildFile),
                manifest: manifest)
            // A module for a watch, a TV or a car, as its manifest requires: no Stories app runs there.
            if module.kind == .app, let manifest {
                app.manifestFacts = AppIDResolution.manifestAppID(
                    AppFileReader.read(path: manifest, reader: walk.files.bytes), manifest: manifest,
                    codebase: codebases[index].path, walk: walk)
            }
            if case .androidManifest(let facts) = app.manifestFacts, let device = facts.device {
                app.kind = .otherPlatformApp
                app.device = Evidence(path: manifest ?? "", line: device.location?.line, text: device.value)
            }
            // Its product flavours: a flavour's manifest merges into that flavour's variants alone.
            if module.kind == .app, !module.flavors.isEmpty {
                flavors[app.name] = module.flavors
                app.evidence.text +=
                    " (flavors \(module.flavors.map(\.text).joined(separator: ", ")): manifest facts are per flavor)"
            }
            if let sdk = module.targetSDK {
                app.targetSDK = sdk.value
                app.targetSDKEvidence = sdk.evidence
            } else if let root = rootTargetSDK(for: module, roots: roots) {
                app.targetSDK = root.value
                app.targetSDKEvidence = root.evidence
            }
            // The modules it reaches, when its build file says them all (a plugin the checkout lacks may add more).
            let buildRoot = Self.buildRoot(of: module.folder, settings: settings, buildOf: buildOf)
            let substituted = (substitutes[compositeTop(buildRoot, composite)] ?? [:]).compactMapValues { $0 }
            if module.kind == .app, !module.pluginUnread,
                !module.projectDependencies.isEmpty
                    || module.externalDependencies.contains(where: { substituted[$0] != nil })
            {
                app.moduleFolders = moduleClosure(
                    of: module, byFolder: byFolder, settings: settings, projects: projects, substitutes: substituted,
                    buildOf: buildOf)
            }
            codebases[index].apps.append(app)
        }
        var expoConfigs: [String: String] = [:]
        for config in walk.expoConfigs where expoConfigs[RepositoryPaths.folder(of: config)] == nil {
            expoConfigs[RepositoryPaths.folder(of: config)] = config
        }
        for index in codebases.indices {
            let codebase = codebases[index]
            // Manifests Gradle merges into each Android app: the build's library modules, the libraries of the
            // package manifest.
            let libraries = codebase.apps.filter { $0.platform == .android && $0.kind == .library }
            var merged: [Evidence] = []
            // A library's example app builds against the library in the folder above it.
            if let owner = folders.nearest(above: codebase.path),
                [.reactNativeLibrary, .flutterPlugin].contains(codebases[owner].stack)
            {
                let manifest = RepositoryPaths.joined(codebases[owner].path, "android/src/main/AndroidManifest.xml")
                if manifests.contains(manifest) {
                    merged.append(Evidence(path: manifest, text: "the library this example is for"))
                }
            }
            var notInstalled: [Evidence] = []
            if codebase.stack == .reactNative || codebase.stack == .expo,
                let package = files.packages[RepositoryPaths.joined(codebase.path, "package.json")]
            {
                for (name, evidence) in package.dependencies.sorted(by: { $0.key < $1.key }) {
                    let manifest = RepositoryPaths.joined(
                        codebase.path, "node_modules/\(name)/android/src/main/AndroidManifest.xml")
                    if walk.files.isRegularFile(manifest) {
                        merged.append(Evidence(path: manifest, text: "\(name) (package.json)"))
                    } else if librariesWithProviders.contains(name) {
                        notInstalled.append(evidence)
                    }
                }
            }
            if codebase.stack == .flutter,
                let spec = files.pubspecs[RepositoryPaths.joined(codebase.path, "pubspec.yaml")]
            {
                for folder in spec.pathDependencies {
                    let manifest = RepositoryPaths.joined(folder, "android/src/main/AndroidManifest.xml")
                    if case .success = walk.files.status(manifest) {
                        merged.append(Evidence(path: manifest, text: "\(folder) (pubspec.yaml path dependency)"))
                    }
                }
                for (name, evidence) in spec.dependencies.sorted(by: { $0.key < $1.key })
                where librariesWithProviders.contains(name)
                    && !spec.pathDependencies.contains(where: { $0.hasSuffix(name) })
                {
                    notInstalled.append(evidence)
                }
            }
            for app in codebases[index].apps.indices
            where codebases[index].apps[app].platform == .android
                && codebases[index].apps[app].kind == .app
            {
                // The library modules it depends on, when its build file says; else every one of the build.
                let moduleFolders = codebases[index].apps[app].moduleFolders.map(Set.init)
                let own = libraries.filter { library in moduleFolders.map { $0.contains(library.name) } ?? true }
                    .compactMap(\.manifest)
                // The manifests of its flavours and build types (`src/demo/`, `src/debug/`), which Gradle merges into
                // theirs: all of them, so what one variant declares is not missed (a test's are not merged).
                var variants = variantManifests(of: codebases[index].apps[app], in: variantSets)
                if let declared = flavors[codebases[index].apps[app].name] {
                    variants = perFlavor(variants, flavors: declared.map(\.text))
                    let own = variants.filter { $0.text.contains("(flavor ") }
                    if !own.isEmpty {
                        let name = codebases[index].apps[app].name
                        notes.append(
                            "\(name): flavors \(declared.map(\.text).joined(separator: ", ")) "
                                + "(\(declared[0].place)); \(own.map(\.path).joined(separator: ", ")) "
                                + "\(own.count == 1 ? "merges" : "each merge") into that flavor's variants only, but "
                                + "the app is judged with every flavor's manifest merged: what one flavor declares "
                                + "counts for all (one app per variant is not built yet)")
                    }
                }
                var seen = Set<String>()
                codebases[index].apps[app].mergedManifests =
                    (variants + own.map { Evidence(path: $0, text: "library module") } + merged).filter {
                        seen.insert($0.path).inserted
                    }
                codebases[index].apps[app].notInstalled = notInstalled
            }
            if codebase.stack == .expo, let config = expoConfigs[codebase.path] {
                let read = files.expoConfigs[config]
                for platform in [Platform.ios, .android] {
                    // A native app of the platform (`android/app`), not a library (an Expo local module's `android/`).
                    let native = codebases[index].apps.indices.filter {
                        codebases[index].apps[$0].platform == platform && codebases[index].apps[$0].kind.isApp
                    }
                    if native.isEmpty {
                        // Expo links the local modules of `modules/` into the app it makes: their Android
                        // libraries' manifests merge into its manifest, as those of installed packages do.
                        let modules = RepositoryPaths.joined(codebase.path, "modules")
                        let local = libraries.filter { RepositoryPaths.contains(modules, $0.evidence.path) }
                            .compactMap(\.manifest).map { Evidence(path: $0, text: "local Expo module") }
                        codebases[index].apps.append(
                            ProjectApp(
                                name: platform == .ios ? "ios (Expo)" : "android (Expo)", platform: platform,
                                kind: .app,
                                // Cited at the configuration's platform key (`"ios"`), else its `expo` key.
                                stack: .expo,
                                evidence: Evidence(
                                    path: config,
                                    line: (platform == .ios ? read?.iosEvidence : read?.androidEvidence)?.line,
                                    text: "expo"),
                                mergedManifests: platform == .android ? local + merged : [],
                                notInstalled: platform == .android ? notInstalled : [],
                                expoConfig: config))
                    } else {
                        for app in native { codebases[index].apps[app].expoConfig = config }
                    }
                }
            }
            codebases[index].apps.sort { ($0.platform.rawValue, $0.name) < ($1.platform.rawValue, $1.name) }
        }
        return codebases
    }

    /// The manifests of the source sets of Android app `app` other than its own (`src/<flavour or build type>/`),
    /// tests' excepted.
    static func variantManifests(of app: ProjectApp, in variants: [String: [Evidence]]) -> [Evidence] {
        guard let own = app.manifest, own.hasSuffix("/main/AndroidManifest.xml") || own.hasPrefix("src/main/") else {
            return []
        }
        return variants[app.name] ?? []
    }

    /// `variants` with each flavour's source set said as that flavour's (`src/free/`, `src/freeDebug/`): Gradle
    /// merges it into that flavour's variants, not into every variant. The app is still judged with every
    /// flavour's manifest merged. A full treatment is one app per variant (flavour × build type, as far as the build
    /// file declares them), each with `main`'s, its flavour's, its build type's and its variant's manifests alone:
    /// that needs a variant on ``ProjectApp`` and judging and messages that name it.
    static func perFlavor(_ variants: [Evidence], flavors: [String]) -> [Evidence] {
        variants.map { evidence in
            let set = evidence.text.hasPrefix("source set ") ? String(evidence.text.dropFirst("source set ".count)) : ""
            guard
                let flavor = flavors.first(where: { flavor in
                    set == flavor || (set.hasPrefix(flavor) && set.dropFirst(flavor.count).first?.isUppercase == true)
                })
            else { return evidence }
            return Evidence(
                path: evidence.path, line: evidence.line,
                text: "\(evidence.text) (flavor \(flavor): merged into its variants only)")
        }
    }

    /// The manifests of source sets other than `main`, `androidMain` and tests' (`<module>/src/<set>/
    /// AndroidManifest.xml`), by module folder (`.` for the root), each in path order: made once for every app.
    static func variantManifests(_ manifests: [String]) -> [String: [Evidence]] {
        var found: [String: [Evidence]] = [:]
        for path in manifests.sorted() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[parts.count - 3] == "src" else { continue }
            let set = String(parts[parts.count - 2])
            guard set != "main", set != "androidMain", !ProjectWalk.testFolders.contains(set[...]) else { continue }
            let module = parts.count == 3 ? "." : parts.dropLast(3).joined(separator: "/")
            found[module, default: []].append(Evidence(path: path, text: "source set \(set)"))
        }
        return found
    }

    /// `path` (relative to the root) as it is on disk: itself when it is a regular file, else the one file whose
    /// path matches it in any letter case, folder by folder; `nil` when there is none.
    static func existing(_ path: String, walk: ProjectWalk) -> String? {
        if walk.files.isRegularFile(path) { return path }
        var found = ""
        for part in path.split(separator: "/").map(String.init) {
            guard case .success(let names) = walk.files.entries(found),
                let match = names.first(where: { $0.lowercased() == part.lowercased() })
            else { return nil }
            found = found.isEmpty ? match : found + "/" + match
        }
        return walk.files.isRegularFile(found) ? found : nil
    }

    /// The target SDK the Gradle build's root project sets (`ext { targetSdkVersion = 34 }`), for a module that
    /// takes it from there: the nearest project above it (or it, `.` for the root) in `roots` that sets one.
    static func rootTargetSDK(for module: GradleModule, roots: [String: GradleModule]) -> (
        value: Int, evidence: Evidence
    )? {
        var folder = module.folder
        while true {
            if let sdk = roots[folder]?.targetSDK { return sdk }
            guard folder != "." else { return nil }
            folder = RepositoryPaths.folder(of: folder)
        }
    }

    /// The folders of `module` and of every module it reaches through its project dependencies (relative to the
    /// root; dependencies are named below the Gradle build's root, the nearest folder above holding a settings
    /// file, one of `settings`), where that build's settings put them (`projects`, by the build's folder and project
    /// path: a project moved by `projectDir` is in its folder), else in the folder their path names. Each module is
    /// visited once.
    /// A module dependency (`"team.example:share:1.0"`) on a project of the same composite build is that project's
    /// folder (`substitutes`, by project name). A module's build is the one whose settings name its folder
    /// (`buildOf`), else the nearest folder above it holding a settings file.
    static func moduleClosure(
        of module: GradleModule, byFolder: [String: GradleModule], settings: Set<String>,
        projects: [String: [String: String]] = [:], substitutes: [String: String] = [:],
        buildOf: [String: String] = [:]
    ) -> [String] {
        var reached: [String] = [module.folder]
        var seen: Set<String> = [module.folder]
        var pending = [module]
        while let current = pending.popLast() {
            // Each module's project paths are its own build's.
            let buildRoot = Self.buildRoot(of: current.folder, settings: settings, buildOf: buildOf)
            var paths: [String] = current.projectDependencies.map { dependency in
                let project = ":" + dependency.split(separator: "/").joined(separator: ":")
                return projects[buildRoot]?[project] ?? RepositoryPaths.joined(buildRoot, dependency)
            }
            paths += current.externalDependencies.compactMap { substitutes[$0] }
            for path in paths {
                guard seen.insert(path).inserted else { continue }
                reached.append(path)
                if let next = byFolder[path] { pending.append(next) }
            }
        }
        return reached
    }

    /// The folder of the Gradle build of the module at `folder`: the build whose settings name it (`buildOf`), else
    /// the nearest folder above it holding a settings file (one of `settings`), else the root.
    static func buildRoot(of folder: String, settings: Set<String>, buildOf: [String: String]) -> String {
        var root = folder
        if let named = buildOf[root] { return named }
        while !settings.contains(root), root != "." { root = RepositoryPaths.folder(of: root) }
        return root
    }

    /// The folders of the Kotlin Multiplatform modules of the walk: those with sources in `src/commonMain` or
    /// `src/iosMain`.
    static func multiplatformModules(_ walk: ProjectWalk) -> [String] {
        var found = Set<String>()
        for source in walk.sources where source.language == .kotlin {
            for set in ["/src/commonMain/", "/src/iosMain/"] {
                if let range = source.path.range(of: set) { found.insert(String(source.path[..<range.lowerBound])) }
            }
            for set in ["src/commonMain/", "src/iosMain/"] where source.path.hasPrefix(set) { found.insert(".") }
        }
        return found.sorted()
    }
}

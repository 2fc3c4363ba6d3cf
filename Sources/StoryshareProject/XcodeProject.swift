import Foundation
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The targets of an Xcode project, read from its `project.pbxproj` (an old-style property list, read by
/// Foundation): each target's product type and the build settings that say which Info.plist it has and which
/// platform it builds for. Settings are the target's over the project's, from its first configuration that sets
/// them; `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)` and `$(PRODUCT_NAME)` are resolved.
struct XcodeProject {
    /// One native target.
    struct Target {
        var name: String
        var productType: String
        /// The Info.plist, relative to the repository root, as the setting names it (resolved against the
        /// folder holding the project).
        var infoPlistFile: String?
        /// `GENERATE_INFOPLIST_FILE = YES`.
        var generatesInfoPlist: Bool
        /// `SDKROOT` (`iphoneos`, `macosx`, `auto`).
        var sdkRoot: String?
        /// `SUPPORTED_PLATFORMS`, split.
        var supportedPlatforms: [String]
        /// The line of the target's `productType` in the file (of its object, when it names none).
        var line: Int?
        /// Its build configurations: where each setting comes from (``BuildConfiguration``), the `.xcconfig`
        /// files named but not yet read.
        var configurations: [Configuration] = []

        /// Whether it builds for macOS alone (`SDKROOT = macosx`, or only macOS among its supported platforms).
        var isMacOnly: Bool {
            sdkRoot == "macosx"
                || (!supportedPlatforms.isEmpty && supportedPlatforms.allSatisfy { $0.hasPrefix("macosx") })
        }

        /// What the target builds, told from its product type and platform.
        var kind: ProductKind {
            let type = productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
            let macOnly = isMacOnly
            // A tvOS or watchOS target's tests, frameworks and extensions are what their type says.
            if sdkRoot == "appletvos" || sdkRoot == "watchos", type.hasPrefix("application") {
                return .otherPlatformApp
            }
            switch type {
            case "application": return macOnly ? .macOSApp : .app
            case "application.on-demand-install-capable": return .appClip
            case "application.watchapp", "application.watchapp2", "application.watchapp2-container": return .watchApp
            case _
            where type.hasPrefix("app-extension") || type.hasPrefix("extensionkit") || type.hasPrefix("watchkit"):
                return .appExtension
            case _ where type.hasPrefix("framework"): return .framework
            case _ where type.hasPrefix("library"): return .library
            case _ where type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing"): return .testBundle
            default: return .other
            }
        }
    }

    /// One build configuration of a target as the project file has it: the target's settings and the project's of
    /// the same name, each with the `.xcconfig` it is based on (below the root).
    struct Configuration {
        var name: String
        var target: [String: BuildSetting]
        var targetFile: String?
        var project: [String: BuildSetting]
        var projectFile: String?

        /// The configuration, its `.xcconfig` files read through `files`.
        func resolved(files: RepositorySnapshot) -> BuildConfiguration {
            var levels = [BuildSettingsLevel(settings: target)]
            if let targetFile {
                levels.append(BuildSettingsLevel(settings: XcconfigFile.settings(targetFile, files: files)))
            }
            levels.append(BuildSettingsLevel(settings: project))
            if let projectFile {
                levels.append(BuildSettingsLevel(settings: XcconfigFile.settings(projectFile, files: files)))
            }
            return BuildConfiguration(name: name, levels: levels)
        }
    }

    /// The `.xcodeproj` folder, relative to the root.
    let path: String
    /// Its native targets, in the file's order of names.
    var targets: [Target] = []
    /// The folders of the local Swift packages it links (`XCLocalSwiftPackageReference`), relative to the root: their
    /// sources are the apps' own.
    var localPackages: [String] = []
    /// The folders the project references as plain folders (`lastKnownFileType = wrapper`), relative to the root: a
    /// local Swift package dragged into the project is one (its folder holds `Package.swift`; ``read(_:walk:)`` keeps
    /// those as ``localPackages``).
    var referencedFolders: [String] = []
    /// Whether a build phase builds a Kotlin Multiplatform framework with Gradle (`embedAndSign…`,
    /// `syncFramework`): its apps share through the multiplatform modules' code.
    var buildsGradleFramework = false

    /// The largest `project.pbxproj` read: Foundation's reading of one costs some 20 times its size, and the bound
    /// of any input is 100 MB (a 4 MB project, tens of thousands of files, takes some 75 MB).
    static let limit = 4 << 20

    /// Reads the project at `path` (relative to `walk`'s root); `nil`, with the reason, when it cannot be read.
    static func read(_ path: String, walk: ProjectWalk) -> Result<XcodeProject, ProjectReadError> {
        let file = path + "/project.pbxproj"
        let consequence = "the apps its targets build are not known"
        let bytes: [UInt8]
        switch ProjectReadError.bytes(of: file, walk: walk, limit: limit, consequence: consequence) {
        case .failure(let error): return .failure(error)
        case .success(let read): bytes = read
        }
        // A folder the project references that holds a `Package.swift` is a local package it links (Xcode's
        // "add local package" by dragging its folder in): its sources are the apps' own.
        return parse(bytes, path: path).map { project in
            var project = project
            let dragged = project.referencedFolders.filter {
                walk.files.isRegularFile(RepositoryPaths.joined($0, "Package.swift"))
            }
            project.localPackages = (project.localPackages + dragged.filter { !project.localPackages.contains($0) })
                .sorted()
            return project
        }
    }

    /// The project at `path` whose `project.pbxproj` holds `bytes`; the error when they are not a property list
    /// Xcode reads.
    static func parse(_ bytes: [UInt8], path: String) -> Result<XcodeProject, ProjectReadError> {
        let file = path + "/project.pbxproj"
        let consequence = "the apps its targets build are not known"
        let data = Data(bytes)
        var format = PropertyListSerialization.PropertyListFormat.openStep
        guard
            // CoreFoundation prints a debug line of its own for a file it refuses: kept off the terminal.
            let plist = QuietStandardError.around({
                try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            }),
            let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any]
        else {
            return .failure(
                ProjectReadError(path: file, reason: "is not a property list Xcode reads: \(consequence)"))
        }
        let lines = LineIndex(bytes: bytes)
        let objectLines = lines.objectLines()
        let folder = RepositoryPaths.folder(of: path)
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func settings(_ listID: Any?) -> [[String: Any]] {
            guard let list = object(listID), let ids = list["buildConfigurations"] as? [Any] else { return [] }
            return ids.compactMap { object($0)?["buildSettings"] as? [String: Any] }
        }
        let projectSettings = settings(object(top["rootObject"])?["buildConfigurationList"])
        let files = FileLocations(objects: objects, folder: folder)
        /// Each configuration of the list `listID`: its name, settings (each with its line) and `.xcconfig`.
        func configurations(_ listID: Any?) -> [(name: String, settings: [String: BuildSetting], file: String?)] {
            guard let list = object(listID), let ids = list["buildConfigurations"] as? [Any] else { return [] }
            return ids.compactMap { id in
                guard let id = id as? String, let configuration = object(id) else { return nil }
                let objectLine = objectLines[id]
                var found: [String: BuildSetting] = [:]
                for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
                    let text =
                        value as? String ?? (value as? [Any])?.compactMap { $0 as? String }.joined(separator: " ")
                    guard let text else { continue }
                    let line = objectLine.flatMap { lines.memberLine(key, ofObjectAt: $0, depth: 4) }
                    found[key] = BuildSetting(value: text, place: line.map { "\(file):\($0)" } ?? file)
                }
                return (
                    configuration["name"] as? String ?? id, found,
                    files.path(of: configuration["baseConfigurationReference"] as? String)
                )
            }
        }
        let projectConfigurations = configurations(object(top["rootObject"])?["buildConfigurationList"])
        var project = XcodeProject(path: path)
        for (id, value) in objects.sorted(by: { $0.key < $1.key }) {
            guard let target = value as? [String: Any], target["isa"] as? String == "PBXNativeTarget" else { continue }
            let name = target["name"] as? String ?? id
            let own = settings(target["buildConfigurationList"])
            func setting(_ key: String) -> String? {
                for dictionary in own + projectSettings {
                    if let value = dictionary[key] as? String { return value }
                    if let values = dictionary[key] as? [Any] {
                        return values.compactMap { $0 as? String }.joined(separator: " ")
                    }
                }
                return nil
            }
            let productName = setting("PRODUCT_NAME").map { resolve($0, name: name, productName: name) } ?? name
            let infoPlist = setting("INFOPLIST_FILE").map { resolve($0, name: name, productName: productName) }
            project.targets.append(
                Target(
                    name: name, productType: target["productType"] as? String ?? "",
                    infoPlistFile: infoPlist.flatMap { $0.isEmpty ? nil : RepositoryPaths.joinResolving(folder, $0) },
                    generatesInfoPlist: setting("GENERATE_INFOPLIST_FILE") == "YES",
                    sdkRoot: setting("SDKROOT"),
                    supportedPlatforms: (setting("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").map(String.init),
                    line: objectLines[id].map { lines.memberLine("productType", ofObjectAt: $0) ?? $0 },
                    configurations: configurations(target["buildConfigurationList"]).map { own in
                        let project = projectConfigurations.first { $0.name == own.name }
                        return Configuration(
                            name: own.name, target: own.settings, targetFile: own.file,
                            project: project?.settings ?? [:], projectFile: project?.file)
                    }))
        }
        project.targets.sort { $0.name < $1.name }
        for (id, value) in objects {
            guard let reference = value as? [String: Any] else { continue }
            switch reference["isa"] as? String {
            case "XCLocalSwiftPackageReference":
                if let relative = reference["relativePath"] as? String {
                    project.localPackages.append(RepositoryPaths.joinResolving(folder, relative))
                }
            case "PBXFileReference" where reference["lastKnownFileType"] as? String == "wrapper":
                if let folder = files.path(of: id) { project.referencedFolders.append(folder) }
            default: continue
            }
        }
        project.referencedFolders.sort()
        project.localPackages.sort()
        project.buildsGradleFramework = ["embedAndSign", "syncFramework"].contains {
            ByteSearch.offset(of: Array($0.utf8), in: bytes, from: 0) != nil
        }
        return .success(project)
    }

    /// Where the project's file references point, below the root: a path relative to its group (each group's own
    /// path, if any, below its parent's) or to the project's folder; `nil` for one outside the checkout (absolute,
    /// in the SDK, a built product).
    struct FileLocations {
        let objects: [String: Any]
        let folder: String
        private var parents: [String: String] = [:]

        init(objects: [String: Any], folder: String) {
            self.objects = objects
            self.folder = folder
            for (id, value) in objects {
                guard let group = value as? [String: Any], let children = group["children"] as? [Any] else { continue }
                for child in children { if let child = child as? String { parents[child] = id } }
            }
        }

        /// The path of the file reference `id` below the root.
        func path(of id: String?) -> String? {
            guard let id, let relative = location(of: id, depth: 0) else { return nil }
            return relative.isEmpty ? nil : RepositoryPaths.joinResolving(folder, relative)
        }

        private func location(of id: String, depth: Int) -> String? {
            guard depth < 64, let item = objects[id] as? [String: Any] else { return nil }
            let own = item["path"] as? String
            switch item["sourceTree"] as? String {
            case "SOURCE_ROOT": return own ?? ""
            case "<group>":
                let base = parents[id].map { location(of: $0, depth: depth + 1) } ?? ""
                guard let base else { return nil }
                guard let own, !own.isEmpty else { return base }
                return base.isEmpty ? own : base + "/" + own
            default: return nil
            }
        }
    }

    /// `value` with the build settings storyshare knows resolved, and a leading `$(SRCROOT)/` dropped.
    static func resolve(_ value: String, name: String, productName: String) -> String {
        var value = value
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$SRCROOT/"]
        where value.hasPrefix(prefix) {
            value.removeFirst(prefix.count)
        }
        for (key, replacement) in [("TARGET_NAME", name), ("PRODUCT_NAME", productName)] {
            value = value.replacingOccurrences(of: "$(\(key))", with: replacement)
                .replacingOccurrences(of: "${\(key)}", with: replacement)
        }
        return value
    }

}

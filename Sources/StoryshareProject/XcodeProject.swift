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

        /// Whether it builds for macOS alone (`SDKROOT = macosx`, or only macOS among its supported platforms).
        var isMacOnly: Bool {
            sdkRoot == "macosx"
                || (!supportedPlatforms.isEmpty && supportedPlatforms.allSatisfy { $0.hasPrefix("macosx") })
        }

        /// What the target builds, told from its product type and platform.
        var kind: ProductKind {
            let type = productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
            let macOnly = isMacOnly
            if sdkRoot == "appletvos" || sdkRoot == "watchos" {
                return type.hasPrefix("application") ? .otherPlatformApp : .other
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

    /// The `.xcodeproj` folder, relative to the root.
    let path: String
    /// Its native targets, in the file's order of names.
    var targets: [Target] = []
    /// The folders of the local Swift packages it links (`XCLocalSwiftPackageReference`), relative to the root: their
    /// sources are the apps' own.
    var localPackages: [String] = []
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
        return parse(bytes, path: path)
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
        let folder = RepositoryPaths.parent(of: path)
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func settings(_ listID: Any?) -> [[String: Any]] {
            guard let list = object(listID), let ids = list["buildConfigurations"] as? [Any] else { return [] }
            return ids.compactMap { object($0)?["buildSettings"] as? [String: Any] }
        }
        let projectSettings = settings(object(top["rootObject"])?["buildConfigurationList"])
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
                    line: objectLines[id].map { lines.memberLine("productType", ofObjectAt: $0) ?? $0 }))
        }
        project.targets.sort { $0.name < $1.name }
        for (_, value) in objects {
            guard let reference = value as? [String: Any],
                reference["isa"] as? String == "XCLocalSwiftPackageReference",
                let relative = reference["relativePath"] as? String
            else { continue }
            project.localPackages.append(RepositoryPaths.joinResolving(folder, relative))
        }
        project.localPackages.sort()
        project.buildsGradleFramework = ["embedAndSign", "syncFramework"].contains {
            ByteSearch.offset(of: Array($0.utf8), in: bytes, from: 0) != nil
        }
        return .success(project)
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

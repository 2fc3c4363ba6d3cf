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
        /// The line of the target's object in the file.
        var line: Int?

        /// What the target builds, told from its product type and platform.
        var kind: ProductKind {
            let type = productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
            let macOnly =
                sdkRoot == "macosx"
                || (!supportedPlatforms.isEmpty && supportedPlatforms.allSatisfy { $0.hasPrefix("macosx") })
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

    /// Reads the project at `path` (relative to `walk`'s root); `nil`, with the reason, when it cannot be read.
    static func read(_ path: String, walk: ProjectWalk) -> Result<XcodeProject, ProjectReadError> {
        let file = walk.path(path + "/project.pbxproj")
        guard case .success(let bytes) = RegularFile.read(file, limit: 32 << 20) else {
            return .failure(ProjectReadError(path: path + "/project.pbxproj", reason: "cannot be read"))
        }
        let data = Data(bytes)
        var format = PropertyListSerialization.PropertyListFormat.openStep
        guard
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format),
            let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any]
        else {
            return .failure(
                ProjectReadError(path: path + "/project.pbxproj", reason: "not a property list Xcode reads"))
        }
        let objectLines = LineIndex(bytes: bytes).objectLines()
        let folder = parentFolder(of: path)
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
                    infoPlistFile: infoPlist.flatMap { $0.isEmpty ? nil : joinRelative(folder, $0) },
                    generatesInfoPlist: setting("GENERATE_INFOPLIST_FILE") == "YES",
                    sdkRoot: setting("SDKROOT"),
                    supportedPlatforms: (setting("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").map(String.init),
                    line: objectLines[id]))
        }
        project.targets.sort { $0.name < $1.name }
        return .success(project)
    }

    /// The folder holding the `.xcodeproj` at `path` ("" for the root).
    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
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

    /// `relative` below `folder`, with `./` and `..` folded.
    static func joinRelative(_ folder: String, _ relative: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}

/// A project file that could not be read, and why.
struct ProjectReadError: Error {
    var path: String
    var reason: String
}

/// Line numbers of a text, found by a byte search (`memchr`) and the offsets where lines start, counted once:
/// fast on a 6,000-line project file or a `package.json` of thousands of dependencies.
struct LineIndex {
    let bytes: [UInt8]
    /// The offset each line starts at, in order.
    private let starts: [Int]

    init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The line (from 1) of the first occurrence of `needle`, if any.
    func line(ofFirst needle: String) -> Int? {
        offset(of: needle, from: 0).map(line(at:))
    }

    /// The line (from 1) of the first `needle` after the first `key` (or anywhere, without one or when the
    /// key is not there).
    func line(ofFirst needle: String, after key: String?) -> Int? {
        guard let key, let start = offset(of: "\"\(key)\"", from: 0) ?? offset(of: key, from: 0),
            let found = offset(of: needle, from: start)
        else { return line(ofFirst: needle) }
        return line(at: found)
    }

    /// The offset of the first `needle` at or after `start`.
    func offset(of needle: String, from start: Int) -> Int? {
        ByteSearch.offset(of: Array(needle.utf8), in: bytes, from: start)
    }

    /// The line (from 1) where each double-quoted string of the text first appears, in one pass.
    func quotedStrings() -> [String: Int] {
        var found: [String: Int] = [:]
        var line = 1
        var start: Int?
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A {
                line += 1
                start = nil
            } else if byte == UInt8(ascii: "\"") {
                if let begun = start {
                    let text = String(decoding: bytes[(begun + 1)..<offset], as: UTF8.self)
                    if found[text] == nil { found[text] = line }
                    start = nil
                } else {
                    start = offset
                }
            }
        }
        return found
    }

    /// The line (from 1) of each line's first word when the line begins with two tabs (a `project.pbxproj`
    /// object: `\t\tID /* name */ = {`), in one pass.
    func objectLines() -> [String: Int] {
        var found: [String: Int] = [:]
        for (index, start) in starts.enumerated() {
            guard start + 2 < bytes.count, bytes[start] == 0x09, bytes[start + 1] == 0x09 else { continue }
            var end = start + 2
            while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x0A, bytes[end] != 0x09 { end += 1 }
            let word = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            if found[word] == nil { found[word] = index + 1 }
        }
        return found
    }

    /// The line holding the byte at `offset`: a binary search of the line starts.
    func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }
}

/// Searching bytes for bytes.
enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`.
    static func offset(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= haystack.count else { return nil }
        return haystack.withUnsafeBufferPointer { hay in
            guard let base = hay.baseAddress else { return nil }
            let first = Int32(needle[0])
            var position = start
            let last = hay.count - needle.count
            // memchr finds each candidate first byte; the rest is compared in place.
            while position <= last {
                guard let found = memchr(base + position, first, last - position + 1) else { return nil }
                let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                var matches = true
                for index in 1..<needle.count where hay[offset + index] != needle[index] {
                    matches = false
                    break
                }
                if matches { return offset }
                position = offset + 1
            }
            return nil
        }
    }

    /// Whether `haystack` holds any of `needles`.
    static func containsAny(_ needles: [[UInt8]], in haystack: [UInt8]) -> Bool {
        needles.contains { offset(of: $0, in: haystack, from: 0) != nil }
    }
}

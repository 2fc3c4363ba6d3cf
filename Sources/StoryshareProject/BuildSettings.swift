import Foundation

/// Where an Xcode target's build settings come from, one build configuration (Debug, Release, …) at a time, as
/// Xcode resolves them: the target's own settings in `project.pbxproj`, then the `.xcconfig` file the target's
/// configuration is based on, then the project's settings, then the project's `.xcconfig` — the first that sets a
/// name gives its value.
public struct BuildConfiguration: Sendable, Equatable {
    /// The configuration's name (`Debug`).
    public var name: String
    /// The levels, strongest first.
    public var levels: [BuildSettingsLevel]

    /// A configuration named `name` whose settings come from `levels`, strongest first.
    public init(name: String, levels: [BuildSettingsLevel]) {
        self.name = name
        self.levels = levels
    }

    /// The value `name` has in this configuration and where it is set; `nil` when no level sets it.
    public func setting(_ name: String) -> BuildSetting? {
        for level in levels {
            if let found = level.settings[name] { return found }
        }
        return nil
    }
}

/// The settings one level sets (a target's or a project's in `project.pbxproj`, or an `.xcconfig` with the files
/// it includes), by name.
public struct BuildSettingsLevel: Sendable, Equatable {
    /// Each setting this level sets, by name.
    public var settings: [String: BuildSetting]

    /// A level setting `settings`.
    public init(settings: [String: BuildSetting]) {
        self.settings = settings
    }
}

/// One build setting's value, and where it is set (`path:line` below the root).
public struct BuildSetting: Sendable, Equatable {
    /// The value as written (`$(OTHER)` is not followed).
    public var value: String
    /// Where it is set: `path:line` below the root (several joined with "and" where all say the same).
    public var place: String
    /// An `#include` after it that is not in the checkout (`#include? "Secrets.xcconfig"`, a file each developer
    /// keeps): what it sets would win, so the value is not known. Or, for a value a generator's file computes (a
    /// Tuist `bundleId:` the reader cannot follow), its expression and why it is not known.
    public var overriddenBy: String?

    /// A setting of `value` at `place`.
    public init(value: String, place: String, overriddenBy: String? = nil) {
        self.value = value
        self.place = place
        self.overriddenBy = overriddenBy
    }
}

/// Reads `.xcconfig` files as Xcode does: `NAME = value` lines (a later one wins), `//` comments, conditions
/// (`NAME[config=Debug]`, taken as setting `NAME`), and `#include "file"` / `#include? "file"` read in place,
/// relative to the including file (one not in the checkout leaves what is set before it undecided).
enum XcconfigFile {
    /// The largest `.xcconfig` read, and how deep includes are followed.
    static let limit = 64 << 10
    static let includeDepth = 8

    /// What the `.xcconfig` at `path` (below the root) sets, with what it includes, through `files`; a file that
    /// cannot be read sets nothing.
    static func settings(_ path: String, files: RepositorySnapshot) -> [String: BuildSetting] {
        var settings: [String: BuildSetting] = [:]
        read(path, files: files, depth: 0, into: &settings)
        return settings
    }

    private static func read(
        _ path: String, files: RepositorySnapshot, depth: Int, into settings: inout [String: BuildSetting]
    ) {
        guard depth <= includeDepth, case .success(let bytes) = files.bytes(path, limit: limit) else { return }
        for (index, line) in String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#include") {
                let rest = trimmed.dropFirst("#include".count).drop { $0 == "?" || $0 == " " || $0 == "\t" }
                guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { continue }
                let named = String(rest[rest.index(after: rest.startIndex)..<close])
                guard !named.isEmpty, !named.hasPrefix("/") else { continue }
                let included = RepositoryPaths.joinResolving(RepositoryPaths.folder(of: path), named)
                guard files.isRegularFile(included) else {
                    // Read in place, it could set anything set so far.
                    for name in settings.keys where settings[name]?.overriddenBy == nil {
                        settings[name]?.overriddenBy = "\(path):\(index + 1)"
                    }
                    continue
                }
                read(included, files: files, depth: depth + 1, into: &settings)
                continue
            }
            guard let (name, value) = assignment(line) else { continue }
            settings[name] = BuildSetting(value: value, place: "\(path):\(index + 1)")
        }
    }

    /// The name and value a line sets, if it is an assignment: `NAME`, its conditions (`[config=Debug]`, each
    /// skipped), `=`, the value (a `//` comment and a trailing `;` dropped).
    static func assignment(_ line: Substring) -> (String, String)? {
        let text = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
        let word = text.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var rest = text[word.endIndex...].drop { $0 == " " || $0 == "\t" }
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        }
        guard !word.isEmpty, rest.first == "=" else { return nil }
        var value = rest.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
        if value.hasSuffix(";") { value.removeLast() }
        return (String(word), value)
    }
}

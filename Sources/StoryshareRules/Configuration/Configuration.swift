import StoryshareMedia
import StoryshareSystem
import Yams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `.storyshare.yml` file: target, per-rule severities, limits, role globs and excludes.
///
/// ```yaml
/// target: instagram
/// rules:
///   sticker-opaque: off
///   image-cmyk: error
/// limits:
///   max-video-seconds: 15
/// sticker: ["**/stickers/**"]
/// background: ["**/backgrounds/**"]
/// exclude: ["**/fixtures/**"]
/// ```
///
/// Unknown keys, unknown rule ids and bad values are errors that name them: a typo must not pass
/// silently.
public struct Configuration: Sendable, Equatable {
    /// The file name looked for in the working directory and its parents.
    public static let fileName = ".storyshare.yml"

    public var target: ShareTarget?
    public var limits = Limits()
    public var severities: [String: ConfiguredSeverity] = [:]
    /// Files matching these are stickers under `--role auto`.
    public var stickerGlobs: [Glob] = []
    /// Files matching these are backgrounds under `--role auto` (the default for images anyway).
    public var backgroundGlobs: [Glob] = []
    /// Files matching these are not validated.
    public var excludeGlobs: [Glob] = []
    /// The directory globs are relative to (the file's directory).
    public var directory: String = "."
    /// The file this was read from, if any.
    public var file: String?

    public init() {}

    /// Rule settings for this configuration, with `target` (from the command line) winning over the file's.
    public func ruleSettings(target override: ShareTarget? = nil) -> RuleSettings {
        RuleSettings(target: override ?? target ?? .facebook, limits: limits, severities: severities)
    }

    /// The role a glob assigns to `path` (relative to the working directory), if any. Sticker globs win.
    public func role(for path: String, workingDirectory: String) -> AssetRole? {
        let relative = relativePath(path, workingDirectory: workingDirectory)
        if stickerGlobs.contains(where: { $0.matches(relative) }) { return .sticker }
        if backgroundGlobs.contains(where: { $0.matches(relative) }) { return .background }
        return nil
    }

    /// Whether `path` matches an `exclude` glob.
    public func isExcluded(_ path: String, workingDirectory: String) -> Bool {
        let relative = relativePath(path, workingDirectory: workingDirectory)
        return excludeGlobs.contains { $0.matches(relative) }
    }

    /// `path` relative to the configuration's directory when it lies inside it, else as given.
    func relativePath(_ path: String, workingDirectory: String) -> String {
        let absolute = Paths.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        let base = Paths.normalize(directory.hasPrefix("/") ? directory : workingDirectory + "/" + directory)
        if base == "/" { return String(absolute.dropFirst()) }
        if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
        return path
    }
}

/// Why a configuration file was refused.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, with `:line:column` when known.
    public let location: String
    public let message: String

    public var description: String { "\(location): \(message)" }
}

extension Configuration {
    /// The configuration file that applies in `directory`: there or in the nearest parent, stopping at
    /// the repository root (the directory holding `.git`).
    public static func discover(from directory: String) -> String? {
        var current = Paths.normalize(directory)
        while true {
            let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
            if Paths.isFile(candidate) { return candidate }
            if Paths.exists(current + "/.git") || current == "/" { return nil }
            current = Paths.parent(current)
        }
    }

    /// Reads and checks the file at `path`.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let text: String
        do {
            text = try Paths.readText(path, limit: 1_000_000)
        } catch {
            throw ConfigurationError(location: path, message: "cannot read the configuration file: \(error)")
        }
        var configuration = try parse(yaml: text, file: path)
        configuration.directory = Paths.parent(Paths.normalize(path.hasPrefix("/") ? path : Paths.cwd() + "/" + path))
        configuration.file = path
        return configuration
    }

    static var limitKeys: [String: WritableKeyPath<Limits, Int>] {
        [
            "min-image-side": \.minImageSide, "max-image-bytes": \.maxImageBytes, "max-pixels": \.maxPixels,
            "max-background-width": \.maxBackgroundWidth, "max-background-height": \.maxBackgroundHeight,
            "instagram-min-background-width": \.instagramMinBackgroundWidth,
            "instagram-min-background-height": \.instagramMinBackgroundHeight,
            "max-sticker-width": \.maxStickerWidth, "max-sticker-height": \.maxStickerHeight,
            "max-video-bytes": \.maxVideoBytes, "max-video-short-side": \.maxVideoShortSide,
            "max-video-long-side": \.maxVideoLongSide,
        ]
    }
    static var decimalLimitKeys: [String: WritableKeyPath<Limits, Double>] {
        [
            "ratio-tolerance": \.ratioTolerance, "max-video-seconds": \.maxVideoSeconds,
            "instagram-max-video-seconds": \.instagramMaxVideoSeconds,
        ]
    }
    static let topLevelKeys = ["target", "rules", "limits", "sticker", "background", "exclude"]

    /// Parses YAML text; `file` names it in errors.
    public static func parse(yaml: String, file: String = fileName) throws(ConfigurationError) -> Configuration {
        func fail(_ node: Node?, _ message: String) -> ConfigurationError {
            let location = node?.mark.map { "\(file):\($0.line):\($0.column)" } ?? file
            return ConfigurationError(location: location, message: message)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ConfigurationError(location: file, message: "not valid YAML: \(error)")
        }
        var configuration = Configuration()
        guard let root else { return configuration }  // an empty file is a valid, empty configuration
        guard case .mapping(let mapping) = root else { throw fail(root, "expected a mapping of settings at the top") }

        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw fail(keyNode, "keys must be strings") }
            switch key {
            case "target":
                guard let text = value.scalarText, let target = ShareTarget(rawValue: text) else {
                    throw fail(value, "target must be facebook or instagram, not \(value.describe)")
                }
                configuration.target = target
            case "rules":
                guard case .mapping(let rules) = value else {
                    throw fail(value, "rules must map rule ids to severities")
                }
                for (idNode, severityNode) in rules {
                    guard let id = idNode.string, RuleRegistry.description(id: id) != nil else {
                        throw fail(
                            idNode,
                            "unknown rule \(idNode.describe) under rules (see `storyshare rules`)"
                                + suggestion(idNode.string, RuleRegistry.descriptions.map(\.id)))
                    }
                    // The scalar's text, not its YAML 1.1 meaning (a bare `off` would read as false).
                    guard let severity = ConfiguredSeverity(severityNode.scalarText ?? "") else {
                        throw fail(
                            severityNode,
                            "severity of \(id) must be off, info, warning or error, not "
                                + severityNode.describe)
                    }
                    configuration.severities[id] = severity
                }
            case "limits":
                guard case .mapping(let limits) = value else { throw fail(value, "limits must be a mapping") }
                for (nameNode, limitNode) in limits {
                    let name = nameNode.string ?? ""
                    if let path = limitKeys[name] {
                        guard let number = limitNode.int, number > 0 else {
                            throw fail(
                                limitNode, "limit \(name) must be a positive whole number, not \(limitNode.describe)")
                        }
                        configuration.limits[keyPath: path] = number
                    } else if let path = decimalLimitKeys[name] {
                        guard let number = limitNode.float, number.isFinite, number >= 0 else {
                            throw fail(
                                limitNode, "limit \(name) must be a non-negative number, not \(limitNode.describe)")
                        }
                        configuration.limits[keyPath: path] = number
                    } else {
                        let known = (Array(limitKeys.keys) + Array(decimalLimitKeys.keys)).sorted()
                        throw fail(
                            nameNode,
                            "unknown limit \(nameNode.describe)" + suggestion(name, known)
                                + "; known limits: " + known.joined(separator: ", "))
                    }
                }
            case "sticker", "background", "exclude":
                let globs = try globList(value, key: key, fail: fail)
                switch key {
                case "sticker": configuration.stickerGlobs = globs
                case "background": configuration.backgroundGlobs = globs
                default: configuration.excludeGlobs = globs
                }
            default:
                throw fail(
                    keyNode,
                    "unknown key \(keyNode.describe)" + suggestion(key, topLevelKeys)
                        + "; known keys: " + topLevelKeys.joined(separator: ", "))
            }
        }
        return configuration
    }

    private static func globList(_ node: Node, key: String, fail: (Node?, String) -> ConfigurationError)
        throws(ConfigurationError) -> [Glob]
    {
        if let single = node.scalarText, !single.isEmpty { return [Glob(single)] }
        guard case .sequence(let items) = node else { throw fail(node, "\(key) must be a list of globs") }
        var globs: [Glob] = []
        for item in items {
            guard let text = item.scalarText, !text.isEmpty else {
                throw fail(item, "\(key) entries must be glob strings, not \(item.describe)")
            }
            globs.append(Glob(text))
        }
        return globs
    }

    /// ` (did you mean "x"?)` when a known word is one or two edits away.
    static func suggestion(_ word: String?, _ known: [String]) -> String {
        guard let word else { return "" }
        let best = known.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (match, distance) = best, distance <= 2 else { return "" }
        return " (did you mean \"\(match)\"?)"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : min(previous, row[j], row[j - 1]) + 1
                previous = current
            }
        }
        return row[b.count]
    }
}

extension Node {
    /// The scalar's text (not for mappings, sequences or aliases).
    var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// How a value is quoted in messages.
    var describe: String {
        switch self {
        case .scalar(let scalar): "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

/// Small file-system helpers (POSIX), so the rules module needs no Foundation.
enum Paths {
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func cwd() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The file's text; refuses files over `limit` bytes.
    static func readText(_ path: String, limit: Int) throws -> String {
        guard let handle = fopen(path, "rb") else { throw ReadError(description: systemErrorText()) }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, handle)
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > limit { throw ReadError(description: "larger than \(limit) bytes") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import StoryshareKit
import StoryshareMedia
import StoryshareProject
import StoryshareRules
import StoryshareSystem
import Yams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `.storyshare.yml` file: target, per-rule severities, limits, role globs, the scope (includes and
/// excludes), and the app's Facebook App ID (which `doctor` checks the app's files for).
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
/// include: ["App/Share/**"]
/// exclude: ["**/fixtures/**"]
/// app-id: "1234567890"
/// ```
///
/// Unknown keys, unknown rule ids and bad values are errors that name them: a typo must not pass
/// silently.
public struct Configuration: Sendable, Equatable {
    /// The file name looked for in the working directory and its parents.
    public static let fileName = ".storyshare.yml"

    /// The target the file names (`target:`), if any; `--target` wins over it.
    public var target: ShareTarget?
    /// The rules' limits, the file's `limits:` over the platform's.
    public var limits = Limits()
    /// The severities the file's `rules:` sets, by rule id (`off` turns a rule off).
    public var severities: [String: ConfiguredSeverity] = [:]
    /// Files matching these are stickers under the automatic role; when any is given, ``RoleConvention``
    /// no longer applies.
    public var stickerGlobs: [Glob] = [] { didSet { compileGlobs() } }
    /// Files matching these are backgrounds under the automatic role (the default for images anyway).
    public var backgroundGlobs: [Glob] = [] { didSet { compileGlobs() } }
    /// When any is given, only files matching one of these are validated.
    public var includeGlobs: [Glob] = [] { didSet { compileGlobs() } }
    /// Files matching these are not validated, even when an `include` glob matches them.
    public var excludeGlobs: [Glob] = [] { didSet { compileGlobs() } }
    /// The lists above compiled into matchers, once: a file's role is one pass over the role globs, its
    /// scope one pass over the scope globs.
    private var roleGlobs = GlobMatcher([])
    private var scopeGlobs = GlobMatcher([])
    /// The app's Facebook App ID (5–20 digits), which its Info.plist and AndroidManifest.xml must carry.
    public var appID: String?
    /// The directory globs are relative to (the file's directory).
    public var directory: String = "."
    /// The file this was read from, if any.
    public var file: String?

    /// The configuration without a file: every default.
    public init() {}

    private mutating func compileGlobs() {
        roleGlobs = GlobMatcher([stickerGlobs, backgroundGlobs])
        scopeGlobs = GlobMatcher([includeGlobs, excludeGlobs])
    }

    /// Whether the `sticker` and the `background` lists match `path`, in one pass.
    private func roleGroups(_ path: String, workingDirectory: String) -> (sticker: Bool, background: Bool) {
        let matched = roleGlobs.groups(matching: relativePath(path, workingDirectory: workingDirectory))
        return (matched[0], matched[1])
    }

    /// Whether the `include` and the `exclude` lists match `path`, in one pass.
    private func scopeGroups(_ path: String, workingDirectory: String) -> (include: Bool, exclude: Bool) {
        let matched = scopeGlobs.groups(matching: relativePath(path, workingDirectory: workingDirectory))
        return (matched[0], matched[1])
    }

    /// Rule settings for this configuration, with `target` (from the command line) winning over the file's.
    public func ruleSettings(target override: ShareTarget? = nil) -> RuleSettings {
        RuleSettings(target: override ?? target ?? .facebook, limits: limits, severities: severities)
    }

    /// The role a glob assigns to `path` (relative to the working directory), if any. Sticker globs win.
    public func role(for path: String, workingDirectory: String) -> AssetRole? {
        guard !stickerGlobs.isEmpty || !backgroundGlobs.isEmpty else { return nil }
        let matched = roleGroups(path, workingDirectory: workingDirectory)
        if matched.sticker { return .sticker }
        if matched.background { return .background }
        return nil
    }

    /// The role of a file under the automatic role: videos are backgrounds; an image is what the `sticker`
    /// and `background` globs say (sticker globs win); an image no glob names is a sticker or a background by
    /// ``RoleConvention`` when no `sticker` glob is given, else a background.
    public func role(for path: String, kind: MediaKind, workingDirectory: String) -> AssetRole {
        if kind == .video { return .background }
        if let role = role(for: path, workingDirectory: workingDirectory) { return role }
        guard stickerGlobs.isEmpty else { return .background }
        return RoleConvention.role(forPath: relativePath(path, workingDirectory: workingDirectory))
    }

    /// Whether `path` matches an `exclude` glob.
    public func isExcluded(_ path: String, workingDirectory: String) -> Bool {
        !excludeGlobs.isEmpty && scopeGroups(path, workingDirectory: workingDirectory).exclude
    }

    /// Whether `path` matches an `include` glob, or no `include` glob is given.
    public func isIncluded(_ path: String, workingDirectory: String) -> Bool {
        includeGlobs.isEmpty || scopeGroups(path, workingDirectory: workingDirectory).include
    }

    /// Whether `path` is to be validated: included and not excluded.
    public func isInScope(_ path: String, workingDirectory: String) -> Bool {
        guard !includeGlobs.isEmpty || !excludeGlobs.isEmpty else { return true }
        let matched = scopeGroups(path, workingDirectory: workingDirectory)
        return (includeGlobs.isEmpty || matched.include) && !matched.exclude
    }

    /// `path` relative to the configuration's directory when it lies inside it, else as given.
    func relativePath(_ path: String, workingDirectory: String) -> String {
        let absolute = FilePaths.normalize(path, from: workingDirectory)
        let base = FilePaths.normalize(directory, from: workingDirectory)
        if base == "/" { return String(absolute.dropFirst()) }
        if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
        return path
    }
}

extension Configuration {
    /// The configuration file that applies in `directory`: there or in the nearest parent. The search
    /// stops at the repository root (a directory holding `.git`), at `home`, and where the parent lies
    /// on another file system; it never climbs into shared directories such as `/tmp` outside a
    /// repository. A file owned by another user than `user` (or root) is ignored (and listed in `ignored`): in a
    /// shared parent it could have been planted to change the verdict. Anything else by that name is the
    /// file found, whatever it is: ``load(path:)`` refuses a directory, a FIFO or a dangling link, naming it,
    /// where passing it over would silently drop the configuration the folder meant to apply. Nothing is
    /// opened here, so a FIFO cannot block.
    public static func discover(
        from directory: String, home: String? = nil, user: UInt32 = UInt32(geteuid())
    ) -> ConfigurationDiscovery {
        var found = ConfigurationDiscovery()
        var current = FilePaths.normalize(directory)
        let home = home.map { FilePaths.normalize($0) }
        var device: UInt64? = nil
        while true {
            guard case .success(let here) = FileStatus.of(current) else { return found }
            if let device, here.identity.device != device { return found }  // another file system
            device = here.identity.device
            let candidate = FilePaths.join(current, fileName)
            // Whatever is there applies, a regular file or not: a directory, a FIFO or a dangling link by
            // that name is refused when it is read (naming what it is), never passed over for the defaults.
            // The owner is the link's target's, or the link's own when it dangles.
            if case .success(let status) = FileStatus.of(candidate)
                .flatMapError({ _ in FileStatus.of(candidate, followingLinks: false) })
            {
                if status.owner == user || status.owner == 0 {
                    found.file = candidate
                    return found
                }
                found.ignored.append("\(candidate) (owned by user \(status.owner), not by you)")
            }
            if case .success = FileStatus.of(FilePaths.join(current, ".git"), followingLinks: false) { return found }
            if current == home || current == "/" { return found }
            current = FilePaths.parent(current)
        }
    }

    /// Reads and checks the file at `path`. A path that is not a readable regular file of at most 1 MB
    /// is refused: `--config` naming a directory or a FIFO is a mistake, not an empty configuration.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        switch RegularFile.read(path, limit: 1_000_000) {
        case .success(let value): bytes = value
        case .failure(let problem):
            throw ConfigurationError(
                location: DisplayText.path(path), message: "cannot read the configuration file: \(problem)")
        }
        // Decoding replaces bytes that are not UTF-8, so the text differs from the bytes exactly then.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw ConfigurationError(location: DisplayText.path(path), message: "the file is not UTF-8 text")
        }
        var configuration = try parse(yaml: text, file: DisplayText.path(path))
        configuration.directory = FilePaths.parent(FilePaths.normalize(path))
        configuration.file = path
        return configuration
    }

    static let topLevelKeys = ["target", "rules", "limits", "sticker", "background", "include", "exclude", "app-id"]

    /// Parses YAML text; `file` names it in errors.
    public static func parse(yaml: String, file: String = fileName) throws(ConfigurationError) -> Configuration {
        func fail(_ node: Node?, _ message: String) -> ConfigurationError {
            let location = node?.mark.map { "\(file):\($0.line):\($0.column)" } ?? file
            return ConfigurationError(location: location, message: message)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw ConfigurationError(location: file, message: "not valid YAML: \(error)")
        }
        var configuration = Configuration()
        var globBudget = (globs: maximumGlobs, characters: maximumGlobCharacters)
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
                    guard let limit = LimitKey.byName[name] else {
                        let known = LimitKey.all.map(\.name).sorted()
                        throw fail(
                            nameNode,
                            "unknown limit \(nameNode.describe)" + suggestion(name, known)
                                + "; known limits: " + known.joined(separator: ", "))
                    }
                    guard limit.apply((limitNode.int, limitNode.float), to: &configuration.limits) else {
                        throw fail(limitNode, "limit \(name) is \(limitNode.describe); it must be \(limit.allowed)")
                    }
                }
            case "app-id":
                guard let text = value.scalarText, FacebookAppID.isValid(text) else {
                    throw fail(
                        value, "app-id must be the app's Facebook App ID, 5–20 digits, not \(value.describe)")
                }
                configuration.appID = text
            case "sticker", "background", "include", "exclude":
                let globs = try globList(value, key: key, budget: &globBudget, fail: fail)
                switch key {
                case "sticker": configuration.stickerGlobs = globs
                case "background": configuration.backgroundGlobs = globs
                case "include": configuration.includeGlobs = globs
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

    /// The most globs the four glob keys (`sticker`, `background`, `include`, `exclude`) may list in all.
    public static let maximumGlobs = 1000
    /// The most characters the globs of the four keys may hold in all. Every file is matched against all the
    /// globs (in one pass per use, by ``GlobMatcher``, whose work per character of a path grows with their
    /// characters), so this bounds what the configuration adds to each file's cost.
    public static let maximumGlobCharacters = 32_768

    private static func globList(
        _ node: Node, key: String, budget: inout (globs: Int, characters: Int),
        fail: (Node?, String) -> ConfigurationError
    ) throws(ConfigurationError) -> [Glob] {
        let items: [Node]
        if let single = node.scalarText, !single.isEmpty {
            items = [node]
        } else if case .sequence(let sequence) = node {
            items = Array(sequence)
        } else {
            throw fail(node, "\(key) must be a list of globs")
        }
        var globs: [Glob] = []
        for item in items {
            guard let text = item.scalarText, !text.isEmpty else {
                throw fail(item, "\(key) entries must be glob strings, not \(item.describe)")
            }
            let length = text.unicodeScalars.count
            guard length <= Glob.maximumLength else {
                throw fail(
                    item, "a glob under \(key) is \(length) characters long; at most \(Glob.maximumLength) are allowed")
            }
            budget.globs -= 1
            guard budget.globs >= 0 else {
                throw fail(
                    item,
                    "more than \(NumberText.grouped(maximumGlobs)) globs under sticker, background, include and "
                        + "exclude together (this one under \(key)); at most \(NumberText.grouped(maximumGlobs)) "
                        + "are allowed")
            }
            budget.characters -= length
            guard budget.characters >= 0 else {
                throw fail(
                    item,
                    "the globs under sticker, background, include and exclude hold more than "
                        + "\(NumberText.grouped(maximumGlobCharacters)) characters together (passed at this one "
                        + "under \(key)); at most \(NumberText.grouped(maximumGlobCharacters)) are allowed")
            }
            globs.append(Glob(text))
        }
        return globs
    }

    /// ` (did you mean "x"?)` when a known word is one or two edits away.
    public static func suggestion(_ word: String?, _ known: [String]) -> String {
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

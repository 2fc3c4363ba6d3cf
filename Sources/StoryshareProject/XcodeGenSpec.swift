import StoryshareSystem
import Yams

/// An XcodeGen spec (`project.yml`, and the files its `include` names), read as XcodeGen reads it into an Xcode
/// project: each target's name, type (`application`, `app-extension`, …) and platform, the Info.plist file it uses
/// (`info.path`, or the `INFOPLIST_FILE` setting), and the keys XcodeGen writes into the Info.plist it generates
/// (`info.properties`), with their lines. Used where no `.xcodeproj` is committed beside the spec.
struct XcodeGenSpec {
    typealias Target = GeneratedTarget

    /// The spec file, relative to the root.
    let path: String
    var targets: [Target] = []
    /// The folders of the local Swift packages it links (`packages: {X: {path: …}}`), relative to the root.
    var localPackages: [String] = []
    /// Targets whose type the spec does not say where the reader looks (its own keys and its templates').
    var untyped: [String] = []

    /// The largest spec file read (a real one is a few KB).
    static let limit = 1 << 20
    /// The most files one spec includes, nested or not.
    static let includeLimit = 64

    /// The spec at `path` (relative to `walk`'s root) with the files it includes; the error when it cannot be read
    /// or is not YAML.
    static func read(_ path: String, walk: ProjectWalk) -> Result<XcodeGenSpec, ProjectReadError> {
        var spec = XcodeGenSpec(path: path)
        var pending = [path]
        var seen: Set<String> = [path]
        let folder = RepositoryPaths.folder(of: path)
        var templates: [String: Node.Mapping] = [:]
        var bodies: [(String, Node.Mapping, Int?, String)] = []
        while let file = pending.popLast() {
            let consequence = "the apps of its targets are not known"
            let bytes: [UInt8]
            switch ProjectReadError.bytes(of: file, walk: walk, limit: limit, consequence: consequence) {
            case .failure(let error):
                if file == path { return .failure(error) }
                continue
            case .success(let read): bytes = read
            }
            let root: Node?
            do {
                root = try Yams.compose(yaml: String(decoding: bytes, as: UTF8.self))
            } catch {
                return .failure(ProjectReadError(path: file, reason: "is not YAML XcodeGen reads: \(consequence)"))
            }
            guard case .mapping(let top)? = root else { continue }
            // Included files' paths are the including file's folder's.
            let base = RepositoryPaths.folder(of: file)
            for include in top["include"]?.sequence ?? [] {
                let named = include.string ?? include.mapping?["path"]?.string
                guard let named, seen.count < includeLimit else { continue }
                let joined = RepositoryPaths.joinResolving(base, named)
                if seen.insert(joined).inserted { pending.append(joined) }
            }
            for (_, package) in top["packages"]?.mapping ?? [:] {
                if let relative = package.mapping?["path"]?.string {
                    spec.localPackages.append(RepositoryPaths.joinResolving(base, relative))
                }
            }
            for (key, value) in top["targetTemplates"]?.mapping ?? [:] {
                if let name = key.string, case .mapping(let body) = value { templates[name] = body }
            }
            for (key, value) in top["targets"]?.mapping ?? [:] {
                guard let name = key.string, case .mapping(let body) = value else { continue }
                bodies.append((name, body, key.mark?.line, file))
            }
        }
        for (name, body, line, file) in bodies {
            // A target's own keys over those of the templates it names (`templates: [ApplicationTemplate]`).
            var merged = body
            var sources = Self.sources(of: body, base: RepositoryPaths.folder(of: file))
            for template in (body["templates"]?.sequence ?? []).compactMap(\.string) {
                for (key, value) in templates[template] ?? [:] where merged[key] == nil { merged[key] = value }
                // A template's sources and dependencies add to the target's, as XcodeGen appends lists.
                sources += Self.sources(of: templates[template] ?? [:], base: folder)
                let own = merged["dependencies"]?.sequence ?? []
                if let more = templates[template]?["dependencies"]?.sequence, body["dependencies"] != nil {
                    merged["dependencies"] = .sequence(Node.Sequence(own + more))
                }
            }
            guard merged["type"]?.string != nil else {
                spec.untyped.append(name)
                continue
            }
            var target = target(name, merged, line: line, file: file, folder: folder, walk: walk)
            target.sources = sources
            target.dependencies = (merged["dependencies"]?.sequence ?? []).compactMap { $0.mapping?["target"]?.string }
            spec.targets.append(target)
        }
        spec.targets.sort { $0.name < $1.name }
        return .success(spec)
    }

    /// The folders and files of a target's `sources` (a path, a list of paths, or of `path:` entries), relative to
    /// the root; `base` is the folder of the file that names them.
    static func sources(of body: Node.Mapping, base: String) -> [String] {
        guard let node = body["sources"] else { return [] }
        let entries =
            node.string.map { [$0] } ?? (node.sequence ?? []).compactMap { $0.string ?? $0.mapping?["path"]?.string }
        return entries.map { RepositoryPaths.joinResolving(base, $0) }
    }

    /// A target of the spec.
    static func target(
        _ name: String, _ body: Node.Mapping, line: Int?, file: String, folder: String, walk: ProjectWalk
    ) -> Target {
        let type = body["type"]?.string ?? ""
        // `platform: iOS`, or a list of them (`[iOS, macOS]`), or `supportedDestinations`.
        let platforms =
            (body["platform"]?.string.map { [$0] } ?? body["platform"]?.sequence?.compactMap(\.string) ?? [])
            + (body["supportedDestinations"]?.sequence?.compactMap(\.string) ?? [])
        let sdk: String? =
            platforms.contains("iOS") || platforms.isEmpty
            ? "iphoneos"
            : platforms.contains("macOS") ? "macosx" : platforms.contains("tvOS") ? "appletvos" : "watchos"
        let info = body["info"]?.mapping
        let settings = body["settings"]?.mapping
        let setting =
            settings?["base"]?.mapping?["INFOPLIST_FILE"]?.string ?? settings?["INFOPLIST_FILE"]?.string
        let named = info?["path"]?.string ?? setting
        let plist = named.map { RepositoryPaths.joinResolving(folder, $0) }
        var xcode = XcodeProject.Target(
            name: name, productType: "com.apple.product-type." + type, infoPlistFile: plist,
            generatesInfoPlist: false, sdkRoot: sdk, supportedPlatforms: [], line: line)
        var generated: GeneratedInfoPlist?
        if let properties = info?["properties"]?.mapping,
            plist.map({ ProjectScanner.existing($0, walk: walk) == nil }) ?? true
        {
            generated = GeneratedInfoPlist(path: file, line: info?["properties"]?.mark?.line ?? line)
            if let schemes = properties["LSApplicationQueriesSchemes"] {
                generated?.setsSchemes = true
                generated?.schemes = (schemes.sequence ?? []).compactMap { node in
                    node.string.map { Evidence(path: file, line: node.mark?.line, text: $0) }
                }
            }
            if let id = properties["FacebookAppID"], let text = id.string {
                generated?.facebookAppID = Evidence(path: file, line: id.mark?.line, text: text)
            }
            xcode.infoPlistFile = nil
        }
        return Target(
            name: name, target: xcode, evidence: Evidence(path: file, line: line, text: "type: \(type)"),
            generated: generated)
    }
}

/// A target of a project a tool generates (an XcodeGen spec's, a Tuist manifest's), as read from its own file.
struct GeneratedTarget {
    var name: String
    /// As Xcode's project says it (`com.apple.product-type.application`), so its kind is told the same way.
    var target: XcodeProject.Target
    /// The file that defines it and the line of its name.
    var evidence: Evidence
    /// The folders (and files) it compiles, relative to the root, where the generator's file lists them (XcodeGen's
    /// `sources`, its templates' too); empty when it does not.
    var sources: [String] = []
    /// The targets of the same file it depends on, by name.
    var dependencies: [String] = []
    /// The Info.plist the tool writes from keys in that file (`info.properties`, `.extendingDefault(with:)`), when
    /// no such file is in the repository.
    var generated: GeneratedInfoPlist?
}

/// The Info.plist a generator writes from keys in its own file (XcodeGen's `info.properties`): what the rules
/// judge, at the lines of that file.
public struct GeneratedInfoPlist: Sendable, Equatable {
    /// The file that holds the keys, relative to the root.
    public var path: String
    /// Where the keys are.
    public var line: Int?
    /// Whether `LSApplicationQueriesSchemes` is set.
    public var setsSchemes = false
    /// Its entries.
    public var schemes: [Evidence] = []
    /// `FacebookAppID`.
    public var facebookAppID: Evidence?
    /// Every key given a string (`"INSTA_APP_ID": .string("$(INSTA_APP_ID)")`), with the line that gives it: what
    /// code reading the Info.plist at run time (`object(forInfoDictionaryKey:)`) finds there.
    public var strings: [String: Evidence] = [:]
    /// The tool that writes it: `XcodeGen` or `Tuist`.
    public var generator = "XcodeGen"
}

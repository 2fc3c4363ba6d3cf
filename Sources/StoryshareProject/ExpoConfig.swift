import Foundation
import StoryshareSystem

/// An Expo app's configuration (`app.json` with an `expo` key, or `app.config.json`): what it generates into the
/// iOS Info.plist and the Android manifest, with the lines that say so.
public struct ExpoConfig: Sendable, Equatable {
    /// The file, relative to the root.
    public var path: String
    /// `expo.ios.infoPlist.LSApplicationQueriesSchemes` entries and those a sharing library's config plugin adds
    /// (react-native-share's `ios` option: ``ExpoPlugin``).
    public var queriesSchemes: [Evidence]
    /// Whether any iOS queries are set at all (`LSApplicationQueriesSchemes` or a plugin's `ios` list).
    public var setsQueriesSchemes: Bool
    /// `expo.ios.infoPlist.FacebookAppID`, or `expo.facebookAppId`.
    public var facebookAppID: Evidence?
    /// Android packages made visible (`expo.android` has no `<queries>` key; a sharing library's config plugin
    /// adds them: react-native-share's `android` option, ``ExpoPlugin``).
    public var androidQueries: [Evidence]
    /// The plugins named, each with its line.
    public var plugins: [Evidence]
    /// Where `expo.ios` is (or `expo`, when it is not there).
    public var iosEvidence: Evidence
    /// Where `expo.android` is (or `expo`, when it is not there).
    public var androidEvidence: Evidence
    /// What the configuration sets that storyshare cannot read: a value computed when Expo runs an
    /// `app.config.ts`, a config plugin of the app's own (`./plugins/withQueries`) that may add to the Info.plist
    /// or the manifest. Findings that depend on them are said, not asserted.
    public var undecided: [Evidence] = []
    /// The app's own config plugins (by the name ``plugins`` gives them, `./plugins/withQueries`) whose file was read
    /// and edits one platform only (``ExpoConfigPlugin``): one that calls only Android mods cannot set the
    /// Info.plist.
    public var onePlatformPlugins: [String: Platform] = [:]
    /// Files the configuration names that are not share assets (`icon`, `splash.image`, `adaptiveIcon`, plugin
    /// images), relative to the root.
    public var appImages: [String]
    /// Whether this `app.config.*` may build on the `app.json` beside it, which Expo passes it as `config`: its
    /// export is computed (a function Expo calls with that config, a `require`), or it spreads a value into the
    /// object it exports. A plain object that spreads nothing replaces `app.json`.
    public var extendsStaticConfig = false

    /// The configuration in the file at `path` (as a command names it), or `nil` when it is not an Expo app's.
    public static func load(_ path: String) -> ExpoConfig? {
        var walk = ProjectWalk(root: FilePaths.parent(path))
        walk.notes = []
        guard case .success(let config) = read(FilePaths.name(path), walk: walk) else { return nil }
        return config
    }

    /// The largest configuration read: a real one is a few KB.
    static let limit = 1 << 20

    /// The configuration in the file at `path` (relative to `walk`'s root), `nil` when it is not an Expo app's;
    /// the error when it cannot be read, or is not JSON and may be an Expo app's (an `app.config.json`, or a file
    /// that says `"expo"`).
    static func read(_ path: String, walk: ProjectWalk) -> Result<ExpoConfig?, ProjectReadError> {
        let consequence = "the Expo app it may configure is not known"
        let bytes: [UInt8]
        switch ProjectReadError.bytes(of: path, walk: walk, limit: limit, consequence: consequence) {
        case .failure(let error): return .failure(error)
        case .success(let read): bytes = read
        }
        if scriptExtensions.contains(path.fileExtension) {
            return .success(parseScript(String(decoding: bytes, as: UTF8.self), bytes: bytes, path: path))
        }
        return parse(bytes, path: path)
    }

    /// What the configuration leaves undecided by naming the app's own config plugin `name`.
    static func ownPluginText(_ name: String) -> String {
        "the app's own config plugin \(name), which storyshare does not run"
    }

    /// Each of the app's own config plugins that edits one platform only, read from its file below the
    /// configuration's folder (a plugin whose file is not there stays undecided on both platforms).
    mutating func readOwnPlugins(walk: ProjectWalk) {
        let folder = RepositoryPaths.folder(of: path)
        // Each name once, and at most `ExpoConfigPlugin.readLimit` of them: a real app has a handful.
        var seen = Set<String>()
        for plugin in plugins {
            let name = plugin.text.replacingOccurrences(of: "\"", with: "")
            guard name.hasPrefix("."), seen.count < ExpoConfigPlugin.readLimit, seen.insert(name).inserted,
                let file = ExpoConfigPlugin.candidates(name, folder: folder).first(where: walk.files.isRegularFile),
                case .success(let bytes) = walk.files.bytes(file, limit: ExpoConfigPlugin.limit)
            else { continue }
            let tokens = SourceLexer.tokens(of: bytes, language: .javaScript)
            guard let platform = ExpoConfigPlugin.onlyPlatform(of: tokens) else { continue }
            onePlatformPlugins[name] = platform
            // An Android plugin adding the Stories apps to `<queries>` makes them visible, as written.
            if platform == .android {
                androidQueries += ExpoConfigPlugin.queriedPackages(in: tokens).map {
                    Evidence(path: file, line: $0.line, text: "\"\($0.name)\"")
                }
            }
        }
    }

    /// The extensions of a configuration written as code.
    static let scriptExtensions: Set<String> = ["ts", "js", "mjs", "cjs"]

    /// The configuration an `app.config.ts` (or `.js`) exports, read statically (``ExpoConfigScript``); `nil` when
    /// it exports nothing the reader knows.
    static func parseScript(_ text: String, bytes: [UInt8], path: String) -> ExpoConfig? {
        let (object, undecided, schemes, spreads) = ExpoConfigScript.read(text)
        let lines = LineIndex(bytes: bytes)
        func valueLine(_ value: String, _ key: String?) -> Int? {
            lines.line(ofFirst: "\"\(value)\"") ?? lines.line(ofFirst: "'\(value)'")
        }
        // The configuration's own keys (`ios: {`), not a plugin's option of the same name, which is deeper.
        let own = shallowestKeyLines(SourceLexer.tokens(of: bytes, language: .javaScript))
        func keyLine(_ key: String) -> Int? {
            own[key] ?? lines.line(ofFirst: "\(key):") ?? lines.line(ofFirst: "\"\(key)\"")
                ?? lines.line(ofFirst: "'\(key)'")
        }
        guard object != nil || !undecided.isEmpty else { return nil }
        var config = make(object ?? [:], path: path, valueLine: valueLine, keyLine: keyLine)
        config.undecided += undecided.map { Evidence(path: path, line: $0.line, text: $0.text) }
        config.extendsStaticConfig = object == nil || spreads
        // Schemes a mod of the file's own sets (an inline `withInfoPlist`) are the Info.plist's too.
        let known = Set(config.queriesSchemes.map(\.text))
        let mods = schemes.filter { !known.contains("\"\($0.text)\"") }
        if !mods.isEmpty {
            config.setsQueriesSchemes = true
            config.queriesSchemes += mods.map { Evidence(path: path, line: $0.line, text: "\"\($0.text)\"") }
        }
        return config
    }

    /// The line of each object key of a script (`ios:`, `"ios":`) where it is least deep in braces (the first there):
    /// a configuration's own key is shallower than a plugin's option of the same name.
    static func shallowestKeyLines(_ tokens: [SourceToken]) -> [String: Int] {
        var found: [String: (depth: Int, line: Int)] = [:]
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .open, token.text.hasSuffix("{") { depth += 1 }
            if token.kind == .close, token.text == "}" { depth -= 1 }
            let key: String?
            if token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].text == ":" {
                key = token.text
            } else if token.kind == .stringText, index + 2 < tokens.count, tokens[index + 1].kind == .stringClose,
                tokens[index + 2].text == ":"
            {
                key = token.text
            } else {
                key = nil
            }
            guard let key, found[key].map({ depth < $0.depth }) ?? true else { continue }
            found[key] = (depth, token.line)
        }
        return found.mapValues(\.line)
    }

    /// The configuration `bytes` (the file at `path`) hold, `nil` when it is not an Expo app's; the error when they
    /// are not JSON and may be an Expo app's.
    static func parse(_ bytes: [UInt8], path: String) -> Result<ExpoConfig?, ProjectReadError> {
        let consequence = "the Expo app it may configure is not known"
        let object: [String: Any]
        switch ProjectReadError.jsonObject(bytes, path: path, consequence: consequence) {
        case .failure(let error):
            let mayBeExpo =
                path.hasSuffix("app.config.json")
                || ByteSearch.offset(of: Array("\"expo\"".utf8), in: bytes, from: 0) != nil
            return mayBeExpo ? .failure(error) : .success(nil)
        case .success(let read): object = read
        }
        let expo: [String: Any]
        if let nested = object["expo"] as? [String: Any] {
            expo = nested
        } else if path.hasSuffix("app.config.json"), object["name"] != nil || object["ios"] != nil {
            expo = object
        } else {
            return .success(nil)
        }
        let lines = LineIndex(bytes: bytes)
        // Every quoted string's places, found once: each value's line is a lookup, not a search of the file.
        let quoted = lines.quotedOffsets()
        // The configuration's own keys (`expo.ios`), not a plugin's option of the same name (`"ios": [` deeper).
        let own = lines.keyLines(atDepth: object["expo"] is [String: Any] ? 2 : 1)
        return .success(
            make(
                expo, path: path, valueLine: { lines.line(ofQuoted: $0, after: $1, in: quoted) },
                // A key is followed by its colon (`"ios":`); the same word as a value (`"platforms": ["ios"]`) is not it.
                keyLine: { own[$0] ?? lines.line(ofFirst: "\"\($0)\":") ?? lines.line(ofFirst: "\"\($0)\"") }))
    }

    /// The configuration of the `expo` object of the file at `path`, each value placed by `valueLine` (a string
    /// value, after a key) and each key by `keyLine`.
    static func make(
        _ expo: [String: Any], path: String, valueLine: (String, String?) -> Int?, keyLine: (String) -> Int?
    ) -> ExpoConfig {
        func evidence(_ value: String, after key: String? = nil) -> Evidence {
            Evidence(path: path, line: valueLine(value, key), text: "\"\(value)\"")
        }
        let ios = expo["ios"] as? [String: Any] ?? [:]
        let infoPlist = ios["infoPlist"] as? [String: Any] ?? [:]
        var config = ExpoConfig(
            path: path, queriesSchemes: [], setsQueriesSchemes: false, facebookAppID: nil, androidQueries: [],
            plugins: [],
            iosEvidence: Evidence(path: path, line: keyLine("ios") ?? keyLine("expo")),
            androidEvidence: Evidence(path: path, line: keyLine("android") ?? keyLine("expo")),
            appImages: [])
        if let schemes = infoPlist["LSApplicationQueriesSchemes"] as? [Any] {
            config.setsQueriesSchemes = true
            config.queriesSchemes += schemes.compactMap { $0 as? String }.map {
                evidence($0, after: "LSApplicationQueriesSchemes")
            }
        }
        if let id = infoPlist["FacebookAppID"] as? String ?? expo["facebookAppId"] as? String {
            config.facebookAppID = Evidence(path: path, line: valueLine(id, nil), text: id)
        }
        for entry in expo["plugins"] as? [Any] ?? [] {
            let name = (entry as? String) ?? ((entry as? [Any])?.first as? String)
            guard let name else { continue }
            config.plugins.append(evidence(name, after: "plugins"))
            if name.hasPrefix(".") || name.hasPrefix("/") {
                config.undecided.append(
                    Evidence(path: path, line: valueLine(name, "plugins"), text: ownPluginText(name)))
            }
            // A sharing library's plugin (its descriptor's ``ExpoPlugin``) adds what its options list.
            if let plugin = ExpoPlugin.byName[name],
                let options = (entry as? [Any])?.dropFirst().first as? [String: Any]
            {
                if let key = plugin.queriesSchemesOption, let schemes = options[key] as? [Any] {
                    config.setsQueriesSchemes = true
                    config.queriesSchemes += schemes.compactMap { $0 as? String }.map { evidence($0, after: name) }
                }
                if let key = plugin.queriedPackagesOption {
                    config.androidQueries += (options[key] as? [Any] ?? []).compactMap { $0 as? String }.map {
                        evidence($0, after: name)
                    }
                }
            }
        }
        let folder = RepositoryPaths.folder(of: path)
        var images = [expo["icon"], (expo["splash"] as? [String: Any])?["image"], ios["icon"]]
        let android = expo["android"] as? [String: Any] ?? [:]
        images.append(android["icon"])
        if let adaptive = android["adaptiveIcon"] as? [String: Any] {
            images += [adaptive["foregroundImage"], adaptive["backgroundImage"], adaptive["monochromeImage"]]
        }
        config.appImages = images.compactMap { $0 as? String }.map { RepositoryPaths.joinResolving(folder, $0) }
        return config
    }
}

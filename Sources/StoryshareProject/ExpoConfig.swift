import Foundation
import StoryshareSystem

/// An Expo app's configuration (`app.json` with an `expo` key, or `app.config.json`): what it generates into the
/// iOS Info.plist and the Android manifest, with the lines that say so.
public struct ExpoConfig: Sendable, Equatable {
    /// The file, relative to the root.
    public var path: String
    /// `expo.ios.infoPlist.LSApplicationQueriesSchemes` entries and those the react-native-share plugin adds.
    public var queriesSchemes: [Evidence]
    /// Whether any iOS queries are set at all (`LSApplicationQueriesSchemes` or a plugin's `ios` list).
    public var setsQueriesSchemes: Bool
    /// `expo.ios.infoPlist.FacebookAppID`, or `expo.facebookAppId`.
    public var facebookAppID: Evidence?
    /// Android packages made visible (`expo.android` has no `<queries>` key; the react-native-share plugin's
    /// `android` list does it).
    public var androidQueries: [Evidence]
    /// The plugins named, each with its line.
    public var plugins: [Evidence]
    /// Where `expo.ios` is (or `expo`, when it is not there).
    public var iosEvidence: Evidence
    /// Where `expo.android` is (or `expo`, when it is not there).
    public var androidEvidence: Evidence
    /// Files the configuration names that are not share assets (`icon`, `splash.image`, `adaptiveIcon`, plugin
    /// images), relative to the root.
    public var appImages: [String]

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
        return parse(bytes, path: path)
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
        func evidence(_ value: String, after key: String? = nil) -> Evidence {
            Evidence(path: path, line: lines.line(ofQuoted: value, after: key, in: quoted), text: "\"\(value)\"")
        }
        let ios = expo["ios"] as? [String: Any] ?? [:]
        let infoPlist = ios["infoPlist"] as? [String: Any] ?? [:]
        var config = ExpoConfig(
            path: path, queriesSchemes: [], setsQueriesSchemes: false, facebookAppID: nil, androidQueries: [],
            plugins: [],
            iosEvidence: Evidence(path: path, line: lines.line(ofFirst: "\"ios\"") ?? lines.line(ofFirst: "\"expo\"")),
            androidEvidence: Evidence(
                path: path, line: lines.line(ofFirst: "\"android\"") ?? lines.line(ofFirst: "\"expo\"")),
            appImages: [])
        if let schemes = infoPlist["LSApplicationQueriesSchemes"] as? [Any] {
            config.setsQueriesSchemes = true
            config.queriesSchemes += schemes.compactMap { $0 as? String }.map {
                evidence($0, after: "LSApplicationQueriesSchemes")
            }
        }
        if let id = infoPlist["FacebookAppID"] as? String ?? expo["facebookAppId"] as? String {
            config.facebookAppID = Evidence(path: path, line: lines.line(ofFirst: "\"\(id)\""), text: id)
        }
        for entry in expo["plugins"] as? [Any] ?? [] {
            let name = (entry as? String) ?? ((entry as? [Any])?.first as? String)
            guard let name else { continue }
            config.plugins.append(evidence(name, after: "plugins"))
            if name == "react-native-share", let options = (entry as? [Any])?.dropFirst().first as? [String: Any] {
                if let schemes = options["ios"] as? [Any] {
                    config.setsQueriesSchemes = true
                    config.queriesSchemes += schemes.compactMap { $0 as? String }.map {
                        evidence($0, after: "react-native-share")
                    }
                }
                config.androidQueries += (options["android"] as? [Any] ?? []).compactMap { $0 as? String }.map {
                    evidence($0, after: "react-native-share")
                }
            }
        }
        let folder = XcodeProject.parentFolder(of: path)
        var images = [expo["icon"], (expo["splash"] as? [String: Any])?["image"], ios["icon"]]
        let android = expo["android"] as? [String: Any] ?? [:]
        images.append(android["icon"])
        if let adaptive = android["adaptiveIcon"] as? [String: Any] {
            images += [adaptive["foregroundImage"], adaptive["backgroundImage"], adaptive["monochromeImage"]]
        }
        config.appImages = images.compactMap { $0 as? String }.map { XcodeProject.joinRelative(folder, $0) }
        return .success(config)
    }
}

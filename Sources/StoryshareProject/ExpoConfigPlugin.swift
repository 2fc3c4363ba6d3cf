/// What an Expo app's own config plugin (`"plugins": ["./plugins/withQueries"]`) can change, read from its file
/// without running it: the platforms whose files its mods edit. Expo's mods are named by platform
/// (docs.expo.dev/config-plugins/mods): `withAndroidManifest`, `withAppBuildGradle`, `AndroidConfig.…` edit the
/// Android project; `withInfoPlist`, `withXcodeProject`, `IOSConfig.…` the iOS one. A plugin that calls only one
/// platform's mods cannot set the other's files, so what storyshare cannot read of it stays undecided on that
/// platform alone.
enum ExpoConfigPlugin {
    /// The largest plugin file read: a real one is a few KB.
    static let limit = 1 << 20
    /// How many of an app's own plugins are read; the others stay undecided on both platforms.
    static let readLimit = 16

    /// The files Node would load for `name` (as the configuration writes it) from the configuration's folder.
    static func candidates(_ name: String, folder: String) -> [String] {
        guard let base = RepositoryPaths.joinInside(folder, name), base != RepositoryPaths.root else { return [] }
        let scripts = ["js", "cjs", "mjs", "ts"]
        return [base] + scripts.map { "\(base).\($0)" } + scripts.map { "\(base)/index.\($0)" }
            + ["\(base)/app.plugin.js"]
    }

    /// The Stories apps' packages an Android plugin `text` names in the manifest's `<queries>` (`manifest.queries[0]
    /// .package = [{ $: { "android:name": "com.instagram.android" } }]`), each with its line: the plugin must mention
    /// `queries`, and a name counts only as a whole string.
    static func queriedPackages(in tokens: [SourceToken]) -> [(name: String, line: Int)] {
        guard tokens.contains(where: { $0.text == "queries" }) else { return [] }
        return tokens.enumerated().compactMap { index, token in
            guard token.kind == .stringText, storiesPackages.contains(token.text), index + 1 < tokens.count,
                tokens[index + 1].kind == .stringClose
            else { return nil }
            return (token.text, token.line)
        }
    }

    /// The packages of the apps a share opens (Instagram's, Facebook's).
    static let storiesPackages: Set<String> = ["com.instagram.android", "com.facebook.katana"]

    /// The one platform the plugin `text` edits, `nil` when it edits both, neither that a reader can see, or may
    /// do more than it shows: it loads another local file or a package other than Expo's own and Node's, or
    /// composes mods by a computed platform (`withMod`, `withPlugins`).
    static func onlyPlatform(of tokens: [SourceToken]) -> Platform? {
        var ios = false
        var android = false
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier:
                if composing.contains(token.text) { return nil }
                if iosPrefixes.contains(where: token.text.hasPrefix) { ios = true }
                if androidPrefixes.contains(where: token.text.hasPrefix) { android = true }
                if token.text == "require" || token.text == "import" || token.text == "from" {
                    if let module = loaded(tokens, after: index), !known(module) { return nil }
                }
            case .stringText:
                // `withDangerousMod(config, ["ios", …])`, `{ platform: "android" }`.
                if token.text == "ios" { ios = true }
                if token.text == "android" { android = true }
            default: continue
            }
        }
        switch (ios, android) {
        case (true, false): return .ios
        case (false, true): return .android
        default: return nil
        }
    }

    /// The module a `require(`…`)`, `import "…"` or `from "…"` at `index` names, when written as a literal.
    static func loaded(_ tokens: [SourceToken], after index: Int) -> String? {
        var next = index + 1
        if next < tokens.count, tokens[next].kind == .open { next += 1 }
        guard next + 1 < tokens.count, tokens[next].kind == .stringOpen, tokens[next + 1].kind == .stringText
        else { return nil }
        return tokens[next + 1].text
    }

    /// Whether a module the plugin loads is one that edits nothing by itself: Expo's plugin helpers and Node's
    /// own modules.
    static func known(_ module: String) -> Bool {
        if module.hasPrefix("node:") { return true }
        return [
            "expo/config-plugins", "@expo/config-plugins", "@expo/config-types", "expo/config", "@expo/config",
            "fs", "path", "fs/promises", "os", "util",
        ].contains(module)
    }

    /// Mods of iOS files (`withInfoPlist`, `withIosColors`, `IOSConfig.Scheme`).
    static let iosPrefixes = [
        "withIos", "withInfoPlist", "withXcodeProject", "withEntitlementsPlist", "withPodfile", "withAppDelegate",
        "withExpoPlist", "IOSConfig",
    ]
    /// Mods of Android files (`withAndroidManifest`, `withAppBuildGradle`, `AndroidConfig.Manifest`).
    static let androidPrefixes = [
        "withAndroid", "AndroidConfig", "withAppBuildGradle", "withProjectBuildGradle", "withMainActivity",
        "withMainApplication", "withStringsXml", "withGradleProperties", "withSettingsGradle",
    ]
    /// Calls that apply mods or plugins the file does not spell out.
    static let composing: Set<String> = ["withMod", "withBaseMod", "withPlugins", "withStaticPlugin"]
}

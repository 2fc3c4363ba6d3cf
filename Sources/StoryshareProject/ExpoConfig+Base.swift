extension ExpoConfig {
    /// `configs` (by path below the root) with each `app.config.*` that may build on the `app.json` beside it
    /// (``extendsStaticConfig``) read on top of that `app.json`: Expo reads `app.json` first and passes its `expo`
    /// object to `app.config.*` as `config` (docs.expo.dev/workflow/configuration, "Dynamic configuration"), so
    /// what `app.json` declares is in the app unless the script's code drops it. What the script sets is kept;
    /// what it computes stays undecided.
    static func withStaticBases(_ configs: [String: ExpoConfig]) -> [String: ExpoConfig] {
        var result = configs
        // (Only a script's reading sets `extendsStaticConfig`.)
        for (path, config) in configs where config.extendsStaticConfig {
            let json = RepositoryPaths.joined(RepositoryPaths.folder(of: path), "app.json")
            guard let base = configs[json] else { continue }
            result[path] = config.building(on: base)
        }
        return result
    }

    /// This configuration over `base`: lists are `base`'s entries the configuration does not already hold, after
    /// its own; single values are the configuration's, else `base`'s.
    func building(on base: ExpoConfig) -> ExpoConfig {
        func adding(_ own: [Evidence], _ other: [Evidence]) -> [Evidence] {
            let known = Set(own.map(\.text))
            return own + other.filter { !known.contains($0.text) }
        }
        var merged = self
        merged.queriesSchemes = adding(queriesSchemes, base.queriesSchemes)
        merged.setsQueriesSchemes = setsQueriesSchemes || base.setsQueriesSchemes
        merged.facebookAppID = facebookAppID ?? base.facebookAppID
        merged.androidQueries = adding(androidQueries, base.androidQueries)
        merged.plugins = adding(plugins, base.plugins)
        merged.undecided = undecided + base.undecided
        merged.onePlatformPlugins = base.onePlatformPlugins.merging(onePlatformPlugins) { $1 }
        merged.appImages = appImages + base.appImages.filter { !appImages.contains($0) }
        return merged
    }
}

extension ExpoConfig {
    /// What of ``undecided`` can reach the Info.plist Expo writes: a computed `ios.infoPlist` (or a key of it), `ios`
    /// as a whole, a `plugins` entry (of its options, a sharing library's `ios` list), the app's own config plugin, a spread into one of those or into the whole
    /// configuration, a list changed after it is written, or the exported configuration itself. A computed `name`,
    /// `updates.url` or `ios.googleServicesFile` cannot set LSApplicationQueriesSchemes or FacebookAppID.
    public var undecidedReachingInfoPlist: [Evidence] {
        undecided(excepting: .android).filter { item in
            let text = item.text
            if text.hasPrefix("spreads ") {
                guard let into = text.range(of: " into ") else { return true }
                let key = text[into.upperBound...].prefix { $0 != "," && $0 != " " }
                return Self.reachesInfoPlist(String(key))
            }
            guard let space = text.range(of: " is "), !text[..<space.lowerBound].contains(" "),
                !text[space.lowerBound...].hasPrefix(" is changed by ")
            else { return true }
            return Self.reachesInfoPlist(String(text[..<space.lowerBound]))
        }
    }

    /// What of ``undecided`` can reach the manifest Expo writes: all of it but the app's own config plugins that
    /// edit iOS files only.
    public var undecidedReachingManifest: [Evidence] { undecided(excepting: .ios) }

    /// ``undecided`` without the app's own config plugins that edit `platform`'s files only.
    func undecided(excepting platform: Platform) -> [Evidence] {
        let others = Set(onePlatformPlugins.filter { $0.value == platform }.keys.map(Self.ownPluginText))
        return undecided.filter { !others.contains($0.text) }
    }

    /// Whether a value at the configuration's key path `key` (`ios.infoPlist.X`, `plugins`) can set a key of the
    /// Info.plist.
    static func reachesInfoPlist(_ key: String) -> Bool {
        var key = key
        if key == "expo" { return true }
        if key.hasPrefix("expo.") { key = String(key.dropFirst(5)) }
        // A plugin computed is any plugin; of a plugin's options, only a sharing library's `ios` list adds schemes
        // (Sentry's computed `organization` does not).
        return key.isEmpty || key == "ios" || key == "plugins"
            || ["ios.infoPlist", "plugins.ios"].contains { key == $0 || key.hasPrefix($0 + ".") }
    }
}

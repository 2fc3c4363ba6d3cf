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
        merged.appImages = appImages + base.appImages.filter { !appImages.contains($0) }
        return merged
    }
}

/// The project files of a walk, each read and parsed once, by path below the root: `package.json`,
/// `pubspec.yaml`, and the `app.json` / `app.config.json` that are Expo configurations.
struct ProjectFiles {
    var packages: [String: PackageJSON] = [:]
    var pubspecs: [String: Pubspec] = [:]
    var expoConfigs: [String: ExpoConfig] = [:]

    init(_ walk: ProjectWalk) {
        for path in walk.packageJSONs { packages[path] = PackageJSON.read(path, walk: walk) }
        for path in walk.pubspecs { pubspecs[path] = Pubspec.read(path, walk: walk) }
        for path in walk.expoConfigs { expoConfigs[path] = ExpoConfig.read(path, walk: walk) }
    }
}

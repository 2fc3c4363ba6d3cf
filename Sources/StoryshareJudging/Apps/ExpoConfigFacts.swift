import StoryshareProject
import StoryshareRules
import StoryshareSystem

/// What an Expo app's configuration generates, as the facts `doctor` judges: the Info.plist's queried schemes
/// and App ID from `expo.ios.infoPlist` and the react-native-share plugin's `ios` list; the manifest's queried
/// packages from the plugin's `android` list. Lines are those of `app.json`.
enum ExpoConfigFacts {
    static func infoPlist(_ config: ExpoConfig) -> InfoPlistFacts {
        let root = config.iosEvidence.line.map { SourceLocation(line: $0) }
        var facts = InfoPlistFacts(root: root, bundle: .app)
        facts.expoConfig = FilePaths.name(config.path)
        facts.expoUndecided = undecided(config.undecidedReachingInfoPlist)
        if config.setsQueriesSchemes {
            facts.queriesSchemes = InfoPlistEntry(key: root, value: root, kind: "an array")
            facts.schemes = config.queriesSchemes.map {
                Located($0.text.replacingOccurrences(of: "\"", with: ""), at: $0.line.map { SourceLocation(line: $0) })
            }
        }
        if let id = config.facebookAppID {
            let at = id.line.map { SourceLocation(line: $0) }
            facts.facebookAppID = InfoPlistEntry(key: at, value: at, text: id.text)
        }
        return facts
    }

    /// The Info.plist XcodeGen or Tuist writes from a target's keys (`info.properties`, `.extendingDefault(with:)`),
    /// at the lines of the file that holds them.
    static func infoPlist(_ generated: GeneratedInfoPlist) -> InfoPlistFacts {
        let root = generated.line.map { SourceLocation(line: $0) }
        var facts = InfoPlistFacts(root: root, bundle: .app)
        facts.generatedBy = FilePaths.name(generated.path)
        facts.generator = generated.generator
        if generated.setsSchemes {
            facts.queriesSchemes = InfoPlistEntry(key: root, value: root, kind: "an array")
            facts.schemes = generated.schemes.map { Located($0.text, at: $0.line.map { SourceLocation(line: $0) }) }
        }
        if let id = generated.facebookAppID {
            let at = id.line.map { SourceLocation(line: $0) }
            facts.facebookAppID = InfoPlistEntry(key: at, value: at, text: id.text)
        }
        return facts
    }

    static func manifest(_ config: ExpoConfig) -> AndroidManifestFacts {
        let at = SourceLocation(line: config.androidEvidence.line ?? 1)
        var facts = AndroidManifestFacts(manifest: at, application: at, hasLauncherActivity: true)
        facts.expoConfig = FilePaths.name(config.path)
        facts.expoUndecided = undecided(config.undecidedReachingManifest)
        facts.queriedPackages = config.androidQueries.map {
            Located($0.text.replacingOccurrences(of: "\"", with: ""), at: $0.line.map { SourceLocation(line: $0) })
        }
        if !facts.queriedPackages.isEmpty { facts.queries = [at] }
        return facts
    }

    /// What the configuration sets that storyshare cannot read, as a phrase (`nil`: everything was read).
    static func undecided(_ items: [Evidence]) -> String? {
        guard !items.isEmpty else { return nil }
        let shown = items.prefix(3).map { item in item.line.map { "\(item.text) (line \($0))" } ?? item.text
        }
        let more = items.count > 3 ? " and \(items.count - 3) more" : ""
        return shown.joined(separator: "; ") + more
    }
}

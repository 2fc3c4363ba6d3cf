import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// `facebook-stories` / `instagram-stories` not in `LSApplicationQueriesSchemes`: `canOpenURL` says no, and the
    /// app sends people to the App Store or says the app is not installed.
    public static let iosQuerySchemeMissing = AppFileRule(
        RuleDescription(
            id: StoryRule.iosQuerySchemeMissing.id,
            summary: "LSApplicationQueriesSchemes lacks the scheme of a target checked (facebook-stories, "
                + "instagram-stories).",
            defaultSeverity: StoryRule.iosQuerySchemeMissing.defaultSeverity, appliesTo: "an iOS app's Info.plist",
            source: RuleSource.queriesSchemes),
        triggering: [
            Example.infoPlist(schemes: nil), Example.infoPlist(schemes: []),
            Example.infoPlist(schemes: ["fbapi", "fb-messenger-share-api"]),
            Example.infoPlist(schemes: ["facebook-stories"], targets: [.facebook, .instagram]),
            Example.infoPlist(schemes: ["facebook-stories"], targets: [.instagram]),
            Example.infoPlist(schemes: ["$(EXTRA_SCHEME)"]),
        ],
        nonTriggering: [
            Example.infoPlist(), Example.infoPlist(schemes: ["Facebook-Stories"]),
            Example.infoPlist(schemes: ["instagram-stories"], targets: [.instagram]),
            Example.infoPlist(schemes: nil, bundle: .appExtension),
            Example.infoPlist(schemes: nil, bundle: .other("FMWK")),
            Example.androidManifest(),
        ]
    ) { file in
        guard let plist = file.appInfoPlist else { return [] }
        let listed = Set(plist.schemes.map { $0.value.lowercased() })
        let missing = file.targets.map(\.urlScheme).filter { !listed.contains($0) }
        guard !missing.isEmpty else { return [] }
        if let config = plist.expoConfig {
            let calls = Phrases.list(missing.map { "canOpenURL(\($0)://)" })
            let effect =
                "\(calls) \(missing.count == 1 ? "returns" : "return") false, so the share sends people to the App "
                + "Store or says the app is not installed"
            let list = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            return [
                LocatedMessage(
                    "the Info.plist \(config) makes lacks \(Phrases.list(missing)) in LSApplicationQueriesSchemes: "
                        + "\(effect). "
                        + Phrases.expoInfoPlist(config, key: "LSApplicationQueriesSchemes", value: "[\(list)]")
                        + " (or to the react-native-share plugin's \"ios\" list)"
                        + Phrases.unlessExpo(plist.expoUndecided),
                    at: plist.root, informational: plist.expoUndecided != nil)
            ]
        }
        if let spec = plist.generatedBy {
            let tuist = plist.generator == "Tuist"
            let quoted = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            // The keys already list schemes: the missing ones go into that array, not into a second one.
            let add =
                plist.queriesSchemes != nil
                ? "to the target's LSApplicationQueriesSchemes array: \(quoted)"
                : tuist
                    ? "to the target's infoPlist: .extendingDefault(with: [\"LSApplicationQueriesSchemes\": [\(quoted)]])"
                    : "under the target's info.properties: LSApplicationQueriesSchemes: [\(missing.joined(separator: ", "))]"
            return [
                LocatedMessage(
                    "the Info.plist \(tuist ? "Tuist" : "XcodeGen") generates from \(spec) lacks "
                        + "\(Phrases.list(missing)) in LSApplicationQueriesSchemes: canOpenURL returns false for it, so "
                        + "the share sends people to the App Store or says the app is not installed. Add in \(spec), "
                        + add, at: plist.root)
            ]
        }
        guard let entry = plist.queriesSchemes else {
            return [LocatedMessage(StoryMessage.querySchemesAbsent(missing: missing), at: plist.root)]
        }
        guard entry.kind == "an array" else {
            return [
                LocatedMessage(StoryMessage.querySchemesNotArray(kind: entry.kind, missing: missing), at: entry.value)
            ]
        }
        // A build setting may stand for the scheme: storyshare cannot tell.
        let references = plist.schemes.map(\.value).filter(FacebookAppID.isReference)
        let unknown =
            references.isEmpty ? "" : " (unless \(Phrases.list(references)) stands for it: check the build setting)"
        return [
            LocatedMessage(
                StoryMessage.querySchemesLack(missing: missing, unknown: unknown), at: entry.value,
                informational: !references.isEmpty)
        ]
    }
}

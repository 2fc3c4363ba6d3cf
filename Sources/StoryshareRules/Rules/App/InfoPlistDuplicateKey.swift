extension AppFileRule {
    /// A dictionary of the Info.plist, the top-level one too, holds a key twice: Xcode builds the app with the later
    /// value, which may not be the one meant (react-native-share #388: the later `LSApplicationQueriesSchemes` lacked
    /// `instagram-stories`). The other checks go on with what Xcode reads.
    public static let infoPlistDuplicateKey = AppFileRule(
        RuleDescription(
            id: "info-plist-duplicate-key",
            summary: "A dictionary of the Info.plist holds a key twice (the later value is the one used).",
            defaultSeverity: .warning, appliesTo: "an iOS app's Info.plist", source: RuleSource.propertyList),
        triggering: [Example.infoPlist(duplicateKeys: ["NSAllowsArbitraryLoads"])],
        nonTriggering: [Example.infoPlist(), Example.androidManifest()]
    ) { file in
        guard case .infoPlist(let plist) = file.facts else { return [] }
        return plist.duplicateKeys.map { key in
            LocatedMessage(
                "the key \(key.value) appears twice in the same <dict>: Xcode keeps the later value, which may not be "
                    + "the one meant. Remove one of them.", at: key.location)
        }
    }
}

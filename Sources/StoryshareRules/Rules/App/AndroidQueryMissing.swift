extension AppFileRule {
    /// No `<queries>` entry makes the target's app visible: on Android 11 (API 30) and later `resolveActivity`
    /// finds nothing, and the share fails as if the app were not installed. Where the app's own code starts its
    /// intent without asking (starting an activity needs no visibility), it is said as advice.
    public static let androidQueryMissing = AppFileRule(
        RuleDescription(
            id: "android-query-missing",
            summary:
                "No <queries> <package>, <intent> or <provider> makes the target's app visible (apps targeting API "
                + "30+).",
            defaultSeverity: .error, appliesTo: "an Android app's AndroidManifest.xml",
            source: RuleSource.packageVisibility),
        triggering: [
            Example.androidManifest(packages: nil), Example.androidManifest(packages: ["com.whatsapp"]),
            Example.androidManifest(packages: ["com.facebook.katana"], targets: [.facebook, .instagram]),
            Example.androidManifest(packages: ["com.facebook.katana"], targetSDK: "30", targets: [.instagram]),
            Example.androidManifest(packages: [], actions: ["com.instagram.share.ADD_TO_STORY"]),
            // SEND with no type matches only filters that name none; a VIEW of web pages is answered by browsers.
            Example.androidManifest(packages: nil, intents: [("android.intent.action.SEND", nil)]),
            Example.androidManifest(packages: nil, intents: [("android.intent.action.VIEW", "text/html")]),
            // Facebook's provider authority makes Facebook visible, not Instagram; another app's makes neither.
            Example.androidManifest(
                packages: nil, authorities: ["com.facebook.katana.provider.PlatformProvider"], targets: [.instagram]),
            Example.androidManifest(packages: nil, authorities: ["com.example.other.provider.PlatformProvider"]),
            // An intent started without asking whether the app is there: said as advice (info).
            Example.androidManifest(packages: nil, sharing: AppSharing(startsWithoutAsking: true)),
        ],
        nonTriggering: [
            Example.androidManifest(),
            Example.androidManifest(packages: nil, actions: ["com.facebook.stories.ADD_TO_STORY"]),
            Example.androidManifest(
                packages: ["com.instagram.android"], actions: ["com.facebook.stories.ADD_TO_STORY"],
                targets: [.facebook, .instagram]),
            Example.androidManifest(packages: nil, queriesAllPackages: true),
            // A provider authority the target's app owns makes that app visible (Meta's troubleshooting entry).
            Example.androidManifest(packages: nil, authorities: ["com.facebook.katana.provider.PlatformProvider"]),
            Example.androidManifest(
                packages: ["com.instagram.android"],
                authorities: ["com.example.sync.provider", "com.facebook.katana.provider.AttributionIdProvider"],
                targets: [.facebook, .instagram]),
            // A SEND of images: Instagram's and Facebook's share-sheet filters answer it, so both are visible.
            Example.androidManifest(packages: nil, intents: [("android.intent.action.SEND", "image/*")]),
            // Package visibility applies from API 30; Gradle usually sets the target, and then it is not known here.
            Example.androidManifest(packages: nil, targetSDK: "29"),
            Example.androidManifest(packages: nil, launcher: false), Example.infoPlist(),
        ]
    ) { file in
        guard let manifest = file.appManifest, !manifest.queriesAllPackages else { return [] }
        if let target = manifest.targetSDKVersion.flatMap({ Int($0.value) }), target < 30 { return [] }
        let missing = file.targets.filter { target in
            !manifest.queriedPackages.contains { $0.value == target.androidPackage }
                && !manifest.queriedActions.contains { $0.value == target.androidShareAction }
                && !manifest.queriedIntents.contains(where: target.answers)
                && !manifest.queriedAuthorities.contains { target.androidProviderAuthorities.contains($0.value) }
        }
        guard !missing.isEmpty else { return [] }
        let apps = Phrases.list(missing.map { "\($0.displayName) (\($0.androidPackage))" })
        let packages = missing.map { "<package android:name=\"\($0.androidPackage)\"/>" }.joined()
        let effect =
            "on Android 11 (API 30) and later resolveActivity finds nothing and the share fails as if the app were "
            + "not installed"
        if let config = manifest.expoConfig {
            let list = missing.map { "\"\($0.androidPackage)\"" }.joined(separator: ", ")
            return [
                LocatedMessage(
                    "the manifest \(config) makes has no <queries> for \(apps): \(effect). Add to \(config)'s plugins "
                        + "a config plugin adding <queries>\(packages)</queries> (an app using react-native-share has one: "
                        + "[\"react-native-share\", {\"android\": [\(list)]}])"
                        + Phrases.unlessExpo(manifest.expoUndecided),
                    at: manifest.manifest, informational: manifest.expoUndecided != nil)
            ]
        }
        // The share code starts its intent without asking whether the app is there: starting an activity needs no
        // visibility, so nothing fails today; a check added later would.
        if file.sharing?.startsWithoutAsking == true {
            return [
                LocatedMessage(
                    "no <queries> makes \(apps) visible. The share code starts its intent without asking whether the "
                        + "app is there, which works without them (an activity is started whatever is visible); a "
                        + "check added later (resolveActivity, getPackageInfo) would find nothing on Android 11 (API 30) "
                        + "and later. Add to <manifest>: <queries>\(packages)</queries>",
                    at: manifest.queries.first ?? manifest.manifest, informational: true)
            ]
        }
        guard let queries = manifest.queries.first else {
            return [
                LocatedMessage(
                    "no <queries> makes \(apps) visible: \(effect). Add to <manifest>: <queries>\(packages)</queries>",
                    at: manifest.manifest)
            ]
        }
        return [
            LocatedMessage(
                "<queries> does not make \(apps) visible: \(effect). Add to <queries>: \(packages)", at: queries)
        ]
    }
}

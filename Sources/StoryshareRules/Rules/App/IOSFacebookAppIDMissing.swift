import StoryshareProject

extension AppFileRule {
    /// No `FacebookAppID`, or one that is not 5–20 digits. A build-setting reference is judged by the value every
    /// configuration of the app's target gives it (its settings in the project file, the `.xcconfig` it is based on);
    /// one the project does not say is an `info`.
    public static let iosFacebookAppIDMissing = AppFileRule(
        RuleDescription(
            id: "ios-facebook-app-id-missing",
            summary: "The Info.plist has no FacebookAppID, or one that is not 5–20 digits (a $(VAR) reference is "
                + "judged by the value the target's build configurations give it, else reported as info).",
            defaultSeverity: .error, appliesTo: "an iOS app's Info.plist", source: RuleSource.appIDRequired),
        triggering: [
            Example.infoPlist(appID: nil), Example.infoPlist(appID: "12ab"), Example.infoPlist(appID: ""),
            Example.infoPlist(appID: "1234567890", appIDKind: "an integer"),
            Example.infoPlist(appID: "$(FACEBOOK_APP_ID)"), Example.infoPlist(appID: "${FACEBOOK_APP_ID}"),
            // The target's configuration file sets the reference to nothing, or to a name.
            Example.infoPlist(
                appID: "$(FACEBOOK_APP_ID)",
                buildSettings: ["$(FACEBOOK_APP_ID)": BuildSetting(value: "", place: "Config/App.xcconfig:12")]),
            Example.infoPlist(
                appID: "$(FACEBOOK_APP_ID)",
                buildSettings: ["$(FACEBOOK_APP_ID)": BuildSetting(value: "fb-app", place: "Config/App.xcconfig:12")]),
        ],
        nonTriggering: [
            Example.infoPlist(), Example.infoPlist(appID: "12345"),
            Example.infoPlist(appID: nil, bundle: .appExtension),
            Example.infoPlist(
                appID: "$(FACEBOOK_APP_ID)",
                buildSettings: ["$(FACEBOOK_APP_ID)": BuildSetting(value: "1234567890", place: "App.xcconfig:3")]),
            Example.androidManifest(),
            // The sharing code gives the ID itself, or shares only to Instagram (which takes it in the URL).
            Example.infoPlist(appID: nil, sharing: AppSharing(appIDInCode: true)),
            Example.infoPlist(appID: nil, targets: [.instagram], sharing: AppSharing()),
        ]
    ) { file in
        guard let plist = file.appInfoPlist else { return [] }
        let id = file.appID ?? "YOUR_APP_ID"
        let why =
            "Facebook Stories needs the app's Facebook App ID, and since January 2023 so does Instagram (\"The app "
            + "you shared from doesn't currently support sharing to Stories\")"
        guard let entry = plist.facebookAppID else {
            // Known from the app's code: the ID travels in the share (share-app-id-missing says when it does not).
            if let sharing = file.sharing, sharing.appIDInCode || !file.targets.contains(.facebook) { return [] }
            if let config = plist.expoConfig {
                return [
                    LocatedMessage(
                        "no FacebookAppID in the Info.plist \(config) makes: \(why). "
                            + Phrases.expoInfoPlist(config, key: "FacebookAppID", value: "\"\(id)\"")
                            + Phrases.unlessExpo(plist.expoUndecided),
                        at: plist.root, informational: plist.expoUndecided != nil)
                ]
            }
            if let spec = plist.generatedBy {
                let add =
                    plist.generator == "Tuist"
                    ? "the target's infoPlist: .extendingDefault(with: [\"FacebookAppID\": \"\(id)\"])"
                    : "the target's info.properties: FacebookAppID: \"\(id)\""
                return [
                    LocatedMessage(
                        "no FacebookAppID in the Info.plist \(plist.generator ?? "XcodeGen") generates from \(spec): "
                            + "\(why). Add to \(add)", at: plist.root)
                ]
            }
            return [
                LocatedMessage(
                    "no FacebookAppID: \(why). Add to the top-level <dict>: <key>FacebookAppID</key><string>\(id)</string>",
                    at: plist.root)
            ]
        }
        guard let text = entry.text else {
            return [
                LocatedMessage(
                    "FacebookAppID is \(entry.kind); it must be a string of 5–20 digits: <string>\(id)</string>",
                    at: entry.value)
            ]
        }
        if FacebookAppID.isReference(text), let set = file.buildSettings[text] {
            // The target's configurations all set it, to one value the project says.
            guard !FacebookAppID.isValid(set.value) else { return [] }
            let value = set.value.isEmpty ? "to nothing" : "to \"\(set.value)\", which is not 5–20 digits (0–9)"
            return [
                LocatedMessage(
                    "FacebookAppID is \(text), which \(set.place) sets \(value): \(why). Set it there "
                        + (file.appID.map { "to \($0)" } ?? "to the app's 5–20 digit App ID"), at: entry.value)
            ]
        }
        if FacebookAppID.isReference(text) {
            let holds = file.appID.map { " holds \($0)" } ?? " holds the app's 5–20 digit App ID"
            return [
                LocatedMessage(
                    "FacebookAppID is \(text), a build setting storyshare cannot resolve from the file; make sure it"
                        + "\(holds) in every configuration.", at: entry.value, informational: true)
            ]
        }
        guard !FacebookAppID.isValid(text) else { return [] }
        return [
            LocatedMessage(
                "FacebookAppID \"\(text)\" is not 5–20 digits (0–9): \(why). Copy the numeric App ID from the app's "
                    + "dashboard: <string>\(id)</string>", at: entry.value)
        ]
    }
}

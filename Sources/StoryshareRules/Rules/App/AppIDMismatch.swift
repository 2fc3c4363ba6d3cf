import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// The App ID in the app's file is another than the one storyshare was given: the share would name another app.
    public static let appIDMismatch = AppFileRule(
        RuleDescription(
            id: StoryRule.appIDMismatch.id,
            summary: "The Facebook App ID in the Info.plist or the manifest differs from the one given to storyshare.",
            defaultSeverity: StoryRule.appIDMismatch.defaultSeverity,
            appliesTo: "an app's Info.plist or AndroidManifest.xml",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.infoPlist(appID: "1111111111", expectedAppID: "1234567890"),
            Example.androidManifest(appID: "1111111111", expectedAppID: "1234567890"),
            Example.androidManifest(appID: "@string/facebook_app_id", expectedAppID: "1234567890"),
            // The resource, followed: another value; several values (said); none, so the build fails.
            resource(.value("1111111111", Evidence(path: "app/src/main/res/values/strings.xml", line: 3))),
            resource(.undecided("@string/facebook_app_id is set in several places: a:3 (\"1\"), b:4 (\"2\")")),
            resource(.undefined(lookedIn: "app/src/main/res/values, and app/build.gradle's resValue")),
            resource(.undefined(lookedIn: "app/src/main/res/values, and app/build.gradle's resValue"), expected: nil),
        ],
        nonTriggering: [
            Example.infoPlist(expectedAppID: "1234567890"), Example.infoPlist(appID: "1111111111"),
            // The missing or malformed ID is ios-facebook-app-id-missing's; a build setting is reported there too.
            Example.infoPlist(appID: nil, expectedAppID: "1234567890"),
            Example.infoPlist(appID: "12ab", expectedAppID: "1234567890"),
            Example.infoPlist(appID: "$(FACEBOOK_APP_ID)", expectedAppID: "1234567890"),
            Example.androidManifest(appID: "1234567890", expectedAppID: "1234567890"),
            Example.androidManifest(appID: nil, expectedAppID: "1234567890"),
            // The resource holds the app's ID.
            resource(.value("1234567890", Evidence(path: "app/src/main/res/values/strings.xml", line: 3))),
        ]
    ) { file in
        if let manifest = file.appManifest, let id = manifest.facebookAppID,
            let resource = manifest.facebookAppIDResource
        {
            return resourceFindings(id, resource, expected: file.appID)
        }
        guard let expected = file.appID else { return [] }
        if let plist = file.appInfoPlist, let entry = plist.facebookAppID, let text = entry.text,
            FacebookAppID.isValid(text), text != expected
        {
            return [
                LocatedMessage(StoryMessage.appIDMismatch(found: text, expected: expected), at: entry.value)
            ]
        }
        if let manifest = file.appManifest, let id = manifest.facebookAppID, id.value != expected {
            if FacebookAppID.isReference(id.value) {
                return [
                    LocatedMessage(
                        "com.facebook.sdk.ApplicationId is \(id.value), a resource storyshare does not resolve; make "
                            + "sure it holds \(expected).", at: id.location, informational: true)
                ]
            }
            return [
                LocatedMessage(
                    "com.facebook.sdk.ApplicationId is \(id.value), but the app's ID is \(expected): the share would "
                        + "name another app. Make it android:value=\"\(expected)\" (or the string resource it names).",
                    at: id.location)
            ]
        }
        return []
    }
}

extension AppFileRule {
    /// What a manifest's `com.facebook.sdk.ApplicationId` naming a string resource (`id`) says, followed to the
    /// module's resources: another value than `expected` is the share naming another app; several values are said;
    /// none fails the build (aapt: "resource string/NAME not found"), whatever the share's App ID.
    static func resourceFindings(_ id: Located<String>, _ resource: AndroidStringResource, expected: String?)
        -> [LocatedMessage]
    {
        let name = id.value.hasPrefix("@string/") ? String(id.value.dropFirst("@string/".count)) : id.value
        switch resource {
        case .value(let value, let evidence):
            guard let expected, value != expected else { return [] }
            return [
                LocatedMessage(
                    "com.facebook.sdk.ApplicationId is \(id.value), which \(evidence.place) sets to \(value), but the "
                        + "app's ID is \(expected): the share would name another app. Make it \(expected) there.",
                    at: id.location)
            ]
        case .undecided(let why):
            guard let expected else { return [] }
            return [
                LocatedMessage(
                    "com.facebook.sdk.ApplicationId is \(id.value); \(why). Make sure each build's holds \(expected).",
                    at: id.location, informational: true)
            ]
        case .undefined(let lookedIn):
            return [
                LocatedMessage(
                    "com.facebook.sdk.ApplicationId is \(id.value), but no resource file defines it (looked in "
                        + "\(lookedIn)): the build fails (aapt: \"resource string/\(name) not found\"). Add "
                        + "<string name=\"\(name)\">\(expected ?? "YOUR_APP_ID")</string> to res/values/strings.xml.",
                    at: id.location)
            ]
        }
    }

    /// The example manifest whose App ID is `@string/facebook_app_id`, with `resource` what it holds.
    static func resource(_ resource: AndroidStringResource, expected: String? = "1234567890") -> AppFile {
        var file = Example.androidManifest(appID: "@string/facebook_app_id", expectedAppID: expected)
        if case .androidManifest(var facts) = file.facts {
            facts.facebookAppIDResource = resource
            file.facts = .androidManifest(facts)
        }
        return file
    }
}

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
        ],
        nonTriggering: [
            Example.infoPlist(expectedAppID: "1234567890"), Example.infoPlist(appID: "1111111111"),
            // The missing or malformed ID is ios-facebook-app-id-missing's; a build setting is reported there too.
            Example.infoPlist(appID: nil, expectedAppID: "1234567890"),
            Example.infoPlist(appID: "12ab", expectedAppID: "1234567890"),
            Example.infoPlist(appID: "$(FACEBOOK_APP_ID)", expectedAppID: "1234567890"),
            Example.androidManifest(appID: "1234567890", expectedAppID: "1234567890"),
            Example.androidManifest(appID: nil, expectedAppID: "1234567890"),
        ]
    ) { file in
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

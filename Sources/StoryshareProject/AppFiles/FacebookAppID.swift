import StoryshareKit

/// What a Facebook App ID looks like: the checks the payload and the app's files share.
public enum FacebookAppID {
    /// Whether `text` is 5 to 20 ASCII digits.
    public static func isValid(_ text: String) -> Bool {
        StoryMessage.isValidAppID(text)
    }

    /// Whether the name `text` is the app's own package name or bundle identifier (`packageName`,
    /// `context.packageName`, `getPackageName()`, `BuildConfig.APPLICATION_ID`, `Bundle.main.bundleIdentifier`):
    /// never an App ID, whatever it holds.
    public static func isOwnIdentifier(_ text: String) -> Bool {
        var name = Substring(text)
        if name.hasSuffix("()") { name = name.dropLast(2) }
        while name.hasSuffix("!") || name.hasSuffix("?") { name = name.dropLast() }
        let last = name.split(separator: ".").last.map(String.init) ?? ""
        return ["packageName", "getPackageName", "APPLICATION_ID", "bundleIdentifier"].contains(last)
    }

    /// Whether `text` refers to a value set elsewhere, which storyshare cannot resolve from the file: an Xcode
    /// build setting (`$(FACEBOOK_APP_ID)`, `${FACEBOOK_APP_ID}`), an Android resource (`@string/facebook_app_id`)
    /// or a Gradle manifest placeholder (`${facebookAppId}`).
    public static func isReference(_ text: String) -> Bool {
        text.contains("$(") || text.contains("${") || text.hasPrefix("@")
    }
}

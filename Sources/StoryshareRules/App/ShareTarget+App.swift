import StoryshareKit
import StoryshareProject

extension ShareTarget {
    /// The Android package of the app (`com.facebook.katana`, `com.instagram.android`): what `<queries>` must
    /// name for `resolveActivity` to find it on Android 11 (API 30) and later.
    public var androidPackage: String {
        switch self {
        case .facebook: "com.facebook.katana"
        case .instagram: "com.instagram.android"
        }
    }

    /// Content provider authorities the app's package declares, so that a `<queries><provider
    /// android:authorities>` naming one makes the app visible as its `<package>` would (Android: "Declaring package
    /// visibility needs", https://developer.android.com/training/package-visibility/declaring). Facebook's:
    /// `com.facebook.katana.provider.PlatformProvider`, the entry Meta's Android SDK troubleshooting page tells apps
    /// to add to `<queries>` for Android 11 (https://developers.facebook.com/docs/android/troubleshooting/) and the
    /// authority the Facebook SDK's `NativeProtocol` asks the installed app for (`content://` + its package +
    /// `.provider.PlatformProvider`), and `com.facebook.katana.provider.AttributionIdProvider`, which the SDK's
    /// `AttributionIdentifiers` reads. None is listed for Instagram: no source says which authorities its package
    /// declares.
    public var androidProviderAuthorities: [String] {
        switch self {
        case .facebook:
            ["com.facebook.katana.provider.PlatformProvider", "com.facebook.katana.provider.AttributionIdProvider"]
        case .instagram: []
        }
    }

    /// The intent action that shares to the app's Stories, which a `<queries><intent>` may name instead.
    public var androidShareAction: String {
        switch self {
        case .facebook: "com.facebook.stories.ADD_TO_STORY"
        case .instagram: "com.instagram.share.ADD_TO_STORY"
        }
    }

    /// Whether the app answers `intent`, so that a `<queries><intent>` naming it makes the app visible: its Stories
    /// action (with or without data), or `SEND`/`SEND_MULTIPLE` of an image, a video or text, which both apps take
    /// from the system share sheet (their manifests declare those filters). An intent that names no type is
    /// matched only by filters that name none, so `SEND` alone does not count.
    public func answers(_ intent: AndroidQueriedIntent) -> Bool {
        if intent.actions.contains(androidShareAction) { return true }
        let send = ["android.intent.action.SEND", "android.intent.action.SEND_MULTIPLE"]
        guard intent.actions.contains(where: send.contains) else { return false }
        return intent.mimeTypes.contains { type in
            let top = type.split(separator: "/", maxSplits: 1).first.map(String.init) ?? type
            return ["image", "video", "text", "*"].contains(top)
        }
    }
}

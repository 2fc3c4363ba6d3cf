import StoryshareKit

extension ShareTarget {
    /// The Android package of the app (`com.facebook.katana`, `com.instagram.android`): what `<queries>` must
    /// name for `resolveActivity` to find it on Android 11 (API 30) and later.
    public var androidPackage: String {
        switch self {
        case .facebook: "com.facebook.katana"
        case .instagram: "com.instagram.android"
        }
    }

    /// The intent action that shares to the app's Stories, which a `<queries><intent>` may name instead.
    public var androidShareAction: String {
        switch self {
        case .facebook: "com.facebook.stories.ADD_TO_STORY"
        case .instagram: "com.instagram.share.ADD_TO_STORY"
        }
    }
}

/// Sources cited by rule descriptions.
enum RuleSource {
    static let sharingToStories = "Meta for Developers: Sharing to Stories (iOS)"
    static let sdkImageLimits = "Facebook SDK image limits: 480x480 px minimum, 12 MB maximum (error 102)"
    static let instagram = "Meta for Developers: Sharing to Instagram Stories"
    static let userReports = "public bug reports from apps that share to Stories"
    static let attributionLink =
        "Meta for Developers: Sharing to Stories (https://developers.facebook.com/docs/instagram/sharing-to-stories/: "
        + "\"Attribution Link — Approved Apps Only\", a closed beta), and public bug reports"
    static let storyshare = "storyshare safety limit"
    static let queriesSchemes =
        "Apple: canOpenURL(_:) and LSApplicationQueriesSchemes (at most 50 schemes for apps linked on iOS 15 or later)"
    static let appIDRequired =
        "Meta for Developers: Sharing to Stories (a Facebook App ID, required by Instagram too since January 2023)"
    static let packageVisibility = "Android: package visibility (<queries>, apps targeting Android 11, API 30)"
    static let fileProvider = "Android: FileProvider (content:// URIs for the background and sticker files)"
    static let propertyList = "Apple: Information Property List (XML or binary property list)"
    static let libraryIssues =
        "the sharing libraries' own issues, pull requests and changelogs (docs/library-versions.md)"
    static let androidManifest = "Android: the app manifest file (well-formed XML, a <manifest> root)"
}

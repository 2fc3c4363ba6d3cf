import StoryshareKit

/// A Stories-sharing defect of a library's versions, fixed in a known one, with the library's own issue, pull
/// request or changelog entry that shows it.
public struct KnownDefect: Sendable, Equatable {
    /// The package (`react-native-share`).
    public var library: String
    /// The versions that have it, `[introduced, fixed)`: `fixed` is the first version without it.
    public var versions: VersionRange
    /// The app shared to when it shows.
    public var target: ShareTarget
    /// The platform it shows on, `nil` for both.
    public var platform: Platform?
    /// What a user sees, in a sentence that follows "with it, ".
    public var effect: String
    /// Whether every share of `target` fails with it (not only some options or files).
    public var failsEveryShare: Bool
    /// The library's issue, pull request or changelog that shows the defect and its fix.
    public var citation: String
    /// What a share must pass for the defect to show (a background video), `nil` for every share.
    public var needs: ShareParameter?

    /// A defect from its row in the table.
    public init(
        library: String, versions: VersionRange, target: ShareTarget, platform: Platform?, effect: String,
        failsEveryShare: Bool = false, citation: String, needs: ShareParameter? = nil
    ) {
        self.needs = needs
        self.library = library
        self.versions = versions
        self.target = target
        self.platform = platform
        self.effect = effect
        self.failsEveryShare = failsEveryShare
        self.citation = citation
    }

    /// Where it shows, as messages say it: `on Android`, `on iOS`, or nothing for both.
    public var platformPhrase: String {
        switch platform {
        case .android: " on Android"
        case .ios: " on iOS"
        default: ""
        }
    }
}

/// The known Stories defects of the sharing libraries' versions, each row checked against the library's own
/// repository (the release holding the fix, read from its tags or pubspec history).
public enum KnownDefects {
    static let rnShare = "https://github.com/react-native-share/react-native-share"
    static let socialShare = "https://github.com/ShekarMudaliyar/social_share"
    static let appinio = "https://github.com/appinioGmbH/flutter_packages"

    /// Every row, by library and then by the first version it affects.
    public static let all: [KnownDefect] = [
        // Android Instagram Stories (3.5.0) handled the methods image, sticker and both; the video one arrived in
        // 4.1.1 (#933, "feat (android): add support to Instagram Stories video sharing").
        KnownDefect(
            library: "react-native-share", versions: VersionRange("3.5.0", "4.1.1"), target: .instagram,
            platform: .android,
            effect: "a share with method SHARE_BACKGROUND_VIDEO throws \"Unknown Instagram stories sharing mode: "
                + "shareBackgroundVideo\" and nothing opens",
            citation: rnShare + "/pull/933", needs: .backgroundVideo),
        // iOS read backgroundVideo with NSFileManager contentsAtPath: on the option's text, so a file:// or
        // https:// URL gave no data (issue #949); #1015 (6.1.0) reads the URL.
        KnownDefect(
            library: "react-native-share", versions: VersionRange("3.7.0", "6.1.0"), target: .instagram, platform: .ios,
            effect: "a backgroundVideo given as a URL is read as a file path, so Instagram opens with no video",
            citation: rnShare + "/issues/949 (fixed by " + rnShare + "/pull/1015)", needs: .backgroundVideo),
        // InstagramStoriesShare passed the background without a MIME type (#1084, on 6.0.1); #1137 gives
        // image/jpeg, released in 7.3.3. Android Instagram Stories first shipped in 3.5.0 (#790).
        KnownDefect(
            library: "react-native-share", versions: VersionRange("3.5.0", "7.3.3"), target: .instagram,
            platform: .android,
            effect: "Instagram opens the story editor with a black image instead of the backgroundImage",
            citation: rnShare + "/issues/1084 (fixed by " + rnShare + "/pull/1137)"),
        // The same for the sticker (#1140, released in 7.3.6).
        KnownDefect(
            library: "react-native-share", versions: VersionRange("3.5.0", "7.3.6"), target: .instagram,
            platform: .android,
            effect: "a stickerImage shows as a black screen, or Instagram starts and closes at once",
            citation: rnShare + "/pull/1140"),
        // #1137 typed every background image/jpeg, videos too; #1248 (7.6.6) types a video as one.
        KnownDefect(
            library: "react-native-share", versions: VersionRange("7.3.3", "7.6.6"), target: .instagram,
            platform: .android,
            effect: "a backgroundVideo is sent as image/jpeg, so Instagram does not show the video",
            citation: rnShare + "/pull/1248", needs: .backgroundVideo),
        // FacebookStoriesShare (Android, 5.1.0) had the same untyped background and sticker (#1196); #1231, 7.6.4.
        KnownDefect(
            library: "react-native-share", versions: VersionRange("5.1.0", "7.6.4"), target: .facebook,
            platform: .android,
            effect: "Facebook Stories opens without the background or sticker image",
            citation: rnShare + "/pull/1231"),
        // #1305 (8.0.0, a breaking change) added the appId option that becomes source_application, which
        // Instagram requires since January 2023.
        KnownDefect(
            library: "react-native-share", versions: VersionRange("0.0.0", "8.0.0"), target: .instagram, platform: nil,
            effect: "the share sends no App ID (there is no appId option), and since January 2023 Instagram refuses "
                + "it: \"The app you shared from doesn't currently support sharing to Stories\"",
            failsEveryShare: true, citation: rnShare + "/pull/1305"),
        // 9.0.0 (#1402, the new architecture) made InstagramStories reject when canOpenURL says no; #1633 (12.0.8)
        // removed the check after reports that it always rejected (#1619, #1624).
        KnownDefect(
            library: "react-native-share", versions: VersionRange("9.0.0", "12.0.8"), target: .instagram,
            platform: .ios,
            effect: "the share can reject with \"cannot open URL\" without opening Instagram",
            citation: rnShare + "/pull/1633"),
        // #1598 (11.1.0) read the background video through PHAsset, which broke local files; #1612 (12.0.7).
        KnownDefect(
            library: "react-native-share", versions: VersionRange("11.1.0", "12.0.7"), target: .instagram,
            platform: .ios,
            effect: "a backgroundVideo from a local file:// path no longer reaches Instagram",
            citation: rnShare + "/pull/1612", needs: .backgroundVideo),
        // 2.0.6 (#37) passed backgroundImage: null on iOS, which the plugin called -length on; the fix
        // (8440457, #68, May 2021) was first published in 2.2.1.
        KnownDefect(
            library: "social_share", versions: VersionRange("2.0.6", "2.2.1"), target: .instagram, platform: .ios,
            effect: "shareInstagramStory without a backgroundImagePath crashes the app with "
                + "-[NSNull length]: unrecognized selector",
            citation: socialShare + "/issues/61 (fixed by " + socialShare + "/pull/68, released in 2.2.1)"),
        // The CHANGELOG of 2.3.1: "Facebook App Id support in instagram stories (required starting december 2022)".
        KnownDefect(
            library: "social_share", versions: VersionRange("0.0.1", "2.3.1"), target: .instagram, platform: nil,
            effect: "shareInstagramStory sends no App ID, and since January 2023 Instagram refuses it: \"The app you "
                + "shared from doesn't currently support sharing to Stories\"",
            failsEveryShare: true, citation: socialShare + "/blob/master/CHANGELOG.md (2.3.1)"),
        // shareToInstagramStory(appId, …) arrived in 0.2.4 (CHANGELOG: "share to instagram story not working").
        KnownDefect(
            library: "appinio_social_share", versions: VersionRange("0.1.0", "0.2.4"), target: .instagram,
            platform: nil,
            effect: "shareToInstagramStory takes no App ID, and Instagram refuses the share: \"The app you shared "
                + "from doesn't currently support sharing to Stories\"",
            failsEveryShare: true,
            citation: appinio + "/issues/111 (fixed in 0.2.4, "
                + "packages/appinio_social_share/CHANGELOG.md)"),
    ]

    /// The rows `library` at `version` has.
    public static func defects(of library: String, at version: SemanticVersion) -> [KnownDefect] {
        all.filter { $0.library == library && $0.versions.contains(version) }
    }

    /// The rows every version `range` allows has (a manifest's range with no lockfile).
    public static func defects(of library: String, allowedBy range: DependencyRange) -> [KnownDefect] {
        all.filter { $0.library == library && range.isWithin($0.versions) }
    }
}

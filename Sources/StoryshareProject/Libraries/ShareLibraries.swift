import StoryshareKit

extension ShareLibrary {
    /// Every way the scan knows to share to Stories. Where one line marks a target for two, the first names the call
    /// (a URL built into a library's options is the URL's).
    static let all: [ShareLibrary] = [
        url, pasteboard, intent, reactNativeShare, reactNativeStoryShare, socialShare, appinio,
    ]

    static let javaScriptLike: Set<SourceLanguage> = [.javaScript]
    static let everyLanguage: Set<SourceLanguage> = [.swift, .objectiveC, .kotlin, .java, .dart, .javaScript]

    /// react-native-share: `Share.shareSingle({ social: Social.INSTAGRAM_STORIES, appId, backgroundImage, … })`.
    /// Its Android manifest declares `RNShareFileProvider`.
    static let reactNativeShare = ShareLibrary(
        name: "react-native-share", api: .reactNativeShare, languages: javaScriptLike,
        markers: [
            ("Social.INSTAGRAM_STORIES", .instagram), (".InstagramStories", .instagram),
            ("Social.FACEBOOK_STORIES", .facebook), (".FacebookStories", .facebook),
        ],
        targetKey: "social",
        places: [
            .appID: [.key("appId")], .background: [.key("backgroundImage")],
            .backgroundVideo: [.key("backgroundVideo")], .sticker: [.key("stickerImage")],
            .topColor: [.key("backgroundTopColor")], .bottomColor: [.key("backgroundBottomColor")],
            .link: [.key("attributionURL"), .key("linkUrl"), .key("contentUrl")],
        ],
        appIDCarrier: "the share call's appId", shipsFileProvider: true,
        examples: [
            ShareLibraryExample(
                file: "share.ts",
                code: """
                    import Share, { Social } from 'react-native-share';
                    const FB_APP_ID = '123456789012345';
                    export async function toInstagram(bg: string) {
                      await Share.shareSingle({
                        social: Social.INSTAGRAM_STORIES,
                        appId: FB_APP_ID,
                        backgroundImage: bg,
                      });
                    }
                    export async function toFacebook(bg: string) {
                      await Share.shareSingle({ social: Share.Social.FACEBOOK_STORIES, backgroundImage: bg });
                    }
                    export async function toWhatsApp(text: string) {
                      await Share.shareSingle({ social: Share.Social.WHATSAPP, appId: '999999999999999', message: text });
                    }
                    """,
                // Each call has its own App ID: the Facebook call gives none (the WhatsApp call's is not a Stories
                // share's), and the constant is followed to its literal.
                shares: [(.instagram, 5, "123456789012345"), (.facebook, 11, nil)]),
            ShareLibraryExample(
                file: "story.js",
                code: """
                    const options = {
                      social: Share.Social.INSTAGRAM_STORIES,
                      stickerImage: sticker,
                    };
                    options.appId = Config.FACEBOOK_APP_ID;
                    Share.shareSingle(options);
                    """,
                // An options object built before the call, and a key set on it after: a name the reader cannot
                // follow is said as such, not guessed.
                shares: [(.instagram, 2, "?Config.FACEBOOK_APP_ID")]),
        ],
        package: SharingLibrary(name: "react-native-share", api: .reactNativeShare, registry: .npm, pod: "RNShare"),
        // Its README ("Expo Managed Workflow", https://www.npmjs.com/package/react-native-share) and its plugin
        // (plugin/src/index.ts, e.g. https://app.unpkg.com/react-native-share@12.1.0/files/plugin/src/index.ts):
        // `["react-native-share", { ios: [...], android: [...], enableBase64ShareAndroid }]`; `ios` is appended to
        // LSApplicationQueriesSchemes, `android` becomes <queries> <package> entries (through expo-build-properties'
        // manifestQueries), `enableBase64ShareAndroid` adds WRITE_EXTERNAL_STORAGE, which sharing to Stories does not
        // need. react-native-story-share, social_share and appinio_social_share ship no Expo plugin.
        expoPlugin: ExpoPlugin(
            name: "react-native-share", queriesSchemesOption: "ios", queriedPackagesOption: "android"))

    /// react-native-story-share: `RNStoryShare.shareToInstagram({ backgroundAsset, stickerAsset, … })`. It has no
    /// App ID option at all.
    static let reactNativeStoryShare = ShareLibrary(
        name: "react-native-story-share", api: .reactNativeStoryShare, languages: javaScriptLike,
        markers: [(".shareToInstagram(", .instagram)], requires: ["react-native-story-share"], targetKey: nil,
        places: [
            .background: [.key("backgroundAsset")], .sticker: [.key("stickerAsset")],
            .topColor: [.key("backgroundTopColor")], .bottomColor: [.key("backgroundBottomColor")],
            .link: [.key("attributionLink")],
        ],
        appIDCarrier: "react-native-story-share (no App ID option)", shipsFileProvider: true,
        examples: [
            ShareLibraryExample(
                file: "Story.js",
                code: """
                    import RNStoryShare from 'react-native-story-share';
                    export const share = (asset) =>
                      RNStoryShare.shareToInstagram({ type: RNStoryShare.BASE64, backgroundAsset: asset });
                    """,
                shares: [(.instagram, 3, nil)])
        ],
        package: SharingLibrary(name: "react-native-story-share", api: .reactNativeStoryShare, registry: .npm, pod: nil)
    )

    /// social_share (Flutter): `SocialShare.shareInstagramStory(appId: …, imagePath: …, …)`; version 1 took the
    /// sticker's path first, positionally, and had `shareInstagramStorywithBackground` (no App ID either).
    static let socialShare = ShareLibrary(
        name: "social_share", api: .socialShare, languages: [.dart],
        markers: [
            (".shareInstagramStorywithBackground", .instagram), (".shareInstagramStory", .instagram),
            (".shareFacebookStory", .facebook),
        ],
        places: [
            .appID: [.label("appId")], .sticker: [.label("imagePath"), .position(0)],
            .background: [.label("backgroundResourcePath"), .label("backgroundImagePath")],
            .topColor: [.label("backgroundTopColor")], .bottomColor: [.label("backgroundBottomColor")],
            .link: [.label("attributionURL")],
        ],
        appIDCarrier: "the share call's appId", shipsFileProvider: false,
        // Its Kotlin: `getUriForFile(context, context.packageName + ".com.shekarmudaliyar.social_share", file)`.
        fileProviderAuthority: "${applicationId}.com.shekarmudaliyar.social_share",
        examples: [
            ShareLibraryExample(
                file: "share.dart",
                code: """
                    const appId = '123456789012345';
                    Future<void> share(String path) async {
                      await SocialShare.shareFacebookStory(appId: appId, imagePath: path);
                      await SocialShare.shareInstagramStory(imagePath: path, backgroundTopColor: '#ffffff');
                    }
                    """,
                // The Facebook call's appId does not cover the Instagram call below it.
                shares: [(.facebook, 3, "123456789012345"), (.instagram, 4, nil)]),
            ShareLibraryExample(
                file: "gpu.dart",
                code: """
                    Future<void> share(String sticker, String card) async {
                      await SocialShare.shareInstagramStorywithBackground(sticker, '#ffffff', '#000000',
                          'https://example.app/gpu', backgroundImagePath: card);
                    }
                    """,
                // Version 1's call with a background takes no App ID.
                shares: [(.instagram, 2, nil)]),
        ],
        package: SharingLibrary(name: "social_share", api: .socialShare, registry: .pub, pod: nil))

    /// appinio_social_share (Flutter): `appinioSocialShare.iOS.shareToInstagramStory(appId, stickerImage: …)`; from
    /// 0.2.4 the App ID is the first argument, positionally.
    static let appinio = ShareLibrary(
        name: "appinio_social_share", api: .appinioSocialShare, languages: [.dart],
        markers: [(".shareToInstagramStory", .instagram), (".shareToFacebookStory", .facebook)],
        places: [
            .appID: [.position(0), .label("appId")], .sticker: [.label("stickerImage")],
            .background: [.label("backgroundImage")], .topColor: [.label("backgroundTopColor")],
            .bottomColor: [.label("backgroundBottomColor")], .link: [.label("attributionURL")],
        ],
        appIDCarrier: "the share call's first argument (appId)",
        shipsFileProvider: false,
        // Its Java: `getUriForFile(activity, activity.getApplicationContext().getPackageName() + ".provider", file)`.
        fileProviderAuthority: "${applicationId}.provider",
        examples: [
            ShareLibraryExample(
                file: "share.dart",
                code: """
                    Future<void> share(String sticker, String appId) async {
                      await appinioSocialShare.iOS.shareToInstagramStory('123456789012345', stickerImage: sticker);
                      await appinioSocialShare.android.shareToFacebookStory(appId, stickerImage: sticker);
                    }
                    void main() => share('s.png', '234567890123456');
                    """,
                // A parameter of the function holding the call is followed to the literal its caller passes.
                shares: [(.instagram, 2, "123456789012345"), (.facebook, 3, "234567890123456")])
        ],
        package: SharingLibrary(name: "appinio_social_share", api: .appinioSocialShare, registry: .pub, pod: nil))

    /// The Stories URL (iOS, or `Linking.openURL` / `launchUrl` from shared code): Instagram's carries the App ID
    /// as `source_application`.
    static let url = ShareLibrary(
        name: "the Stories URL", api: .urlScheme, languages: everyLanguage,
        markers: [("instagram-stories://", .instagram), ("facebook-stories://", .facebook)],
        places: [.appID: [.key("source_application")]], appIDCarrier: "the URL's source_application",
        shipsFileProvider: false,
        examples: [
            ShareLibraryExample(
                file: "StoryShare.swift",
                code: """
                    import UIKit
                    enum StoryShare {
                        static func instagram(appID: String, image: Data) {
                            let items: [[String: Any]] = [["com.instagram.sharedSticker.backgroundImage": image]]
                            UIPasteboard.general.setItems(items, options: [:])
                            let url = URL(string: "instagram-stories://share?source_application=\\(appID)")!
                            UIApplication.shared.open(url)
                        }
                        static func facebook(image: Data) {
                            let items: [[String: Any]] = [["com.facebook.sharedSticker.backgroundImage": image]]
                            UIPasteboard.general.setItems(items, options: [:])
                            UIApplication.shared.open(URL(string: "facebook-stories://share")!)
                        }
                    }
                    """,
                // The Instagram share's App ID is its function's parameter, which no caller here gives; the
                // Facebook share's function gives none, said once, at the URL that opens the item.
                shares: [
                    (.instagram, 4, "?appID"), (.instagram, 6, "?appID"), (.facebook, 10, "=12"), (.facebook, 12, nil),
                ]),
            ShareLibraryExample(
                file: "Share.m",
                code: """
                    - (void)shareWithAppID:(NSString *)appID {
                        NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"instagram-stories://share?source_application=%@", @"123456789012345"]];
                        [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
                    }
                    """,
                shares: [(.instagram, 2, "123456789012345")]),
            ShareLibraryExample(
                file: "StoryShare.m",
                code: """
                    @implementation StoryShare
                    NSString *const kMetaAppID = @"123456789012345";

                    - (void)shareImage:(UIImage *)image {
                      [self openStoryWith:UIImagePNGRepresentation(image) appID:kMetaAppID];
                    }

                    - (void)openStoryWith:(NSData *)image appID:(NSString *)appID {
                      NSString *link = [NSString stringWithFormat:@"instagram-stories://share?source_application=%@", appID];
                      [[UIApplication sharedApplication] openURL:[NSURL URLWithString:link] options:@{} completionHandler:nil];
                    }

                    - (void)shareImage:(UIImage *)image forApp:(NSString *)kMetaAppID {
                      [self openFeedWith:UIImagePNGRepresentation(image) appID:kMetaAppID];
                    }

                    - (void)openFeedWith:(NSData *)image appID:(NSString *)appID {
                      NSString *link = [NSString stringWithFormat:@"instagram-stories://share?source_application=%@", appID];
                      [[UIApplication sharedApplication] openURL:[NSURL URLWithString:link] options:@{} completionHandler:nil];
                    }
                    @end
                    """,
                // A parameter whose caller passes a constant set in the file: two steps, followed to the literal. A
                // caller passing its own parameter (named like the constant, which it hides) is three: as written.
                shares: [(.instagram, 9, "123456789012345"), (.instagram, 18, "?appID")]),
            ShareLibraryExample(
                file: "Share.swift",
                code: """
                    let url = URL(string: "instagram-stories://share?source_application=studio.example.App")!
                    """,
                // A bundle id where the App ID goes is read whole, so it is judged (and found invalid).
                shares: [(.instagram, 1, "studio.example.App")]),
        ])

    /// The pasteboard item's keys (iOS): Facebook's carries the App ID as `com.facebook.sharedSticker.appID`.
    static let pasteboard = ShareLibrary(
        name: "the Stories pasteboard item", api: .pasteboard, languages: everyLanguage,
        markers: [("com.instagram.sharedSticker.", .instagram), ("com.facebook.sharedSticker.", .facebook)],
        places: [
            .appID: [.key("com.facebook.sharedSticker.appID"), .key("source_application")],
            .background: [
                .key("com.instagram.sharedSticker.backgroundImage"), .key("com.facebook.sharedSticker.backgroundImage"),
            ],
            .backgroundVideo: [
                .key("com.instagram.sharedSticker.backgroundVideo"), .key("com.facebook.sharedSticker.backgroundVideo"),
            ],
            .sticker: [
                .key("com.instagram.sharedSticker.stickerImage"), .key("com.facebook.sharedSticker.stickerImage"),
            ],
            .topColor: [
                .key("com.instagram.sharedSticker.backgroundTopColor"),
                .key("com.facebook.sharedSticker.backgroundTopColor"),
            ],
            .bottomColor: [
                .key("com.instagram.sharedSticker.backgroundBottomColor"),
                .key("com.facebook.sharedSticker.backgroundBottomColor"),
            ],
            .link: [.key("com.instagram.sharedSticker.contentURL"), .key("com.facebook.sharedSticker.contentURL")],
        ],
        appIDCarrier: "the pasteboard's com.facebook.sharedSticker.appID", shipsFileProvider: false,
        examples: [
            ShareLibraryExample(
                file: "Share.swift",
                code: """
                    func shareToFacebook(image: Data) {
                        let item: [String: Any] = [
                            "com.facebook.sharedSticker.appID": "123456789012345",
                            "com.facebook.sharedSticker.stickerImage": image,
                        ]
                        UIPasteboard.general.setItems([item], options: [:])
                        UIApplication.shared.open(URL(string: "facebook-stories://share")!)
                    }
                    """,
                // The URL that opens the share carries no App ID: the item's key gives it for the whole share.
                shares: [(.facebook, 3, "123456789012345"), (.facebook, 4, "123456789012345"), (.facebook, 7, "=3")])
        ])

    /// The Stories intents (Android): Instagram's carries the App ID in the `source_application` extra,
    /// Facebook's in `com.facebook.platform.extra.APPLICATION_ID` (Meta's "Sharing to Stories" pages for Android,
    /// https://developers.facebook.com/docs/instagram-platform/sharing-to-stories/ and
    /// https://developers.facebook.com/documentation/sharing/sharing-to-stories/android-developers): each intent's App
    /// ID is read from its own target's extra only.
    static let intent = ShareLibrary(
        name: "the Stories intent", api: .intent, languages: everyLanguage,
        markers: [("com.instagram.share.ADD_TO_STORY", .instagram), ("com.facebook.stories.ADD_TO_STORY", .facebook)],
        places: [
            .background: [.call("setDataAndType", 0), .call("setData", 0)], .sticker: [.key("interactive_asset_uri")],
            .topColor: [.key("top_background_color")], .bottomColor: [.key("bottom_background_color")],
            .link: [.key("content_url")],
        ],
        appIDByTarget: [
            .instagram: [.key("source_application")],
            .facebook: [.key("com.facebook.platform.extra.APPLICATION_ID")],
        ],
        appIDCarrier: "the intent's App ID extra", shipsFileProvider: false,
        examples: [
            ShareLibraryExample(
                file: "StoryShare.kt",
                code: """
                    class StoryShare(private val activity: Activity) {
                        fun instagram(uri: Uri) {
                            val intent = Intent("com.instagram.share.ADD_TO_STORY")
                            intent.putExtra("source_application", "123456789012345")
                            intent.setDataAndType(uri, "image/jpeg")
                            activity.startActivity(intent)
                        }
                        fun facebook(uri: Uri) {
                            val intent = Intent("com.facebook.stories.ADD_TO_STORY")
                            intent.setDataAndType(uri, "image/jpeg")
                            activity.startActivity(intent)
                        }
                    }
                    """,
                // The Instagram intent's extra does not cover the Facebook intent of another function.
                shares: [(.instagram, 3, "123456789012345"), (.facebook, 9, nil)]),
            ShareLibraryExample(
                file: "StoryShare.kt",
                code: """
                    class StoryShare(private val activity: Activity) {
                        fun facebook(uri: Uri) {
                            val intent = Intent("com.facebook.stories.ADD_TO_STORY").apply {
                                setDataAndType(uri, "image/*")
                                putExtra("source_application", packageName)
                                putExtra(
                                    "com.facebook.platform.extra.APPLICATION_ID",
                                    "234567890123456"
                                )
                            }
                            activity.startActivity(intent)
                        }
                        fun facebookByName(uri: Uri) {
                            val intent = Intent("com.facebook.stories.ADD_TO_STORY")
                            intent.putExtra("source_application", "345678901234567")
                            activity.startActivity(intent)
                        }
                        fun instagram(uri: Uri) {
                            val intent = Intent("com.instagram.share.ADD_TO_STORY")
                            intent.putExtra("com.facebook.platform.extra.APPLICATION_ID", "456789012345678")
                            intent.putExtra("source_application", packageName)
                            activity.startActivity(intent)
                        }
                    }
                    """,
                // Facebook reads its own extra, not `source_application` (here the app's package name, or an App ID
                // Facebook never reads); Instagram reads `source_application`, not Facebook's extra.
                shares: [(.facebook, 3, "234567890123456"), (.facebook, 14, nil), (.instagram, 19, "?packageName")]),
        ])
}

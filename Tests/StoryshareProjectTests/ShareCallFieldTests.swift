import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// The five wrong answers a field test of issue 31 found on real repositories, each rebuilt with our own code in the
/// shape seen there, beside the working neighbour that must stay right: an optional unwrapped by an `if let` in the
/// conditions after it, one share reported once, each URL's App ID its own, a library's call shape only where the
/// codebase depends on the library, and a Flutter app's own method channel sharing only on the platforms whose native
/// code handles it.
@Suite struct ShareCallFieldTests {
    typealias Tree = InstalledVersionsTests.Tree

    /// The shares of `text`, read as `language`.
    func shares(_ text: String, _ language: SourceLanguage = .swift) -> [ShareCall] {
        ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language)
    }

    /// The App IDs the shares of `text` give.
    func appIDs(_ text: String, _ language: SourceLanguage = .swift) -> [AppIDSource] {
        ShareCodeScanner.appIDs(of: shares(text, language))
    }

    // MARK: 1. An optional unwrapped in the conditions after its binding

    /// A share whose URL is built in the conditions of `condition`, after an optional read from the Info.plist.
    func optional(binding condition: String) -> String? {
        let text = """
            final class Popup {
                func shareToStory() {
                    let appID: String? = {
                        guard let read = Bundle.main.object(forInfoDictionaryKey: "FacebookAppID") as? String else {
                            return nil
                        }
                        return read
                    }()
                    \(condition)
                       let url = URL(string: "instagram-stories://share?source_application=\\(appID)") {
                        UIApplication.shared.open(url)
                    }
                }
            }
            """
        return appIDs(text).first?.optional
    }

    @Test func aBindingUnwrapsTheNameInTheConditionsAfterIt() {
        // The shorthand of Swift 5.7, the long form, `var`, `while` and `guard` all unwrap `appID` after them.
        for condition in ["if let appID,", "if let appID = appID,", "if var appID,", "while let appID,"] {
            #expect(optional(binding: condition) == nil, "\(condition)")
        }
        let guarded = """
            func share(appID: String?) {
                guard let appID, let url = URL(string: "instagram-stories://share?source_application=\\(appID)") else {
                    return
                }
                UIApplication.shared.open(url)
            }
            """
        #expect(appIDs(guarded).first?.optional == nil)
        // Another name bound before it unwraps nothing of `appID`: the optional is still said.
        #expect(
            optional(binding: "if let other = appID,")
                == "\\(appID), an optional (appID is declared String? on line 3), which prints as Optional(\"…\")")
    }

    @Test func anOptionalUsedOutsideTheBindingStillGetsIt() {
        let text = """
            struct Story {
                let appID: String?
                func share() {
                    if let appID, let url = URL(string: "instagram-stories://share?source_application=\\(appID)") {
                        UIApplication.shared.open(url)
                    }
                    UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                }
            }
            """
        let ids = appIDs(text)
        #expect(ids.first { $0.evidence.line == 4 }?.optional == nil, "\(ids)")
        #expect(ids.first { $0.evidence.line == 7 }?.optional != nil, "\(ids)")
    }

    // MARK: 2. One share, one finding

    /// What each share of `text` gives for its App ID, by line: the App ID, `-` for none, `=N` for "judged at line N".
    func given(_ text: String, _ language: SourceLanguage = .swift) -> [Int: String] {
        var out: [Int: String] = [:]
        for call in shares(text, language) {
            guard let line = call.evidence.line else { continue }
            switch call.appID {
            case .given(let source): out[line] = source.value
            case .absent: out[line] = "-"
            case .notTaken: out[line] = "none taken"
            case .unread(let why):
                out[line] = why.hasPrefix("the same share as line ") ? "=" + why.dropFirst(23) : "?" + why
            }
        }
        return out
    }

    @Test func thePasteboardItemsAndTheURLThatOpensThemAreOneShareJudgedAtTheURL() {
        let text = """
            final class ShareService {
                private func shareToInstagramStory(_ content: ShareContent) async throws {
                    guard let sticker = content.image?.pngData() else {
                        throw ShareError.missingImage
                    }
                    let items: [[String: Any]] = [[
                        "com.instagram.sharedSticker.stickerImage": sticker,
                        "com.instagram.sharedSticker.backgroundTopColor": "#102030",
                        "com.instagram.sharedSticker.backgroundBottomColor": "#405060"
                    ]]
                    let options = [UIPasteboard.OptionsKey.expirationDate: Date().addingTimeInterval(300)]
                    UIPasteboard.general.setItems(items, options: options)
                    if let url = URL(string: "instagram-stories://share") {
                        await UIApplication.shared.open(url)
                    }
                }
            }
            """
        // One finding, at the URL; the items are that share.
        #expect(given(text) == [7: "=13", 8: "=13", 9: "=13", 13: "-"], "\(given(text))")
        // Without a URL in the function (opened elsewhere), the first item is the share.
        let itemsOnly = """
            func fill(_ sticker: Data) {
                UIPasteboard.general.setItems([[
                    "com.instagram.sharedSticker.stickerImage": sticker,
                    "com.instagram.sharedSticker.backgroundTopColor": "#102030",
                ]], options: [:])
            }
            """
        #expect(given(itemsOnly).values.allSatisfy { $0.hasPrefix("?") }, "\(given(itemsOnly))")
        // The working neighbour: a URL that gives the App ID gives it for the items it opens.
        let working = text.replacingOccurrences(
            of: "instagram-stories://share\"", with: "instagram-stories://share?source_application=123456789012345\"")
        #expect(Set(given(working).values) == ["123456789012345"], "\(given(working))")
    }

    // MARK: 3. Each URL's App ID is its own

    @Test func aFallbackURLWithoutSourceApplicationIsNotCreditedWithAnothers() {
        let text = """
            final class Popup {
                func share(_ data: Data, appID: String) {
                    UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
                    if let url = URL(string: "instagram-stories://share?source_application=\\(appID)") {
                        UIApplication.shared.open(url) { success in
                            if !success, let fallback = URL(string: "instagram-stories://share") {
                                UIApplication.shared.open(fallback)
                            }
                        }
                    }
                }
            }
            """
        #expect(given(text) == [3: "appID", 4: "appID", 6: "-"], "\(given(text))")
        // A query item added to the URL the function builds is that URL's own.
        let components = """
            func share(appID: String) {
                var components = URLComponents(string: "instagram-stories://share")
                components?.queryItems = [URLQueryItem(name: "source_application", value: appID)]
                if let url = components?.url { UIApplication.shared.open(url) }
            }
            """
        #expect(given(components) == [2: "appID"], "\(given(components))")
    }

    @Test func aChannelsAvailabilityAnswerIsNoShareAndTheQueryItemIsTheSharesURLs() {
        // One method-channel handler answers "is Instagram there?" with a URL it only asks about, and shares with
        // another URL whose query item carries the App ID.
        let text = """
            enum StoryChannel {
              static func register(with registrar: FlutterPluginRegistrar) {
                let channel = FlutterMethodChannel(name: "frames/story", binaryMessenger: registrar.messenger())
                channel.setMethodCallHandler { call, result in
                  switch call.method {
                  case "available":
                    guard let url = URL(string: "instagram-stories://share") else { return }
                    result(UIApplication.shared.canOpenURL(url))
                  default:
                    let appId = (call.arguments as? [String: Any])?["appId"] as? String ?? ""
                    var components = URLComponents(string: "instagram-stories://share")
                    components?.queryItems = [URLQueryItem(name: "source_application", value: appId)]
                    guard let url = components?.url else { return }
                    UIApplication.shared.open(url)
                  }
                }
              }
            }
            """
        #expect(given(text) == [11: "appId"], "\(given(text))")
        // The working neighbour: a URL asked about and then opened is a share.
        let opened = """
            func share() {
                let url = URL(string: "instagram-stories://share")!
                if UIApplication.shared.canOpenURL(url) {
                    UIApplication.shared.open(url)
                }
            }
            """
        #expect(given(opened) == [2: "-"], "\(given(opened))")
        // Opened far below the check, past the lines looked at (the pasteboard built between): still a share.
        let far =
            "func share() {\n    if let url = URL(string: \"instagram-stories://share?source_application=12345\") {\n"
            + "        if UIApplication.shared.canOpenURL(url) {\n"
            + String(repeating: "            items.append(1)\n", count: 80)
            + "            UIApplication.shared.open(url)\n        }\n    }\n}\n"
        #expect(given(far) == [2: "12345"], "\(given(far))")
        // Only asked about, in a function that goes on long after the check: an availability check all the same.
        let longCheck =
            "func handle() {\n    if let url = URL(string: \"instagram-stories://share\") {\n"
            + "        installed = UIApplication.shared.canOpenURL(url)\n    }\n"
            + String(repeating: "    items.append(1)\n", count: 80) + "}\n"
        #expect(given(longCheck).isEmpty, "\(given(longCheck))")
    }

    // MARK: 4 and 5. A library's call shape only where the codebase depends on it; a method channel's platforms

    /// A Flutter app whose Dart code calls its own wrapper of a method channel, named like appinio_social_share's
    /// call, with the App ID second; the Kotlin plugin that handles the channel shares through the intent.
    static let ownChannel: [String: String] = [
        "pubspec.yaml": "name: frames\ndependencies:\n  flutter:\n    sdk: flutter\n  path_provider: ^2.1.0\n",
        "lib/story_channel.dart": """
        import 'package:flutter/services.dart';
        class StoryChannel {
          static const MethodChannel _channel = MethodChannel('frames_story_channel');
          static Future<bool> shareToInstagramStory(List<int> bytes, String appId) async {
            final result = await _channel.invokeMethod('share', {'bytes': bytes, 'appId': appId});
            return result == true;
          }
        }
        """,
        "lib/editor.dart": """
        import 'story_channel.dart';
        Future<void> onShare(List<int> png) async {
          await StoryChannel.shareToInstagramStory(
            png,
            '612345678901234',
          );
        }
        void main() => onShare(const [1, 2, 3]);
        """,
        "android/app/src/main/kotlin/dev/frames/StoryPlugin.kt": """
        package dev.frames
        import android.content.Intent
        import io.flutter.plugin.common.MethodCall
        import io.flutter.plugin.common.MethodChannel
        class StoryPlugin(private val activity: android.app.Activity) : MethodChannel.MethodCallHandler {
            override fun onMethodCall(call: MethodCall, result: MethodChannel.Result) {
                val appId: String? = call.argument("appId")
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", appId)
                activity.startActivity(intent)
                result.success(true)
            }
        }
        """,
    ]

    func sharing(_ files: [String: String]) throws -> Sharing {
        let tree = Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        return try #require(ProjectScanner.scan(tree.url.path).codebases.first { $0.stack == .flutter }?.sharing)
    }

    @Test func anAppsOwnFunctionNamedLikeALibrarysIsNotTheLibrarysCall() throws {
        let sharing = try sharing(Self.ownChannel)
        // No appinio_social_share call, and no App ID read from its first argument (the image's bytes).
        #expect(!sharing.calls.contains { $0.api == .appinioSocialShare }, "\(sharing.calls)")
        #expect(!sharing.appIDs.contains { $0.value == "png" }, "\(sharing.appIDs)")
        #expect(
            sharing.undecided.map(\.text).filter { $0.contains("own function") } == [
                "shareToInstagramStory is the app's own function, not appinio_social_share's (not in pubspec.yaml): the "
                    + "native code handling it shares",
                // Its definition names its second parameter appId: the literal passed there is said, where passed.
                "shareToInstagramStory, the app's own function, is given the App ID 612345678901234 as its parameter "
                    + "appId (lib/story_channel.dart:4)",
            ], "\(sharing.undecided)")
        #expect(sharing.undecided.last.map { "\($0.path):\($0.line ?? 0)" } == "lib/editor.dart:5")
        // The share is the Kotlin plugin's intent: Android's only, so the iOS app does not share.
        #expect(sharing.calls.map(\.api) == [.intent], "\(sharing.calls)")
        #expect(sharing.calls.allSatisfy { $0.platform == .android })
    }

    @Test func anAppsOwnCallIsReadByItsNamedArguments() throws {
        // A wrapper named like social_share's call, given the App ID by name: said with it, never read from another
        // argument.
        var files = Self.ownChannel
        files["lib/editor.dart"] = """
            import 'story_channel.dart';
            const kFacebookAppId = '612345678901234';
            Future<void> onShare(String path) async {
              await StoryChannel.shareInstagramStory(backgroundPath: path, facebookAppId: kFacebookAppId);
            }
            void main() => onShare('/tmp/story.png');
            """
        let sharing = try sharing(files)
        #expect(!sharing.calls.contains { $0.api == .socialShare }, "\(sharing.calls)")
        #expect(
            sharing.undecided.map(\.text).filter { $0.contains("own function") } == [
                "shareInstagramStory is the app's own function, not social_share's (not in pubspec.yaml), given "
                    + "facebookAppId: kFacebookAppId: the native code handling it shares"
            ], "\(sharing.undecided)")
    }

    @Test func theSameCallIsTheLibrarysWhereTheAppDependsOnIt() throws {
        var files = Self.ownChannel
        files["pubspec.yaml"]! += "  appinio_social_share: ^0.3.2\n"
        let sharing = try sharing(files)
        #expect(!sharing.undecided.contains { $0.text.contains("own function") }, "\(sharing.undecided)")
        let call = try #require(sharing.calls.first { $0.api == .appinioSocialShare })
        #expect(call.platform == nil && call.evidence.line == 3)
        // A development dependency is the app's too (a plugin's example app lists the plugin there by path).
        var example = Self.ownChannel
        example["pubspec.yaml"]! += "dev_dependencies:\n  appinio_social_share:\n    path: ../\n"
        let byPath = try self.sharing(example)
        #expect(byPath.calls.contains { $0.api == .appinioSocialShare }, "\(byPath.undecided)")
    }

    @Test func anAppsOwnCallWithNoNativeShareIsUndecided() throws {
        var files = Self.ownChannel
        files["android/app/src/main/kotlin/dev/frames/StoryPlugin.kt"] = nil
        let sharing = try sharing(files)
        #expect(!sharing.shares)
        #expect(
            sharing.undecided.map(\.text).contains { $0.hasSuffix("and no native code of the app shares: not judged") },
            "\(sharing.undecided)")
    }

    @Test func flutterEngineEntryPointsAreCalledByTheEngine() {
        // An app delegate's implicit-engine callback and a local plugin's register(with:) run without a caller of the
        // sources; a channel handler too.
        for declaration in [
            "  func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {",
            "  static func register(with registrar: FlutterPluginRegistrar) {",
            "  private func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {",
            "  func onShare(call: FlutterMethodCall, result: @escaping FlutterResult) {",
        ] {
            let name = String(declaration.split(separator: "(")[0].split(separator: " ").last ?? "")
            #expect(!ShareReachability.needsCaller(name: name, declaration: declaration, language: .swift), "\(name)")
        }
        // The working neighbour: an app's own helper still needs one.
        #expect(
            ShareReachability.needsCaller(
                name: "shareStory", declaration: "  func shareStory(_ image: UIImage) {", language: .swift))
    }

    @Test func aShareInAChannelRegisteredByTheImplicitEngineCallbackIsCalled() throws {
        let delegate = """
            import Flutter
            import UIKit
            private enum StoryChannel {
              static func register(with registrar: FlutterPluginRegistrar) {
                let channel = FlutterMethodChannel(name: "frames/story", binaryMessenger: registrar.messenger())
                channel.setMethodCallHandler { call, result in
                  let args = call.arguments as? [String: Any]
                  guard let data = args?["image"] as? Data, let appId = args?["appId"] as? String else { return }
                  UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
                  UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appId)")!)
                  result(true)
                }
              }
            }
            @main
            @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
              private var registered = false

              func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
                GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
                if let registrar = engineBridge.pluginRegistry.registrar(forPlugin: "StoryChannel") {
                  StoryChannel.register(with: registrar)
                }
              }
            }
            """
        var files = Self.ownChannel
        files["ios/Runner/AppDelegate.swift"] = delegate
        let sharing = try sharing(files)
        #expect(sharing.uncalled.isEmpty, "\(sharing.uncalled)")
        #expect(Set(sharing.calls.compactMap(\.platform)) == [.android, .ios], "\(sharing.calls)")
    }

    // MARK: An App ID two steps away

    @Test func aParameterWhoseCallerPassesANameSetToALiteralIsThatLiteral() throws {
        let text = """
            enum StoryShare {
                static let metaAppID = "123456789012345"
                static func share(image: Data) {
                    let fallback = "234567890123456"
                    open(image: image, appID: metaAppID)
                    open(image: image, appID: fallback)
                }
                static func open(image: Data, appID: String) {
                    UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": image]], options: [:])
                    UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                }
                static func shareAgain(image: Data) {
                    present(image: image, appID: metaAppID)
                }
                static func present(image: Data, appID: String) {
                    UIPasteboard.general.setItems([["com.facebook.sharedSticker.appID": appID]], options: [:])
                    UIApplication.shared.open(URL(string: "facebook-stories://share")!)
                }
                static func relay(image: Data, metaAppID: String) {
                    post(image: image, appID: metaAppID)
                    post(image: image, appID: Bundle.main.bundleIdentifier ?? "")
                }
                static func post(image: Data, appID: String) {
                    UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                }
            }
            """
        let ids = appIDs(text)
        // Two callers passing names set to two literals (a constant, a local of the caller): undecided, each said.
        let open = try #require(ids.first { $0.evidence.line == 10 })
        #expect(!open.isLiteral && open.value == "appID")
        #expect(
            open.undecided
                == "the parameter appID of open, which its callers give as 123456789012345 (a:5), 234567890123456 (a:6)"
        )
        // One caller passing a constant set in the file: that literal, where it is passed and where it is set.
        let present = try #require(ids.first { $0.evidence.line == 13 })
        #expect(present.isLiteral && present.value == "123456789012345")
        #expect(present.definition?.line == 2)
        // The caller's own parameter hides the constant of that name: a third step, left as written.
        let post = try #require(ids.first { $0.evidence.line == 24 }, "\(ids)")
        #expect(!post.isLiteral && post.value == "appID" && post.definition == nil, "\(post)")
    }
}

/// A `UIImage` put on the Stories pasteboard through an expression written only to fit a `[String: Any]`
/// (`(image ?? nil) as Any`, `image as Any`) is the image it names; an expression of two names is not read as one.
@Suite struct PasteboardImageExpressionTests {
    /// The line of the `UIImage` the background of the share in `text` is said to be, if any.
    func imageLine(_ value: String) -> Int? {
        let text = """
            func handle(path: String) {
                var backgroundImage: UIImage? = nil
                backgroundImage = UIImage(contentsOfFile: path)
                let items = ["com.instagram.sharedSticker.backgroundImage": \(value)] as [String: Any]
                UIPasteboard.general.setItems([items], options: [:])
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=1")!)
            }
            """
        let calls = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: .swift)
        return calls.flatMap(\.values).first { $0.parameter == .background }?.imageObjectLine
    }

    @Test func aCastOrDefaultedNameIsTheImageItNames() {
        for value in ["(backgroundImage ?? nil) as Any", "backgroundImage as Any", "backgroundImage! as AnyObject"] {
            #expect(imageLine(value) == 2, "\(value)")
        }
        #expect(ShareCallReading.castName("(self.image ?? nil) as Any") == ["self", "image"])
        #expect(ShareCallReading.castName("a ?? b") == nil)
        #expect(ShareCallReading.castName("(a) + (b)") == nil)
        #expect(imageLine("backgroundImage?.pngData() as Any") == nil)
    }

    @Test func anImageOnTheLineAfterItsKeyIsSeen() {
        let text = """
            func share(data: Data) {
                guard let stickerImage = UIImage(data: data) else { return }
                let pasteboardItems: [String: Any] = [
                    "com.instagram.sharedSticker.stickerImage":
                        stickerImage
                ]
                UIPasteboard.general.setItems([pasteboardItems], options: [:])
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=1")!)
            }
            """
        let calls = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: .swift)
        let sticker = calls.flatMap(\.values).first { $0.parameter == .sticker }
        #expect(sticker?.imageObjectLine == 2, "\(calls)")
    }

    /// The same set by a subscript, the image alone on the line after the `=`.
    @Test func anImageSetBySubscriptOnTheNextLineIsSeen() {
        let text = """
            func share(data: Data) {
                guard let stickerImage = UIImage(data: data) else { return }
                var pasteboardItems: [String: Any] = [:]
                pasteboardItems["com.instagram.sharedSticker.stickerImage"] =
                    stickerImage
                UIPasteboard.general.setItems([pasteboardItems], options: [:])
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=1")!)
            }
            """
        let calls = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: .swift)
        let sticker = calls.flatMap(\.values).first { $0.parameter == .sticker }
        #expect(sticker?.expression == "stickerImage", "\(calls)")
        #expect(sticker?.imageObjectLine == 2, "\(calls)")
        // Its data, on the next line too, is no UIImage.
        let data = text.replacingOccurrences(of: "        stickerImage\n", with: "        stickerImage.pngData()\n")
        let passed = ShareCodeScanner.shares(in: data, lines: SourceLines(data), path: "a", language: .swift)
        #expect(passed.flatMap(\.values).first { $0.parameter == .sticker }?.imageObjectLine == nil)
    }

    @Test func aCastBindingInANestedLiteralIsTheImageItNames() {
        let text = """
            func share(card: Data) {
                if let badge = UIImage(named: "Badge") {
                    UIPasteboard.general.setItems(
                        [["com.instagram.sharedSticker.backgroundImage": card,
                          "com.instagram.sharedSticker.stickerImage": badge as Any]],
                        options: [:])
                }
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=1")!)
            }
            """
        let calls = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: .swift)
        let sticker = calls.flatMap(\.values).first { $0.parameter == .sticker }
        // (The reader takes the cast off a literal's value.)
        #expect(sticker?.expression == "badge", "\(calls)")
        #expect(sticker?.imageObjectLine == 2, "\(calls)")
    }
}

/// A Flutter app's native share reading its image from the app's own method channel: what the Dart code sends it is
/// the share's image — a capture made at run time, or a bundled asset loaded and written to a file — and the share
/// is no longer "a value the scan cannot follow".
@Suite struct ChannelImageTests {
    typealias Tree = InstalledVersionsTests.Tree

    /// A Flutter app whose AppDelegate handles `shareStory` by putting the file at the channel's `stickerImage` key
    /// on the pasteboard; `dart` is `lib/story.dart`.
    func sharing(dart: String, extra: [String: String] = [:]) throws -> Sharing {
        let files: [String: String] = [
            "pubspec.yaml": """
            name: glimmer
            dependencies:
              flutter:
                sdk: flutter
            flutter:
              assets:
                - assets/
            """,
            "lib/story.dart": dart,
            "lib/main.dart": "import 'story.dart';\nvoid main() => shareCard();\n",
            "ios/Runner/AppDelegate.swift": """
            import Flutter
            import UIKit
            @main
            @objc class AppDelegate: FlutterAppDelegate {
              override func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
              ) -> Bool {
                let controller = window?.rootViewController as! FlutterViewController
                let channel = FlutterMethodChannel(name: "glimmer/story", binaryMessenger: controller.binaryMessenger)
                channel.setMethodCallHandler { call, result in
                  if call.method == "shareStory" {
                    let args = call.arguments as? [String: Any]
                    let path = args?["stickerImage"] as? String ?? ""
                    self.shareStory(path: path)
                    result(nil)
                  } else {
                    result(FlutterMethodNotImplemented)
                  }
                }
                return super.application(application, didFinishLaunchingWithOptions: launchOptions)
              }

              func shareStory(path: String) {
                guard let data = FileManager.default.contents(atPath: path),
                      let url = URL(string: "instagram-stories://share?source_application=612345678901234")
                else { return }
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.stickerImage": data]], options: [:])
                UIApplication.shared.open(url)
              }
            }
            """,
        ]
        let tree = Tree()
        for (path, text) in files.merging(extra, uniquingKeysWith: { $1 }) { try tree.write(text, to: path) }
        return try #require(ProjectScanner.scan(tree.url.path).codebases.first { $0.stack == .flutter }?.sharing)
    }

    @Test func aCaptureSentToTheChannelIsMadeAtRunTime() throws {
        let sharing = try sharing(
            dart: """
                import 'dart:io';
                import 'dart:ui' as ui;
                import 'package:flutter/rendering.dart';
                import 'package:flutter/services.dart';
                const _channel = MethodChannel('glimmer/story');
                final cardKey = GlobalKey();
                Future<void> shareCard() async {
                  final boundary = cardKey.currentContext!.findRenderObject() as RenderRepaintBoundary;
                  final image = await boundary.toImage(pixelRatio: 3);
                  final bytes = await image.toByteData(format: ui.ImageByteFormat.png);
                  final file = await File('${Directory.systemTemp.path}/card.png').writeAsBytes(bytes!.buffer.asUint8List());
                  await _channel.invokeMethod('shareStory', {'stickerImage': file.path});
                }
                """)
        #expect(sharing.runtimeAssets.map { "\($0.path):\($0.line ?? 0)" } == ["lib/story.dart:9"])
        #expect(sharing.assets.isEmpty)
        #expect(!sharing.undecided.contains { $0.text.contains("cannot follow") }, "\(sharing.undecided)")
    }

    @Test func aBundledAssetWrittenToAFileAndSentIsTheSharesFile() throws {
        let dart = """
            import 'dart:io';
            import 'package:flutter/services.dart';
            const _channel = MethodChannel('glimmer/story');
            Future<void> shareCard() async {
              final data = await rootBundle.load('assets/story_sticker.png');
              final file = File('${Directory.systemTemp.path}/sticker.png');
              await file.writeAsBytes(data.buffer.asUint8List());
              await _channel.invokeMethod('shareStory', {'stickerImage': file.path});
            }
            """
        let sharing = try sharing(dart: dart, extra: ["assets/story_sticker.png": "not really a png"])
        #expect(sharing.assets.map(\.path) == ["assets/story_sticker.png"], "\(sharing.assets)")
        #expect(sharing.assets.map(\.role) == [.sticker])
        #expect(sharing.runtimeAssets.isEmpty)
        // Sent on another method, which the native code does not share on: not the share's file.
        let other = try self.sharing(
            dart: dart.replacingOccurrences(of: "'shareStory'", with: "'saveToGallery'"),
            extra: ["assets/story_sticker.png": "not really a png"])
        #expect(other.assets.isEmpty, "\(other.assets)")
        #expect(other.undecided.contains { $0.text.contains("cannot follow") }, "\(other.undecided)")
        // Sent beside a sticker drawn elsewhere, under a background key: which of the two the loaded file is cannot
        // be told, so it is not taken, and the share stays undecided.
        let both = try self.sharing(
            dart: dart.replacingOccurrences(
                of: "{'stickerImage': file.path}", with: "{'stickerImage': drawnPath, 'backgroundImage': file.path}"
            ).replacingOccurrences(
                of: "Future<void> shareCard() async {", with: "Future<void> shareCard([String drawnPath = '']) async {"),
            extra: ["assets/story_sticker.png": "not really a png"])
        #expect(both.assets.isEmpty, "\(both.assets)")
        #expect(both.undecided.contains { $0.text.contains("cannot follow") }, "\(both.undecided)")
    }

    @Test func theNativeBranchAndKeysAreRead() {
        let text = """
            override fun onMethodCall(call: MethodCall, result: MethodChannel.Result) {
                when (call.method) {
                    "shareToStory" -> shareToStory(call.argument<String>("backgroundImage"))
                    "version" -> result.success("1.0")
                }
            }
            private fun shareToStory(path: String?) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                activity.startActivity(intent)
            }
            """
        var call = ShareCall(
            target: .instagram, api: .intent, evidence: Evidence(path: "a.kt", line: 8), platform: .android)
        call.functionLines = 7...10
        let names = ProjectScanner.channelNames(of: [call], in: SourceLines(text))
        #expect(names.methods == ["shareToStory"])
        #expect(names.keys == ["backgroundImage"])
    }
}

/// The FileProvider authority Android share code asks `getUriForFile` for, as the manifest writes it.
@Suite struct ProviderAuthorityTests {
    func authorities(_ text: String, _ language: SourceLanguage = .kotlin) -> [String] {
        ProviderAuthorities.read(Array(text.utf8), path: "a", language: language).map(\.text)
    }

    @Test func theAuthorityIsReadAsTheManifestWritesIt() {
        #expect(
            authorities("val u = FileProvider.getUriForFile(context, context.packageName + \".provider\", f)")
                == ["${applicationId}.provider"])
        #expect(
            authorities("val u = FileProvider.getUriForFile(this, \"${BuildConfig.APPLICATION_ID}.fileprovider\", f)")
                == ["${applicationId}.fileprovider"])
        #expect(
            authorities("val u = FileProvider.getUriForFile(this, \"$packageName.share\", f)") == [
                "${applicationId}.share"
            ])
        #expect(authorities("val u = FileProvider.getUriForFile(this, \"dev.app.files\", f)") == ["dev.app.files"])
        #expect(
            authorities(
                "Uri u = FileProvider.getUriForFile(a, a.getApplicationContext().getPackageName() + \".provider\", f);",
                .java) == ["${applicationId}.provider"])
        // A constant of the file, one step.
        #expect(
            authorities(
                """
                const val AUTHORITY = "dev.app.stories"
                fun uri(f: File) = FileProvider.getUriForFile(context, AUTHORITY, f)
                """) == ["dev.app.stories"])
        // Built otherwise: not read.
        #expect(authorities("val u = FileProvider.getUriForFile(this, authorityFor(flavor), f)").isEmpty)
        #expect(authorities("let u = getUriForFile(this, \"x\", f)", .swift).isEmpty)
    }

    @Test func aDeclaredAuthorityServesTheSameOneWrittenWithAPackage() {
        #expect(ProviderAuthorities.serves("${applicationId}.provider", "${applicationId}.provider") == true)
        #expect(ProviderAuthorities.serves("dev.app.provider", "${applicationId}.provider") == true)
        #expect(ProviderAuthorities.serves("${applicationId}.fileprovider", "dev.app.fileprovider") == true)
        #expect(ProviderAuthorities.serves("${applicationId}.fileprovider", "${applicationId}.provider") == false)
        #expect(ProviderAuthorities.serves("${applicationId}.provider", "${applicationId}.fileprovider") == false)
        #expect(ProviderAuthorities.serves("${fileProviderAuthority}", "${applicationId}.provider") == nil)
    }
}

/// A share whose function takes its image from a function of another source that draws it
/// (`StoryImage.render(…)`, whose body makes a bitmap) is drawn at run time, cited at the line that makes it; a
/// called function that draws nothing is no drawing.
@Suite struct DrawingCalleeTests {
    func sharing(render body: String) throws -> Sharing {
        var files = ShareCallFieldTests.ownChannel
        files["android/app/src/main/kotlin/dev/frames/StoryPlugin.kt"] = """
            package dev.frames
            import android.content.Intent
            import io.flutter.plugin.common.MethodCall
            import io.flutter.plugin.common.MethodChannel
            class StoryPlugin(private val activity: android.app.Activity) : MethodChannel.MethodCallHandler {
                override fun onMethodCall(call: MethodCall, result: MethodChannel.Result) {
                    val bitmap = StoryImage.render(activity)
                    val uri = StoryFiles.save(activity, bitmap)
                    val intent = Intent("com.instagram.share.ADD_TO_STORY")
                    intent.setDataAndType(uri, "image/png")
                    intent.putExtra("source_application", "612345678901234")
                    activity.startActivity(intent)
                    result.success(true)
                }
            }
            """
        files["android/app/src/main/kotlin/dev/frames/StoryImage.kt"] = """
            package dev.frames
            object StoryImage {
                fun render(activity: android.app.Activity): android.graphics.Bitmap {
            \(body)
                }
            }
            """
        files["android/app/src/main/kotlin/dev/frames/StoryFiles.kt"] = """
            package dev.frames
            object StoryFiles {
                fun save(activity: android.app.Activity, bitmap: android.graphics.Bitmap): android.net.Uri =
                    android.net.Uri.EMPTY
            }
            """
        let tree = ShareCallFieldTests.Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        return try #require(ProjectScanner.scan(tree.url.path).codebases.first { $0.stack == .flutter }?.sharing)
    }

    @Test func aCalledFunctionThatDrawsIsTheDrawing() throws {
        let drawn = try sharing(render: "        val bitmap = createBitmap(1080, 1920)\n        return bitmap")
        #expect(
            drawn.runtimeAssets.map { "\($0.path):\($0.line ?? 0)" } == [
                "android/app/src/main/kotlin/dev/frames/StoryImage.kt:4"
            ], "\(drawn.runtimeAssets)")
        let plain = try sharing(render: "        return android.graphics.BitmapFactory.decodeFile(\"/x.png\")")
        #expect(plain.runtimeAssets.isEmpty, "\(plain.runtimeAssets)")
    }
}

/// A Flutter plugin's example app calls the plugin's Dart function, which sends the path through the plugin's channel
/// to its native share: the bundled asset the example loads and writes to that file is the example's share asset.
@Suite struct PluginExampleChannelTests {
    @Test func theExamplesLoadedAssetIsItsSharesFile() throws {
        let files: [String: String] = [
            "pubspec.yaml": """
            name: story_bridge
            dependencies:
              flutter:
                sdk: flutter
            flutter:
              plugin:
                platforms:
                  ios:
                    pluginClass: StoryBridgePlugin
            """,
            "lib/story_bridge.dart": """
            import 'package:flutter/services.dart';
            class StoryBridge {
              static const MethodChannel _channel = MethodChannel('story_bridge');
              static Future<void> shareStory(String path) async {
                await _channel.invokeMethod('share_story', {'backgroundImage': path});
              }
            }
            """,
            "ios/Classes/StoryBridgePlugin.swift": """
            import Flutter
            import UIKit
            public class StoryBridgePlugin: NSObject, FlutterPlugin {
              public static func register(with registrar: FlutterPluginRegistrar) {
                let channel = FlutterMethodChannel(name: "story_bridge", binaryMessenger: registrar.messenger())
                registrar.addMethodCallDelegate(StoryBridgePlugin(), channel: channel)
              }
              public func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
                if call.method == "share_story" {
                  let args = call.arguments as! [String: Any]
                  let path = args["backgroundImage"] as! String
                  guard let data = FileManager.default.contents(atPath: path) else { return result(nil) }
                  UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
                  UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=612345678901234")!)
                  result(nil)
                }
              }
            }
            """,
            "example/pubspec.yaml": """
            name: story_bridge_example
            dependencies:
              flutter:
                sdk: flutter
              story_bridge:
                path: ../
            flutter:
              assets:
                - assets/card.png
            """,
            "example/lib/main.dart": """
            import 'dart:io';
            import 'package:flutter/services.dart';
            import 'package:story_bridge/story_bridge.dart';
            Future<void> share() async {
              final data = await rootBundle.load('assets/card.png');
              final file = await File('${Directory.systemTemp.path}/card.png').writeAsBytes(data.buffer.asUint8List());
              await StoryBridge.shareStory(file.path);
            }
            void main() => share();
            """,
            "example/assets/card.png": "not really a png",
        ]
        let tree = ShareCallFieldTests.Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        let model = ProjectScanner.scan(tree.url.path)
        let example = try #require(model.codebases.first { $0.path == "example" })
        #expect(example.sharing.assets.map(\.path) == ["example/assets/card.png"], "\(example.sharing)")
        #expect(example.sharing.assets.map(\.role) == [.background])
        // The plugin itself takes what its callers pass: no file of its own.
        let plugin = try #require(model.codebases.first { $0.path == "." })
        #expect(plugin.sharing.assets.isEmpty)
    }
}

/// An Android intent given its URI by a caller, in a codebase that saves images through MediaStore, shares a MediaStore
/// URI (no FileProvider needed); one whose function asks a FileProvider for its URI does not.
@Suite struct MediaStoreCodebaseTests {
    func sharing(uri: String) throws -> Sharing {
        var files = ShareCallFieldTests.ownChannel
        files["android/app/src/main/kotlin/dev/frames/StoryPlugin.kt"] = """
            package dev.frames
            import android.content.Intent
            import io.flutter.plugin.common.MethodCall
            import io.flutter.plugin.common.MethodChannel
            class StoryPlugin(private val activity: android.app.Activity) : MethodChannel.MethodCallHandler {
                override fun onMethodCall(call: MethodCall, result: MethodChannel.Result) {
                    val uri = \(uri)
                    val intent = Intent("com.instagram.share.ADD_TO_STORY")
                    intent.setDataAndType(uri, "image/png")
                    intent.putExtra("source_application", "612345678901234")
                    activity.startActivity(intent)
                    result.success(true)
                }
            }
            """
        files["android/app/src/main/kotlin/dev/frames/Gallery.kt"] = """
            package dev.frames
            import android.provider.MediaStore
            object Gallery {
                fun save(activity: android.app.Activity, values: android.content.ContentValues): android.net.Uri? =
                    activity.contentResolver.insert(MediaStore.Images.Media.EXTERNAL_CONTENT_URI, values)
            }
            """
        let tree = ShareCallFieldTests.Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        return try #require(ProjectScanner.scan(tree.url.path).codebases.first { $0.stack == .flutter }?.sharing)
    }

    @Test func aGivenURIInACodebaseSavingThroughMediaStoreIsMediaStores() throws {
        #expect(try sharing(uri: "Gallery.save(activity, android.content.ContentValues())").usesMediaStore)
        #expect(
            try !sharing(uri: "androidx.core.content.FileProvider.getUriForFile(activity, \"dev.frames.files\", f)")
                .usesMediaStore)
    }
}

/// One reader of the keys a method channel's arguments are read by, for the channel's App IDs and its images alike.
@Suite struct ChannelKeyTests {
    @Test func theKeysOfAChannelsArguments() {
        let lines: [(String, [String])] = [
            (#"val appId = call.argument<String>("appId")"#, ["appId"]),
            (#"String appId = call.argument("appId");"#, ["appId"]),
            (#"let appId = args["appId"] as? String"#, ["appId"]),
            (#"guard let appId = (call.arguments as? [String: Any])?["appId"] as? String"#, ["appId"]),
            (#"let appId = (call.arguments as! [String: Any])["appId"] as! String"#, ["appId"]),
            (#"NSString *path = call.arguments[@"path"];"#, ["path"]),
            (#"let appId = settings["appId"] as? String"#, []),
            (#"let appId = callback(map["appId"])"#, []),
            (#"let appId = (settings as! [String: Any])["appId"]"#, []),
        ]
        for (line, keys) in lines {
            #expect(ProjectScanner.channelKeys(in: line) == keys, "\(line)")
            let name = line.contains("path") ? "path" : "appId"
            #expect(AppIDResolution.channelKey(of: name, in: line[...]) == keys.first, "\(line)")
        }
    }
}

/// Keys a share file keeps in constants: the pasteboard's (`let kAppIDKey = "com.facebook.sharedSticker.appID"`), an
/// intent's extra (`const val EXTRA_SOURCE_APPLICATION = "source_application"`). The declaration sets nothing; where
/// the name is used, the key is, and the value given under it is read.
@Suite struct KeyConstantTests {
    func calls(_ text: String, _ language: SourceLanguage) -> [ShareCall] {
        ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language)
    }

    @Test func aSwiftPasteboardKeyConstantIsTheKeyWhereItIsUsed() {
        let text = """
            import UIKit
            enum Keys { static let kFacebookAppID = "com.facebook.sharedSticker.appID" }
            let kBackgroundImage = "com.facebook.sharedSticker.backgroundImage"
            func share(card: Data, facebookAppId: String) {
                let items: [[String: Any]] = [[
                    Keys.kFacebookAppID: facebookAppId,
                    kBackgroundImage: card,
                ]]
                UIPasteboard.general.setItems(items, options: [:])
                UIApplication.shared.open(URL(string: "facebook-stories://share")!)
            }
            """
        let found = calls(text, .swift)
        #expect(!found.contains { [2, 3].contains($0.evidence.line) }, "declarations set no item: \(found)")
        #expect(found.contains { $0.api == .pasteboard && $0.evidence.line == 6 }, "\(found)")
        // The App ID is the item's (Facebook's key), and covers the URL that opens it.
        let item = found.first { $0.api == .pasteboard && $0.evidence.line == 6 }
        #expect(item?.appID.source?.value == "facebookAppId", "\(String(describing: item?.appID))")
        #expect(found.first { $0.api == .urlScheme }?.appID.isJudgedElsewhere == true, "\(found)")
    }

    @Test func aKotlinExtraKeyConstantGivesTheAppID() {
        let text = """
            class StoryShare(private val activity: android.app.Activity) {
                companion object {
                    private const val EXTRA_SOURCE_APPLICATION = "source_application"
                }
                fun share(uri: android.net.Uri, facebookAppId: String) {
                    val intent = Intent("com.instagram.share.ADD_TO_STORY")
                    intent.putExtra(EXTRA_SOURCE_APPLICATION, facebookAppId)
                    intent.setDataAndType(uri, "image/png")
                    activity.startActivity(intent)
                }
            }
            """
        let intent = calls(text, .kotlin).first { $0.api == .intent }
        #expect(intent?.appID.source?.value == "facebookAppId", "\(String(describing: intent?.appID))")
        #expect(intent?.appID.source?.carrier == "the intent's source_application extra")
    }

    @Test func declarationsOfEveryShapeAreRead() {
        let text = """
            static NSString *const kStickerKey = @"com.instagram.sharedSticker.stickerImage";
            private static final String BOTTOM = "com.instagram.sharedSticker.backgroundBottomColor";
            static let content: String = "com.instagram.sharedSticker.contentURL"
            let items = ["com.instagram.sharedSticker.backgroundImage": image]
            """
        let constants = ShareCodeScanner.pasteboardKeyConstants(SourceLines(text))
        #expect(
            constants.names == [
                "kStickerKey": "com.instagram.sharedSticker.stickerImage",
                "BOTTOM": "com.instagram.sharedSticker.backgroundBottomColor",
                "content": "com.instagram.sharedSticker.contentURL",
            ])
        #expect(constants.lines == [1, 2, 3])
    }
}

extension KeyConstantTests {
    /// The URL kept in a stored property, the pasteboard set in the function that opens it: one share, with the URL's
    /// App ID.
    @Test func itemsOpenedByAStoredURLAreItsShare() {
        let text = """
            import UIKit
            final class InstagramUtils {
                private static let storiesUrl: URL? = URL(string: "instagram-stories://share?source_application=1837462019")
                static func shareToStories(image: UIImage) {
                    if let url = storiesUrl, UIApplication.shared.canOpenURL(url), let data = image.pngData() {
                        UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
                        UIApplication.shared.open(url, options: [:], completionHandler: nil)
                    }
                }
            }
            """
        let found = calls(text, .swift)
        #expect(Set(found.map(\.share)).count == 1, "\(found.map(\.share))")
        // The items read the App ID through the name the function opens: the URL's, at the URL's line.
        let item = found.first { $0.api == .pasteboard }
        #expect(item?.appID.source?.value == "1837462019" && item?.appID.source?.evidence.line == 3)
    }
}

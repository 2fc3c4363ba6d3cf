import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// Share values read across one call of the same file (issue 31): a Stories URL a function returns is judged by what
/// the callers that can reach it do with it, and a share's App ID or asset that is a parameter of its function is
/// what the file's callers pass.
@Suite struct ShareCallCallerTests {
    /// What each share of `text` gives for its App ID, by line: the App ID, `-` for none, `?why` when unread.
    func given(_ text: String, _ language: SourceLanguage = .swift) -> [Int: String] {
        var out: [Int: String] = [:]
        for call in ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language) {
            guard let line = call.evidence.line else { continue }
            switch call.appID {
            case .given(let source): out[line] = source.value
            case .absent: out[line] = "-"
            case .notTaken: out[line] = "none taken"
            case .unread(let why): out[line] = "?" + why
            }
        }
        return out
    }

    // MARK: 1. A URL returned by a function

    /// A channel whose URL factory returns a bare Stories URL when the App ID is empty; `checkCaller` asks
    /// `canOpenURL` of the factory's URL, and `shareCaller` is the share, `guarded` when it checks the App ID first.
    static func factory(shareArgument: String = "appId", guarded: Bool = true) -> String {
        """
        enum StoryChannel {
            static func handle(_ method: String, appId: String?) -> Bool {
                if method == "installed" { return installed(appId: nil) }
                return share(appId: appId ?? "")
            }

            private static func storyURL(appId: String?) -> URL? {
                guard let appId, !appId.isEmpty else {
                    return URL(string: "instagram-stories://share")
                }
                return URL(string: "instagram-stories://share?source_application=\\(appId)")
            }

            private static func installed(appId: String?) -> Bool {
                guard let url = storyURL(appId: appId) else { return false }
                return UIApplication.shared.canOpenURL(url)
            }

            private static func share(appId: String) -> Bool {
                guard \(guarded ? "!appId.isEmpty" : "true") else { return false }
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": Data()]])
                guard let url = storyURL(appId: \(shareArgument)), UIApplication.shared.canOpenURL(url) else {
                    return false
                }
                UIApplication.shared.open(url, options: [:])
                return true
            }
        }
        """
    }

    @Test func aBareURLOnlyAnAvailabilityCheckReachesIsNoShare() {
        // The share checks the App ID before asking for the URL: only `installed` reaches the bare branch.
        let found = given(Self.factory())
        #expect(found[9] == nil, "\(found)")
        #expect(found[11] == "appId", "\(found)")
    }

    @Test func aBareURLTheShareReachesStaysAShareWithoutAnAppID() {
        // The share does not check the App ID: it may pass an empty one and open the bare URL.
        let unguarded = given(Self.factory(guarded: false))
        #expect(unguarded[9] == "-", "\(unguarded)")
        // The share passes an empty literal: the bare URL is what it opens.
        let empty = given(Self.factory(shareArgument: "\"\""))
        #expect(empty[9] == "-", "\(empty)")
    }

    @Test func aURLEveryCallerOnlyAsksAboutIsNoShareAndOneOpenedIs() {
        let checked = """
            func storiesURL() -> URL? {
                return URL(string: "instagram-stories://share?source_application=12345")
            }
            func isInstalled() -> Bool {
                guard let url = storiesURL() else { return false }
                return UIApplication.shared.canOpenURL(url)
            }
            """
        #expect(given(checked).isEmpty, "\(given(checked))")
        let opened =
            checked + """

                func share() {
                    guard let url = storiesURL() else { return }
                    UIApplication.shared.open(url)
                }
                """
        #expect(given(opened) == [2: "12345"], "\(given(opened))")
        // Handed on by a caller: the reader does not follow it further, and the URL stays a share.
        let handedOn =
            checked + """

                func url() -> URL? {
                    let url = storiesURL()
                    return url
                }
                """
        #expect(given(handedOn) == [2: "12345"], "\(given(handedOn))")
    }

    // MARK: 2. A parameter filled by a caller

    /// The App ID of the one share of `text`.
    func appID(_ text: String, _ language: SourceLanguage = .swift) -> AppIDSource? {
        ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language).first?.appID.source
    }

    /// A share whose App ID is its function's parameter, and the file's `callers` of it.
    static func parameterShare(_ callers: String) -> String {
        """
        func openStory(appID: String) {
            let url = URL(string: "instagram-stories://share?source_application=\\(appID)")!
            UIApplication.shared.open(url)
        }
        \(callers)
        """
    }

    @Test func aParameterEveryCallerGivesOneLiteralIsThatLiteralWhereItIsPassed() {
        let found = appID(Self.parameterShare("func tap() { openStory(appID: \"612345678901234\") }"))
        #expect(found?.value == "612345678901234" && found?.isLiteral == true, "\(String(describing: found))")
        #expect(found?.evidence.line == 5 && found?.undecided == nil, "\(String(describing: found))")
    }

    @Test func callersGivingDifferentValuesLeaveTheParameterUndecidedNamingEach() {
        let two = appID(
            Self.parameterShare(
                """
                func tap() { openStory(appID: "111111111111111") }
                func other() { openStory(appID: "222222222222222") }
                """))
        #expect(two?.isLiteral == false, "\(String(describing: two))")
        #expect(
            two?.undecided
                == "the parameter appID of openStory, which its callers give as 111111111111111 (a:5), "
                + "222222222222222 (a:6)", "\(String(describing: two))")
        let named = appID(
            Self.parameterShare(
                """
                func tap() { openStory(appID: "111111111111111") }
                func other(settings: Settings) { openStory(appID: settings.facebookID) }
                """))
        #expect(named?.undecided?.hasSuffix("111111111111111 (a:5), settings.facebookID (a:6)") == true)
        // Callers that all pass names: the parameter's name as written, as before.
        let names = appID(Self.parameterShare("func tap(id: String) { openStory(appID: id) }"))
        #expect(names?.value == "appID" && names?.undecided == nil, "\(String(describing: names))")
        // No caller in the file: the name as written, as before.
        let uncalled = appID(Self.parameterShare(""))
        #expect(uncalled?.value == "appID" && uncalled?.undecided == nil, "\(String(describing: uncalled))")
    }

    /// The undecided sayings of the Flutter codebase of `files`.
    func undecided(_ files: [String: String]) throws -> [String] {
        let tree = InstalledVersionsTests.Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        let sharing = try #require(ProjectScanner.scan(tree.url.path).codebases.first { $0.stack == .flutter }?.sharing)
        return sharing.undecided.map { "\($0.place) \($0.text)" }
    }

    @Test func anAppsOwnFunctionGivenItsAppIDByPositionSaysItWhereItIsPassed() throws {
        var files = ShareCallFieldTests.ownChannel
        // Passed by a name: said as written, undecided.
        files["lib/editor.dart"] = files["lib/editor.dart"]?.replacingOccurrences(
            of: "'612345678901234'", with: "settings.appId")
        let named = try undecided(files)
        #expect(
            named.contains(
                "lib/editor.dart:5 shareToInstagramStory, the app's own function, is given settings.appId, undecided, "
                    + "as its parameter appId (lib/story_channel.dart:4)"), "\(named)")
        // A definition whose parameters name no App ID: nothing is read from the call's arguments.
        files["lib/story_channel.dart"] = files["lib/story_channel.dart"]?.replacingOccurrences(
            of: "String appId", with: "String caption")
        let unnamed = try undecided(files)
        #expect(!unnamed.contains { $0.contains("is given") }, "\(unnamed)")
    }

    // MARK: 4. Links passed to Instagram

    /// The link values the shares of `text` give, by line: the literal or the expression as written.
    func links(_ text: String) -> [Int: String] {
        var out: [Int: String] = [:]
        for call in ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: .swift) {
            for value in call.values where value.parameter == .link {
                out[value.evidence.line ?? 0] = value.isLiteral ? value.text : value.expression
            }
        }
        return out
    }

    @Test func aLinkSetOnThePasteboardItemsBySubscriptIsTheSharesLink() {
        let text = """
            func share(sticker: Data, attributionURL: URL?, deepLink: URL?) {
                var items: [String: Any] = ["com.instagram.sharedSticker.stickerImage": sticker]
                if let link = attributionURL?.absoluteString {
                    items["com.instagram.sharedSticker.contentURL"] = link
                }
                UIPasteboard.general.setItems([items], options: [:])
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=12345")!)
            }
            func other(sticker: Data) {
                var items: [[String: Any]] = [["com.instagram.sharedSticker.stickerImage": sticker]]
                items[0]["com.instagram.sharedSticker.contentURL"] = "https://example.org/recipe/1"
                UIPasteboard.general.setItems(items, options: [:])
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=12345")!)
            }
            """
        let found = links(text)
        #expect(found[4] == "link", "\(found)")
        #expect(found[11] == "https://example.org/recipe/1", "\(found)")
        // The same items with no link: none.
        let without = text.replacingOccurrences(of: "contentURL", with: "backgroundTopColor")
        #expect(links(without).isEmpty, "\(links(without))")
    }

    // MARK: 3. A Dart App ID passed through the app's own method channel

    /// A Flutter app whose Dart service passes `value` under `appId` to its channel, and whose Kotlin handler reads it.
    static func channel(_ value: String) -> [String: String] {
        [
            "pubspec.yaml": "name: cards\ndependencies:\n  flutter:\n    sdk: flutter\n",
            "lib/story_service.dart": """
            import 'package:flutter/services.dart';
            class StoryService {
              static const String metaAppId = \(value);
              static const MethodChannel _channel = MethodChannel('cards/story');
              Future<bool> share(String path) async {
                final ok = await _channel.invokeMethod<bool>('share', {'path': path, 'appId': metaAppId});
                return ok ?? false;
              }
            }
            void main() => StoryService().share('/tmp/a.png');
            """,
            "android/app/src/main/kotlin/dev/cards/StoryChannel.kt": """
            package dev.cards
            import android.content.Intent
            import io.flutter.plugin.common.MethodCall
            import io.flutter.plugin.common.MethodChannel
            class StoryChannel(private val activity: android.app.Activity) : MethodChannel.MethodCallHandler {
                override fun onMethodCall(call: MethodCall, result: MethodChannel.Result) {
                    val appId = call.argument<String>("appId")
                    val intent = Intent("com.instagram.share.ADD_TO_STORY")
                    intent.putExtra("source_application", appId)
                    activity.startActivity(intent)
                    result.success(true)
                }
            }
            """,
        ]
    }

    /// The App IDs the Flutter codebase of `files` gives, with where each is set.
    func channelAppIDs(_ files: [String: String]) throws -> [String] {
        let tree = InstalledVersionsTests.Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        let sharing = try #require(ProjectScanner.scan(tree.url.path).codebases.first { $0.stack == .flutter }?.sharing)
        return sharing.appIDs.map { "\($0.value) \($0.isLiteral) \($0.definition?.place ?? "-")" }
    }

    @Test func anAppIDTheDartCodePassesThroughTheChannelIsTheNativeSharesOwn() throws {
        // Empty, or a placeholder: the literal, set where the Dart constant is, so the share's App ID is judged.
        #expect(try channelAppIDs(Self.channel("''")) == [" true lib/story_service.dart:3"])
        #expect(
            try channelAppIDs(Self.channel("'YOUR_META_APP_ID'")) == ["YOUR_META_APP_ID true lib/story_service.dart:3"])
        #expect(
            try channelAppIDs(Self.channel("'612345678901234'")) == ["612345678901234 true lib/story_service.dart:3"])
        // A value no literal one step away (read at build time): the native name as before.
        #expect(try channelAppIDs(Self.channel("String.fromEnvironment('FB_APP_ID')")) == ["appId false -"])
    }
}

import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// A share in a function nothing calls is present, not called: it does not make its app share.
struct ShareReachabilityTests {
    typealias Tree = InstalledVersionsTests.Tree

    static let package = #"{"dependencies": {"react-native": "0.74.0", "react-native-share": "^10.0.0"}}"#

    /// The share of an Expo screen, in a helper (`shareToStories`) whose use is `use`.
    static func screen(use: String) -> String {
        """
        import { Linking } from 'react-native';

        export default function HomeScreen() {
          const shareToStories = async () => {
            const url = 'instagram-stories://share?source_application=1234567890';
            await Linking.openURL(url);
          };
          \(use)
          return null;
        }
        """
    }

    func sharing(_ files: [String: String]) throws -> Sharing? {
        let tree = Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        return ProjectScanner.scan(tree.url.path).codebases.first?.sharing
    }

    /// The sample many apps copy: a computed property builds and checks the URL, a helper writes the pasteboard
    /// and opens it. Nothing calls the helper here.
    static let sample = """
        import UIKit
        struct InstagramSharing {
            private static var storiesURL: URL? {
                if let url = URL(string: "instagram-stories://share?source_application=1234567890") {
                    if UIApplication.shared.canOpenURL(url) {
                        return url
                    }
                }
                return nil
            }

            static var canShare: Bool {
                return storiesURL != nil
            }

            static func share(_ image: UIImage) {
                guard let url = storiesURL, let data = image.pngData() else { return }
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
                UIApplication.shared.open(url, options: [:], completionHandler: nil)
            }
        }
        """

    /// A share reached only through helpers of its own file that nothing calls is not counted; the same file with
    /// the helper called from a screen shares, with the App ID the property's URL gives.
    @Test func aPropertyUsedOnlyByUncalledHelpersIsPresentNotCalled() throws {
        // An XcodeGen app compiling Sources/.
        let project =
            "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        let dead = try #require(try sharing(["project.yml": project, "Sources/InstagramSharing.swift": Self.sample]))
        #expect(!dead.shares)
        #expect(
            dead.uncalled.map(\.text).contains(
                "storiesURL shares to Instagram, but only canShare and share use it, and no source calls them: not "
                    + "counted as sharing"), "\(dead.uncalled.map(\.text))")
        let live = try #require(
            try sharing([
                "project.yml": project, "Sources/InstagramSharing.swift": Self.sample,
                "Sources/Screen.swift": "func onTap(_ image: UIImage) { InstagramSharing.share(image) }\n",
            ]))
        #expect(live.shares)
        #expect(live.calls.map(\.evidence.line) == [4, 18])
        #expect(live.appIDs.map(\.value) == ["1234567890"], "the property hands its URL on: not a mere check")
        // In-file use by code outside every helper reaches it too.
        let used = Self.sample + "\nlet ready = InstagramSharing.canShare\n"
        let direct = try #require(try sharing(["project.yml": project, "Sources/InstagramSharing.swift": used]))
        #expect(direct.calls.map(\.evidence.line) == [4], "the property is reached; the share helper still is not")
    }

    @Test func aHelperNothingCallsIsPresentNotCalled() throws {
        let sharing = try #require(
            try sharing(["package.json": Self.package, "app/home.tsx": Self.screen(use: "// no button yet")]))
        #expect(!sharing.shares)
        #expect(sharing.appIDs.isEmpty)
        #expect(
            sharing.uncalled.map(\.place) == ["app/home.tsx:5"],
            "said once, at its first share line")
        #expect(
            sharing.uncalled.first?.text.hasPrefix("shareToStories shares to Instagram, but no source calls it") == true
        )
    }

    @Test func aHelperItsFileOrAnotherFileCallsShares() throws {
        // The reporter's fix: the button calls it.
        let called = try #require(
            try sharing([
                "package.json": Self.package, "app/home.tsx": Self.screen(use: "<Button onPress={shareToStories} />"),
            ]))
        #expect(called.targets == [.instagram])
        #expect(called.uncalled.isEmpty)
        // An exported helper called from another file.
        let helper = """
            import { Linking } from 'react-native';
            export async function shareStory() {
              await Linking.openURL('instagram-stories://share?source_application=1234567890');
            }
            """
        let imported = try #require(
            try sharing([
                "package.json": Self.package, "src/share.js": helper,
                "src/screen.js": "import { shareStory } from './share';\nshareStory();\n",
            ]))
        #expect(imported.targets == [.instagram])
        let unused = try #require(try sharing(["package.json": Self.package, "src/share.js": helper]))
        #expect(!unused.shares)
        #expect(unused.uncalled.map(\.place) == ["src/share.js:3"])
    }

    /// A library's options built in an exported constant run where code that runs passes them: a screen passing
    /// them only from a nested handler nothing uses shares nothing; the handler wired to a button shares; an exported
    /// function of another file, which a third file may call, is taken as running.
    @Test func anOptionsConstantRunsWhereRunningCodePassesIt() throws {
        let options = """
            import { Social } from 'react-native-share';
            export const StoryOptions = {
              backgroundTopColor: '#1E88E5',
              backgroundBottomColor: '#1E88E5',
              social: Social.InstagramStories,
              appId: '1234567890',
            };
            """
        func screen(_ use: String) -> String {
            """
            import Share from 'react-native-share';
            import {
              StoryOptions
            } from './options';

            export default function ProfileScreen() {
              const share = async () => {
                await Share.shareSingle(StoryOptions);
              };
              \(use)
              return null;
            }
            """
        }
        let dead = try #require(
            try sharing([
                "package.json": Self.package, "src/options.ts": options, "src/ProfileScreen.tsx": screen("// later"),
            ]))
        #expect(!dead.shares)
        #expect(
            dead.uncalled.map(\.text) == [
                "StoryOptions shares to Instagram, but no code that runs uses it: not counted as sharing"
            ], "\(dead.uncalled)")
        let wired = try #require(
            try sharing([
                "package.json": Self.package, "src/options.ts": options,
                "src/ProfileScreen.tsx": screen("<Button onPress={share} />"),
            ]))
        #expect(wired.targets == [.instagram])
        #expect(wired.appIDs.map(\.value) == ["1234567890"])
        let exported = try #require(
            try sharing([
                "package.json": Self.package, "src/options.ts": options,
                "src/share.ts": """
                import Share from 'react-native-share';
                import { StoryOptions } from './options';
                export async function shareStory() {
                  await Share.shareSingle(StoryOptions);
                }
                """,
            ]))
        #expect(exported.targets == [.instagram], "another file may call an exported function")
    }

    /// An Objective-C share method with parameters, shaped like the sample many apps copy, exposed to Swift.
    static let objectiveCShare = """
        #import "StoryShare.h"
        #import <UIKit/UIKit.h>
        @implementation StoryShare
        - (void)backgroundImage:(NSData *)backgroundImage
                 attributionURL:(NSString *)attributionURL {
            NSURL *url = [NSURL URLWithString:@"instagram-stories://share?source_application=1234567890"];
            if ([[UIApplication sharedApplication] canOpenURL:url]) {
                NSArray *items = @[@{@"com.instagram.sharedSticker.backgroundImage" : backgroundImage,
                                     @"com.instagram.sharedSticker.contentURL" : attributionURL}];
                [[UIPasteboard generalPasteboard] setItems:items options:@{}];
                [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
            }
        }
        @end
        """

    /// An Objective-C method with parameters is called by its whole selector: uncalled, it is present, not called;
    /// called from Swift by its first part with the others as labels, or from Objective-C by the whole selector, it
    /// shares.
    @Test func anObjectiveCMethodWithParametersIsJudgedByItsSelector() throws {
        let project =
            "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        let files = ["project.yml": project, "Sources/StoryShare.m": Self.objectiveCShare]
        let uncalled = try #require(try sharing(files))
        #expect(!uncalled.shares, "\(uncalled)")
        #expect(
            uncalled.uncalled.first?.text.hasPrefix(
                "backgroundImage:attributionURL: shares to Instagram, but no source calls it") == true,
            "\(uncalled.uncalled)")
        let callers = [
            "func share(_ data: Data) { StoryShare().backgroundImage(data, attributionURL: \"https://trail.app\") }\n",
            "- (void)tap { [[StoryShare new] backgroundImage:self.data\n attributionURL:@\"https://trail.app\"]; }\n",
        ]
        for (index, caller) in callers.enumerated() {
            var called = files
            called[index == 0 ? "Sources/Screen.swift" : "Sources/Screen.m"] = caller
            let sharing = try #require(try sharing(called))
            #expect(sharing.shares && sharing.uncalled.isEmpty, "\(caller): \(sharing.uncalled)")
        }
        // A call of another selector with the same first part is not this one's.
        var other = files
        other["Sources/Screen.swift"] = "func share(_ data: Data) { StoryShare().backgroundImage(data) }\n"
        #expect(try sharing(other)?.shares == false)
    }

    @Test func objectiveCSelectorsTheRuntimeCallsAreNotJudged() {
        #expect(
            ShareReachability.objectiveCSelector(declaration: [
                "- (void)backgroundImage:(NSData *)backgroundImage", "    attributionURL:(NSString *)url {",
            ]) == "backgroundImage:attributionURL:")
        for declaration in [
            ["- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {"],
            ["- (void)sharer:(id<FBSDKSharing>)sharer didCompleteWithResults:(NSDictionary *)results {"],
            ["- (IBAction)share:(id)sender {"], ["RCT_EXPORT_METHOD(shareToStory:(NSString *)path)"],
        ] {
            #expect(ShareReachability.objectiveCSelector(declaration: declaration) == nil, "\(declaration)")
        }
    }

    @Test func whatTheFrameworkCallsIsNeverJudgedUncalled() {
        // Overrides, actions, exported methods, delegate methods, routes and lifecycle names run without a call.
        let entries: [(String, String, SourceLanguage)] = [
            ("onCreate", "override fun onCreate(savedInstanceState: Bundle?) {", .kotlin),
            ("shareTapped", "@IBAction func shareTapped(_ sender: Any) {", .swift),
            ("shareToStory", "RCT_EXPORT_METHOD(shareToStory:(NSString *)path)", .objectiveC),
            ("tableView", "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {", .swift),
            ("share", "@ReactMethod\npublic void share(String path) {", .java),
            ("onShare", "public void onShare(View view) {", .java),
            ("Screen", "export default function Screen() {", .javaScript),
            ("render", "render() {", .javaScript),
            ("shareStory", "@objc func shareStory() {", .swift),
            ("definition", "public func definition() -> ModuleDefinition {", .swift),
        ]
        for (name, declaration, language) in entries {
            #expect(
                !ShareReachability.needsCaller(name: name, declaration: declaration, language: language),
                "\(declaration)")
        }
        let helpers: [(String, String, SourceLanguage)] = [
            ("shareToInstagram", "func shareToInstagram(image: UIImage) {", .swift),
            ("shareStory", "fun shareStory(uri: Uri) {", .kotlin),
            ("_shareStory", "Future<void> _shareStory() async {", .dart),
            ("shareToStories", "const shareToStories = async () => {", .javaScript),
        ]
        for (name, declaration, language) in helpers {
            #expect(ShareReachability.needsCaller(name: name, declaration: declaration, language: language))
        }
    }

    /// A screen whose share call is commented out: the helper below it is present, not called, and gives no share to
    /// judge (no missing App ID). The same screen with the call live shares.
    static func pictureScreen(call: String) -> String {
        """
        import UIKit
        final class PictureViewController: UIViewController {
            var picture: Data?
            @objc func shareTapped() {
                guard let data = picture else { return }
                \(call)
            }

            func shareOnInsta(_ backgroundImage: Data?) {
                guard let url = URL(string: "instagram-stories://share") else { return }
                let items = [["com.instagram.sharedSticker.backgroundImage": backgroundImage as Any]]
                UIPasteboard.general.setItems(items, options: [:])
                UIApplication.shared.open(url)
            }
        }
        """
    }

    @Test func aCallOnlyInACommentIsNoCaller() throws {
        let project =
            "name: Snap\ntargets:\n  Snap:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        for call in ["//            self.shareOnInsta(data)", "/* self.shareOnInsta(data) */ _ = data"] {
            let dead = try #require(
                try sharing(["project.yml": project, "Sources/Picture.swift": Self.pictureScreen(call: call)]))
            #expect(!dead.shares, "\(call)")
            #expect(dead.calls.isEmpty, "no share to judge for an App ID")
            #expect(
                dead.uncalled.first?.text.hasPrefix("shareOnInsta shares to Instagram, but no source calls it") == true,
                "\(dead.uncalled)")
        }
        // A string naming it in another file calls nothing either.
        let named = try #require(
            try sharing([
                "project.yml": project, "Sources/Picture.swift": Self.pictureScreen(call: "_ = data"),
                "Sources/Log.swift": "let event = \"shareOnInsta tapped\"\n",
            ]))
        #expect(!named.shares)
        let live = try #require(
            try sharing([
                "project.yml": project, "Sources/Picture.swift": Self.pictureScreen(call: "self.shareOnInsta(data)"),
            ]))
        #expect(live.shares && live.uncalled.isEmpty, "\(live.uncalled)")
    }

    /// `testdata/projects/kmp-uncalled`: a Kotlin Multiplatform app whose `expect fun shareTrailCard` has an `actual`
    /// in `iosMain` and in `androidMain`, and whose plain `postTrailStory` is written in both, none of them called (the
    /// one call is commented out, and a string names it): neither app shares. A call from `commonMain` reaches both
    /// `actual`s; the plain pair stays uncalled.
    @Test func sameNamedMultiplatformFunctionsAreNoCallers() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("testdata/projects/kmp-uncalled")
        func summary(_ path: String) -> (shares: [String], uncalled: [String]) {
            let model = ProjectScanner.scan(path)
            let shares = model.codebases.flatMap { codebase in
                codebase.apps.filter { !codebase.calls(for: $0).isEmpty }.map(\.title)
            }
            let uncalled = model.codebases.flatMap { $0.sharing.uncalled.map(\.text) }
            return (shares.sorted(), Array(Set(uncalled.map { String($0.prefix { $0 != " " }) })).sorted())
        }
        let dead = summary(fixture.path)
        #expect(dead.shares.isEmpty, "\(dead)")
        #expect(dead.uncalled == ["postTrailStory", "shareTrailCard"], "\(dead)")
        let tree = Tree()
        try FileManager.default.copyItem(at: fixture, to: tree.url)
        try tree.write(
            "package dev.storyshare.fixture.trailmix\n\nfun onShareTapped(card: ByteArray) = shareTrailCard(card)\n",
            to: "composeApp/src/commonMain/kotlin/dev/storyshare/fixture/trailmix/ShareButton.kt")
        let live = summary(tree.url.path)
        #expect(live.shares == ["Android app composeApp", "iOS app iosApp"], "\(live)")
        #expect(live.uncalled == ["postTrailStory"], "\(live)")
    }

    @Test func namingsAreWholeIdentifiers() {
        let text = Array("shareStory(); myshareStory(); shareStoryNow(); $shareStory; obj.shareStory".utf8)
        #expect(ShareReachability.namings(of: ["shareStory"], in: text, limit: 10)["shareStory"]?.uses == 2)
        #expect(ShareReachability.namings(of: ["shareStory"], in: text, limit: 1)["shareStory"]?.uses == 1)
    }

    /// Many names are counted in one pass, each as a whole identifier (`$` and non-ASCII letters are part of one), not
    /// after a `/`, at most `limit` times.
    @Test func namingsOfManyNamesInOnePass() {
        let text = Array("shareStory(); myshareStory(); share(); /shareStory $x x café(x) share_ x".utf8)
        let names: Set<String> = ["shareStory", "share", "x", "café", "share_", "absent", "$x"]
        let counted = ShareReachability.namings(of: names, in: text, limit: 2).mapValues(\.uses)
        #expect(counted == ["shareStory": 1, "share": 1, "x": 2, "café": 1, "share_": 1, "$x": 1], "\(counted)")
        #expect(ShareReachability.namings(of: [], in: text, limit: 2).isEmpty)
    }

    /// A call commented out, or a string holding the name, calls nothing; the code of a string's interpolation does.
    @Test func commentsAndStringsAreNoCallers() {
        let uncalled = [
            "//            self.shareOnInsta(data)", "/* shareOnInsta(data) */", "/*\n * shareOnInsta(data)\n */",
            #"let key = "shareOnInsta""#, "log('shareOnInsta failed')", "let s = \"\"\"\nshareOnInsta()\n\"\"\"",
            ##"let raw = #"a "quoted" shareOnInsta"#"##, "`shareOnInsta ${'shareOnInsta'}`",
            "char c = '\"'; // shareOnInsta()",
        ]
        for use in uncalled {
            let text = Array(("func shareOnInsta(_ data: Data?) {}\n" + use + "\n").utf8)
            let naming = ShareReachability.namings(of: ["shareOnInsta"], in: text, limit: 2)["shareOnInsta"]
            #expect(naming == .init(uses: 0, declarations: 1), "\(use)")
            #expect(naming?.called == false, "\(use)")
        }
        let called = [
            "self.shareOnInsta(data)", #"print("\(shareOnInsta(data))")"#, "val s = \"${shareOnInsta(data)}\"",
            "/* a comment */ shareOnInsta(data)", "let url = \"https://x.y\" // one\nshareOnInsta(data)",
            "button.addTarget(self, action: #selector(shareOnInsta), for: .touchUpInside)",
        ]
        for use in called {
            let text = Array(("func shareOnInsta(_ data: Data?) {}\n" + use + "\n").utf8)
            let naming = ShareReachability.namings(of: ["shareOnInsta"], in: text, limit: 2)["shareOnInsta"]
            #expect(naming?.called == true, "\(use)")
        }
    }

    /// A declaration by a keyword is no call: two Kotlin Multiplatform source sets declaring one name (`expect` and
    /// `actual`, or two plain functions) call nothing, while any use calls it. A name declared without a keyword
    /// (Java, Dart) takes a second writing, as before.
    @Test func aDeclarationIsNoCall() {
        func naming(_ files: [String], _ name: String = "shareStory") -> ShareReachability.Naming {
            files.map { ShareReachability.namings(of: [name], in: Array($0.utf8), limit: 2)[name] ?? .init() }
                .reduce(.init(), +)
        }
        let ios = "actual fun shareStory(data: NSData) {\n}\n"
        let android = "actual fun shareStory(data: ByteArray) {\n}\n"
        #expect(naming(["expect fun shareStory(data: ByteArray)\n", ios, android]) == .init(uses: 0, declarations: 3))
        #expect(!naming(["expect fun shareStory(data: ByteArray)\n", ios, android]).called)
        #expect(!naming(["fun shareStory() {}\n", "fun shareStory() {}\n"]).called)
        #expect(naming([ios, android, "fun onTap(d: ByteArray) = shareStory(d)\n"]).called, "common code calls both")
        #expect(!naming(["fun Context.shareStory(uri: Uri) {}\n", "func shareStory<T>(_ x: T) {}\n"]).called)
        #expect(!naming(["export async function shareStory() {}\n"]).called)
        #expect(!naming(["Future<void> shareStory() async {}\n"]).called, "one declaration without a keyword")
        #expect(naming(["Future<void> shareStory() async {}\n", "onPressed: shareStory,\n"]).called)
    }
}

extension ShareReachabilityTests {
    /// An exported share function that other files only import (over several lines, beside a function they do call)
    /// is present, not called; imported under another name and called so, or called after a Kotlin import, it runs.
    @Test func aFunctionOnlyImportedIsNotCalled() throws {
        let helpers = """
            import Share, { Social } from 'react-native-share';
            export async function shareToInstagram(path) {
              await Share.shareSingle({ social: Social.INSTAGRAM_STORIES, appId: '1234567890', backgroundImage: path });
            }
            export async function shareToFacebook(path) {
              await Share.shareSingle({ social: Social.FACEBOOK_STORIES, appId: '1234567890', backgroundImage: path });
            }
            """
        let sheet = { (call: String) in
            """
            import {
              shareToInstagram,
              shareToFacebook,
            } from '../lib/share';
            export function Sheet({ path }) {
              return <Button onPress={() => \(call)(path)} />;
            }
            """
        }
        let onlyInstagram = try #require(
            try sharing([
                "package.json": Self.package, "lib/share.js": helpers,
                "components/Sheet.jsx": sheet("shareToInstagram"),
            ]))
        #expect(onlyInstagram.targets == [.instagram])
        #expect(onlyInstagram.uncalled.map(\.place) == ["lib/share.js:6"], "\(onlyInstagram.uncalled)")
        let renamed = """
            import { shareToInstagram, shareToFacebook as toFacebook } from '../lib/share';
            export const Sheet = ({ path }) => <Button onPress={() => { shareToInstagram(path); toFacebook(path); }} />;
            """
        let both = try #require(
            try sharing(["package.json": Self.package, "lib/share.js": helpers, "components/Sheet.jsx": renamed]))
        #expect(both.targets.sorted { $0.rawValue < $1.rawValue } == [.facebook, .instagram])
        #expect(both.uncalled.isEmpty)
    }

    /// Kotlin: an import ends at its line, so a call of the imported function on the lines after it is a call.
    @Test func aKotlinCallAfterItsImportIsACall() throws {
        let share = """
            package studio.example.share

            import android.content.Intent

            fun shareStory(activity: android.app.Activity, uri: android.net.Uri) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", "1234567890")
                intent.setDataAndType(uri, "image/png")
                activity.startActivity(intent)
            }
            """
        let screen = """
            package studio.example.ui

            import studio.example.share.shareStory

            class Screen(private val activity: android.app.Activity) {
                fun onShare(uri: android.net.Uri) { shareStory(activity, uri) }
            }
            """
        let gradle = "plugins { id(\"com.android.application\") }\n"
        let called = try #require(
            try sharing([
                "settings.gradle.kts": "include(\":app\")\n", "app/build.gradle.kts": gradle,
                "app/src/main/java/studio/example/share/Share.kt": share,
                "app/src/main/java/studio/example/ui/Screen.kt": screen,
            ]))
        #expect(called.targets == [.instagram])
        #expect(called.uncalled.isEmpty)
    }
}

extension ShareReachabilityTests {
    /// The sample's pasteboard items, opened by the URL its computed property builds, are that URL's share: one
    /// share, judged at the URL with the URL's App ID; a builder the items' function does not name leaves them
    /// unread.
    @Test func itemsOpenedByAURLAnotherFunctionBuildsAreItsShare() throws {
        let project =
            "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        let screen = "func onTap(_ image: UIImage) { InstagramSharing.share(image) }\n"
        let live = try #require(
            try sharing([
                "project.yml": project, "Sources/InstagramSharing.swift": Self.sample, "Sources/Screen.swift": screen,
            ]))
        #expect(Set(live.calls.map(\.share)).count == 1, "\(live.calls.map(\.share))")
        let item = try #require(live.calls.first { $0.api == .pasteboard })
        #expect(item.appID.isJudgedElsewhere, "\(item.appID)")
        #expect(live.appIDs.map(\.value) == ["1234567890"])
        // Opened through a URL of another source: not this file's builder, so not read.
        let elsewhere = Self.sample.replacingOccurrences(
            of: "guard let url = storiesURL,", with: "guard let url = Links.story,"
        )
        .replacingOccurrences(of: "return storiesURL != nil", with: "return true")
        let apart = try #require(
            try sharing([
                "project.yml": project, "Sources/InstagramSharing.swift": elsewhere, "Sources/Screen.swift": screen,
            ]))
        let unread = try #require(apart.calls.first { $0.api == .pasteboard })
        #expect(unread.appID == .unread(ShareCodeScanner.urlElsewhere), "\(unread.appID)")
    }
}

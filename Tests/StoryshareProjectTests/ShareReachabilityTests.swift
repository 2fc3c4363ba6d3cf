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

    @Test func occurrencesAreWholeIdentifiers() {
        let text = Array("shareStory(); myshareStory(); shareStoryNow(); $shareStory; obj.shareStory".utf8)
        #expect(ShareReachability.occurrences(of: ["shareStory"], in: text, limit: 10) == ["shareStory": 2])
        #expect(ShareReachability.occurrences(of: ["shareStory"], in: text, limit: 1) == ["shareStory": 1])
    }

    /// Many names are counted in one pass, each as a whole identifier (`$` and non-ASCII letters are part of one), not
    /// after a `/`, at most `limit` times.
    @Test func occurrencesOfManyNamesInOnePass() {
        let text = Array("shareStory(); myshareStory(); share(); /shareStory $x x café(x) share_ x".utf8)
        let names: Set<String> = ["shareStory", "share", "x", "café", "share_", "absent", "$x"]
        let counted = ShareReachability.occurrences(of: names, in: text, limit: 2)
        #expect(counted == ["shareStory": 1, "share": 1, "x": 2, "café": 1, "share_": 1, "$x": 1], "\(counted)")
        #expect(counted["x"] == 2 && counted["shareStory"] == 1 && counted["absent"] == nil)
        #expect(ShareReachability.occurrences(of: [], in: text, limit: 2).isEmpty)
    }
}

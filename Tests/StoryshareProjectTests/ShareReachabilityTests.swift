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
        #expect(ShareReachability.occurrences(of: "shareStory", in: text, limit: 10) == 2)
        #expect(ShareReachability.occurrences(of: "shareStory", in: text, limit: 1) == 1)
    }
}

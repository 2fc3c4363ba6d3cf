import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

#if canImport(Glibc)
    import Glibc
#endif

/// Cross-platform share code that a condition keeps to one platform shares from that platform's app only.
struct PlatformGuardTests {
    typealias Tree = InstalledVersionsTests.Tree

    /// The platform `source` (JavaScript unless `language` says) gives the line holding `marker`.
    static func platform(_ source: String, marker: String = "ADD_TO_STORY", path: String = "src/share.js")
        -> Platform?
    {
        let language: SourceLanguage = path.hasSuffix(".dart") ? .dart : .javaScript
        let lines = SourceLines(source).code
        guard let index = lines.firstIndex(where: { $0.text.contains(marker) }) else { return nil }
        return PlatformGuard.platforms(path: path, lines: lines, language: language)[index]
    }

    @Test func aBlockOrItsElseKeepsTheShareToOnePlatform() {
        let guarded = """
            const onShare = async (uri) => {
              if (Platform.OS === "android") {
                await IntentLauncher.startActivityAsync("com.instagram.share.ADD_TO_STORY", {
                  data: uri,
                });
              } else {
                await Share.share({ url: uri });
              }
            };
            """
        #expect(Self.platform(guarded) == .android)
        #expect(Self.platform(guarded, marker: "Share.share(") == .ios)
        #expect(Self.platform(guarded.replacingOccurrences(of: "===", with: "!==")) == .ios)
        // Nested in an object literal and a block of its own, still inside the condition.
        let nested = """
            if (Platform.OS == 'ios') {
              const options = {
                social: Share.Social.INSTAGRAM_STORIES,
              };
              for (const x of xs) { go(x) }
            }
            """
        #expect(Self.platform(nested, marker: "INSTAGRAM_STORIES") == .ios)
    }

    @Test func anEarlyReturnKeepsWhatFollowsToTheOtherPlatform() {
        let source = """
            export async function shareStory(uri) {
              if (Platform.OS === 'ios') return shareSheet(uri);
              await Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, backgroundImage: uri });
            }
            """
        #expect(Self.platform(source, marker: "INSTAGRAM_STORIES") == .android)
    }

    @Test func flutterConditionsAreRead() {
        let source = """
            Future<void> share(String path) async {
              if (Platform.isIOS) {
                await SocialShare.shareInstagramStory(appId: "1234567890", imagePath: path);
              }
            }
            """
        #expect(Self.platform(source, marker: "shareInstagramStory", path: "lib/share.dart") == .ios)
        let negated = source.replacingOccurrences(of: "Platform.isIOS", with: "!Platform.isIOS")
        #expect(Self.platform(negated, marker: "shareInstagramStory", path: "lib/share.dart") == .android)
    }

    @Test func whatDoesNotNameOnePlatformSaysNothing() {
        // Both platforms, an `||`, a condition on something else, a function boundary between.
        #expect(Self.platform("if (Platform.OS === 'ios' || Platform.OS === 'android') {\n ADD_TO_STORY\n}") == nil)
        #expect(Self.platform("if (isReady && hasImage) {\n  ADD_TO_STORY\n}") == nil)
        let outside = """
            if (Platform.OS === 'android') {
              function share() {
                ADD_TO_STORY
              }
            }
            """
        #expect(Self.platform(outside) == nil)
        // After a closed block, the condition no longer applies.
        #expect(Self.platform("if (Platform.OS === 'android') {\n  warm()\n}\nADD_TO_STORY") == nil)
        // A file React Native builds for one platform.
        #expect(Self.platform("ADD_TO_STORY", path: "src/share.android.js") == .android)
        #expect(Self.platform("ADD_TO_STORY", path: "src/share.ios.tsx") == .ios)
    }

    /// The app a user reported, as a pair: its share guarded for Android makes its iOS app not share (no iOS
    /// finding); the same app sharing on both platforms makes both share.
    @Test func anExpoAppThatSharesOnAndroidOnlyIsNotJudgedOnIOS() throws {
        let tree = Tree()
        try tree.write(
            #"{"name": "diary", "dependencies": {"expo": "~50.0.0", "react-native": "0.73.0"}}"#, to: "package.json")
        try tree.write(#"{"expo": {"name": "Diary"}}"#, to: "app.json")
        let share = """
            import { Platform, Share } from "react-native";
            import * as IntentLauncher from "expo-intent-launcher";
            export default function Complete({ file }) {
              const onShare = async (uri) => {
                if (Platform.OS === "android") {
                  await IntentLauncher.startActivityAsync("com.instagram.share.ADD_TO_STORY", {
                    extra: { source_application: "1234567890" },
                  });
                } else {
                  await Share.share({ url: uri });
                }
              };
              return <Button onPress={() => onShare(file)} />;
            }
            """
        try tree.write(share, to: "src/Complete.jsx")
        func sharing() throws -> [Platform: Bool] {
            let codebase = try #require(ProjectScanner.scan(tree.url.path).codebases.first)
            return Dictionary(uniqueKeysWithValues: codebase.apps.map { ($0.platform, codebase.judges($0)) })
        }
        #expect(try sharing() == [.android: true, .ios: false])
        let codebase = try #require(ProjectScanner.scan(tree.url.path).codebases.first)
        let ios = try #require(codebase.apps.first { $0.platform == .ios })
        #expect(
            codebase.conclusion(for: ios)
                == "its sources share to Stories on Android only (src/Complete.jsx:6): not judged")
        // Without the guard the intent is still Android's (expo-intent-launcher starts Android activities only);
        // a Stories URL opened there instead is both platforms'.
        let unguarded = share.replacingOccurrences(of: #"Platform.OS === "android""#, with: "true")
        try tree.write(unguarded, to: "src/Complete.jsx")
        #expect(try sharing() == [.android: true, .ios: false])
        try tree.write(
            unguarded.replacingOccurrences(
                of: #"IntentLauncher.startActivityAsync("com.instagram.share.ADD_TO_STORY", {"#,
                with: #"Linking.openURL("instagram-stories://share?source_application=1234567890", {"#),
            to: "src/Complete.jsx")
        #expect(try sharing() == [.android: true, .ios: true])
    }

    /// One pass over the file whatever the number of shares: four times the lines (each a share under the
    /// condition) cost about four times the time, not sixteen (thread CPU time, the best of three).
    @Test func theConditionsAreFoundInOnePass() {
        func lines(_ count: Int) -> [(number: Int, text: String)] {
            [(1, "if (Platform.OS === 'android') {")]
                + (0..<count).map {
                    ($0 + 2, "  if (x) { Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES }) }")
                }
                + [(count + 2, "}")]
        }
        func seconds(_ count: Int) -> Double {
            let file = lines(count)
            var best = Double.infinity
            for _ in 0..<3 {
                var start = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
                let found = PlatformGuard.platforms(path: "src/a.js", lines: file, language: .javaScript)
                var end = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
                #expect(found.dropFirst().dropLast().allSatisfy { $0 == .android })
                best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
            }
            return best
        }
        let small = seconds(2_000)
        let large = seconds(8_000)
        #expect(large <= 8 * small + 0.005, "\(small) s for 2,000 shares, \(large) s for 8,000")
    }
}

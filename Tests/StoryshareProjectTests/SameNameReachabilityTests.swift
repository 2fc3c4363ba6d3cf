import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// Functions declared without a keyword (issue 31): a Java or Dart method, an Objective-C method. Its declaration is
/// no call, so two classes declaring one name are not each other's callers and an uncalled share stays uncalled;
/// a real call still reaches it.
struct SameNameReachabilityTests {
    /// `namings` of `name` summed over `sources`, as the scan sums them over a codebase's files.
    func naming(_ name: String, _ sources: [String]) -> ShareReachability.Naming {
        sources.reduce(ShareReachability.Naming()) { sum, text in
            sum + (ShareReachability.namings(of: [name], in: Array(text.utf8), limit: 2)[name] ?? .init())
        }
    }

    static let javaShare = """
        public class StoryShare {
            public void postStory(Activity activity, Uri uri) {
                Intent intent = new Intent("com.instagram.share.ADD_TO_STORY");
                activity.startActivity(intent);
            }
        }
        """
    static let javaOther = """
        public class FeedShare {
            @Override
            public void postStory(Activity activity, Uri uri) throws IOException {
                log(uri);
            }
        }
        """
    static let dartShare = """
        class StoryShare {
          Future<void> postStory(String path) async {
            await channel.invokeMethod('shareInstagramStory', {'stickerImage': path});
          }
        }
        """
    static let dartOther = """
        class FeedShare {
          void postStory(String path) {
            print(path);
          }
          String label(String path) => path;
        }
        """
    static let objectiveCShare = """
        @implementation StoryShare
        - (void)postStory:(NSData *)data {
            [[UIPasteboard generalPasteboard] setItems:@[] options:@{}];
        }
        @end
        """
    static let objectiveCOther = """
        @implementation FeedShare
        - (void)postStory:(NSData *)data {
            NSLog(@"%@", data);
        }
        @end
        """

    @Test(arguments: [
        (javaShare, javaOther, "void go() { new StoryShare().postStory(this, uri); }"),
        (dartShare, dartOther, "void go() => StoryShare().postStory(path);"),
    ])
    func twoDeclarationsOfOneNameCallNothingAndACallDoes(share: String, other: String, caller: String) {
        let declared = naming("postStory", [share, other])
        #expect(declared.plainDeclarations == 2, "\(declared)")
        #expect(declared.uses == 0 && !declared.called, "\(declared)")
        #expect(naming("postStory", [share, other, caller]).called)
        // Alone, a declaration is no call either.
        #expect(!naming("postStory", [share]).called)
    }

    @Test func anObjectiveCMethodHeadIsNoCallAndAMessageIs() {
        let declared = naming("postStory:", [Self.objectiveCShare, Self.objectiveCOther])
        #expect(declared.plainDeclarations == 2 && !declared.called, "\(declared)")
        let sent = naming("postStory:", [Self.objectiveCShare, "- (void)tap { [self.sharer postStory:self.data]; }"])
        #expect(sent.called, "\(sent)")
        // A method without parameters, declared and sent.
        #expect(!naming("refresh", ["- (void)refresh {\n}\n"]).called)
        #expect(naming("refresh", ["- (void)refresh {\n}\n", "[self refresh];"]).called)
    }

    @Test func callsBeforeABlockAreStillCalls() {
        // A call the words `return`, `await` or an operator precede, or one given a trailing closure, calls.
        for caller in [
            "return postStory(path);", "await postStory(path);", "x = postStory(path) {", "if (postStory(a)) {",
        ] {
            #expect(naming("postStory", [Self.dartShare, caller]).uses == 1, "\(caller)")
        }
    }

    /// The whole scan: an Objective-C share whose selector another class also declares is present, not called.
    @Test func anUncalledShareWhoseNameAnotherClassDeclaresIsNotCalled() throws {
        let project =
            "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        let share = ShareReachabilityTests.objectiveCShare.replacingOccurrences(
            of:
                "- (void)backgroundImage:(NSData *)backgroundImage\n         attributionURL:(NSString *)attributionURL {",
            with: "- (void)postStory:(NSData *)backgroundImage {"
        ).replacingOccurrences(of: " : attributionURL", with: " : @\"https://trail.app\"")
        var files = [
            "project.yml": project, "Sources/StoryShare.m": share, "Sources/FeedShare.m": Self.objectiveCOther,
        ]
        let tree = { (files: [String: String]) throws -> Sharing? in
            let tree = InstalledVersionsTests.Tree()
            for (path, text) in files { try tree.write(text, to: path) }
            return ProjectScanner.scan(tree.url.path).codebases.first?.sharing
        }
        let uncalled = try #require(try tree(files))
        #expect(!uncalled.shares, "\(uncalled)")
        files["Sources/Screen.m"] = "- (void)tap { [[StoryShare new] postStory:self.data]; }\n"
        let called = try #require(try tree(files))
        #expect(called.shares, "\(called.uncalled)")
    }
}

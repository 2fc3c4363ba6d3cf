import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// The run-time drawing cited is the Stories share's own (issue 31): a capture that feeds another share (WhatsApp's,
/// a share sheet) is not the image the Stories share sends; the one that feeds it, in its file or in a file calling
/// the function that shares, is.
struct ShareDrawingTests {
    typealias Tree = InstalledVersionsTests.Tree

    func sharing(_ files: [String: String]) throws -> Sharing {
        let tree = Tree()
        try tree.write(ShareReachabilityTests.package, to: "package.json")
        for (path, text) in files { try tree.write(text, to: path) }
        return try #require(ProjectScanner.scan(tree.url.path).codebases.first?.sharing)
    }

    /// A screen with a WhatsApp share of a snapshot and a Stories share; `stories` is what the Stories share's
    /// sticker is.
    static func screen(stories: String, before: String = "") -> String {
        """
        import Share, { Social } from 'react-native-share';
        import { captureRef } from 'react-native-view-shot';

        export default function Trail({ card, photo }) {
          const toWhatsApp = async () => {
            const snap = await captureRef(card, { result: 'base64' });
            await Share.shareSingle({
              url: `data:image/png;base64,${snap}`,
              social: Social.Whatsapp,
            });
          };
          const toStories = async () => {
            \(before)
            await Share.shareSingle({
              appId: '1234567890',
              stickerImage: \(stories),
              social: Social.InstagramStories,
            });
          };
          return <Buttons onWhatsApp={toWhatsApp} onStories={toStories} />;
        }
        """
    }

    @Test func aCaptureFeedingAnotherShareIsNotTheStoriesSharesDrawing() throws {
        let found = try sharing(["src/Trail.js": Self.screen(stories: "photo.url")])
        #expect(found.shares)
        #expect(found.runtimeAssets.isEmpty, "\(found.runtimeAssets)")
    }

    @Test func aCaptureFeedingTheStoriesShareIsCited() throws {
        let found = try sharing([
            "src/Trail.js": Self.screen(stories: "uri", before: "const uri = await captureRef(card);")
        ])
        #expect(found.runtimeAssets.map(\.place) == ["src/Trail.js:13"], "\(found.runtimeAssets)")
    }

    @Test func whatPreparesACaptureFeedingAnotherShareIsNotCitedEither() throws {
        let screen = """
            import Share, { Social } from 'react-native-share';
            import ViewShot, { captureRef } from 'react-native-view-shot';
            export default function Trail({ card, photo }) {
              const toSheet = async () => {
                const uri = await captureRef(card);
                await Share.open({ url: uri });
              };
              const toStories = async () => {
                await Share.shareSingle({ appId: '1234567890', stickerImage: photo.url, social: Social.InstagramStories });
              };
              return <ViewShot ref={card}><Buttons onSheet={toSheet} onStories={toStories} /></ViewShot>;
            }
            """
        let found = try sharing(["src/Trail.js": screen])
        #expect(found.shares)
        #expect(found.runtimeAssets.isEmpty, "\(found.runtimeAssets)")
    }

    @Test func aCaptureInACommentIsNone() throws {
        let found = try sharing([
            "src/Trail.js": Self.screen(stories: "photo.url", before: "// const uri = await captureRef(card);")
        ])
        #expect(found.runtimeAssets.isEmpty, "\(found.runtimeAssets)")
    }

    /// A helper that shares what it is given, a general share of a screen capture in a file named for sharing, and
    /// a screen that snapshots a view and calls the helper with it.
    @Test func theCallersCaptureIsCitedNotTheGeneralSharesOne() throws {
        let helper = """
            import Share, { Social } from 'react-native-share';
            export const postTrailStory = async (uri) => {
              await Share.shareSingle({
                appId: '1234567890',
                stickerImage: uri,
                social: Social.InstagramStories,
              });
            };
            """
        let general = """
            import Share from 'react-native-share';
            import { captureScreen } from 'react-native-view-shot';
            export const shareAnything = () => {
              captureScreen({ format: 'jpg' }).then((uri) => Share.open({ url: uri }));
            };
            """
        let screen = """
            import ViewShot from 'react-native-view-shot';
            import { postTrailStory } from './postTrailStory';
            export const Card = () => (
              <ViewShot
                onCapture={async (uri) => {
                  await postTrailStory(uri);
                }}
              />
            );
            """
        let found = try sharing([
            "src/postTrailStory.js": helper, "src/share.js": general, "src/Card.js": screen,
        ])
        #expect(found.runtimeAssets.map(\.place) == ["src/Card.js:4"], "\(found.runtimeAssets)")
        // A caller passing a photo's URL instead: the general share's capture is still not the Stories share's.
        let menu =
            "import { postTrailStory } from './postTrailStory';\nexport const go = (photo) => postTrailStory(photo.url);\n"
        let alone = try sharing(["src/postTrailStory.js": helper, "src/share.js": general, "src/Menu.js": menu])
        #expect(alone.shares)
        #expect(alone.runtimeAssets.isEmpty, "\(alone.runtimeAssets)")
    }
}

extension ShareDrawingTests {
    /// Each share's options built in an object literal before its call, each holding a `data:` URI of a capture: the
    /// X share's literal feeds the X call, the Stories share's literal (holding its `social:` key) is the Stories
    /// share's drawing.
    @Test func aCaptureInAnOptionsLiteralFeedsTheCallItsLiteralIsFor() throws {
        let screen = """
            import Share from 'react-native-share';

            export default function Options({ capture }) {
              const toX = async () => {
                const base64 = await capture();
                const shareOptions = {
                  url: `data:image/png;base64,${base64}`,
                  social: Share.Social.TWITTER,
                };
                await Share.shareSingle(shareOptions);
              };
              const toStories = async () => {
                const imageBase64 = await capture();
                const shareOptions = {
                  social: Share.Social.INSTAGRAM_STORIES,
                  appId: '1837462019',
                  backgroundImage: `data:image/png;base64,${imageBase64}`,
                };
                await Share.shareSingle(shareOptions);
              };
              return <Buttons onX={toX} onStories={toStories} />;
            }
            """
        let found = try sharing(["src/Options.js": screen])
        #expect(found.runtimeAssets.map(\.place) == ["src/Options.js:17"], "\(found.runtimeAssets)")
        // Without the Stories share's own capture, the X share's is not taken for it.
        let onlyX = screen.replacingOccurrences(
            of: "backgroundImage: `data:image/png;base64,${imageBase64}`", with: "backgroundImage: imageBase64")
        #expect(try sharing(["src/Options.js": onlyX]).runtimeAssets.isEmpty)
    }
}

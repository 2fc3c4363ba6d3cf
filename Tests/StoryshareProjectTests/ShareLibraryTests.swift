import StoryshareKit
import Testing

@testable import StoryshareProject

/// Each library's examples, through what the scan does to a source (its prefilter, then its calls and each call's
/// App ID): the descriptors are the scanner's only knowledge of a library, and these are what they must give.
@Suite struct ShareLibraryTests {
    /// The shares the scan finds in `example`, written as the example writes them.
    static func shares(of example: ShareLibraryExample) -> [String] {
        let language = ProjectWalk.sourceExtensions[example.file.fileExtension] ?? .javaScript
        guard ShareCodeScanner.mayShare(Array(example.code.utf8)) else { return ["(passed over by the prefilter)"] }
        let calls = ShareCodeScanner.shares(
            in: example.code, lines: SourceLines(example.code), path: example.file, language: language)
        return calls.map { call in
            let id: String =
                switch call.appID {
                case .given(let source): source.isLiteral ? source.value : "?" + source.value
                case .absent, .notTaken: "none"
                case .unread(let why) where why.hasPrefix("the same share as line "):
                    "=" + why.dropFirst("the same share as line ".count)
                case .unread(let why): "unread: \(why)"
                }
            return "\(call.target.rawValue)@\(call.evidence.line ?? 0) \(id)"
        }
    }

    @Test func examplesGiveTheirShares() {
        for library in ShareLibrary.all {
            for example in library.examples {
                let expected = example.shares.map { "\($0.target.rawValue)@\($0.line) \($0.appID ?? "none")" }
                #expect(Self.shares(of: example) == expected, "\(library.name): \(example.file)")
            }
        }
    }

    @Test func everyMarkerPassesThePrefilter() {
        for library in ShareLibrary.all {
            for marker in library.markers {
                #expect(ShareCodeScanner.mayShare(Array(marker.text.utf8)), "\(library.name): \(marker.text)")
            }
            #expect(!library.examples.isEmpty, "\(library.name) has no example")
        }
    }

    @Test func aCallNamedLikeALibrarysInAnotherLanguageIsNotItsCall() {
        let swift = "func shareInstagramStory() { SocialHelper.shareInstagramStory(image) }"
        let calls = ShareCodeScanner.calls(in: SourceLines(swift), path: "a.swift", language: .swift, text: swift)
        #expect(calls.isEmpty)
    }

    @Test func aLibraryWithoutAnAppIDOptionIsSaidSo() {
        let text = """
            import RNStoryShare from 'react-native-story-share';
            RNStoryShare.shareToInstagram({ backgroundAsset: asset });
            """
        let calls = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a.js", language: .javaScript)
        #expect(calls.map(\.appID) == [.notTaken("react-native-story-share")])
        // Without the import, the call name is not that library's.
        let other = "Sharer.shareToInstagram({ backgroundAsset: asset });"
        #expect(
            ShareCodeScanner.shares(in: other, lines: SourceLines(other), path: "a.js", language: .javaScript).isEmpty)
    }
}

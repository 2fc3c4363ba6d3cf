import Foundation
import Testing

/// `fix` on an app whose only failing share asset is an image embedded in a source (a `data:` URI): it cannot
/// rewrite it, says so, and fails as `validate` does.
@Suite struct EmbeddedAssetFixTests {
    @Test func anEmbeddedImageThatFailsIsSaidAndFailsTheRun() throws {
        let tree = try ProjectModelCommandTests.copy("react-native")
        // The background passes; the embedded sticker is a GIF, which Stories refuse.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("assets/share/story-background.png"))
        try tree.copy("images/background-1080x1920.png", to: "assets/share/story-background.png")
        let gif = try Data(contentsOf: CLI.repository.appendingPathComponent("testdata/images/other-48x48.gif"))
        try tree.write(
            "export const STORY_STICKER =\n  'data:image/gif;base64,\(gif.base64EncodedString())';\n",
            to: "src/storySticker.ts")
        let validate = try CLI.run(["validate", "."], in: tree.url)
        #expect(validate.status == 1, "\(validate.stdout)\(validate.stderr)")
        for arguments in [
            ["fix", "--dry-run", "--in-place", "."], ["fix", "--dry-run", "--in-place", "--format", "json", "."],
        ] {
            let fix = try CLI.run(arguments, in: tree.url)
            #expect(fix.status == 1, "\(arguments): \(fix.stdout)\(fix.stderr)")
            #expect(fix.stdout.contains("embedded"), "\(arguments): \(fix.stdout)")
            #expect(fix.stdout.contains("cannot rewrite it"), "\(arguments): \(fix.stdout)")
            #expect(fix.stdout.contains("a data: URI at src/storySticker.ts:"), "\(arguments): \(fix.stdout)")
        }
    }
}

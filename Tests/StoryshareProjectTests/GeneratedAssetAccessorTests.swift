import Foundation
import Testing

@testable import StoryshareProject

/// A share helper that puts the image it is given on the Stories pasteboard, called with a generated asset accessor
/// (Tuist's and SwiftGen's `<Module>Asset.<Group>.<name>.image`): the accessor names the shipped image set it was made
/// from; the helper's own drawing (a sticker rendered from a view) stays drawn at run time.
struct GeneratedAssetAccessorTests {
    typealias Tree = InstalledVersionsTests.Tree

    static let helper = """
        import UIKit

        public enum StoryShare {
            public static func share(cardView: UIView, backgroundImage: UIImage) {
                let renderer = UIGraphicsImageRenderer(bounds: cardView.bounds)
                let card = renderer.image { context in cardView.layer.render(in: context.cgContext) }
                guard let url = URL(string: "instagram-stories://share?source_application=1234567890"),
                      let sticker = card.pngData(), let background = backgroundImage.pngData()
                else { return }
                UIPasteboard.general.setItems(
                    [["com.instagram.sharedSticker.stickerImage": sticker,
                      "com.instagram.sharedSticker.backgroundImage": background]], options: [:])
                UIApplication.shared.open(url)
            }
        }
        """

    func scan(caller: String) throws -> (Sharing, Tree) {
        let tree = Tree()
        try tree.write(
            "name: Tides\ntargets:\n  Tides:\n    type: application\n    platform: iOS\n    sources: [Sources]\n",
            to: "project.yml")
        try tree.write(Self.helper, to: "Sources/Share/StoryShare.swift")
        try tree.write(caller, to: "Sources/Screens/TideViewController.swift")
        try tree.write(
            #"{"images": [{"filename": "StoryBackground.png", "idiom": "universal"}]}"#,
            to: "Sources/Resources/Images.xcassets/StoryBackground.imageset/Contents.json")
        try tree.write("png", to: "Sources/Resources/Images.xcassets/StoryBackground.imageset/StoryBackground.png")
        let sharing = try #require(ProjectScanner.scan(tree.url.path).codebases.first?.sharing)
        return (sharing, tree)
    }

    @Test func anAccessorNamesTheSetItWasMadeFrom() throws {
        let caller = """
            import UIKit

            final class TideViewController: UIViewController {
                let cardView = UIView()

                @IBAction func shareTapped(_ sender: Any) {
                    let background = TidesAsset.Images.storyBackground.image
                    StoryShare.share(cardView: cardView, backgroundImage: background)
                }
            }
            """
        let (sharing, _) = try scan(caller: caller)
        #expect(
            sharing.assets.map { "\($0.role.rawValue) \($0.path)" } == [
                "background Sources/Resources/Images.xcassets/StoryBackground.imageset"
            ], "\(sharing.assets)")
        #expect(sharing.assets.first?.evidence.place == "Sources/Screens/TideViewController.swift:8")
        #expect(sharing.runtimeAssets.map(\.place) == ["Sources/Share/StoryShare.swift:5"], "the sticker is drawn")
    }

    /// The same helper given a photo the screen draws: no file is taken; an accessor no set matches is said.
    @Test func aDrawnImageOrAnUnknownAccessorTakesNoFile() throws {
        let drawn = """
            import UIKit

            final class TideViewController: UIViewController {
                let cardView = UIView()

                @IBAction func shareTapped(_ sender: Any) {
                    StoryShare.share(cardView: cardView, backgroundImage: cardView.snapshotImage())
                }
            }
            """
        #expect(try scan(caller: drawn).0.assets.isEmpty)
        let unknown = drawn.replacingOccurrences(
            of: "cardView.snapshotImage()", with: "Asset.tideChart.image")
        let (sharing, _) = try scan(caller: unknown)
        #expect(sharing.assets.isEmpty)
        #expect(
            sharing.undecided.map(\.text).contains {
                $0.contains("names the generated asset accessor tideChart, but no image set")
            }, "\(sharing.undecided)")
    }

    @Test func accessorsAreReadInTheirGeneratedForms() {
        #expect(
            ProjectScanner.generatedAccessorName("DesignSystemAsset.Images.instaBackground.image") == "instaBackground")
        #expect(ProjectScanner.generatedAccessorName("Asset.storyBackground.swiftUIImage") == "storyBackground")
        #expect(ProjectScanner.generatedAccessorName("R.image.storyBackground()") == "storyBackground")
        #expect(ProjectScanner.generatedAccessorName("UIImage(named: \"x\")") == nil)
        #expect(ProjectScanner.generatedAccessorName("view.layer.image") == nil)
        #expect(ProjectScanner.accessorKey("insta-background") == ProjectScanner.accessorKey("InstaBackground"))
    }
}

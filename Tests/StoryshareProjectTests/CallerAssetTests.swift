import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// Shipped files named by a caller in another file (issue 31): a share helper opens a file by the name its caller
/// gives (`UIImage(named:)`, `Bundle.main.path(forResource:ofType:)`), and what the callers pass as literals is the
/// share's file, in the role of the parameter it is given for.
struct CallerAssetTests {
    typealias Tree = InstalledVersionsTests.Tree

    static let project =
        "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"

    /// A helper of our own, shaped like the ones apps copy: overloads taking an image's name or a video's name and
    /// extension, handing images to a function that opens them by name, and writing the pasteboard.
    static let sharer = """
        import UIKit

        let storiesURL = "instagram-stories://share"

        func postStory(background: Any, overlay stickerImage: Any) {
            guard let backgroundData = imageData(background), let stickerData = imageData(stickerImage) else { return }
            send([["com.instagram.sharedSticker.backgroundImage": backgroundData,
                   "com.instagram.sharedSticker.stickerImage": stickerData]])
        }

        func postStory(backgroundClip: String, clipType: String, stickerImage: Any) {
            guard let path = Bundle.main.path(forResource: backgroundClip, ofType: clipType),
                  let video = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return }
            send([["com.instagram.sharedSticker.backgroundVideo": video]])
        }

        private func imageData(_ value: Any) -> Data? {
            if let name = value as? String { return UIImage(named: name)?.pngData() }
            return (value as? UIImage)?.pngData()
        }

        private func send(_ items: [[String: Any]]) {
            guard let url = URL(string: storiesURL) else { return }
            UIPasteboard.general.setItems(items, options: [:])
            UIApplication.shared.open(url)
        }

        extension UIView {
            func snapshotImage() -> UIImage {
                UIGraphicsImageRenderer(bounds: bounds).image { layer.render(in: $0.cgContext) }
            }
        }
        """

    func sharing(screen: String, media: [String] = []) throws -> Sharing {
        let tree = Tree()
        try tree.write(Self.project, to: "project.yml")
        try tree.write(Self.sharer, to: "Sources/Sharer.swift")
        try tree.write(screen, to: "Sources/Screen.swift")
        for file in media { try tree.write("not decoded by the scan", to: file) }
        return try #require(ProjectScanner.scan(tree.url.path).codebases.first?.sharing)
    }

    static let media = ["Sources/Art/trailBackground.png", "Sources/Art/trailSticker.png", "Sources/Art/trailClip.mp4"]

    @Test func literalsACallerInAnotherFilePassesAreTheSharesFilesInTheirRoles() throws {
        let screen = """
            import UIKit
            final class Screen: UIViewController {
                @IBOutlet var card: UIView!
                @IBAction func image() { postStory(background: "trailBackground", overlay: "trailSticker") }
                @IBAction func clip() {
                    postStory(backgroundClip: "trailClip", clipType: "mp4",
                              stickerImage: "trailSticker")
                }
                @IBAction func drawn() { postStory(background: "trailBackground", overlay: card.snapshotImage()) }
            }
            """
        let found = try sharing(screen: screen, media: Self.media)
        let roles = Dictionary(found.assets.map { ($0.path, $0.role) }, uniquingKeysWith: { first, _ in first })
        #expect(roles["Sources/Art/trailBackground.png"] == .background, "\(found.assets)")
        #expect(roles["Sources/Art/trailSticker.png"] == .sticker, "\(found.assets)")
        #expect(roles["Sources/Art/trailClip.mp4"] == .background, "\(found.assets)")
        #expect(found.assets.count == 3)
        #expect(found.assets.allSatisfy { $0.roleFromCode && $0.evidence.path == "Sources/Screen.swift" })
        #expect(found.assets.first { $0.path.hasSuffix("mp4") }?.evidence.line == 6)
        // Only the entry point that passes a drawn view is drawn at run time, not the helper file's drawing.
        #expect(found.runtimeAssets.map(\.place) == ["Sources/Screen.swift:9"], "\(found.runtimeAssets)")
    }

    @Test func aCallerPassingOnlyDrawingsOrValuesNamesNoFile() throws {
        let screen = """
            import UIKit
            final class Screen: UIViewController {
                @IBOutlet var card: UIView!
                var picked = "trailSticker"
                @IBAction func drawn() { postStory(background: card.snapshotImage(), overlay: picked) }
            }
            """
        let found = try sharing(screen: screen, media: Self.media)
        #expect(found.assets.isEmpty, "\(found.assets)")
        #expect(found.runtimeAssets.map(\.place) == ["Sources/Screen.swift:5"], "\(found.runtimeAssets)")
    }

    @Test func aBundledFileACallerNamesThatIsNotShippedIsSaidMissing() throws {
        let screen = """
            func clip() { postStory(backgroundClip: "intro", clipType: "mov", stickerImage: "trailSticker") }
            """
        let found = try sharing(screen: screen, media: ["Sources/Art/trailSticker.png"])
        // The sticker is no name this overload opens: not taken.
        #expect(found.assets.isEmpty, "\(found.assets)")
        #expect(found.missingAssets.map(\.text) == ["intro.mov"], "\(found.missingAssets)")
    }

    @Test func helperParametersAreTakenOnlyWhereTheHelperOpensThemByName() {
        let helpers = ProjectScanner.nameTakingHelpers(in: SourceLines(Self.sharer))
        let taken = Dictionary(helpers.map { ($0.name + "/\($0.parameters.count)", $0.taking) }) { $0 + $1 }
        #expect(taken["postStory/2"]?.map(\.role) == [.background, .sticker])
        // The clip's name with its extension parameter; the sticker is no name this overload opens.
        #expect(
            taken["postStory/3"]
                == [
                    .init(
                        position: 0, role: .background,
                        opening: .bundleFile(extensionParameter: 1, literalExtension: nil))
                ])
        // `send` takes dictionaries and `imageData` a value of no role: neither takes a file's name.
        #expect(helpers.count == 2)
    }
}

import Foundation
import Testing

/// An iOS app repository as teams have them: an asset catalog with app icons, a colour and image sets
/// in several scales, a share folder with stickers and backgrounds, docs with screenshots, an empty
/// folder. `compliant: false` adds what must be reported: HEIC, GIF and WebP files, a broken image set
/// and one that lists a missing file.
final class AppTree {
    let tree: TempTree
    var url: URL { tree.url }

    static let catalog = "App/Assets.xcassets"

    /// `Contents.json` of an image set listing `entries` (`(file or nil, scale or nil, extra JSON)`).
    static func imageSet(_ entries: [(String?, String?, String)]) -> String {
        let items = entries.map { file, scale, extra in
            var fields = [#""idiom":"universal""#]
            if let file { fields.append(#""filename":"\#(file)""#) }
            if let scale { fields.append(#""scale":"\#(scale)""#) }
            if !extra.isEmpty { fields.append(extra) }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return #"{"images":[\#(items.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
    }

    static let dark = #""appearances":[{"appearance":"luminosity","value":"dark"}]"#

    /// A HEIC header: an `ftyp` box with the `heic` brand (only the header is sniffed).
    static let heic =
        Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        + Data(count: 64)

    init(compliant: Bool = true) throws {
        tree = try TempTree()
        let catalog = Self.catalog
        try Self.addCatalog(to: tree, background: ("bg@3x.jpg", "images/background-1080x1920.jpg"))
        try tree.write(#"{"colors":[{"idiom":"universal"}]}"#, to: "\(catalog)/AccentColor.colorset/Contents.json")
        // A sticker by its name, at 2x only, with a (too small) dark variant that is not judged.
        try tree.write(
            Self.imageSet([
                (nil, "1x", ""), ("logo@2x.png", "2x", ""), (nil, "3x", ""), ("logo-dark@3x.png", "3x", Self.dark),
            ]), to: "\(catalog)/StickerLogo.imageset/Contents.json")
        try tree.copy("images/sticker-512x512-alpha.png", to: "\(catalog)/StickerLogo.imageset/logo@2x.png")
        try tree.copy(
            "images/sticker-too-small-300x300.png", to: "\(catalog)/StickerLogo.imageset/logo-dark@3x.png")
        // A sticker by its group folder, single scale.
        try tree.write(
            Self.imageSet([("badge.png", nil, "")]), to: "\(catalog)/Share/Stickers/Badge.imageset/Contents.json")
        try tree.copy("images/sticker-640x480-alpha.png", to: "\(catalog)/Share/Stickers/Badge.imageset/badge.png")
        // A video in a data set.
        try tree.write(
            #"{"data":[{"filename":"intro.mp4","idiom":"universal","universal-type-identifier":"public.mpeg-4"}]}"#,
            to: "\(catalog)/Intro.dataset/Contents.json")
        try tree.copy("video/h264-1080x1920.mp4", to: "\(catalog)/Intro.dataset/intro.mp4")
        // Data that is not media: never judged.
        try tree.write(
            #"{"data":[{"filename":"levels.json","idiom":"universal"}]}"#, to: "\(catalog)/Levels.dataset/Contents.json"
        )
        try tree.write("{}", to: "\(catalog)/Levels.dataset/levels.json")
        // The share folder.
        try tree.copy("images/sticker-640x480-alpha.png", to: "App/Share/stickers/logo.png")
        try tree.copy("images/background-1080x1920.jpg", to: "App/Share/backgrounds/story.jpg")
        try tree.makeDirectory("App/Share/empty")
        // Docs: a landscape screenshot that is no share asset.
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "docs/screenshots/home.jpg")
        try tree.write("# The app\n", to: "docs/README.md")
        guard !compliant else { return }
        try tree.write(Self.heic, to: "App/Share/photo.heic")
        try tree.copy("images/other-48x48.gif", to: "App/Share/party.gif")
        try tree.copy("images/other-48x48.webp", to: "App/Share/wave.webp")
        try tree.write(#"{"images":[{"filename":"x.png","#, to: "\(catalog)/Broken.imageset/Contents.json")
        try tree.write(
            Self.imageSet([("gone.png", "1x", ""), ("gone@3x.png", "3x", "")]),
            to: "\(catalog)/Gone.imageset/Contents.json")
        try tree.copy("images/background-1080x1920.png", to: "\(catalog)/Gone.imageset/gone.png")
    }

    /// A repository (`.git`) with `App/Assets.xcassets` holding an app icon set (icons far below the
    /// platform's 480 px, never judged) and the `StoryBackground` image set in three scales: the 1x is too
    /// small, but an iPhone loads the 3x, `background` (its name, and the testdata file copied).
    static func addCatalog(to tree: TempTree, background: (name: String, source: String)) throws {
        try tree.makeDirectory(".git")
        try tree.write(#"{"info":{"author":"xcode","version":1}}"#, to: "\(catalog)/Contents.json")
        try tree.write(
            #"{"images":[{"filename":"icon-40@2x.png","idiom":"iphone","scale":"2x","size":"20x20"}]}"#,
            to: "\(catalog)/AppIcon.appiconset/Contents.json")
        try tree.copy("images/sticker-too-small-300x300.png", to: "\(catalog)/AppIcon.appiconset/icon-40@2x.png")
        try tree.write(
            imageSet([("bg.jpg", "1x", ""), ("bg@2x.jpg", "2x", ""), (background.name, "3x", "")]),
            to: "\(catalog)/StoryBackground.imageset/Contents.json")
        try tree.copy("images/background-too-small-300x533.jpg", to: "\(catalog)/StoryBackground.imageset/bg.jpg")
        try tree.copy("images/background-720x1280.jpg", to: "\(catalog)/StoryBackground.imageset/bg@2x.jpg")
        try tree.copy(background.source, to: "\(catalog)/StoryBackground.imageset/\(background.name)")
    }

    /// `storyshare ARGS` in the tree.
    func run(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(arguments, in: url)
    }

    /// The files of a `--format json` report, by path.
    static func files(_ result: CLI.Result) throws -> [String: [String: Any]] {
        let files = try #require(result.json?["files"] as? [[String: Any]], "\(result.stdout)\(result.stderr)")
        return Dictionary(files.map { ($0["path"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The rules of a file's findings.
    static func rules(_ file: [String: Any]?) -> [String] {
        ((file?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String }
    }
}

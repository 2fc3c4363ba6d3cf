import Foundation
import StoryshareProject
import Testing

@testable import StoryshareRules

/// Asset catalogs: which folders hold share assets, how `Contents.json` is read, and which file of an
/// image set an iPhone loads (the one judged).
struct AssetCatalogTests {
    static func parse(_ json: String, _ kind: CatalogAssetKind = .imageSet) throws(CatalogContents.ParseError)
        -> CatalogContents
    {
        try CatalogContents.parse(Array(json.utf8), kind: kind)
    }

    /// An image set as Xcode writes it, with the entries given.
    static func imageSet(_ entries: String) -> String {
        #"{"images":[\#(entries)],"info":{"author":"xcode","version":1}}"#
    }

    @Test func readsWhatXcodeWrites() throws {
        let contents = try Self.parse(
            Self.imageSet(
                """
                {"filename":"bg.png","idiom":"universal","scale":"1x"},
                {"filename":"bg@2x.png","idiom":"universal","scale":"2x"},
                {"filename":"bg@3x.png","idiom":"universal","scale":"3x"},
                {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"bg-dark@3x.png",
                 "idiom":"universal","scale":"3x"}
                """))
        #expect(contents.entries.count == 4)
        #expect(contents.entries[0] == .init(filename: "bg.png", idiom: "universal", scale: "1x"))
        #expect(contents.entries[3].isDark)
        #expect(contents.loadedEntry?.filename == "bg@3x.png")
    }

    @Test(arguments: [
        // The highest scale an iPhone has.
        (
            #"{"filename":"a.png","scale":"1x"},{"filename":"b.png","scale":"2x"},{"filename":"c.png","scale":"3x"}"#,
            "c.png"
        ),
        (#"{"filename":"a.png","scale":"1x"},{"filename":"b.png","scale":"2x"},{"scale":"3x"}"#, "b.png"),
        (#"{"filename":"a.png","scale":"1x"},{"scale":"2x"},{"scale":"3x"}"#, "a.png"),
        // A single-scale image: one file for every scale.
        (#"{"filename":"logo.pdf","idiom":"universal"}"#, "logo.pdf"),
        // Dark mode is not what is judged, unless it is all there is.
        (
            #"{"filename":"light.png","scale":"2x"},"#
                + #"{"filename":"dark.png","scale":"3x","appearances":[{"appearance":"luminosity","value":"dark"}]}"#,
            "light.png"
        ),
        (
            #"{"filename":"dark.png","scale":"3x","appearances":[{"appearance":"luminosity","value":"dark"}]}"#,
            "dark.png"
        ),
        // An iPhone's own variant before the universal one; other devices never.
        (
            #"{"filename":"u.png","idiom":"universal","scale":"3x"},"#
                + #"{"filename":"p.png","idiom":"iphone","scale":"3x"}"#,
            "p.png"
        ),
        (
            #"{"filename":"pad.png","idiom":"ipad","scale":"2x"},"#
                + #"{"filename":"u.png","idiom":"universal","scale":"2x"}"#,
            "u.png"
        ),
        // A variant for some settings only (high contrast, a size class) comes after the plain one.
        (
            #"{"filename":"hc.png","scale":"3x","appearances":[{"appearance":"contrast","value":"high"}]},"#
                + #"{"filename":"plain.png","scale":"2x"}"#,
            "plain.png"
        ),
        (
            #"{"filename":"compact.png","scale":"3x","width-class":"compact"},{"filename":"plain.png","scale":"1x"}"#,
            "plain.png"
        ),
    ])
    func loadedEntryIsWhatAnIPhoneLoads(entries: String, expected: String) throws {
        let contents = try Self.parse(Self.imageSet(entries))
        #expect(contents.loadedEntry?.filename == expected, "\(entries)")
    }

    @Test func noEntryForAnIPhone() throws {
        #expect(
            try Self.parse(Self.imageSet(#"{"filename":"pad.png","idiom":"ipad","scale":"2x"}"#)).loadedEntry == nil)
        #expect(try Self.parse(Self.imageSet(#"{"idiom":"universal","scale":"1x"}"#)).loadedEntry == nil)
        #expect(try Self.parse(Self.imageSet("")).loadedEntry == nil)
    }

    @Test func dataSetsListTheirFilesUnderData() throws {
        let contents = try Self.parse(
            #"{"data":[{"filename":"intro.mp4","idiom":"universal","universal-type-identifier":"public.mpeg-4"}]}"#,
            .dataSet)
        #expect(contents.loadedEntry?.filename == "intro.mp4")
        #expect(contents.loadedEntry?.isSpecialised == false)
    }

    @Test(arguments: [
        ("", "not valid JSON"),
        ("{", "not valid JSON"),
        (#"{"images":[{"filename":null}]}"#, "not valid JSON"),
        ("<plist version=\"1.0\"><dict/></plist>", "it is not JSON"),
        ("[]", "the top level is not an object"),
        (#"{"info":{}}"#, "it has no \"images\" list"),
        (#"{"images":{}}"#, "\"images\" is not a list"),
        (#"{"images":[3]}"#, "images[0] is not an object"),
        (#"{"images":[{"filename":3}]}"#, "images[0].filename is not a string"),
        (
            #"{"images":[{},{"filename":"../../secret.png"}]}"#,
            "images[1].filename \"../../secret.png\" is not a file name"
        ),
        (#"{"images":[{"filename":""}]}"#, "is not a file name"),
        (#"{"images":[{"filename":"a.png","appearances":[{"appearance":"luminosity"}]}]}"#, "without a name and value"),
        (#"{"images":[{"filename":"a.png","appearances":"dark"}]}"#, "appearances is not a list"),
    ])
    func malformedContentsSayWhy(json: String, reason: String) {
        do {
            _ = try Self.parse(json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test(arguments: [
        ("App/Share/bg.png", AssetCatalog.Placement.outside),
        ("App/Assets.xcassets", .catalog),
        ("App/Assets.xcassets/Contents.json", .catalog),
        ("App/Assets.xcassets/Share/Stickers", .catalog),
        ("App/Assets.xcassets/AppIcon.appiconset/icon-40.png", .skipped),
        ("App/Assets.xcassets/AccentColor.colorset", .skipped),
        ("App/Assets.xcassets/Game.spriteatlas/Hero.imageset/hero.png", .skipped),
        ("App/Assets.xcassets/Bg.imageset", .asset(directory: "App/Assets.xcassets/Bg.imageset", kind: .imageSet)),
        (
            "/abs/A.XCASSETS//Share/Bg.imageset/bg@3x.png",
            .asset(directory: "/abs/A.XCASSETS//Share/Bg.imageset", kind: .imageSet)
        ),
        ("A.xcassets/Intro.dataset/intro.mp4", .asset(directory: "A.xcassets/Intro.dataset", kind: .dataSet)),
        ("Share/Bg.imageset/bg.png", .outside),  // an image set outside a catalog is only a folder
    ])
    func placementComesFromTheComponents(path: String, placement: AssetCatalog.Placement) {
        #expect(AssetCatalog.placement(of: path) == placement, "\(path)")
    }

    @Test func folderKinds() {
        #expect(AssetCatalog.folder(named: "Bg.imageset") == .asset(.imageSet))
        #expect(AssetCatalog.folder(named: "Clip.DataSet") == .asset(.dataSet))
        for skipped in ["AppIcon.appiconset", "Accent.colorset", "Bolt.symbolset", "Launch.launchimage"] {
            #expect(AssetCatalog.folder(named: skipped) == .skipped, "\(skipped)")
        }
        #expect(AssetCatalog.folder(named: "Stickers") == .group)
        #expect(AssetCatalog.isCatalog("Assets.xcassets") && AssetCatalog.isCatalog("Media.XCAssets"))
        #expect(!AssetCatalog.isCatalog("xcassets"))
    }

    /// A folder on disk, removed when the test ends.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ text: String, _ name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }
    }

    @Test func readingASetMakesEveryProblemAFact() throws {
        let folder = try Folder()
        // No Contents.json.
        var facts = AssetCatalog.read(folder.path, kind: .imageSet)
        #expect(facts.contents == .missing)
        #expect(facts.judgedPath == nil && facts.reportedPath == folder.path)
        #expect(facts.isJudged)
        // Not JSON.
        try folder.write("{\"images\": [", "Contents.json")
        facts = AssetCatalog.read(folder.path, kind: .imageSet)
        guard case .malformed(let reason) = facts.contents else {
            Issue.record("\(facts.contents)")
            return
        }
        #expect(reason.contains("not valid JSON"))
        #expect(facts.reportedPath == folder.path + "/Contents.json")
        // Two files listed, one there: the 3x is missing, so nothing is judged.
        try folder.write(
            Self.imageSet(#"{"filename":"bg.png","scale":"1x"},{"filename":"bg@3x.png","scale":"3x"}"#), "Contents.json"
        )
        try folder.write("png", "bg.png")
        facts = AssetCatalog.read(folder.path, kind: .imageSet)
        #expect(facts.missingFiles == ["bg@3x.png"])
        #expect(facts.judgedPath == nil)
        #expect(facts.reference == CatalogAsset(name: facts.name, scale: "3x"))
        #expect(
            CatalogRule.assetCatalogMalformed.check(facts) == [
                "the image set's Contents.json lists bg@3x.png (3x), which is not in the folder. Add the file, or "
                    + "remove it from the image set in Xcode."
            ])
        // Both there: the 3x is judged and stands for the set.
        try folder.write("png", "bg@3x.png")
        facts = AssetCatalog.read(folder.path, kind: .imageSet)
        #expect(facts.missingFiles.isEmpty)
        #expect(facts.judgedPath == folder.path + "/bg@3x.png")
        #expect(facts.reportedPath == facts.judgedPath)
        #expect(CatalogRule.assetCatalogMalformed.check(facts).isEmpty)
    }

    @Test func aContentsFileThatIsNotAFileIsUnreadable() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(
            atPath: folder.path + "/Contents.json", withIntermediateDirectories: false)
        let facts = AssetCatalog.read(folder.path, kind: .imageSet)
        #expect(facts.contents == .unreadable("a directory, not a file"))
        #expect(CatalogRule.assetCatalogMalformed.check(facts).first?.contains("cannot be read") == true)
    }

    @Test func whichSetsAreJudged() throws {
        func facts(_ json: String, _ kind: CatalogAssetKind) throws -> CatalogAssetFacts {
            CatalogAssetFacts(directory: "A.xcassets/X", kind: kind, contents: .parsed(try Self.parse(json, kind)))
        }
        #expect(try facts(Self.imageSet(#"{"filename":"a.png","scale":"2x"}"#), .imageSet).isJudged)
        #expect(try facts(Self.imageSet(#"{"scale":"2x"}"#), .imageSet).isJudged, "an empty image set is reported")
        #expect(try !facts(Self.imageSet(#"{"filename":"a.png","idiom":"ipad"}"#), .imageSet).isJudged)
        #expect(try facts(#"{"data":[{"filename":"clip.MOV"}]}"#, .dataSet).isJudged)
        #expect(try !facts(#"{"data":[{"filename":"levels.json"}]}"#, .dataSet).isJudged)
        #expect(CatalogAssetFacts(directory: "X.dataset", kind: .dataSet, contents: .missing).isJudged)
    }

    @Test func aSetIsNamedWithTheScaleJudged() throws {
        let set = CatalogAssetFacts(
            directory: "App/Assets.xcassets/StoryBackground.imageset", kind: .imageSet,
            contents: .parsed(try Self.parse(Self.imageSet(#"{"filename":"bg@3x.png","scale":"3x"}"#))))
        #expect(set.reference == CatalogAsset(name: "StoryBackground.imageset", scale: "3x"))
    }
}

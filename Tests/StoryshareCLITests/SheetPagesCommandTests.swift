import Foundation
import StoryshareImaging
import StorysharePreview
import Testing

/// `storyshare preview --sheet` over more files than a page holds, run like a user runs it: numbered pages of
/// at most `--per-page` tiles, each tile's number on the picture and in the list, and no page written when one
/// of them would replace an input.
struct SheetPagesCommandTests {
    /// `count` copies of a real 540x960 background (no findings), `assets/bg01.jpg`…, in a fresh tree.
    static func tree(_ count: Int) throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        for index in 1...count {
            try tree.copy("images/background-540x960.jpg", to: String(format: "assets/bg%02d.jpg", index))
        }
        return tree
    }

    static func exists(_ tree: TempTree, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: tree.url.appendingPathComponent(path).path)
    }

    static func line(_ index: Int) -> String {
        String(format: "  %d. assets/bg%02d.jpg (background): ok, 0 errors, 0 warnings", index, index)
    }

    @Test func moreTilesThanAPageHoldsAreWrittenAsNumberedPages() throws {
        let tree = try Self.tree(25)
        let result = try CLI.run(["preview", "--sheet", "--output", "sheet.png", "assets"], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        // Each page as it is written, and the numbers on it mapped to the files.
        #expect(
            result.stdout
                == (["wrote sheet-1.png: contact sheet of 25 assets, page 1 of 2 (tiles 1 to 24), 1208x1408"]
                + (1...24).map(Self.line)
                + [
                    "wrote sheet-2.png: contact sheet of 25 assets, page 2 of 2 (tiles 25 to 25), 208x358",
                    Self.line(25),
                ])
                .joined(separator: "\n") + "\n")
        #expect(!Self.exists(tree, "sheet.png") && !Self.exists(tree, "sheet-3.png"))
        let first = try FixCommandTests.decode(tree.url.appendingPathComponent("sheet-1.png"))
        let second = try FixCommandTests.decode(tree.url.appendingPathComponent("sheet-2.png"))
        // Four rows of six 180x320 tiles; then one: more files make another page, not smaller tiles.
        #expect((first.width, first.height) == (1208, 1408))
        #expect((second.width, second.height) == (208, 358))
        // The tiles are the same picture but for the number: 1 on page 1's first tile, 25 on page 2's.
        let layout = PreviewLayout(width: 180)
        let tile = PixelRect(x: 14, y: 14, width: 180, height: 320)
        let scale = ContactSheet.numberScale(for: layout)
        for (sheet, number) in [(first, 1), (second, 25)] {
            var expected = PreviewTiles.crop(first, tile)
            let local = PixelRect(x: 0, y: 0, width: 180, height: 320)
            let plate = BitmapText.draw(String(number), at: (0, 0), scale: scale, clip: local, into: &expected)
            #expect(PreviewTiles.crop(sheet, tile) == expected, "tile \(number)")
            #expect(plate.width > 0 && expected[scale + 2 * scale, scale] == BitmapText.textColor)
        }
        #expect(PreviewTiles.crop(first, tile) != PreviewTiles.crop(second, tile))
        // Below each picture, its file's path as the list prints it, centred on a 10-pixel band (29 characters
        // fit on a 180-wide tile, one pixel a font pixel).
        let band = PixelRect(x: 14, y: 14 + 320, width: 180, height: 10)
        for (sheet, path) in [(first, "assets/bg01.jpg"), (second, "assets/bg25.jpg")] {
            var expected = RGBAImage(width: 180, height: 10, color: BitmapText.plateColor)
            let plate = BitmapText.draw(
                path, at: ((180 - 91) / 2, 0), scale: 1, clip: PixelRect(x: 0, y: 0, width: 180, height: 10),
                into: &expected)
            #expect(plate.width == 91, "15 characters of 6 pixels, and one")
            #expect(PreviewTiles.crop(sheet, band) == expected, "\(path)'s caption")
        }
    }

    @Test func aSinglePageKeepsTheOutputsOwnNameAndPerPageSetsTheCount() throws {
        let tree = try Self.tree(12)
        let one = try CLI.run(["preview", "--sheet", "--output", "sheet.png", "assets"], in: tree.url)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.hasPrefix("wrote sheet.png: contact sheet of 12 assets, 1208x708\n  1. assets/bg01.jpg"))
        #expect(Self.exists(tree, "sheet.png") && !Self.exists(tree, "sheet-1.png"))
        let paged = try CLI.run(
            ["preview", "--sheet", "--per-page", "5", "--width", "54", "--output", "out/review.png", "assets"],
            in: tree.url)
        #expect(paged.status == 1, "the folder does not exist: \(paged.stderr)")
        try tree.makeDirectory("out")
        let five = try CLI.run(
            ["preview", "--sheet", "--per-page", "5", "--width", "54", "--output", "out/review.png", "assets"],
            in: tree.url)
        #expect(five.status == 0, "\(five.stderr)")
        let headers = five.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote") }
        #expect(
            headers == [
                "wrote out/review-1.png: contact sheet of 12 assets, page 1 of 3 (tiles 1 to 5), 378x134",
                "wrote out/review-2.png: contact sheet of 12 assets, page 2 of 3 (tiles 6 to 10), 378x134",
                "wrote out/review-3.png: contact sheet of 12 assets, page 3 of 3 (tiles 11 to 12), 156x134",
            ])
        #expect(
            five.stdout.contains(
                "wrote out/review-3.png: contact sheet of 12 assets, page 3 of 3 (tiles 11 to 12), 156x134\n\(Self.line(11))\n\(Self.line(12))\n"
            ))
        for (page, size) in [(1, [378, 134]), (2, [378, 134]), (3, [156, 134])] {
            let url = tree.url.appendingPathComponent("out/review-\(page).png")
            #expect(try PreviewCommandTests.pngSize(url).map { [$0.0, $0.1] } == size, "page \(page)")
        }
        #expect(!Self.exists(tree, "out/review.png") && !Self.exists(tree, "out/review-4.png"))
    }

    /// A page's name that is one of the files the sheet reads is refused before anything is drawn: no page is
    /// written, not even the first, and the input is untouched.
    @Test func aPageNamedAsAnInputIsRefusedAndNoPageIsWritten() throws {
        let tree = try Self.tree(25)
        try tree.copy("images/background-1080x1920.png", to: "assets/sheet-2.png")
        let before = try Data(contentsOf: tree.url.appendingPathComponent("assets/sheet-2.png"))
        let result = try CLI.run(["preview", "--sheet", "--output", "assets/sheet.png", "assets"], in: tree.url)
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("assets/sheet-2.png is one of the files being read"), "\(result.stderr)")
        #expect(!Self.exists(tree, "assets/sheet-1.png") && !Self.exists(tree, "assets/sheet.png"))
        #expect(try Data(contentsOf: tree.url.appendingPathComponent("assets/sheet-2.png")) == before)
        // Two pages that are one file (a link between them): refused too, before anything is written.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("assets/sheet-2.png"))
        try tree.write("an earlier page", to: "out/sheet-1.png")
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent("out/sheet-2.png").path, withDestinationPath: "sheet-1.png")
        let linked = try CLI.run(["preview", "--sheet", "--output", "out/sheet.png", "assets"], in: tree.url)
        #expect(linked.status == 64, "\(linked.stdout)\(linked.stderr)")
        #expect(linked.stderr.contains("the pages out/sheet-1.png and out/sheet-2.png name the same file"))
        #expect(
            try String(contentsOf: tree.url.appendingPathComponent("out/sheet-1.png"), encoding: .utf8)
                == "an earlier page")
        // With every tile on one page, the output's own name is the only page: written.
        let single = try CLI.run(
            ["preview", "--sheet", "--per-page", "30", "--output", "out/sheet.png", "assets"], in: tree.url)
        #expect(single.status == 0, "\(single.stderr)")
        #expect(single.stdout.hasPrefix("wrote out/sheet.png: contact sheet of 25 assets, 1208x1758\n"))
    }

    /// A page's name storyshare chose (`sheet-2.png`) that is a symbolic link a repository ships, to a file outside
    /// the tree: the link is replaced by the page, and the file it points to is left as it was.
    @Test func aChosenPageNameIsNeverWrittenThroughALink() throws {
        let tree = try Self.tree(25)
        let outside = try TempTree()
        try tree.makeDirectory("out")
        for page in [1, 2] {
            try outside.write("not a page", to: "victim-\(page).txt")
            try FileManager.default.createSymbolicLink(
                atPath: tree.url.appendingPathComponent("out/sheet-\(page).png").path,
                withDestinationPath: outside.url.appendingPathComponent("victim-\(page).txt").path)
        }
        let result = try CLI.run(["preview", "--sheet", "--output", "out/sheet.png", "assets"], in: tree.url)
        for page in [1, 2] {
            let victim = outside.url.appendingPathComponent("victim-\(page).txt")
            #expect(try String(contentsOf: victim, encoding: .utf8) == "not a page", "\(result.stderr)")
        }
        #expect(result.status == 0, "\(result.stderr)")
        for page in [1, 2] {
            let path = tree.url.appendingPathComponent("out/sheet-\(page).png").path
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            #expect(type == .typeRegular, "page \(page) is a file of its own")
        }
    }

    @Test(arguments: [
        (["--per-page", "0"], "--per-page must be between 1 and 200 tiles, got 0"),
        (["--per-page", "201"], "--per-page must be between 1 and 200 tiles, got 201"),
        (
            ["--per-page", "49", "--width", "180"],
            "a contact sheet page of 49 tiles 180 px wide would be 1208x3158, over the bound of 3,686,400 pixels "
                + "(1440x2560): use --width 176 or less, or a smaller --per-page"
        ),
    ])
    func aPageThatCannotBeMadeIsAUsageError(_ options: [String], _ message: String) throws {
        let tree = try Self.tree(50)
        let result = try CLI.run(["preview", "--sheet"] + options + ["--output", "sheet.png", "assets"], in: tree.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.url.path).sorted() == [".git", "assets"])
    }

    @Test func perPageWithoutASheetIsAUsageError() throws {
        let tree = try TempTree()
        let result = try CLI.run(["preview", "--per-page", "4", "--output", "x.png"], in: tree.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--per-page applies to --sheet only"))
    }
}

/// Parts of a decoded picture.
enum PreviewTiles {
    static func crop(_ image: RGBAImage, _ rect: PixelRect) -> RGBAImage {
        var result = RGBAImage(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width { result[x, y] = image[rect.x + x, rect.y + y] }
        }
        return result
    }
}

import Foundation
import Testing

/// `storyshare probe`, end to end through the built binary.
struct ProbeCommandTests {
    @Test func jsonDocumentHasToolAndFacts() throws {
        let result = try CLI.run([
            "probe", "--format", "json", "testdata/images/exif-orientation-6.jpg",
            "testdata/images/sticker-640x480-alpha.png",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let doc = try #require(result.json)
        let tool = try #require(doc["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "storyshare")
        #expect(tool["version"] as? String != nil)
        let files = try #require(doc["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect(files[0]["path"] as? String == "testdata/images/exif-orientation-6.jpg")
        let jpeg = try #require(files[0]["facts"] as? [String: Any])
        #expect(jpeg["kind"] as? String == "image")
        #expect(jpeg["format"] as? String == "jpeg")
        #expect(jpeg["width"] as? Int == 1920)
        #expect(jpeg["displayWidth"] as? Int == 1080)
        #expect(jpeg["displayHeight"] as? Int == 1920)
        #expect(jpeg["orientation"] as? Int == 6)
        #expect(jpeg["hasAlpha"] as? Bool == false)
        let png = try #require(files[1]["facts"] as? [String: Any])
        #expect(png["hasAlpha"] as? Bool == true)
        #expect(png["bitDepth"] as? Int == 8)
        #expect(png["colorSpace"] as? String == "rgb")
        #expect(png["decodeError"] == nil)
    }

    @Test func missingAndUnrecognisedFilesAreReportedNotCrashed() throws {
        let result = try CLI.run([
            "probe", "--format", "json", "testdata/nope.png", "testdata/hostile/text-named-as.png",
            "testdata/hostile/truncated-in-scan.jpg",
        ])
        #expect(result.status == 1)
        let files = try #require(result.json?["files"] as? [[String: Any]])
        let missing = try #require(files[0]["facts"] as? [String: Any])
        #expect(missing["kind"] as? String == "unknown")
        #expect(missing["readError"] as? String == "no such file")
        let text = try #require(files[1]["facts"] as? [String: Any])
        #expect(text["kind"] as? String == "unknown")
        #expect((text["decodeError"] as? String)?.contains("not a recognised") == true)
        let truncated = try #require(files[2]["facts"] as? [String: Any])
        #expect((truncated["decodeError"] as? String)?.contains("Premature end") == true)
    }

    @Test func directoriesAreWalkedInStableOrder() throws {
        let result = try CLI.run(["probe", "testdata/images"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let paths = lines.map { String($0.prefix { $0 != ":" }) }
        #expect(paths == paths.sorted())
        #expect(paths.contains("testdata/images/background-1080x1920.png"))
        // Only asset names: no .json or .bmp from that folder; the refused formats people export (GIF, WebP)
        // are walked, so that they are reported.
        #expect(!paths.contains { $0.hasSuffix(".json") || $0.hasSuffix(".bmp") })
        #expect(paths.contains("testdata/images/other-48x48.gif") && paths.contains("testdata/images/other-48x48.webp"))
        #expect(
            lines.contains {
                $0.hasPrefix("testdata/images/exif-orientation-6.jpg: image/jpeg, 1920x1080 (shown 1080x1920)")
            })
    }

    @Test func aFileNamedTwiceIsCheckedOnce() throws {
        let result = try CLI.run([
            "probe", "testdata/images", "./testdata/images/background-1080x1920.png",
            "testdata/images/../images/background-1080x1920.png",
        ])
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("background-1080x1920.png:") }
        #expect(lines.count == 1)
    }

    @Test func textOutputNamesTheProblem() throws {
        let result = try CLI.run(["probe", "testdata/hostile/giant-100000x100000.png", "testdata/hostile/bad-crc.png"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("testdata/hostile/giant-100000x100000.png: image/png, 100000x100000"))
        #expect(result.stdout.contains("over the 50-megapixel cap; not decoded"))
        #expect(
            result.stdout.contains("testdata/hostile/bad-crc.png: image/png") && result.stdout.contains("decode error:")
        )
    }

    @Test func usageErrorsExit64() throws {
        #expect(try CLI.run(["probe", "--format", "xml", "testdata/images"]).status == 64)
        #expect(try CLI.run(["probe"]).status == 64)
        #expect(try CLI.run(["probe", "--jobs", "0", "testdata/images"]).status == 64)
        #expect(try CLI.run(["frobnicate"]).status == 64)
    }

    @Test func versionAndHelp() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        let help = try CLI.run(["probe", "--help"])
        #expect(help.stdout.contains("--format"))
    }
}

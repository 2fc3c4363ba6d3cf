import Foundation
import StoryshareKit
import Testing

/// `storyshare bundle`, `inspect` and `verify`, end to end, with Python's plistlib/json as the
/// independent reader of what was written.
struct BundleCommandTests {
    static let now = "2026-11-21T12:00:00Z"

    static func sha256(_ file: URL) throws -> String {
        let result = try Python.run([
            "-c", "import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],'rb').read()).hexdigest())", file.path,
        ])
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What Python reads from a bundle (scripts/read-bundle).
    static func readWithPython(_ bundle: URL) throws -> [String: Any] {
        let text = try Python.run([CLI.repository.appendingPathComponent("scripts/read-bundle").path, bundle.path])
            .stdout
        return try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "read-bundle: \(text)")
    }

    @Test(arguments: ["binary"], ["facebook", "instagram"])
    func bundleReadsBackWithAnIndependentReader(encoding: String, target: String) throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "bg.jpg")
        try tree.copy("images/sticker-640x480-alpha.png", to: "sticker.png")
        let result = try CLI.run(
            [
                "bundle", "--app-id", "1234567890", "--background-image", "bg.jpg", "--sticker", "sticker.png",
                "--content-url", "https://example.com/story/1", "--target", target, "--encoding", encoding,
                "--now", Self.now, "--output", "share.bundle",
            ], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("wrote share.bundle"))
        let doc = try Self.readWithPython(tree.url.appendingPathComponent("share.bundle"))
        #expect(doc["encoding"] as? String == encoding)
        #expect(doc["format"] as? String == "storyshare.bundle")
        #expect(doc["version"] as? Int == 1)
        #expect(doc["target"] as? String == target)
        #expect(doc["createdAt"] as? String == Self.now)
        #expect(doc["expiresIn"] as? Int == 300)
        #expect(doc["expirationDate"] as? String == "2026-11-21T12:05:00Z")
        let prefix = "com.\(target).sharedSticker."
        #expect(
            doc["url"] as? String
                == (target == "facebook"
                    ? "facebook-stories://share" : "instagram-stories://share?source_application=1234567890"))
        let items = try #require(doc["items"] as? [String: [String: Any]])
        var expectedKeys: Set = [prefix + "backgroundImage", prefix + "stickerImage", prefix + "contentURL"]
        if target == "facebook" { expectedKeys.insert(prefix + "appID") }
        #expect(Set(items.keys) == expectedKeys, "no colour keys next to a background, no placeholders")
        #expect(
            items[prefix + "backgroundImage"]?["sha256"] as? String
                == (try Self.sha256(tree.url.appendingPathComponent("bg.jpg"))))
        #expect(
            items[prefix + "stickerImage"]?["sha256"] as? String
                == (try Self.sha256(tree.url.appendingPathComponent("sticker.png"))))
        #expect(items[prefix + "contentURL"]?["string"] as? String == "https://example.com/story/1")
        if target == "facebook" { #expect(items[prefix + "appID"]?["string"] as? String == "1234567890") }
        let manifest = try #require(doc["manifest"] as? [String: [String: Any]])
        let bg = try #require(manifest[prefix + "backgroundImage"])
        #expect(bg["mediaType"] as? String == "image/jpeg")
        #expect(bg["width"] as? Int == 1080 && bg["height"] as? Int == 1920)
        #expect(bg["sha256"] as? String == items[prefix + "backgroundImage"]?["sha256"] as? String)
        #expect(bg["bytes"] as? Int == items[prefix + "backgroundImage"]?["bytes"] as? Int)

        // An app reads the same file through StoryshareKit to the same item.
        let kit = try ShareBundle(contentsOf: tree.url.appendingPathComponent("share.bundle"))
        #expect(Set(kit.pasteboardItems[0].keys) == Set(items.keys))
        #expect(
            kit.pasteboardItems[0][prefix + "backgroundImage"] as? Data
                == (try Data(contentsOf: tree.url.appendingPathComponent("bg.jpg"))))
        #expect(kit.urlString == doc["url"] as? String)
        #expect(kit.queriesScheme == "\(target)-stories")

        // verify accepts it before expiry and warns after; inspect shows it.
        let verified = try CLI.run(["verify", "--at", "2026-11-21T12:01:00Z", "share.bundle"], in: tree.url)
        #expect(verified.status == 0, "\(verified.stdout)")
        #expect(verified.stdout.contains("0 errors, 0 warnings; verified"), "\(verified.stdout)")
        let late = try CLI.run(["verify", "--at", "2026-11-21T13:00:00Z", "share.bundle"], in: tree.url)
        #expect(late.status == 0)
        #expect(late.stdout.contains("[bundle-expired]"))
    }

    @Test func stickerAloneGetsBothColourKeys() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-640x480-alpha.png", to: "s.png")
        let result = try CLI.run(
            [
                "bundle", "--app-id", "12345", "--sticker", "s.png", "--top-color", "rgb(255, 0, 136)",
                "--now", Self.now, "--output", "b.plist",
            ], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("[color-half-specified]"))
        let items = try #require(
            try Self.readWithPython(tree.url.appendingPathComponent("b.plist"))["items"] as? [String: [String: Any]])
        #expect(items["com.facebook.sharedSticker.backgroundTopColor"]?["string"] as? String == "#FF0088")
        #expect(items["com.facebook.sharedSticker.backgroundBottomColor"]?["string"] as? String == "#222222")
        let inspect = try CLI.run(["inspect", "--at", Self.now, "b.plist"], in: tree.url)
        #expect(inspect.stdout.contains("colours:  gradient from #FF0088 to #222222"), "\(inspect.stdout)")
    }

    @Test func sameInputsAndTimeGiveByteIdenticalBundles() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.png", to: "bg.png")
        for (name, env) in [("a", ["SOURCE_DATE_EPOCH": "1790000000"]), ("b", ["SOURCE_DATE_EPOCH": "1790000000"])] {
            let result = try CLI.run(
                ["bundle", "--app-id", "12345", "--background-image", "bg.png", "--output", "\(name).bundle"],
                in: tree.url, environment: env)
            #expect(result.status == 0)
        }
        let a = try Data(contentsOf: tree.url.appendingPathComponent("a.bundle"))
        let b = try Data(contentsOf: tree.url.appendingPathComponent("b.bundle"))
        #expect(a == b)
        #expect(a.prefix(8) == Data("bplist00".utf8))
        let doc = try Self.readWithPython(tree.url.appendingPathComponent("a.bundle"))
        #expect(doc["createdAt"] as? String == "2026-09-21T14:13:20Z")
    }

    static let refusals: [(String, [String], String)] = [
        ("bad app ID", ["--app-id", "12ab", "--background-image", "bg.jpg"], "payload-app-id-invalid"),
        ("no app ID", ["--background-image", "bg.jpg"], "payload-app-id-missing"),
        ("no asset", ["--app-id", "12345"], "payload-no-asset"),
        (
            "image and video", ["--app-id", "12345", "--background-image", "bg.jpg", "--background-video", "bg.jpg"],
            "payload-background-conflict"
        ),
        ("invalid colour", ["--app-id", "12345", "--sticker", "s.png", "--top-color", "#ff000080"], "color-invalid"),
        ("corrupt asset", ["--app-id", "12345", "--background-image", "broken.jpg"], "image-corrupt"),
        ("too-small asset", ["--app-id", "12345", "--sticker", "tiny.png"], "image-too-small"),
        ("missing asset", ["--app-id", "12345", "--sticker", "nope.png"], "file-unreadable"),
        (
            "bad link", ["--app-id", "12345", "--sticker", "s.png", "--content-url", "javascript:alert(1)"],
            "payload-content-url-invalid"
        ),
    ]

    @Test(arguments: refusals.map(\.0))
    func refusalsWriteNothingAndKeepTheExistingFile(name: String) throws {
        let (_, arguments, rule) = Self.refusals.first { $0.0 == name }!
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "bg.jpg")
        try tree.copy("images/sticker-640x480-alpha.png", to: "s.png")
        try tree.copy("images/sticker-too-small-300x300.png", to: "tiny.png")
        try tree.copy("hostile/truncated-in-scan.jpg", to: "broken.jpg")
        try tree.write("previous bundle", to: "out.bundle")
        let result = try CLI.run(["bundle"] + arguments + ["--now", Self.now, "--output", "out.bundle"], in: tree.url)
        #expect(result.status == 1, "\(name): \(result.stdout)")
        #expect(result.stdout.contains("[\(rule)]"), "\(name): \(result.stdout)")
        #expect(result.stderr.contains("nothing was written to out.bundle"))
        #expect(
            try String(contentsOf: tree.url.appendingPathComponent("out.bundle"), encoding: .utf8) == "previous bundle")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tree.url.path).filter {
            $0.contains(".tmp")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func verifyCatchesAFlippedByteAndInspectExtractRoundTrips() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.png", to: "bg.png")
        try tree.copy("images/sticker-640x480-opaque.jpg", to: "s.jpg")
        #expect(
            try CLI.run(
                [
                    "bundle", "--app-id", "12345", "--background-image", "bg.png", "--sticker", "s.jpg",
                    "--now", Self.now, "-o", "x.bundle",
                ], in: tree.url
            ).status == 0)
        let extract = try CLI.run(["inspect", "--extract", "out/assets", "--at", Self.now, "x.bundle"], in: tree.url)
        #expect(extract.status == 0, "\(extract.stderr)")
        #expect(
            try Data(contentsOf: tree.url.appendingPathComponent("out/assets/backgroundImage.png"))
                == Data(contentsOf: tree.url.appendingPathComponent("bg.png")))
        #expect(
            try Data(contentsOf: tree.url.appendingPathComponent("out/assets/stickerImage.jpg"))
                == Data(contentsOf: tree.url.appendingPathComponent("s.jpg")))

        // A binary bundle with one byte of the embedded PNG flipped (inside the image data, past its header).
        #expect(
            try CLI.run(
                [
                    "bundle", "--app-id", "12345", "--background-image", "bg.png", "--now", Self.now,
                    "-o", "b.bundle",
                ], in: tree.url
            ).status == 0)
        var bytes = [UInt8](try Data(contentsOf: tree.url.appendingPathComponent("b.bundle")))
        let png = try Data(contentsOf: tree.url.appendingPathComponent("bg.png"))
        let start = try #require(Data(bytes).range(of: png)).lowerBound
        bytes[start + png.count / 2] ^= 0x01
        try Data(bytes).write(to: tree.url.appendingPathComponent("b.bundle"))
        let verify = try CLI.run(["verify", "--at", Self.now, "--format", "json", "b.bundle"], in: tree.url)
        #expect(verify.status == 1)
        let findings = try #require(verify.json?["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "bundle-integrity" }, "\(findings)")
        #expect(verify.json?["verified"] as? Bool == false)
    }

    @Test func garbageBundlesAreFindingsNotCrashes() throws {
        let tree = try TempTree()
        try tree.write("not a plist at all", to: "garbage.bundle")
        try tree.write(Data("bplist00".utf8) + Data(repeating: 0xFF, count: 40), to: "lying.bundle")
        try tree.write("{\"format\": \"storyshare.bundle\", \"version\": 1}", to: "partial.json")
        try tree.write(Data(), to: "empty.bundle")
        for name in ["garbage.bundle", "lying.bundle", "partial.json"] {
            let verify = try CLI.run(["verify", name], in: tree.url)
            #expect(verify.status == 1, "\(name)")
            #expect(verify.stdout.contains("[bundle-malformed]"), "\(name): \(verify.stdout)")
            let inspect = try CLI.run(["inspect", name], in: tree.url)
            #expect(inspect.status == 1)
            #expect(inspect.stderr.contains("bundle-malformed"))
        }
        let empty = try CLI.run(["verify", "empty.bundle"], in: tree.url)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("file-unreadable"))
    }

    @Test(arguments: ["xml", "json"])
    func aBundleOfAnEarlierEncodingSaysToMakeItAgain(encoding: String) throws {
        let tree = try TempTree()
        try tree.copy("bundles/sticker-\(encoding).bundle", to: "old.bundle")
        let verify = try CLI.run(["verify", "old.bundle"], in: tree.url)
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("make the bundle again with `storyshare bundle`"), "\(verify.stdout)")
        #expect(verify.stdout.contains("[bundle-malformed]"), "\(verify.stdout)")
        let inspect = try CLI.run(["inspect", "old.bundle"], in: tree.url)
        #expect(inspect.status == 1 && inspect.stdout.isEmpty)
        #expect(inspect.stderr.contains("no longer reads"), "\(inspect.stderr)")
        try tree.copy("bundles/sticker-binary.bundle", to: "binary.bundle")
        let binary = try CLI.run(["verify", "--at", Self.now, "binary.bundle"], in: tree.url)
        #expect(binary.status == 0, "a binary bundle of an earlier version verifies: \(binary.stdout)")
    }

    @Test func writeFailuresLeaveNothingBehind() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.png", to: "bg.png")
        let missingDir = try CLI.run(
            [
                "bundle", "--app-id", "12345", "--background-image", "bg.png",
                "-o", "no/such/dir/out.bundle",
            ], in: tree.url)
        #expect(missingDir.status == 1)
        #expect(missingDir.stderr.contains("does not exist"))
        try FileManager.default.createDirectory(
            at: tree.url.appendingPathComponent("adir"), withIntermediateDirectories: true)
        let isDir = try CLI.run(
            ["bundle", "--app-id", "12345", "--background-image", "bg.png", "-o", "adir"], in: tree.url)
        #expect(isDir.status == 64, "a directory is never replaced: \(isDir.stderr)")
        #expect(isDir.stderr.contains("is a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.url.path).sorted() == ["adir", "bg.png"])
    }

    @Test func usageErrors() throws {
        #expect(try CLI.run(["bundle", "--app-id", "12345", "--sticker", "s.png"]).status == 64)  // no --output
        #expect(try CLI.run(["bundle", "--output", "x", "--expires-in", "0"]).status == 64)
        #expect(try CLI.run(["bundle", "--output", "x", "--now", "yesterday"]).status == 64)
        #expect(try CLI.run(["bundle", "--output", "x", "--encoding", "yaml"]).status == 64)
        // The XML and JSON encodings are gone: asking for one is a usage error naming the one there is.
        let json = try CLI.run(["bundle", "--output", "x", "--encoding", "json"])
        #expect(json.status == 64 && json.stderr.contains("'binary'"), "\(json.stderr)")
        #expect(try CLI.run(["verify", "--at", "soon", "x"]).status == 64)
    }
}

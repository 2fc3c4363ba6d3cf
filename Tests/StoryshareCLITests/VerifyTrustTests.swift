import Foundation
import StoryshareKit
import Testing

/// `verify` trusts nothing in the file: each asset is judged as the kind its key demands, the manifest
/// must describe the content, the URL must be the target's, the expiry must add up; strings from the
/// file are shown escaped.
struct VerifyTrustTests {
    static let at = "2026-11-21T12:01:00Z"

    /// A bundle of `bg.png` (1080x1920) made by the binary, then edited by `edit`, a python expression
    /// over `doc` (the bundle as plistlib reads it), `key(name)` (the full payload key) and `contents(path)`.
    static func tamperedBundle(_ edit: String, target: String = "facebook") throws -> TempTree {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.png", to: "bg.png")
        try tree.copy("video/h264-1080x1920.mp4", to: "v.mp4")
        let made = try CLI.run(
            [
                "bundle", "--app-id", "12345", "--background-image", "bg.png", "--target",
                target, "--now", "2026-11-21T12:00:00Z", "--content-url", "https://example.com/x", "-o", "s.bundle",
            ], in: tree.url)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        let script = """
            import datetime, hashlib, os, plistlib, sys
            path = sys.argv[1]
            os.chdir(os.path.dirname(path))
            doc = plistlib.load(open(path, 'rb'))
            def key(name): return 'com.\(target).sharedSticker.' + name
            def contents(p): return open(p, 'rb').read()
            def sha(p): return hashlib.sha256(open(p, 'rb').read()).hexdigest()
            def size(p): return len(open(p, 'rb').read())
            \(edit)
            plistlib.dump(doc, open(path, 'wb'), fmt=plistlib.FMT_BINARY)
            """
        let result = try Python.run(["-c", script, tree.url.appendingPathComponent("s.bundle").path])
        #expect(result.status == 0, "\(result.stderr)")
        return tree
    }

    static func verify(_ tree: TempTree) throws -> (status: Int32, rules: [String], text: String) {
        let result = try CLI.run(["verify", "--format", "json", "--at", Self.at, "s.bundle"], in: tree.url)
        let findings = (result.json?["findings"] as? [[String: Any]]) ?? []
        return (
            result.status, findings.compactMap { $0["rule"] as? String },
            findings.compactMap { $0["message"] as? String }.joined(separator: "\n") + result.stderr
        )
    }

    @Test func anUntouchedBundleVerifies() throws {
        let verified = try Self.verify(try Self.tamperedBundle("pass"))
        #expect(verified.status == 0, "\(verified)")
        #expect(verified.rules.isEmpty)
    }

    @Test func aVideoUnderTheBackgroundImageKeyIsRefusedEvenWithAMatchingDigest() throws {
        // The MP4's bytes, with the manifest's size and digest made to match, and mediaType left image/png.
        let tree = try Self.tamperedBundle(
            """
            doc['items'][0][key('backgroundImage')] = contents('v.mp4')
            m = doc['manifest'][key('backgroundImage')]
            m['sha256'] = sha('v.mp4'); m['bytes'] = size('v.mp4')
            """)
        let verified = try Self.verify(tree)
        #expect(verified.status == 1)
        #expect(verified.rules.contains("format-unsupported"), "\(verified)")
        #expect(verified.text.contains("given as the background image"), "\(verified.text)")
        #expect(verified.rules.contains("bundle-integrity"), "the manifest says image/png: \(verified)")
    }

    @Test(arguments: [
        ("m['width'] = 1000", "1000x1920"),
        ("m['mediaType'] = 'image/jpeg'", "image/jpeg"),
        ("m['durationSeconds'] = 3.5", "3.5 s"),
    ])
    func aManifestThatDoesNotDescribeTheContentIsAnIntegrityError(edit: String, claim: String) throws {
        let tree = try Self.tamperedBundle("m = doc['manifest'][key('backgroundImage')]\n\(edit)")
        let verified = try Self.verify(tree)
        #expect(verified.status == 1)
        #expect(verified.rules == ["bundle-integrity"], "\(verified)")
        #expect(verified.text.contains("the manifest says \(claim)"), "\(verified.text)")
    }

    @Test(arguments: [
        ("doc['url'] = 'https://evil.example/phish'", "`url`"),
        ("doc['url'] = 'facebook-stories://share?x=1'", "`url`"),
        ("doc['options']['expirationDate'] = datetime.datetime(2030, 1, 1)", "expirationDate"),
        ("doc['manifest'][key('backgroundImage')]['durationSeconds'] = -1", "durationSeconds"),
        ("doc['manifest'][key('backgroundImage')]['width'] = -1080", "positive"),
        ("doc['manifest'][key('backgroundImage')]['bytes'] = 0", "positive"),
    ])
    func structureThatDoesNotAddUpIsMalformed(edit: String, mention: String) throws {
        let tree = try Self.tamperedBundle(edit)
        let verified = try Self.verify(tree)
        #expect(verified.status == 1)
        #expect(verified.rules == ["bundle-malformed"], "\(verified)")
        #expect(verified.text.contains(mention), "\(verified.text)")
        let inspect = try CLI.run(["inspect", "--format", "json", "s.bundle"], in: tree.url)
        #expect(inspect.status == 1)
        #expect(inspect.stdout.isEmpty, "never a partial or empty document: \(inspect.stdout)")
        #expect(inspect.stderr.contains("[bundle-malformed]"))
    }

    @Test func instagramURLsMustCarryOnlyTheAppID() throws {
        let good = try Self.verify(try Self.tamperedBundle("pass", target: "instagram"))
        #expect(good.status == 0, "\(good)")
        let extra = try Self.tamperedBundle(
            "doc['url'] = 'instagram-stories://share?source_application=12345&next=https://evil.example'",
            target: "instagram")
        #expect(try Self.verify(extra).rules == ["bundle-malformed"])
    }

    @Test func aNonFiniteDurationInABinaryBundleIsMalformedNotAnEmptyDocument() throws {
        let tree = try TempTree()
        try tree.copy("video/h264-1080x1920.mp4", to: "v.mp4")
        #expect(
            try CLI.run(
                [
                    "bundle", "--app-id", "12345", "--background-video", "v.mp4", "--now", "2026-11-21T12:00:00Z", "-o",
                    "s.bundle",
                ],
                in: tree.url
            ).status == 0)
        let script = """
            import plistlib, sys
            path = sys.argv[1]
            doc = plistlib.load(open(path, 'rb'))
            doc['manifest']['com.facebook.sharedSticker.backgroundVideo']['durationSeconds'] = float('nan')
            plistlib.dump(doc, open(path, 'wb'), fmt=plistlib.FMT_BINARY)
            """
        #expect(try Python.run(["-c", script, tree.url.appendingPathComponent("s.bundle").path]).status == 0)
        let inspect = try CLI.run(["inspect", "--format", "json", "s.bundle"], in: tree.url)
        #expect(inspect.status == 1)
        #expect(inspect.stdout.isEmpty, "\(inspect.stdout)")
        #expect(inspect.stderr.contains("durationSeconds nan"), "\(inspect.stderr)")
    }

    @Test func stringsFromTheBundleAreShownEscaped() throws {
        let tree = try Self.tamperedBundle(
            "doc['items'][0][key('contentURL')] = 'https://example.com/\\u001b[2J\\nwrote evil.bundle'")
        let inspect = try CLI.run(["inspect", "--at", Self.at, "s.bundle"], in: tree.url)
        #expect(inspect.status == 0)
        #expect(!inspect.stdout.contains("\u{1B}"))
        #expect(inspect.stdout.contains(#""https://example.com/\x1B[2J\nwrote evil.bundle""#), "\(inspect.stdout)")
        let verify = try CLI.run(["verify", "--at", Self.at, "s.bundle"], in: tree.url)
        #expect(!verify.stdout.contains("\u{1B}"))
        #expect(verify.stdout.contains("[payload-content-url-invalid]"), "\(verify.stdout)")
        #expect(!verify.stdout.split(separator: "\n").contains { $0.hasPrefix("wrote") }, "no forged line")
    }

    @Test func aColourThatIsNoneIsDrawnAsTheDefaultAndSaidSo() throws {
        let tree = try Self.tamperedBundle("doc['items'][0][key('backgroundTopColor')] = 'red\\u001b'")
        let preview = try CLI.run(["preview", "s.bundle", "--output", "p.png"], in: tree.url)
        #expect(preview.status == 0, "\(preview.stderr)")
        let warning = preview.stderr.split(separator: "\n").first { $0.contains("[color-invalid]") }
        #expect(
            warning?.contains(#"s.bundle: warning: backgroundTopColor "red\x1B" is not a colour"#) == true,
            "\(preview.stderr)")
        #expect(!preview.stderr.contains("\u{1B}"))
        #expect(
            preview.stdout.contains("wrote p.png: 1080x1920, facebook bundle, background image (aspect fill)"),
            "\(preview.stdout)")
        #expect(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("p.png").path))
    }
}

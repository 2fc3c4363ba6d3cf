import Crypto
import Foundation
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import Testing

@testable import StoryshareBundle

struct BundleTests {
    static let testdata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("testdata")
    static func path(_ relative: String) -> String { testdata.appendingPathComponent(relative).path }
    static let createdAt: Int64 = 1_795_262_400  // 2026-11-21T12:00:00Z

    static func plan(_ draft: PayloadDraft, expiresIn: Int = 300) throws -> BundlePlan {
        let preparation = try BundleBuilder.prepare(
            BundleRequest(draft: draft, expiresIn: expiresIn, createdAt: createdAt),
            validator: Validator(), outputPath: "out.bundle")
        return try #require(preparation.plan, "\(preparation.findings)")
    }

    @Test func timestampsRoundTrip() {
        #expect(BundleTime.parse("2026-11-21T12:00:00Z") == Self.createdAt)
        #expect(BundleTime.format(Self.createdAt) == "2026-11-21T12:00:00Z")
        #expect(BundleTime.parse("1970-01-01T00:00:00Z") == 0)
        #expect(BundleTime.parse("2000-02-29T23:59:59+00:00") == 951_868_799)
        #expect(BundleTime.parse("2026-11-21") == 1_795_219_200)
        #expect(BundleTime.parse("2026-11-21T12:00:00.750Z") == Self.createdAt)
        for bad in [
            "", "2026-13-01T00:00:00Z", "2026-11-21T25:00:00Z", "2026-11-21T12:00:00+02:00", "tomorrow",
            "2026-11-21T12:00Z", "２０２６-11-21",
        ] {
            #expect(BundleTime.parse(bad) == nil, "\(bad)")
        }
        for seconds: Int64 in [0, 1, 86_399, 951_868_799, 4_102_444_800, -1, -86_401] {
            #expect(BundleTime.parse(BundleTime.format(seconds)) == seconds, "\(seconds)")
        }
    }

    @Test func aBundleDecodesToWhatWasPlanned() throws {
        let plan = try Self.plan(
            PayloadDraft(
                appID: "1234567890", backgroundImage: Self.path("images/background-1080x1920.jpg"),
                sticker: Self.path("images/sticker-640x480-alpha.png")))
        let bytes = try BundleWriter.encode(plan)
        let bundle = try ShareBundle.decode(bytes).get()
        #expect(bundle.encoding == .binary)
        #expect(bundle.target == .facebook)
        #expect(bundle.url == URL(string: "facebook-stories://share"))
        #expect(bundle.createdAtSeconds == Self.createdAt)
        #expect(bundle.expirationSeconds == Self.createdAt + 300)
        let background = [UInt8](
            try Data(contentsOf: Self.testdata.appendingPathComponent("images/background-1080x1920.jpg")))
        #expect(bundle.value(.backgroundImage) == .data(Data(background)))
        #expect(bundle.string(.appID) == "1234567890")
        #expect(bundle.appID == "1234567890")
        #expect(bundle.value(.backgroundTopColor) == nil)
        #expect(bundle.manifest.count == 2)
        #expect(try BundleWriter.encode(plan) == bytes, "deterministic")
    }

    @Test func instagramKeysAndURL() throws {
        let plan = try Self.plan(
            PayloadDraft(
                appID: "55555", backgroundImage: Self.path("images/background-1080x1920.png"),
                target: .instagram))
        let bundle = try ShareBundle.decode(try BundleWriter.encode(plan)).get()
        #expect(bundle.urlString == "instagram-stories://share?source_application=55555")
        #expect(bundle.queriesScheme == "instagram-stories")
        #expect(Set(bundle.item.keys) == ["com.instagram.sharedSticker.backgroundImage"])
        #expect(bundle.appID == "55555")
    }

    @Test func pasteboardItemsAndExpiry() throws {
        let plan = try Self.plan(
            PayloadDraft(
                appID: "12345", sticker: Self.path("images/sticker-640x480-alpha.png"),
                bottomColor: "#123"), expiresIn: 120)
        let bundle = try ShareBundle.decode(try BundleWriter.encode(plan)).get()
        let items = bundle.pasteboardItems
        #expect(items.count == 1)
        #expect(items[0]["com.facebook.sharedSticker.stickerImage"] is Data)
        #expect(items[0]["com.facebook.sharedSticker.backgroundTopColor"] as? String == "#222222")
        #expect(items[0]["com.facebook.sharedSticker.backgroundBottomColor"] as? String == "#112233")
        #expect(items[0]["com.facebook.sharedSticker.appID"] as? String == "12345")
        let sharing = Date(timeIntervalSince1970: 2_000_000_000)
        #expect(bundle.expirationDate(sharingAt: sharing) == Date(timeIntervalSince1970: 2_000_000_120))
        #expect(!bundle.isExpired(at: Date(timeIntervalSince1970: Double(Self.createdAt + 120))))
        #expect(bundle.isExpired(at: Date(timeIntervalSince1970: Double(Self.createdAt + 121))))
    }

    @Test func refusedPlansCarryTheFindings() throws {
        let preparation = try BundleBuilder.prepare(
            BundleRequest(
                draft: PayloadDraft(appID: "1", sticker: Self.path("images/sticker-too-small-300x300.png")),
                createdAt: Self.createdAt),
            validator: Validator(), outputPath: "out.bundle")
        #expect(preparation.plan == nil)
        #expect(preparation.findings.map(\.rule) == ["payload-app-id-invalid", "image-too-small"])
    }

    @Test func videoGivenAsImageIsRefused() throws {
        let preparation = try BundleBuilder.prepare(
            BundleRequest(
                draft: PayloadDraft(appID: "12345", backgroundImage: Self.path("video/h264-1080x1920.mp4")),
                createdAt: Self.createdAt),
            validator: Validator(), outputPath: "out.bundle")
        #expect(preparation.plan == nil)
        #expect(preparation.findings.first?.message.contains("give it as the background video") == true)
    }

    @Test func verifierFindsIntegrityExpiryAndAssetProblems() throws {
        let plan = try Self.plan(
            PayloadDraft(appID: "12345", backgroundImage: Self.path("images/background-1080x1920.png")))
        var bytes = try BundleWriter.encode(plan)
        let clean = BundleVerifier.verify(Data(bytes), path: "b", at: Self.createdAt, validator: Validator())
        #expect(clean.findings.isEmpty, "\(clean.findings)")
        let expired = BundleVerifier.verify(Data(bytes), path: "b", at: Self.createdAt + 301, validator: Validator())
        #expect(expired.findings.map(\.rule) == ["bundle-expired"])
        #expect(expired.findings.first?.severity == .warning)
        // Flip one byte inside the embedded PNG's pixel data.
        let png = [UInt8](try Data(contentsOf: Self.testdata.appendingPathComponent("images/background-1080x1920.png")))
        let start = try #require(Data(bytes).range(of: Data(png))).lowerBound
        bytes[start + png.count / 2] ^= 0x80
        let flipped = BundleVerifier.verify(Data(bytes), path: "b", at: Self.createdAt, validator: Validator())
        #expect(flipped.findings.map(\.rule).contains("bundle-integrity"))
        #expect(flipped.findings.map(\.rule).contains("image-corrupt"))
        let garbage = BundleVerifier.verify(Data("hello".utf8), path: "b", at: 0, validator: Validator())
        #expect(garbage.findings.map(\.rule) == ["bundle-malformed"])
    }

    @Test func verifierJudgesByTheBundlesOwnTarget() throws {
        // 540x960 is fine for Facebook but under Instagram's 720x1280 background minimum.
        let plan = try Self.plan(
            PayloadDraft(
                appID: "12345", backgroundImage: Self.path("images/background-540x960.jpg"),
                target: .facebook))
        let facebook = try BundleWriter.encode(plan)
        let instagramValidator = Validator(settings: RuleSettings(target: .instagram))
        let judged = BundleVerifier.verify(Data(facebook), path: "b", at: Self.createdAt, validator: instagramValidator)
        #expect(!judged.findings.map(\.rule).contains("background-too-small-instagram"), "\(judged.findings)")
        let preparation = try BundleBuilder.prepare(
            BundleRequest(
                draft: PayloadDraft(
                    appID: "12345", backgroundImage: Self.path("images/background-1080x1920.jpg"),
                    target: .instagram), createdAt: Self.createdAt),
            validator: Validator(settings: RuleSettings(target: .instagram)), outputPath: "b")
        let instagram = try BundleWriter.encode(try #require(preparation.plan))
        #expect(
            BundleVerifier.verify(Data(instagram), path: "b", at: Self.createdAt, validator: Validator()).findings
                .isEmpty)
    }

    @Test func decoderRefusesWrongStructure() throws {
        let plan = try Self.plan(
            PayloadDraft(appID: "12345", backgroundImage: Self.path("images/background-1080x1920.png")))
        guard case .dictionary(let valid) = plan.propertyList().value else { throw CocoaError(.coderInvalidValue) }
        func bundle(_ edit: (inout [String: PropertyList]) -> Void) throws -> Result<ShareBundle, BundleDecodeError> {
            var top = valid
            edit(&top)
            return ShareBundle.decode(try PropertyListWriter.encode(.dictionary(top)))
        }
        let cases: [(String, (inout [String: PropertyList]) -> Void)] = [
            ("format", { $0["format"] = .string("other") }),
            ("version", { $0["version"] = .integer(2) }),
            ("target", { $0["target"] = .string("tiktok") }),
            ("items", { $0["items"] = .array([]) }),
            ("empty", { $0["items"] = .array([.dictionary(["com.facebook.sharedSticker.appID": .string("")])]) }),
            ("manifest", { $0["manifest"] = .dictionary([:]) }),
            ("key", { $0["items"] = .array([.dictionary(["com.instagram.sharedSticker.appID": .string("1")])]) }),
            ("expiresIn", { $0["expiresIn"] = .integer(-5) }),
        ]
        for (name, edit) in cases {
            guard case .failure = try bundle(edit) else {
                Issue.record("\(name): accepted")
                continue
            }
        }
    }

    /// Bytes this thread has read through read(2) and pread(2) so far: `rchar` of
    /// /proc/thread-self/io. A synchronous test runs on one thread from start to end.
    static func bytesReadByThisThread() throws -> Int {
        let text = try String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("rchar:") })
        return try #require(Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)))
    }

    static func sha256(_ bytes: [UInt8]) -> String { BundleBuilder.hex(SHA256.hash(data: bytes)) }

    /// Linux only: the count of bytes read comes from /proc/thread-self/io.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/thread-self/io")))
    func aVideoIsReadOnceAndHashedAsItIsWritten() throws {
        let video = Self.path("video/h264-20s.mp4")
        let contents = [UInt8](try Data(contentsOf: URL(fileURLWithPath: video)))
        let validator = Validator()
        // What judging the video from its headers reads, on its own.
        var mark = try Self.bytesReadByThisThread()
        _ = MediaProbe.probe(path: video, options: validator.probeOptions)
        let headerBytes = try Self.bytesReadByThisThread() - mark
        #expect(headerBytes < contents.count / 2, "the probe reads headers, not media data")

        mark = try Self.bytesReadByThisThread()
        let plan = try Self.plan(PayloadDraft(appID: "12345", backgroundVideo: video))
        let bytes = try BundleWriter.encode(plan)
        let read = try Self.bytesReadByThisThread() - mark
        // The headers, the sniffed prefix, and the file once; a second pass to hash it would double that.
        #expect(
            read >= contents.count && read <= contents.count + headerBytes + 4096,
            "read \(read) bytes for a \(contents.count)-byte video whose headers take \(headerBytes)")

        let bundle = try ShareBundle.decode(bytes).get()
        #expect(bundle.value(.backgroundVideo) == .data(Data(contents)))
        let entry = try #require(bundle.manifest["com.facebook.sharedSticker.backgroundVideo"])
        #expect(entry.sha256 == Self.sha256(contents))
        #expect(entry.bytes == contents.count && entry.mediaType == "video/mp4")
        #expect(plan.assets[.backgroundVideo]?.manifest.sha256 == "", "known only once written")
        #expect(
            BundleVerifier.verify(Data(bytes), path: "b", at: Self.createdAt, validator: validator).findings.isEmpty)
    }

    @Test func aVideoChangedAfterValidationIsHashedAsWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("clip.mp4")
        var contents = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.path("video/h264-20s.mp4"))))
        try Data(contents).write(to: video)
        let plan = try Self.plan(PayloadDraft(appID: "12345", backgroundVideo: video.path))
        // Same length, one byte different: the length check cannot see it.
        contents[contents.count - 100] ^= 0xFF
        try Data(contents).write(to: video)
        let bundle = try ShareBundle.decode(try BundleWriter.encode(plan)).get()
        #expect(bundle.value(.backgroundVideo) == .data(Data(contents)))
        #expect(bundle.manifest["com.facebook.sharedSticker.backgroundVideo"]?.sha256 == Self.sha256(contents))
    }

    @Test func aVideoChangedAfterValidationIsNotWrittenToAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("clip.mp4")
        let output = directory.appendingPathComponent("out.bundle").path
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.path("video/h264-20s.mp4")))
        try original.write(to: video)
        // Rewritten in place with the same bytes: the modification time moves.
        var plan = try Self.plan(PayloadDraft(appID: "12345", backgroundVideo: video.path))
        usleep(20_000)
        try original.write(to: video)
        #expect(throws: BundleWriteError.inputChanged(path: video.path)) {
            try BundleWriter.write(plan, to: output)
        }
        // Replaced by another file of the same size and time: another inode.
        plan = try Self.plan(PayloadDraft(appID: "12345", backgroundVideo: video.path))
        let attributes = try FileManager.default.attributesOfItem(atPath: video.path)
        let other = directory.appendingPathComponent("other.mp4")
        try original.write(to: other)
        try FileManager.default.setAttributes(
            [.modificationDate: attributes[.modificationDate]!], ofItemAtPath: other.path)
        #expect(rename(other.path, video.path) == 0)
        #expect(throws: BundleWriteError.inputChanged(path: video.path)) {
            try BundleWriter.write(plan, to: output)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["clip.mp4"], "nothing written")
        // Unchanged, it is written.
        plan = try Self.plan(PayloadDraft(appID: "12345", backgroundVideo: video.path))
        #expect(try BundleWriter.write(plan, to: output) > original.count)
    }

    @Test func streamedDigestsRefuseAFileThatDiffersBetweenTwoCopies() throws {
        let digests = StreamedDigests()
        let source = DataSource.file(path: "/same/file", length: 3)
        let placeholder = digests.placeholder(path: "/same/file", length: 3, avoiding: [])
        #expect(try digests.text(for: "other") == "other")
        #expect(throws: BundleWriteError.self) { try digests.text(for: placeholder) }
        try [UInt8]([1, 2, 3]).withUnsafeBytes { try digests.observe($0, at: 0, of: source) }
        #expect(try digests.text(for: placeholder) == Self.sha256([1, 2, 3]))
        try [UInt8]([1, 2, 3]).withUnsafeBytes { try digests.observe($0, at: 0, of: source) }
        #expect(throws: BundleWriteError.inputChanged(path: "/same/file")) {
            try [UInt8]([1, 2, 4]).withUnsafeBytes { try digests.observe($0, at: 0, of: source) }
        }
        // A placeholder never equals a string the plan already holds.
        let first = StreamedDigests().placeholder(path: "/x", length: 1, avoiding: [])
        #expect(StreamedDigests().placeholder(path: "/x", length: 1, avoiding: [first]) != first)
        let empty = digests.placeholder(path: "/empty", length: 0, avoiding: [])
        #expect(try digests.text(for: empty) == Self.sha256([]))
    }
}

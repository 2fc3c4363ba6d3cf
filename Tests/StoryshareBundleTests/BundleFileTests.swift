import Foundation
import StoryshareKit
import StoryshareRules
import Testing

@testable import StoryshareBundle

/// Reading a bundle file as `inspect`, `verify` and `preview` do, and what `bundle` says of a preparation: the
/// remedies it names in its own terms, the refusal and the summary of what it wrote.
struct BundleFileTests {
    @Test func aBundleIsReadAndDecoded() throws {
        let path = BundleTests.path("bundles/sticker-binary.bundle")
        let (data, status) = try BundleFile.read(path)
        #expect(!data.isEmpty && status.kind == .regular)
        #expect(try BundleFile.load(path).bundle.target == .facebook)
        #expect(try BundleFile.loadInPlace(path).status.identity == status.identity)
    }

    @Test func whatCannotBeReadIsSaidWithItsRule() {
        let missing = BundleTests.path("bundles/no-such.bundle")
        #expect(throws: BundleFile.Failure.self) { try BundleFile.read(missing) }
        do throws(BundleFile.Failure) {
            _ = try BundleFile.read(missing)
        } catch {
            #expect(error.description.hasSuffix("cannot be read: no such file [file-unreadable]"))
        }
        do throws(BundleFile.Failure) {
            _ = try BundleFile.load(BundleTests.path("images/sticker-512x512-alpha.png"))
        } catch {
            #expect(error.description.hasSuffix("[bundle-malformed]"))
            #expect(error.description.contains("not a storyshare bundle"))
        }
        #expect(
            BundleFile.Failure.malformed("b", "why").description == "b: not a storyshare bundle: why [bundle-malformed]"
        )
    }

    static func prepare(_ draft: PayloadDraft) throws -> BundlePreparation {
        try BundleBuilder.prepare(
            BundleRequest(draft: draft, expiresIn: 300, createdAt: BundleTests.createdAt), validator: Validator(),
            outputPath: "out.bundle")
    }

    @Test func remediesNameWhatToGive() throws {
        let empty = try Self.prepare(PayloadDraft(target: .facebook))
        #expect(empty.remedies == [.appID, .anAsset])
        #expect(empty.plan == nil)
        let errors = empty.findings.filter { $0.severity == .error }.count
        #expect(empty.refusal(output: "out.bundle") == "refused: \(errors) errors; nothing was written to out.bundle")
        let swapped = try Self.prepare(
            PayloadDraft(
                appID: "1234567890", backgroundImage: BundleTests.path("video/h264-1080x1920.mp4"),
                backgroundVideo: BundleTests.path("images/sticker-512x512-alpha.png"), target: .facebook))
        #expect(swapped.remedies == [.videoAsVideo, .imageAsImage])
    }

    @Test func theSummarySaysWhatWasWritten() throws {
        let plan = try BundleTests.plan(
            PayloadDraft(
                appID: "1234567890", sticker: BundleTests.path("images/sticker-512x512-alpha.png"), target: .facebook))
        let keys = plan.strings.count + plan.assets.count
        #expect(
            plan.summary(encoding: .binary, bytes: 1234)
                == "facebook, binary, 1 item with \(keys) keys, 1234 bytes, expires 2026-11-21T12:05:00Z")
    }
}

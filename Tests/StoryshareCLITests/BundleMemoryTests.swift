import Foundation
import StoryshareKit
import Testing

/// Reading a bundle costs its file once: `storyshare inspect` and `verify` read it into one buffer, check it with
/// the hardened binary reader in place, and hand StoryshareKit's decode a copy with each asset cut to a one-byte
/// stand-in, so the assets are never copied (Foundation's decoder copies each `Data` value it decodes: through it,
/// `inspect` of a bundle holding a 48 MB video peaked at 120 MB and `verify` at 170 MB). Each peaks at no more than
/// the file's size plus 35 MB for a bundle holding a 50 MB video (docs/performance.md has the figures).
struct BundleMemoryTests {
    static let videoBytes: Int64 = 50_000_000

    @Test func inspectingAndVerifyingA50MBVideoBundleCostsItsFileOnce() throws {
        let tree = try TempTree()
        // A real MP4 whose last box (mdat, size 0) runs to the end, made 50 MB long.
        try tree.copy("video/h264-mdat-size0.mp4", to: "big.mp4")
        #expect(truncate(tree.url.appendingPathComponent("big.mp4").path, off_t(Self.videoBytes)) == 0)
        let made = try CLI.run(
            [
                "bundle", "--app-id", "12345", "--background-video", "big.mp4",
                "--now", "2026-11-21T12:00:00Z", "-o", "big.bundle",
            ], in: tree.url)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        let file = tree.url.appendingPathComponent("big.bundle")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        let bound = Double(size) / 1_000_000 + 35
        for command in ["inspect", "verify"] {
            let cost = try HostileCorpusTests.measure([command, "--at", "2026-11-21T12:01:00Z", file.path])
            #expect(cost.status == 0, "\(command)")
            #expect(cost.peakMegabytes <= bound, "\(command): \(cost.peakMegabytes) MB for a \(size)-byte bundle")
        }
        // What they say is read from the video's own bytes: its size, and its digest matching the manifest.
        let inspected = try CLI.run(["inspect", "--format", "json", "--at", "2026-11-21T12:01:00Z", file.path])
        #expect(inspected.stdout.contains("\"bytes\" : \(Self.videoBytes)"), "\(inspected.stdout)")
        let verified = try CLI.run(["verify", "--at", "2026-11-21T12:01:00Z", file.path])
        #expect(verified.status == 0 && !verified.stdout.contains("bundle-integrity"), "\(verified.stdout)")
        // And the bytes read back are the video's.
        let bundle = try ShareBundle(contentsOf: file)
        guard case .data(let video)? = bundle.value(.backgroundVideo) else {
            Issue.record("no video in the bundle")
            return
        }
        #expect(Int64(video.count) == Self.videoBytes)
        #expect(video.prefix(16) == (try Data(contentsOf: tree.url.appendingPathComponent("big.mp4"))).prefix(16))
    }
}

import Foundation
import StoryshareKit
import Testing

/// Reading a bundle costs the file and one copy of its assets (Foundation's decoder copies each `Data`
/// value out of the buffer the file was read into): `storyshare inspect`, which reads through
/// StoryshareKit as an app does, peaks at no more than twice the file's size plus 30 MB for a bundle
/// holding a 50 MB video (docs/performance.md has the figures).
struct BundleMemoryTests {
    static let videoBytes: Int64 = 50_000_000

    @Test func inspectingA50MBVideoBundleStaysWithinTwiceItsSize() throws {
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
        let cost = try HostileCorpusTests.measure(["inspect", "--at", "2026-11-21T12:01:00Z", file.path])
        #expect(cost.status == 0)
        let bound = 2 * Double(size) / 1_000_000 + 30
        #expect(cost.peakMegabytes <= bound, "\(cost.peakMegabytes) MB for a \(size)-byte bundle")
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

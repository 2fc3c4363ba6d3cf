import Foundation
import StoryshareKit
import Testing

/// Reading a bundle keeps each asset in the buffer the file was read into: `storyshare inspect`, which
/// reads through StoryshareKit as an app does, peaks at no more than 1.5 times the file's size plus
/// 20 MB, for a bundle holding a 50 MB video. (An XML bundle is read by Foundation's
/// PropertyListSerialization, which holds the whole document decoded: about 340 MB for this one, not held
/// to this bound.)
struct BundleMemoryTests {
    static let videoBytes: Int64 = 50_000_000

    @Test(arguments: ["binary", "json"])
    func inspectingA50MBVideoBundleStaysWithinOneAndAHalfTimesItsSize(encoding: String) throws {
        let tree = try TempTree()
        // A real MP4 whose last box (mdat, size 0) runs to the end, made 50 MB long.
        try tree.copy("video/h264-mdat-size0.mp4", to: "big.mp4")
        #expect(truncate(tree.url.appendingPathComponent("big.mp4").path, off_t(Self.videoBytes)) == 0)
        let made = try CLI.run(
            [
                "bundle", "--app-id", "12345", "--background-video", "big.mp4", "--encoding", encoding,
                "--now", "2026-11-21T12:00:00Z", "-o", "big.bundle",
            ], in: tree.url)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        let file = tree.url.appendingPathComponent("big.bundle")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        let cost = try HostileCorpusTests.measure(["inspect", "--at", "2026-11-21T12:01:00Z", file.path])
        #expect(cost.status == 0)
        let bound = 1.5 * Double(size) / 1_000_000 + 20
        #expect(cost.peakMegabytes <= bound, "\(encoding): \(cost.peakMegabytes) MB for a \(size)-byte bundle")
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

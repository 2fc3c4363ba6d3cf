import Foundation
import Testing

/// An image file of any size is judged in bounded memory: a PNG or JPEG too large to hold is checked as
/// it is read, a window at a time, so the binary's peak resident set stays under 100 MB however large
/// the file (the pixel cap, not the file, bounds what a decode allocates). The files are made at test
/// time: a small valid image carrying hundreds of megabytes it does not need, written sparse, so they cost
/// no disk and little time.
struct LargeFileTests {
    static let padding = 300_000_000

    /// Makes the large files in `directory`: `padded.png` (an ancillary chunk of `padding` zero bytes,
    /// with its correct CRC, right after IHDR), `trailing.jpg` (`padding` zero bytes after EOI) and
    /// `segments.jpg` (2,000 empty APP15 segments of 64 KiB before the frame header).
    static func make(in directory: URL) throws {
        let script = """
            import struct, sys, zlib
            out, png, jpeg, pad = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
            src = open(png, "rb").read()
            crc, zeros, left = zlib.crc32(b"prVt"), bytes(1 << 20), pad
            while left:
                crc = zlib.crc32(zeros[: min(left, len(zeros))], crc)
                left -= min(left, len(zeros))
            with open(out + "/padded.png", "wb") as f:
                f.write(src[:33] + struct.pack(">I", pad) + b"prVt")
                f.seek(pad, 1)
                f.write(struct.pack(">I", crc) + src[33:])
            src = open(jpeg, "rb").read()
            with open(out + "/trailing.jpg", "wb") as f:
                f.write(src)
                f.truncate(len(src) + pad)
            with open(out + "/segments.jpg", "wb") as f:
                f.write(src[:2])
                for _ in range(2000):
                    f.write(b"\\xff\\xef\\xff\\xff")
                    f.seek(0xFFFF - 2, 1)
                f.write(src[2:])
            """
        let made = try Python.run([
            "-c", script, directory.path,
            CLI.repository.appendingPathComponent("testdata/images/background-1080x1920.png").path,
            CLI.repository.appendingPathComponent("testdata/images/background-1080x1920.jpg").path, "\(padding)",
        ])
        #expect(made.status == 0, "\(made.stderr)")
    }

    @Test(.enabled(if: Python.available)) func hugeImagesAreJudgedInUnder100MB() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-large-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.make(in: directory)
        for name in ["padded.png", "trailing.jpg", "segments.jpg"] {
            let path = directory.appendingPathComponent(name).path
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(size > 100_000_000)

            let cost = try HostileCorpusTests.measure(["validate", "--no-progress", path])
            #expect(cost.status == 1, "\(name): exit \(cost.status)")
            #expect(cost.peakMegabytes < 100, "\(name): \(cost.peakMegabytes) MB peak for a \(size)-byte file")
            #expect(cost.seconds < 5, "\(name): \(cost.seconds) s")

            // Judged in full: the image itself is fine, and only its size is wrong.
            let report = try CLI.run(["validate", "--no-progress", "--format", "json", path])
            let file = (report.json?["files"] as? [[String: Any]])?.first
            let facts = file?["facts"] as? [String: Any]
            let rules = (file?["findings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
            #expect(rules == ["image-too-large-bytes"], "\(name): \(report.stdout)")
            #expect(facts?["bytes"] as? Int == size)
            #expect(facts?["width"] as? Int == 1080 && facts?["height"] as? Int == 1920)
            #expect(facts?["decodeError"] == nil && facts?["readError"] == nil, "\(name): \(facts ?? [:])")
        }
    }

    @Test(.enabled(if: Python.available)) func damageInAHugeFileIsStillFound() throws {
        // The same padded PNG with one byte of the padding changed: its chunk's CRC no longer matches,
        // which only reading all of it finds.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-large-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.make(in: directory)
        let path = directory.appendingPathComponent("padded.png").path
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: 41 + UInt64(Self.padding) - 10)
        try handle.write(contentsOf: Data([1]))
        try handle.close()
        let report = try CLI.run(["validate", "--no-progress", "--format", "json", path])
        let file = (report.json?["files"] as? [[String: Any]])?.first
        let facts = file?["facts"] as? [String: Any]
        #expect(report.status == 1)
        #expect(
            (facts?["decodeError"] as? String)?.hasPrefix("CRC error in chunk prVt at offset 33") == true,
            "\(facts ?? [:])")
    }
}

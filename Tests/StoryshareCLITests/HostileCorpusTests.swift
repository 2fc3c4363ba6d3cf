import Foundation
import Testing

/// Every hostile file in testdata/ is judged by the real binary in under a second and under 100 MB of
/// memory (peak resident set of the `storyshare` process), with exactly the findings expected of it
/// and the exit status they imply, rather than a crash.
struct HostileCorpusTests {
    /// What one run of the binary cost.
    struct Cost {
        let status: Int32
        /// The processor time (user and system) the process took: its work, whatever else the machine runs.
        let seconds: Double
        let peakMegabytes: Double
    }

    /// Runs `storyshare ARGS` with its output discarded and measures it, through a small python3
    /// parent: the peak RSS of a child spawned straight from this (large, multi-threaded) test process
    /// would include the test process's own pages (posix_spawn's vfork shares them until exec), so the
    /// child is spawned from python, whose RUSAGE_CHILDREN then holds the binary's own peak.
    static func measure(_ arguments: [String], executable: String = CLI.binary.path) throws -> Cost {
        let script = """
            import resource, subprocess, sys
            run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            status = run.returncode if run.returncode >= 0 else 128 - run.returncode
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            print(status, usage.ru_utime + usage.ru_stime, usage.ru_maxrss)
            """
        let text = try Python.run(["-c", script, executable] + arguments).stdout
        let fields = text.split(separator: " ").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        guard fields.count == 3 else { throw CocoaError(.fileReadCorruptFile) }
        return Cost(status: Int32(fields[0]), seconds: fields[1], peakMegabytes: fields[2] / 1024)
    }

    static let hostileFiles: [String] = {
        let manager = FileManager.default
        let images =
            (try? manager.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent("testdata/hostile").path))
            ?? []
        let videos =
            (try? manager.contentsOfDirectory(atPath: CLI.repository.appendingPathComponent("testdata/video").path))
            ?? []
        return images.map { "testdata/hostile/\($0)" }.sorted()
            + videos.filter { $0.hasPrefix("hostile-") && !$0.hasSuffix(".json") }.map { "testdata/video/\($0)" }
            .sorted()
    }()

    /// What `validate` must say about each hostile file: the rule ids of its findings, in order, and so
    /// its exit status (1 when one of them is an error). The two compressed-chunk bombs hold a valid
    /// 640x480 image: judging them must inflate nothing and find only its shape.
    static let expectations: [String: (rules: [String], status: Int32)] = [
        "testdata/hostile/bad-crc.png": (["image-corrupt"], 1),
        "testdata/hostile/bad-entropy.jpg": (["image-corrupt"], 1),
        "testdata/hostile/bad-filter-type.png": (["image-corrupt"], 1),
        "testdata/hostile/corrupt-zlib-valid-crc.png": (["image-corrupt"], 1),
        "testdata/hostile/empty.png": (["file-unreadable"], 1),
        "testdata/hostile/giant-100000x100000.png": (["image-dimensions-excessive"], 1),
        "testdata/hostile/giant-65000x65000.jpg": (["image-dimensions-excessive"], 1),
        "testdata/hostile/iccp-bomb.png": (["background-aspect-ratio"], 0),
        "testdata/hostile/idat-bomb-1x1.png": (["image-corrupt", "image-too-small"], 1),
        "testdata/hostile/missing-iend.png": (["image-corrupt"], 1),
        "testdata/hostile/only-signature.png": (["image-corrupt"], 1),
        "testdata/hostile/only-soi.jpg": (["image-corrupt"], 1),
        "testdata/hostile/progressive-600-extra-scans.jpg": (["image-corrupt", "image-too-small"], 1),
        "testdata/hostile/progressive-7000x7000.jpg": (["image-dimensions-excessive"], 1),
        "testdata/hostile/text-named-as.png": (["format-unsupported"], 1),
        "testdata/hostile/truncated-in-idat.png": (["image-corrupt"], 1),
        "testdata/hostile/truncated-in-scan.jpg": (["image-corrupt"], 1),
        "testdata/hostile/zero-width.png": (["image-corrupt"], 1),
        "testdata/hostile/ztxt-bomb.png": (["background-aspect-ratio"], 0),
        "testdata/video/hostile-2p56-length.webm": (["video-corrupt"], 1),
        "testdata/video/hostile-malformed-vint.webm": (["video-corrupt"], 1),
        "testdata/video/hostile-moov-size-past-eof.mp4": (["video-corrupt"], 1),
        "testdata/video/hostile-nesting-bomb.mp4": (["video-corrupt"], 1),
        "testdata/video/hostile-nesting-bomb.webm": (["video-corrupt"], 1),
        "testdata/video/hostile-no-moov.mp4": (["video-corrupt"], 1),
        "testdata/video/hostile-timescale-zero.mp4": (["video-corrupt"], 1),
        "testdata/video/hostile-timestampscale-zero.webm": (["video-corrupt"], 1),
        "testdata/video/hostile-trak-size-past-parent.mp4": (["video-corrupt"], 1),
        "testdata/video/hostile-trun-sample-count.mp4": (["video-corrupt"], 1),
        "testdata/video/hostile-truncated-in-moov.mp4": (["video-corrupt"], 1),
        "testdata/video/hostile-truncated.webm": (["video-corrupt"], 1),
        "testdata/video/hostile-unknown-size-info.webm": (["video-corrupt"], 1),
    ]

    @Test func corpusIsThereAndEveryFileHasAnExpectation() {
        #expect(Self.hostileFiles.count >= 30, "\(Self.hostileFiles)")
        let unexpected = Set(Self.hostileFiles).subtracting(Self.expectations.keys)
        let gone = Set(Self.expectations.keys).subtracting(Self.hostileFiles)
        #expect(unexpected.isEmpty, "hostile files without an expectation: \(unexpected.sorted())")
        #expect(gone.isEmpty, "expectations for missing files: \(gone.sorted())")
    }

    @Test(arguments: hostileFiles)
    func hostileFileIsJudgedInUnderASecondAndUnder100MB(file: String) throws {
        let path = CLI.repository.appendingPathComponent(file).path
        let cost = try Self.measure(["validate", "--no-progress", path])
        let expected = try #require(Self.expectations[file], "\(file) has no expectation")
        #expect(cost.status == expected.status, "\(file): exit \(cost.status)")
        #expect(cost.seconds < 1, "\(file): \(cost.seconds) s")
        #expect(cost.peakMegabytes < 100, "\(file): \(cost.peakMegabytes) MB")

        let report = try CLI.run(["validate", "--no-progress", "--format", "json", path])
        #expect(report.status == expected.status, "\(file): exit \(report.status) with --format json")
        let files = report.json?["files"] as? [[String: Any]]
        let findings = files?.first?["findings"] as? [[String: Any]] ?? []
        #expect(files?.count == 1)
        #expect(findings.compactMap { $0["rule"] as? String } == expected.rules, "\(file): \(findings)")
    }

    @Test func measurementIsOfTheChild() throws {
        // A clean file exits 0 within the bound; a child that really takes 150 MB is seen taking it.
        let cost = try Self.measure([
            "validate", "--no-progress",
            CLI.repository.appendingPathComponent("testdata/images/background-1080x1920.jpg").path,
        ])
        #expect(cost.status == 0)
        #expect(cost.peakMegabytes > 1 && cost.peakMegabytes < 100, "\(cost.peakMegabytes) MB")
        let hungry = try Self.measure(
            ["-c", "x = bytearray(150_000_000); x[::4096] = b'1' * len(x[::4096])"],
            executable: "python3")
        #expect(hungry.status == 0)
        #expect(hungry.peakMegabytes > 140, "\(hungry.peakMegabytes) MB")
    }
}

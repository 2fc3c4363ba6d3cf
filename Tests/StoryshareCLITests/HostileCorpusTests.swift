import Foundation
import Testing

/// SPEC §7: every hostile file in testdata/ is judged by the real binary in under a second and under
/// 100 MB of memory (peak resident set of the `storyshare` process), with a finding rather
/// than a crash.
struct HostileCorpusTests {
    /// What one run of the binary cost.
    struct Cost {
        let status: Int32
        let seconds: Double
        let peakMegabytes: Double
    }

    /// Runs `storyshare ARGS` with its output discarded and measures it, through a small python3
    /// parent: the peak RSS of a child spawned straight from this (large, multi-threaded) test process
    /// would include the test process's own pages (posix_spawn's vfork shares them until exec), so the
    /// child is spawned from python, whose RUSAGE_CHILDREN then holds the binary's own peak.
    static func measure(_ arguments: [String], executable: String = CLI.binary.path) throws -> Cost {
        let script = """
            import resource, subprocess, sys, time
            start = time.monotonic()
            run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            status = run.returncode if run.returncode >= 0 else 128 - run.returncode
            print(status, time.monotonic() - start, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
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

    @Test func corpusIsThere() {
        #expect(Self.hostileFiles.count >= 30, "\(Self.hostileFiles)")
    }

    @Test(arguments: hostileFiles)
    func hostileFileIsJudgedInUnderASecondAndUnder100MB(file: String) throws {
        let cost = try Self.measure(["validate", "--no-progress", CLI.repository.appendingPathComponent(file).path])
        // 0 or 1 (no error-level finding, or one); 64 would be a usage error, 128+ a crash.
        #expect(cost.status == 0 || cost.status == 1, "\(file): exit \(cost.status)")
        #expect(cost.seconds < 1, "\(file): \(cost.seconds) s")
        #expect(cost.peakMegabytes < 100, "\(file): \(cost.peakMegabytes) MB")
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

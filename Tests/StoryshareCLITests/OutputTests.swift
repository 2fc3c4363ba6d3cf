import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Outputs never destroy what is not ours: inputs, devices, FIFOs; interrupted writes leave nothing;
/// new files follow the umask; a report that cannot be written is an error.
struct OutputTests {
    static let bundleArguments = ["bundle", "--app-id", "12345", "--background-image", "bg.png"]

    static func tree() throws -> TempTree {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.png", to: "bg.png")
        return tree
    }

    static func sha256(_ url: URL) throws -> String { try BundleCommandTests.sha256(url) }

    @Test(arguments: ["bg.png", "./bg.png", "same.bundle", "link.bundle"])
    func anOutputThatIsAnInputIsRefused(output: String) throws {
        let tree = try Self.tree()
        let input = tree.url.appendingPathComponent("bg.png")
        #expect(link(input.path, tree.url.appendingPathComponent("same.bundle").path) == 0)  // a hard link
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent("link.bundle").path, withDestinationPath: "bg.png")
        let before = try Self.sha256(input)
        let result = try CLI.run(Self.bundleArguments + ["-o", output], in: tree.url)
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("one of the files being read"), "\(result.stderr)")
        #expect(try Self.sha256(input) == before, "the input is intact")
    }

    @Test(arguments: ["/dev/null", "/dev/stdout", "pipe.bundle", "adir"])
    func aTargetThatIsNotARegularFileIsNeverReplaced(output: String) throws {
        let tree = try Self.tree()
        #expect(mkfifo(tree.url.appendingPathComponent("pipe.bundle").path, 0o644) == 0)
        try FileManager.default.createDirectory(
            at: tree.url.appendingPathComponent("adir"), withIntermediateDirectories: true)
        let result = try CLI.run(Self.bundleArguments + ["-o", output], in: tree.url, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("never replaces"), "\(result.stderr)")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
        #expect(
            stat(tree.url.appendingPathComponent("pipe.bundle").path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tree.url.path).sorted()
                == ["adir", "bg.png", "pipe.bundle"])
    }

    @Test func aSymlinkToARegularFileIsWrittenThrough() throws {
        let tree = try Self.tree()
        try tree.write("old", to: "real.bundle")
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent("link.bundle").path, withDestinationPath: "real.bundle")
        let result = try CLI.run(Self.bundleArguments + ["-o", "link.bundle"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let destination = try FileManager.default.destinationOfSymbolicLink(
            atPath: tree.url.appendingPathComponent("link.bundle").path)
        #expect(destination == "real.bundle", "the link stays a link")
        let written = try Data(contentsOf: tree.url.appendingPathComponent("real.bundle"))
        #expect(written.starts(with: Data("bplist00".utf8)))
    }

    @Test func extractingIntoAnEmptyNameIsAUsageError() throws {
        let tree = try Self.tree()
        #expect(try CLI.run(Self.bundleArguments + ["-o", "s.bundle"], in: tree.url).status == 0)
        let result = try CLI.run(["inspect", "--extract", "", "s.bundle"], in: tree.url)
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/backgroundImage.png"))
    }

    @Test func extractingNeverWritesOverTheBundle() throws {
        let tree = try Self.tree()
        #expect(try CLI.run(Self.bundleArguments + ["-o", "backgroundImage.png"], in: tree.url).status == 0)
        let before = try Self.sha256(tree.url.appendingPathComponent("backgroundImage.png"))
        let result = try CLI.run(["inspect", "--extract", ".", "backgroundImage.png"], in: tree.url)
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(try Self.sha256(tree.url.appendingPathComponent("backgroundImage.png")) == before)
    }

    /// A background video of `bytes` bytes: a real MP4 whose last box (`mdat`, size 0) runs to the end of
    /// the file, extended as a sparse file.
    static func bigVideo(_ tree: TempTree, bytes: Int64) throws {
        try tree.copy("video/h264-mdat-size0.mp4", to: "big.mp4")
        #expect(truncate(tree.url.appendingPathComponent("big.mp4").path, off_t(bytes)) == 0)
    }

    static func temporaryFiles(_ tree: TempTree) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: tree.url.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringALongWriteLeavesNothingBehind(signal: Int32) throws {
        let tree = try TempTree()
        try Self.bigVideo(tree, bytes: 700_000_000)
        // python3 starts the write with default signal handling (the test process may block or ignore
        // signals, and children inherit that), waits for its temporary file, then signals it.
        let script = """
            import glob, os, signal, subprocess, sys, time
            def reset():
                signal.pthread_sigmask(signal.SIG_SETMASK, [])
                for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP): signal.signal(s, signal.SIG_DFL)
            child = subprocess.Popen(sys.argv[2:], preexec_fn=reset, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            deadline = time.monotonic() + 20
            while not glob.glob('.out.bundle.*.tmp') and child.poll() is None and time.monotonic() < deadline:
                time.sleep(0.002)
            began = bool(glob.glob('.out.bundle.*.tmp'))
            child.send_signal(int(sys.argv[1]))
            print(began, child.wait())
            """
        let result = try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c", script, "\(signal)", CLI.binary.path, "bundle", "--app-id", "12345",
                "--background-video", "big.mp4", "-o", "out.bundle",
            ], in: tree.url)
        #expect(result.stdout == "True -\(signal)\n", "the write had begun, and the signal ended it: \(result.stdout)")
        #expect(try Self.temporaryFiles(tree).isEmpty, "the temporary file is removed")
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out.bundle").path))
    }

    @Test func staleTemporaryFilesOfDeadWritersAreRemoved() throws {
        let tree = try Self.tree()
        let dead = ".out.bundle.storyshare-4000000-17.tmp"  // no such process (above the usual pid_max)
        let alive = ".out.bundle.storyshare-\(getpid())-18.tmp"  // this test process: not ours to remove
        let other = ".out.bundle.other-tool.tmp"
        for name in [dead, alive, other] { try tree.write("partial", to: name) }
        #expect(try CLI.run(Self.bundleArguments + ["-o", "out.bundle"], in: tree.url).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: tree.url.path)
        #expect(!left.contains(dead))
        #expect(left.contains(alive) && left.contains(other))
    }

    /// Runs `storyshare ARGS` with `umask` set, through python3.
    static func run(umask mask: Int, _ arguments: [String], in directory: URL) throws -> CLI.Result {
        let script = "import os, subprocess, sys; os.umask(\(mask)); sys.exit(subprocess.run(sys.argv[1:]).returncode)"
        return try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, CLI.binary.path] + arguments, in: directory)
    }

    static func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func newFilesFollowTheUmaskAndReplacedFilesKeepTheirMode() throws {
        let tree = try Self.tree()
        #expect(try Self.run(umask: 0o027, Self.bundleArguments + ["-o", "new.bundle"], in: tree.url).status == 0)
        #expect(try Self.mode(tree.url.appendingPathComponent("new.bundle")) == 0o640)
        #expect(try Self.run(umask: 0o077, Self.bundleArguments + ["-o", "private.bundle"], in: tree.url).status == 0)
        #expect(try Self.mode(tree.url.appendingPathComponent("private.bundle")) == 0o600)
        try tree.write("old", to: "kept.bundle")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o604], ofItemAtPath: tree.url.appendingPathComponent("kept.bundle").path)
        #expect(try Self.run(umask: 0o022, Self.bundleArguments + ["-o", "kept.bundle"], in: tree.url).status == 0)
        #expect(try Self.mode(tree.url.appendingPathComponent("kept.bundle")) == 0o604)
        #expect(try CLI.run(["inspect", "--extract", "out", "new.bundle"], in: tree.url).status == 0)
        #expect(try Self.run(umask: 0o027, ["inspect", "--extract", "out2", "new.bundle"], in: tree.url).status == 0)
        #expect(try Self.mode(tree.url.appendingPathComponent("out2")) == 0o750)
        #expect(try Self.mode(tree.url.appendingPathComponent("out2/backgroundImage.png")) == 0o640)
    }

    /// /dev/full (a device every write fails on) is Linux's.
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
        arguments: [
            ["rules"], ["validate", "testdata/images"], ["probe", "--format", "json", "testdata/images"],
            ["color", "#f08"],
        ])
    func aReportThatCannotBeWrittenFailsTheRun(arguments: [String]) throws {
        let script = """
            import subprocess, sys
            run = subprocess.run(sys.argv[1:], stdout=open('/dev/full', 'w'), stderr=subprocess.PIPE)
            sys.stderr.buffer.write(run.stderr); sys.exit(run.returncode)
            """
        let result = try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, CLI.binary.path] + arguments)
        #expect(result.status == 74, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output"), "\(result.stderr)")
    }

    @Test(arguments: [
        (["--now", "9999-12-31T23:59:00Z"], [String: String?]()),
        ([], ["SOURCE_DATE_EPOCH": "99999999999999999"]),
        ([], ["SOURCE_DATE_EPOCH": "253402300700"]),  // valid, but the expiry falls after 9999
        ([], ["SOURCE_DATE_EPOCH": "-5"]),
    ])
    func creationTimesABundleCannotCarryAreUsageErrors(extra: [String], environment: [String: String?]) throws {
        let tree = try Self.tree()
        let result = try CLI.run(
            Self.bundleArguments + extra + ["-o", "t.bundle"], in: tree.url, environment: environment)
        #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("t.bundle").path))
    }

    @Test func aBundleLargerThanReadersTakeIsNotWritten() throws {
        let tree = try TempTree()
        try Self.bigVideo(tree, bytes: 1_100_000_000)
        let result = try CLI.run(
            ["bundle", "--app-id", "12345", "--background-video", "big.mp4", "-o", "out.bundle"], in: tree.url,
            timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("more than the 1000000000 bytes a bundle may hold"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.url.path) == ["big.mp4"])
    }
}

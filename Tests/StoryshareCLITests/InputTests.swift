import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Walks and inputs: nothing is skipped in silence, nothing hangs. Links are followed, names are bytes,
/// and whatever cannot be read is a `file-unreadable` finding.
struct InputTests {
    /// Runs the binary through python3 so that arguments can be any bytes: an argument `hex:6162ff`
    /// is passed as the bytes 61 62 FF. Stops it after `timeout` seconds (status 124).
    static func runRaw(_ arguments: [String], in directory: URL, timeout: Double = 20) throws -> CLI.Result {
        let script = """
            import os, subprocess, sys
            args = [bytes.fromhex(a[4:]) if a.startswith('hex:') else a.encode() for a in sys.argv[2:]]
            try:
                run = subprocess.run([sys.argv[1].encode()] + args, capture_output=True, timeout=\(timeout))
                sys.stdout.buffer.write(run.stdout); sys.stderr.buffer.write(run.stderr); sys.exit(run.returncode)
            except subprocess.TimeoutExpired:
                sys.exit(124)
            """
        return try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, CLI.binary.path] + arguments,
            in: directory)
    }

    /// Renames `tree/name` to the name made of `bytes` (which need not be UTF-8).
    static func rename(_ tree: TempTree, _ name: String, toBytes bytes: [UInt8]) throws {
        let target = Array(tree.url.path.utf8) + [UInt8(ascii: "/")] + bytes
        let result = target.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { raw -> Int32 in
            let terminated = Array(raw) + [0]
            return tree.url.appendingPathComponent(name).path.withCString { from in
                terminated.withUnsafeBufferPointer { Foundation.rename(from, $0.baseAddress!) }
            }
        }
        #expect(result == 0)
    }

    static func link(_ tree: TempTree, _ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    static func paths(_ result: CLI.Result) throws -> [String] {
        let files = try #require(result.json?["files"] as? [[String: Any]], "\(result.stdout)\(result.stderr)")
        return files.compactMap { $0["path"] as? String }
    }

    @Test func aDirectoryNamedThroughASymlinkIsWalked() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "real/a.jpg")
        try tree.copy("images/background-1080x1920.png", to: "real/sub/b.png")
        try Self.link(tree, "linked", to: "real")
        try Self.link(tree, "slash", to: "real/")
        for name in ["linked", "linked/", "slash"] {
            let result = try CLI.run(["validate", "--format", "json", name], in: tree.url)
            #expect(result.status == 0, "\(result.stdout)")
            let prefix = name.hasSuffix("/") ? name.dropLast() : Substring(name)
            #expect(try Self.paths(result) == ["\(prefix)/a.jpg", "\(prefix)/sub/b.png"])
        }
    }

    @Test func linksInsideAWalkAreFollowedOnceAndLoopsEnd() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "assets/a.jpg")
        try tree.copy("images/background-1080x1920.png", to: "elsewhere/b.png")
        try Self.link(tree, "assets/more", to: "../elsewhere")  // a linked directory
        try Self.link(tree, "assets/c.png", to: "../elsewhere/b.png")  // a linked file
        try Self.link(tree, "assets/up", to: "..")  // a loop back to the top
        let result = try CLI.run(["validate", "--format", "json", "assets"], in: tree.url, timeout: 30)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stdout)")
        let paths = try Self.paths(result)
        #expect(paths.contains("assets/a.jpg"))
        #expect(paths.contains("assets/c.png"))
        #expect(paths.contains("assets/more/b.png") || paths.contains("assets/up/elsewhere/b.png"))
        #expect(paths.count == 3, "each directory is walked once: \(paths)")
    }

    @Test func namesThatAreNotUTF8AreCheckedAndShownEscaped() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "dir/x.jpg")
        try Self.rename(tree, "dir/x.jpg", toBytes: Array("dir/bad".utf8) + [0xFF] + Array(".jpg".utf8))
        // Walked:
        let walked = try CLI.run(["validate", "--format", "json", "dir"], in: tree.url)
        #expect(walked.status == 0, "\(walked.stdout)")
        #expect(try Self.paths(walked) == [#"dir/bad\xFF.jpg"#])
        // Named directly, as bytes:
        let named = try Self.runRaw(
            ["validate", "hex:" + "dir/bad".utf8.map { String(format: "%02x", $0) }.joined() + "ff2e6a7067"],
            in: tree.url)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.hasPrefix("1 file checked: 0 errors"), "\(named.stdout)")
        let probed = try Self.runRaw(
            ["probe", "hex:" + "dir/bad".utf8.map { String(format: "%02x", $0) }.joined() + "ff2e6a7067"], in: tree.url)
        #expect(probed.status == 0)
        #expect(probed.stdout.hasPrefix(#""dir/bad\xFF.jpg": image/jpeg, 1080x1920"#), "\(probed.stdout)")
    }

    @Test func controlCharactersInNamesCannotForgeOutput() throws {
        let tree = try TempTree()
        try tree.copy("images/background-too-small-300x533.jpg", to: "x.jpg")
        try Self.rename(tree, "x.jpg", toBytes: Array("evil\n\u{1B}[32mok.jpg".utf8))
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}"), "no terminal escape reaches the output")
        #expect(result.stdout.hasPrefix(#""evil\n\x1B[32mok.jpg": error: "#), "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 2, "one finding line and the summary")
    }

    /// As root, the check runs as another user through util-linux's setpriv.
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func danglingLinksAndUnreadableDirectoriesAreFindings() throws {
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "assets/ok.jpg")
        try Self.link(tree, "assets/gone.png", to: "nowhere.png")
        try Self.link(tree, "assets/notes.txt", to: "nowhere.txt")  // not an asset name: not picked
        try tree.copy("images/background-1080x1920.jpg", to: "assets/locked/c.jpg")
        let locked = tree.url.appendingPathComponent("assets/locked")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        // Root reads any directory: run as nobody then.
        let asNobody = getuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let result = try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"),
            asNobody + [CLI.binary.path, "validate", "--format", "json", "assets"],
            in: tree.url)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let files = try #require(result.json?["files"] as? [[String: Any]])
        func finding(_ path: String) -> String? {
            let file = files.first { $0["path"] as? String == path }
            let findings = file?["findings"] as? [[String: Any]]
            return findings?.first { $0["rule"] as? String == "file-unreadable" }?["message"] as? String
        }
        #expect(finding("assets/gone.png")?.contains("symbolic link to a missing file") == true, "\(files)")
        #expect(finding("assets/locked")?.contains("Permission denied") == true, "\(files)")
        #expect(files.count == 3, "ok.jpg, gone.png, locked: \(files.map { $0["path"] ?? "" })")
    }

    @Test func pathsTooLongToOpenAreFindings() throws {
        let tree = try TempTree()
        // Nest directories (made relative to each other) until the path passes PATH_MAX (4096).
        let script = """
            import os, sys
            os.chdir(sys.argv[1]); os.mkdir('deep'); os.chdir('deep')
            name = 'd' * 200
            for _ in range(24):
                os.mkdir(name); os.chdir(name)
            open('x.png', 'wb').write(b'not really a png')
            """
        #expect(try Python.run(["-c", script, tree.url.path]).status == 0)
        let result = try CLI.run(["validate", "--format", "json", "deep"], in: tree.url, timeout: 30)
        #expect(result.status == 1, "\(result.stdout.prefix(500))")
        let files = try #require(result.json?["files"] as? [[String: Any]])
        let reasons = files.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.map {
            $0["message"] as? String ?? ""
        }
        #expect(reasons.contains { $0.contains("File name too long") }, "\(reasons)")
    }

    @Test(arguments: [["validate"], ["probe"], ["inspect"], ["verify"]])
    func aFIFOIsUnreadableNotAHang(command: [String]) throws {
        let tree = try TempTree()
        #expect(mkfifo(tree.url.appendingPathComponent("pipe.png").path, 0o644) == 0)
        let named = try CLI.run(command + ["pipe.png"], in: tree.url, timeout: 20)
        #expect(!named.timedOut, "\(command) hung on a FIFO")
        #expect(named.status == 1, "\(named.stdout)\(named.stderr)")
        #expect((named.stdout + named.stderr).contains("FIFO"), "\(named.stdout)\(named.stderr)")
        if command == ["validate"] || command == ["probe"] {
            let walked = try CLI.run(command + ["."], in: tree.url, timeout: 20)
            #expect(!walked.timedOut)
            #expect(walked.status == 1)
            #expect(walked.stdout.contains("FIFO"), "\(walked.stdout)")
        }
    }

    @Test func aFIFOGivenToBundleIsRefused() throws {
        let tree = try TempTree()
        #expect(mkfifo(tree.url.appendingPathComponent("pipe.mp4").path, 0o644) == 0)
        let result = try CLI.run(
            ["bundle", "--app-id", "12345", "--background-video", "pipe.mp4", "-o", "out.bundle"], in: tree.url,
            timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stdout.contains("FIFO"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out.bundle").path))
    }
}

/// The configuration file: which one applies is bounded and said; a bad one is a usage error.
struct ConfigurationDiscoveryTests {
    static let tooSmall = "images/background-too-small-300x533.jpg"
    static let offRule = "rules:\n  image-too-small: off\n"

    @Test func aDirectoryOrAFIFOGivenAsConfigIsAUsageError() throws {
        let tree = try TempTree()
        try tree.copy(Self.tooSmall, to: "a.jpg")
        try FileManager.default.createDirectory(
            at: tree.url.appendingPathComponent("conf.d"), withIntermediateDirectories: true)
        #expect(mkfifo(tree.url.appendingPathComponent("conf.fifo").path, 0o644) == 0)
        for config in ["conf.d", "conf.fifo", "missing.yml", ""] {
            let result = try CLI.run(["validate", "--config", config, "a.jpg"], in: tree.url, timeout: 20)
            #expect(!result.timedOut, "--config \(config) hung")
            #expect(result.status == 64, "--config \(config): \(result.stdout)\(result.stderr)")
        }
        let dir = try CLI.run(["validate", "--config", "conf.d", "a.jpg"], in: tree.url)
        #expect(dir.stderr.contains("conf.d"), "\(dir.stderr)")
        #expect(dir.stderr.contains("a directory"), "\(dir.stderr)")
    }

    @Test func theConfigurationUsedIsNamed() throws {
        let tree = try TempTree()
        try tree.copy(Self.tooSmall, to: "repo/sub/a.jpg")
        try FileManager.default.createDirectory(
            at: tree.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try tree.write(Self.offRule, to: "repo/.storyshare.yml")
        let sub = tree.url.appendingPathComponent("repo/sub")
        let text = try CLI.run(["validate", "a.jpg"], in: sub)
        #expect(text.status == 0, "the parent's configuration applies: \(text.stdout)")
        #expect(text.stderr.contains("storyshare: configuration: ../.storyshare.yml"), "\(text.stderr)")
        let json = try CLI.run(["validate", "--format", "json", "a.jpg"], in: sub)
        #expect(json.json?["configuration"] as? String == "../.storyshare.yml")
        #expect(!json.stderr.contains("configuration:"), "documents carry it instead")
        let sarif = try CLI.run(["validate", "--format", "sarif", "a.jpg"], in: sub)
        let runs = try #require(sarif.json?["runs"] as? [[String: Any]])
        let invocation = try #require((runs.first?["invocations"] as? [[String: Any]])?.first)
        #expect((invocation["properties"] as? [String: Any])?["configurationFile"] as? String == "../.storyshare.yml")
        let junit = try CLI.run(["validate", "--format", "junit", "a.jpg"], in: sub)
        #expect(junit.stdout.contains(#"<property name="configuration" value="../.storyshare.yml"/>"#))
        let none = try CLI.run(["validate", "--format", "json", Self.tooSmall])
        #expect(none.json?["configuration"] == nil)
    }

    @Test func discoveryStopsAtTheRepositoryRootAndAtHome() throws {
        let tree = try TempTree()
        try tree.write(Self.offRule, to: ".storyshare.yml")  // above both the repository and home
        try tree.copy(Self.tooSmall, to: "repo/a.jpg")
        try FileManager.default.createDirectory(
            at: tree.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let inRepo = try CLI.run(["validate", "a.jpg"], in: tree.url.appendingPathComponent("repo"))
        #expect(inRepo.status == 1, "a file above the repository root must not apply")
        try tree.copy(Self.tooSmall, to: "home/project/a.jpg")
        let home = tree.url.appendingPathComponent("home")
        let inHome = try CLI.run(
            ["validate", "a.jpg"], in: home.appendingPathComponent("project"), environment: ["HOME": home.path])
        #expect(inHome.status == 1, "a file above $HOME must not apply: \(inHome.stderr)")
        let belowTree = try CLI.run(["validate", "a.jpg"], in: home.appendingPathComponent("project"))
        #expect(belowTree.status == 0, "without the boundaries the file would apply: \(belowTree.stderr)")
    }

    /// Only root can give a file away; the run as another user goes through util-linux's setpriv.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aFileOwnedByAnotherUserIsIgnoredAndSaidSo() throws {
        let tree = try TempTree()
        try tree.copy(Self.tooSmall, to: "shared/work/a.jpg")
        try tree.write(Self.offRule, to: "shared/.storyshare.yml")
        #expect(chown(tree.url.appendingPathComponent("shared/.storyshare.yml").path, 65534, 65534) == 0)
        let asNobodysNeighbour = ["setpriv", "--reuid=1234", "--regid=1234", "--clear-groups"]
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o777], ofItemAtPath: tree.url.appendingPathComponent("shared/work").path)
        let result = try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"), asNobodysNeighbour + [CLI.binary.path, "validate", "a.jpg"],
            in: tree.url.appendingPathComponent("shared/work"))
        #expect(result.status == 1, "the planted file must not turn the rule off: \(result.stdout)")
        #expect(result.stderr.contains("ignored configuration"), "\(result.stderr)")
        #expect(result.stderr.contains("owned by user 65534"), "\(result.stderr)")
    }

    @Test func hugeGlobsAreRefusedAndLongOnesStayFast() throws {
        let tree = try TempTree()
        try tree.copy(Self.tooSmall, to: "a/b/c/x.jpg")
        try tree.write("exclude: [\"\(String(repeating: "**/", count: 100_000))x.jpg\"]\n", to: "huge.yml")
        let huge = try CLI.run(["validate", "--config", "huge.yml", "a"], in: tree.url, timeout: 30)
        #expect(!huge.timedOut)
        #expect(huge.status == 64, "\(huge.stderr)")
        #expect(huge.stderr.contains("at most 1024"), "\(huge.stderr)")
        // Within the bound, repeated `**/` collapse: matching stays fast on a deep path.
        try tree.write("exclude: [\"\(String(repeating: "**/", count: 300))x.jpg\"]\n", to: "long.yml")
        let long = try CLI.run(["validate", "--config", "long.yml", "--allow-empty", "a"], in: tree.url, timeout: 30)
        #expect(long.status == 0, "x.jpg is excluded: \(long.stdout)\(long.stderr)")
        #expect(long.stdout.hasPrefix("0 files checked"), "\(long.stdout)")
    }
}

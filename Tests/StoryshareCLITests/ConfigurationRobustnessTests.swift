import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `.storyshare.yml` is picked up from the working directory or a parent, so a pull request can plant one:
/// limits that would make `fix` allocate without bound, a `.storyshare.yml` that is not a file, messages a
/// file controls, globs that make every file's match cost grow with the file, and what `init` writes for
/// names that are hard to write.
struct ConfigurationRobustnessTests {
    /// A repository (`.git`) holding `bg.jpg` (540x960: fine for Facebook, too small for Instagram).
    static func repository() throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.copy("images/background-540x960.jpg", to: "bg.jpg")
        return tree
    }

    // MARK: limits

    /// Every limit's out-of-range values are refused when the file is read, with the file, line and column,
    /// the key, the value and the range; `fix --dry-run` no longer gets as far as planning a 40 GB canvas.
    @Test(
        arguments: [
            ("min-image-side", "100000", "from 1 to 16,384"),
            ("max-background-width", "100000", "from 1 to 16,384"),
            ("max-background-height", "20000", "from 1 to 16,384"),
            ("instagram-min-background-width", "0", "from 1 to 16,384"),
            ("instagram-min-background-height", "16385", "from 1 to 16,384"),
            ("max-sticker-width", "99999999", "from 1 to 16,384"),
            ("max-sticker-height", "-1", "from 1 to 16,384"),
            ("max-video-short-side", "16385", "from 1 to 16,384"),
            ("max-video-long-side", "1e9", "from 1 to 16,384"),
            ("max-pixels", "268435457", "from 1 to 268,435,456"),
            ("max-image-bytes", "1000000001", "from 1 to 1,000,000,000"),
            ("max-video-bytes", "100000000001", "from 1 to 100,000,000,000"),
            ("max-video-seconds", "0", "above 0 up to 86,400"),
            ("instagram-max-video-seconds", "86401", "above 0 up to 86,400"),
            ("ratio-tolerance", "1.5", "from 0 up to 1"),
        ])
    func outOfRangeLimitsAreRefusedWhenRead(key: String, value: String, range: String) throws {
        let tree = try Self.repository()
        try tree.write("target: instagram\nlimits:\n  \(key): \(value)\n", to: ".storyshare.yml")
        for command in [["fix", "--dry-run", "--output-dir", "out", "bg.jpg"], ["validate", "bg.jpg"]] {
            let result = try CLI.run(command, in: tree.url, timeout: 60)
            #expect(result.status == 64, "\(command): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains(".storyshare.yml:3:\(key.count + 5):"), "\(result.stderr)")
            #expect(result.stderr.contains("limit \(key) is \"\(value)\""), "\(result.stderr)")
            #expect(result.stderr.contains(range), "\(result.stderr)")
        }
    }

    /// The largest values allowed are accepted, and `fix --dry-run` plans within them without aborting.
    @Test func theLargestAllowedLimitsAreAccepted() throws {
        let tree = try Self.repository()
        try tree.write(
            "limits:\n  max-pixels: 268435456\n  max-background-width: 16384\n  max-background-height: 16384\n"
                + "  max-image-bytes: 1000000000\n  ratio-tolerance: 1\n  max-video-seconds: 86400\n",
            to: ".storyshare.yml")
        let result = try CLI.run(["validate", "bg.jpg"], in: tree.url, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
    }

    // MARK: discovery

    /// A `.storyshare.yml` that is a dangling link, a directory or a FIFO is an error naming it and what it is,
    /// never the defaults (under which the Instagram-only failure would pass); a FIFO does not block.
    @Test(arguments: ["dangling", "directory", "fifo"])
    func aConfigurationThatIsNotAFileIsAnError(kind: String) throws {
        let tree = try Self.repository()
        let path = tree.url.appendingPathComponent(".storyshare.yml").path
        switch kind {
        case "dangling": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "missing.yml")
        case "directory": try tree.makeDirectory(".storyshare.yml")
        default: #expect(mkfifo(path, 0o644) == 0)
        }
        // From a subfolder too: discovery climbs to the repository's root.
        try tree.makeDirectory("sub")
        for (directory, file) in [(tree.url, "bg.jpg"), (tree.url.appendingPathComponent("sub"), "../bg.jpg")] {
            let result = try CLI.run(["validate", file], in: directory, timeout: 20)
            #expect(!result.timedOut)
            #expect(result.status == 64, "\(kind): \(result.status) \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains(".storyshare.yml"), "\(result.stderr)")
            let what = ["dangling": "a symbolic link to a missing file", "directory": "a directory", "fifo": "FIFO"]
            #expect(result.stderr.contains(what[kind]!), "\(result.stderr)")
        }
    }

    // MARK: messages

    /// Whatever a configuration error echoes from the file (a key, a value, a rule id, libyaml's snippet)
    /// arrives escaped: no ESC, BEL or line break of the file's reaches the terminal.
    @Test(
        arguments: [
            ("bad key", "\"ke\\e]0;pwned\\ay\\nstoryshare: passed\": 1\n"),
            ("bad value", "target: \"\\e[2J\\ninstagram\\r\"\n"),
            ("bad limit", "limits:\n  \"min\\e[2J\": 3\n"),
            ("bad limit value", "limits:\n  min-image-side: \"\\e]0;x\\a\\n1\"\n"),
            ("unknown rule", "rules:\n  \"image\\e[2J\\nok\": off\n"),
            ("bad severity", "rules:\n  image-cmyk: \"\\e[31mloud\\n\"\n"),
            ("syntax", "target: instagram\nkey\u{1B}]0;pwned\u{07}: [\n"),
            ("syntax, line break", "target: \"a\n\u{1B}[2Jpassed\n"),
            ("not UTF-8", "target: inst\u{1B}\u{07}agram\n\u{FF}"),
            ("glob", "include: \"\\e[2J\"\nsticker: {\"\\e\": 1}\n"),
            ("app-id", "app-id: \"\\e[2J\\n\"\n"),
        ])
    func configurationErrorsAreEscaped(name: String, yaml: String) throws {
        let tree = try Self.repository()
        var bytes = Array(yaml.utf8)
        if name == "not UTF-8" { bytes = bytes.map { $0 == 0xC3 ? 0xFF : $0 }.filter { $0 != 0xBF } }
        try tree.write(Data(bytes), to: ".storyshare.yml")
        let result = try CLI.run(["validate", "bg.jpg"], in: tree.url)
        #expect(result.status == 64, "\(name): \(result.stderr)")
        #expect(result.stderr.contains(".storyshare.yml"), "\(name): \(result.stderr)")
        let controls = result.stderr.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }
        #expect(controls.isEmpty, "\(name): \(result.stderr.debugDescription)")
        // One line for the error (ArgumentParser adds its usage lines after it).
        let errorLines = result.stderr.split(separator: "\n").filter { $0.contains(".storyshare.yml") }
        #expect(errorLines.count == 1, "\(name): \(result.stderr.debugDescription)")
        #expect(!result.stderr.contains("\npassed"), "\(name)")
    }

    // MARK: globs

    /// The caps on globs: at most 1,000 in all four keys together, and 32,768 characters in all.
    @Test func globCapsAreSaid() throws {
        let tree = try Self.repository()
        let many = (0..<600).map { "\"g\($0)/**\"" }.joined(separator: ", ")
        try tree.write("include: [\(many)]\nexclude: [\(many)]\n", to: ".storyshare.yml")
        let count = try CLI.run(["validate", "bg.jpg"], in: tree.url)
        #expect(count.status == 64)
        #expect(count.stderr.contains("more than 1,000 globs under sticker, background, include and exclude"))
        #expect(count.stderr.contains(".storyshare.yml:2:"), "\(count.stderr)")

        let long = (0..<33).map { "\"\($0)" + String(repeating: "a", count: 1000) + "\"" }.joined(separator: ", ")
        try tree.write("sticker: [\(long)]\n", to: ".storyshare.yml")
        let length = try CLI.run(["validate", "bg.jpg"], in: tree.url)
        #expect(length.status == 64)
        #expect(length.stderr.contains("more than 32,768 characters together"), "\(length.stderr)")
        #expect(length.stderr.contains("at most 32,768 are allowed"))
    }

    /// The worst configuration the caps allow (32 globs of 1,021 characters of `**/a`, which keep every state
    /// of the match alive, in all four keys) over 300 files with 420-character paths: bounded (0.2 s in a
    /// release build), where 960 such globs, which the old caps allowed, took 52 s of CPU over 200 files.
    @Test func theWorstAllowedGlobsOverManyFilesFinish() throws {
        let tree = try Self.repository()
        let folder = "share/" + String(repeating: "a", count: 200) + "/" + String(repeating: "a", count: 200)
        for i in 0..<300 { try tree.copy("images/other-48x48.gif", to: "\(folder)/aaaaaaaaaaaaaaaa\(i).gif") }
        let glob = "\"" + String(repeating: "**/a", count: 255) + "b\""
        let list = Array(repeating: glob, count: 8).joined(separator: ", ")
        let include = "[\"**\", " + Array(repeating: glob, count: 7).joined(separator: ", ") + "]"
        try tree.write(
            "include: \(include)\nexclude: [\(list)]\nsticker: [\(list)]\nbackground: [\(list)]\n",
            to: ".storyshare.yml")
        let result = try CLI.run(["validate", "--format", "json", "share"], in: tree.url, timeout: 120)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        #expect((result.json?["files"] as? [Any])?.count == 300, "every file in scope, none excluded")
    }

    // MARK: init

    /// Makes the folder `bytes` (a path relative to `tree`, any bytes but NUL) and its parents.
    static func makeDirectory(_ bytes: [UInt8], in tree: TempTree) {
        var path = Array(tree.url.path.utf8) + [UInt8(ascii: "/")]
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "/") || i == bytes.count - 1 {
                let prefix = byte == UInt8(ascii: "/") ? path : path + [byte]
                _ = (prefix.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
                    mkdir($0.baseAddress!, 0o755)
                }
            }
            path.append(byte)
        }
    }

    /// Writes `contents` to the file `bytes` (relative to `tree`).
    static func writeFile(_ bytes: [UInt8], in tree: TempTree, contents: Data) {
        let path = (Array(tree.url.path.utf8) + [UInt8(ascii: "/")] + bytes).map { CChar(bitPattern: $0) } + [0]
        let descriptor = path.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { return }
        contents.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Share folders under names holding a line break, a quote, glob characters and a byte that is not UTF-8
    /// are written, and the globs read back cover exactly them: `validate` after `init` finds the failing
    /// image in each, where before `init` left them out and `validate` passed.
    @Test func initWritesEveryFolderAndValidateReadsItBack() throws {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.copy("images/background-1080x1920.jpg", to: "App/Share/ok.jpg")
        let small = try Data(
            contentsOf: CLI.repository.appendingPathComponent("testdata/images/background-too-small-300x533.jpg"))
        let names: [[UInt8]] = [
            Array("line\nbreak".utf8), Array("quote \"q\" \\ back".utf8), Array("glob *[?]".utf8),
            Array("caf".utf8) + [0xE9], Array("esc \u{1B}[2J".utf8),
        ]
        for name in names {
            Self.makeDirectory(name + Array("/stories".utf8), in: tree)
            Self.writeFile(name + Array("/stories/small.jpg".utf8), in: tree, contents: small)
        }
        let written = try CLI.run(["init"], in: tree.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("6 include globs"), "\(written.stdout)")
        let yaml = try String(contentsOf: tree.url.appendingPathComponent(".storyshare.yml"), encoding: .utf8)
        #expect(yaml.contains(#"  - "line\nbreak/stories/**""#), "\(yaml)")
        #expect(yaml.contains(#"  - "glob \\*[\\?]/stories/**""#), "\(yaml)")
        #expect(yaml.contains(#"  - "caf\uF7E9/stories/**""#), "\(yaml)")

        // A look-alike made after init: the glob of "glob *[?]" unescaped would match it.
        try tree.makeDirectory("glob X[Y]/stories")
        try tree.write(small, to: "glob X[Y]/stories/small.jpg")
        let result = try CLI.run(["validate", "--format", "json", "."], in: tree.url)
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        let files = (result.json?["files"] as? [[String: Any]]) ?? []
        let failing = files.filter { (($0["findings"] as? [Any]) ?? []).isEmpty == false }
        #expect(failing.count == names.count, "\(result.stdout)")
        #expect(!result.stdout.contains("glob Xx"), "a glob character matched another folder: \(result.stdout)")
    }

    /// What the survey could not cover is said on stderr and in the file: here, folders deeper than it looks.
    @Test func initSaysWhatItDidNotSurvey() throws {
        let tree = try TempTree()
        let deep = (0..<34).map { "d\($0)" }.joined(separator: "/")
        try tree.makeDirectory(deep + "/stickers")
        let result = try CLI.run(["init"], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("did not look into folder d0/d1/"), "\(result.stderr)")
        #expect(result.stderr.contains("more than 32 folders deep"), "\(result.stderr)")
        let yaml = try String(contentsOf: tree.url.appendingPathComponent(".storyshare.yml"), encoding: .utf8)
        #expect(yaml.contains("# NOTE: the survey did not cover the whole tree"), "\(yaml)")
        #expect(yaml.contains("more than 32 folders deep"))
    }
}

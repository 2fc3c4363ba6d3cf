import Foundation
import Testing

/// What storyshare does on a real terminal: the binary runs with stdout or stderr on a pseudo-terminal
/// (opened by python3's `pty`), the other stream on a pipe.
struct TerminalTests {
    struct Output {
        let status: Int
        let stdout: String
        let stderr: String
    }

    /// Runs `storyshare ARGS` with `terminal` ("stdout" or "stderr") on a pty and `environment` added.
    static func run(_ arguments: [String], terminal: String, environment: [String: String?] = [:]) throws -> Output {
        let script = """
            import json, os, pty, select, subprocess, sys
            which, argv = sys.argv[1], sys.argv[2:]
            master, slave = pty.openpty()
            child = subprocess.Popen(argv, stdin=subprocess.DEVNULL,
                                     stdout=slave if which == "stdout" else subprocess.PIPE,
                                     stderr=slave if which == "stderr" else subprocess.PIPE)
            os.close(slave)
            pipe = child.stderr if which == "stdout" else child.stdout
            got = {"tty": b"", "pipe": b""}
            open_fds = {master: "tty", pipe.fileno(): "pipe"}
            while open_fds:
                for fd in select.select(list(open_fds), [], [])[0]:
                    try: data = os.read(fd, 65536)
                    except OSError: data = b""  # EIO: the child closed the terminal
                    if data: got[open_fds[fd]] += data
                    else: del open_fds[fd]
            status = child.wait()
            tty, other = got["tty"].decode("utf-8", "replace"), got["pipe"].decode("utf-8", "replace")
            out, err = (tty, other) if which == "stdout" else (other, tty)
            print(json.dumps({"status": status, "stdout": out, "stderr": err}))
            """
        let defaults: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm"]
        let text = try Python.run(
            ["-c", script, terminal, CLI.binary.path] + arguments,
            environment: defaults.merging(environment) { $1 }
        ).stdout
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
        return Output(
            status: try #require(json["status"] as? Int), stdout: try #require(json["stdout"] as? String),
            stderr: try #require(json["stderr"] as? String))
    }

    static let files = [
        "testdata/images/background-1080x1920.png", "testdata/images/background-1080x1920.jpg",
        "testdata/images/background-720x1280.jpg", "testdata/video/h264-1080x1920.mp4",
    ]

    @Test func progressBarOnATerminalIsDrawnThenCleared() throws {
        let result = try Self.run(
            ["validate", "--jobs", "1"] + Self.files, terminal: "stderr",
            environment: ["STORYSHARE_PROGRESS_AFTER": "0"])
        #expect(result.status == 0)
        // The first file draws at once (no delay); later ones within 0.1 s are not redrawn; finish clears the line.
        #expect(
            result.stderr.hasPrefix(
                "\r[" + String(repeating: "=", count: 7) + String(repeating: " ", count: 23) + "] 1/4"),
            "\(result.stderr.debugDescription)")
        #expect(result.stderr.hasSuffix("\r\u{1B}[K"), "\(result.stderr.debugDescription)")
        #expect(result.stdout.contains("4 files checked"), "the report still goes to stdout")
    }

    @Test func noProgressBarWhenTurnedOffOrShortOrNotATerminal() throws {
        let off = try Self.run(
            ["validate", "--no-progress"] + Self.files, terminal: "stderr",
            environment: ["STORYSHARE_PROGRESS_AFTER": "0"])
        #expect(off.stderr.isEmpty, "\(off.stderr.debugDescription)")
        // The default half-second delay: these four files take far less.
        let short = try Self.run(["validate"] + Self.files, terminal: "stderr")
        #expect(short.stderr.isEmpty, "\(short.stderr.debugDescription)")
        let oneFile = try Self.run(
            ["validate", Self.files[0]], terminal: "stderr", environment: ["STORYSHARE_PROGRESS_AFTER": "0"])
        #expect(oneFile.stderr.isEmpty, "a single file never shows a bar")
        let piped = try CLI.run(["validate"] + Self.files, environment: ["STORYSHARE_PROGRESS_AFTER": "0"])
        #expect(piped.stderr.isEmpty)
    }

    @Test func colourOnATerminalUnlessNoColor() throws {
        let bad = ["testdata/images/background-too-small-300x533.jpg"]
        let coloured = try Self.run(["validate"] + bad, terminal: "stdout")
        #expect(coloured.status == 1)
        #expect(coloured.stdout.contains("\u{1B}["), "\(coloured.stdout.debugDescription)")
        #expect(coloured.stdout.contains("image-too-small"))
        let plain = try Self.run(["validate"] + bad, terminal: "stdout", environment: ["NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}["), "\(plain.stdout.debugDescription)")
        #expect(plain.stdout.contains("image-too-small"))
        let dumb = try Self.run(["validate"] + bad, terminal: "stdout", environment: ["TERM": "dumb"])
        #expect(!dumb.stdout.contains("\u{1B}["))
    }
}

import Foundation

/// Runs the built `storyshare` binary like a user would and captures what it prints.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// The program was stopped after running past its time limit (it hung).
        var timedOut = false

        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        }
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary sits beside the test bundle in the build products directory.
    static let binary: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("storyshare")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return repository.appendingPathComponent(".build/debug/storyshare")
    }()

    /// Runs `storyshare ARGS` in `directory` (default: the repository root, so `testdata/...` works),
    /// with `environment` added to this process's (a nil value removes a variable).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:],
        timeout: TimeInterval = 120
    ) throws -> Result {
        let result = try execute(binary, arguments, in: directory, environment: environment, timeout: timeout)
        keepReport(result, arguments: arguments)
        return result
    }

    /// The commands whose JSON report docs/schemas/report.schema.json describes.
    static let reportingCommands: Set<String> = ["validate", "doctor", "fix"]

    /// Keeps every JSON report of `validate`, `doctor` and `fix` the tests produce in the folder
    /// `STORYSHARE_REPORT_SAMPLES` names, when it does: `scripts/test` then checks them all against the schema.
    static func keepReport(_ result: Result, arguments: [String]) {
        guard let folder = ProcessInfo.processInfo.environment["STORYSHARE_REPORT_SAMPLES"],
            let command = arguments.first, reportingCommands.contains(command),
            zip(arguments, arguments.dropFirst()).contains(where: { $0 == "--format" && $1 == "json" }),
            result.stdout.hasPrefix("{")
        else { return }
        let file = URL(fileURLWithPath: folder).appendingPathComponent("\(command)-\(UUID().uuidString).json")
        try? Data(result.stdout.utf8).write(to: file)
    }

    /// Runs any program like ``run(_:in:environment:)`` runs the binary.
    static func execute(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String?] = [:], timeout: TimeInterval = 120
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repository
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // A program that hangs (on a FIFO, say) is stopped, so the test fails instead of hanging. A thread
        // of its own: the shared queues may all be busy with tests blocked on their pipes.
        let stopped = Flag()
        let watchdog = Thread {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning {
                stopped.set()
                kill(process.processIdentifier, SIGKILL)
            }
        }
        watchdog.start()
        // Read both pipes before waiting, so a large output cannot block the child.
        let outData = readAll(out.fileHandleForReading)
        let errData = readAll(err.fileHandleForReading)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), timedOut: stopped.isSet)
    }

    /// Everything `handle` gives up to its end. A read interrupted by a signal (a child of another test
    /// ending) is made again: FileHandle's own readDataToEndOfFile stops the test process on EINTR.
    private static func readAll(_ handle: FileHandle) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }

    /// Set once, read from any thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}

/// python3, run in the repository root: the independent reader, checker and measurer the tests use.
enum Python {
    /// Whether `python3` runs, or must: scripts/test sets STORYSHARE_REQUIRE_PYTHON=1 once scripts/setup has
    /// installed it, so that there a missing python3 fails the tests that need it instead of skipping them.
    static let available: Bool =
        ProcessInfo.processInfo.environment["STORYSHARE_REQUIRE_PYTHON"] == "1"
        || (try? run(["--version"]))?.status == 0

    /// Runs `python3 ARGS`, with `environment` added (a nil value removes a variable).
    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> CLI.Result {
        try CLI.execute(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, environment: environment)
    }
}

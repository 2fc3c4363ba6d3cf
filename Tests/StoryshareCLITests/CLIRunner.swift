import Foundation

/// Runs the built `storyshare` binary like a user would and captures what it prints.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

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
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]) throws
        -> Result
    {
        try execute(binary, arguments, in: directory, environment: environment)
    }

    /// Runs any program like ``run(_:in:environment:)`` runs the binary.
    static func execute(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String?] = [:]
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
        // Read both pipes before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// python3, run in the repository root: the independent reader, checker and measurer the tests use.
enum Python {
    static let available: Bool = (try? run(["--version"]))?.status == 0

    /// Runs `python3 ARGS`, with `environment` added (a nil value removes a variable).
    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> CLI.Result {
        try CLI.execute(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, environment: environment)
    }
}

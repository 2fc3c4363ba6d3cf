import Foundation
import StoryshareXML
import Testing

@testable import StorysharePropertyList

#if canImport(Glibc)
    import Glibc
#endif

/// Values and helpers shared by the property list tests.
enum Samples {
    /// `count` bytes of a repeatable pattern (written straight into the array's storage: a
    /// closure per byte makes megabytes slow in a debug build).
    static func bytes(_ count: Int, seed: UInt32 = 1) -> [UInt8] {
        var state = seed &* 2_654_435_761 | 1
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard var next = buffer.baseAddress else {
                return
            }
            let end = next + count
            while next < end {
                state ^= state << 13
                state ^= state >> 17
                state ^= state << 5
                next.pointee = UInt8(truncatingIfNeeded: state)
                next += 1
            }
            initialized = count
        }
    }

    /// A dictionary covering every case, nesting and the size boundaries of the binary format.
    static let everything: PropertyList = .dictionary([
        "string": .string("hello"),
        "empty string": .string(""),
        "unicode": .string("café ☕️ 日本語 😀 𝄞"),
        "escapes": .string("a & b < c > d \" ' \t tab\nnewline\r\ncrlf \\ /"),
        "zero": .integer(0),
        "one byte": .integer(255),
        "two bytes": .integer(256),
        "four bytes": .integer(65_536),
        "eight bytes": .integer(4_294_967_296),
        "max": .integer(Int64.max),
        "min": .integer(Int64.min),
        "negative": .integer(-1),
        "real": .real(3.25),
        "real integral": .real(1.0),
        "real tiny": .real(.leastNonzeroMagnitude),
        "real huge": .real(1.7976931348623157e308),
        "real negative zero": .real(-0.0),
        "real third": .real(1.0 / 3.0),
        "true": .bool(true),
        "false": .bool(false),
        "date": .date(1_700_000_000),
        "date before 1970": .date(-86_400 * 365),
        "data 0": .data(.bytes([])),
        "data 1": .data(.bytes(bytes(1))),
        "data 2": .data(.bytes(bytes(2))),
        "data 3": .data(.bytes(bytes(3))),
        "data 14": .data(.bytes(bytes(14))),
        "data 15": .data(.bytes(bytes(15))),
        "data 16": .data(.bytes(bytes(16))),
        "data 57": .data(.bytes(bytes(57))),
        "data 58": .data(.bytes(bytes(58))),
        "empty array": .array([]),
        "empty dictionary": .dictionary([:]),
        "array 14": .array((0..<14).map { .integer(Int64($0)) }),
        "array 15": .array((0..<15).map { .integer(Int64($0)) }),
        "array 300": .array((0..<300).map { .string("item \($0)") }),
        "nested": .dictionary([
            "level 1": .dictionary([
                "level 2": .array([.dictionary(["leaf": .bool(true)]), .array([]), .string("x")])
            ])
        ]),
        "ключ": .string("значение"),
        "😀 key": .integer(1),
        "a/b": .string("http://example.com/a?b=c&d=e"),
    ])

    /// A dictionary whose keys exceed 15 (counts need an extra integer) in one dictionary.
    static let wideDictionary: PropertyList = .dictionary(
        Dictionary(uniqueKeysWithValues: (0..<40).map { ("key \($0)", PropertyList.integer(Int64($0))) }))
}

/// A temporary directory removed when the value is deinitialised.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/storyshare-plist-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `bytes` to `name` and returns its path.
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let target = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }
}

/// Runs `scripts/plist-roundtrip.py` with python3.
enum Python {
    static let scriptPath: String = {
        // Tests/StorysharePropertyListTests/TestSupport.swift → the package root.
        let testFile = URL(fileURLWithPath: #filePath)
        let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("scripts/plist-roundtrip.py").path
    }()

    /// Whether `python3` runs, or must: scripts/test sets STORYSHARE_REQUIRE_PYTHON=1 once scripts/setup has
    /// installed it, so that there a missing python3 fails the cross-checks instead of skipping them.
    static let isAvailable: Bool = {
        ProcessInfo.processInfo.environment["STORYSHARE_REQUIRE_PYTHON"] == "1"
            || (try? run(["-c", "import plistlib, json"]))?.status == 0
    }()

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs python3 with `arguments`.
    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// The value Python reads from the binary property list at `path`, rebuilt from the script's tagged JSON.
    static func describe(_ path: String) throws -> PropertyList? {
        let result = try run([scriptPath, "describe", path, "binary"])
        guard result.status == 0 else {
            Issue.record("python3 failed to read binary: \(result.errors)")
            return nil
        }
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return untag(json)
    }

    private static func untag(_ json: Any) -> PropertyList? {
        guard let pair = json as? [Any], pair.count == 2, let type = pair[0] as? String else {
            return nil
        }
        switch type {
        case "string":
            return (pair[1] as? String).map(PropertyList.string)
        case "integer":
            return (pair[1] as? String).flatMap { Int64($0) }.map(PropertyList.integer)
        case "real":
            return (pair[1] as? String).flatMap { UInt64($0, radix: 16) }.map { .real(Double(bitPattern: $0)) }
        case "date":
            return (pair[1] as? String).flatMap { UInt64($0, radix: 16) }.map { .date(Double(bitPattern: $0)) }
        case "bool":
            return (pair[1] as? String).map { .bool($0 == "true") }
        case "data":
            return (pair[1] as? String).flatMap { Data(base64Encoded: $0) }.map { .data(.bytes(Array($0))) }
        case "array":
            guard let elements = pair[1] as? [Any] else {
                return nil
            }
            let values = elements.compactMap(untag)
            return values.count == elements.count ? .array(values) : nil
        case "dictionary":
            guard let entries = pair[1] as? [String: Any] else {
                return nil
            }
            var result: [String: PropertyList] = [:]
            for (key, element) in entries {
                guard let value = untag(element) else {
                    return nil
                }
                result[key] = value
            }
            return .dictionary(result)
        default:
            return nil
        }
    }
}

extension PropertyListError {
    /// The case name, for tests that check which error without its payload.
    var caseName: String {
        String(String(describing: Mirror(reflecting: self).children.first?.label ?? "\(self)").prefix { $0 != "(" })
    }
}

/// Reads `bytes`, returning the error or nil when reading succeeded.
func readError(_ bytes: [UInt8]) -> PropertyListError? {
    do {
        _ = try PropertyListReader.read(bytes)
        return nil
    } catch {
        return error
    }
}

/// For a text encoding: every prefix that stops before the trailing whitespace is a read error, and
/// every single-bit flip is read or refused (never a trap).
func expectEveryTruncationFailsAndEveryBitFlipIsHandled(_ bytes: [UInt8]) {
    var end = bytes.count
    while end > 0, TextScanner.isWhitespace(bytes[end - 1]) {
        end -= 1
    }
    for length in 0..<end {
        #expect(readError(Array(bytes[0..<length])) != nil, "prefix of \(length) bytes")
    }
    for index in 0..<bytes.count {
        for bit in 0..<8 {
            var copy = bytes
            copy[index] ^= 1 << UInt8(bit)
            _ = readError(copy)
        }
    }
}

/// Runs this test binary again, one child process per argument, each running the measuring test itself with the
/// argument in an environment variable (the test then does the child's part, ``argument``, and returns), and measures each child's peak resident
/// memory and CPU time.
///
/// The children are spawned by a small python3 parent, which reaps each with `wait4` to get that
/// child's own usage: a child spawned straight from this (large, multi-threaded) test process would
/// start with this process's peak, as posix_spawn's vfork shares its pages until exec, and a child's
/// peak includes what it had before exec.
enum ChildProcess {
    /// The environment variable that carries a child's argument.
    static let argumentVariable = "STORYSHARE_PLIST_CHILD_ARGUMENT"

    struct Usage {
        /// The exit status (128 + the signal when one ended it).
        var status: Int32
        /// The peak resident set, in bytes.
        var peakBytes: Int
        /// User and system CPU time, in seconds.
        var cpuSeconds: Double
    }

    /// Whether children can be measured here (Linux, python3).
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: "/proc/self/exe") && Python.isAvailable
    }

    /// Runs the test named `test` (a `--filter` pattern) once for each of `arguments`, in order.
    static func measure(test: String, arguments: [String]) throws -> [Usage] {
        let script = """
            import os, subprocess, sys
            executable, test = sys.argv[1], sys.argv[2]
            for argument in sys.argv[3:]:
                environment = dict(os.environ, \(argumentVariable)=argument)
                child = subprocess.Popen(
                    [executable, "--testing-library", "swift-testing", "--filter", test], env=environment,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                _, status, usage = os.wait4(child.pid, 0)
                child.returncode = os.waitstatus_to_exitcode(status)
                code = child.returncode if child.returncode >= 0 else 128 - child.returncode
                print(code, usage.ru_maxrss, usage.ru_utime + usage.ru_stime, flush=True)
            """
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let result = try Python.run(["-c", script, executable, test] + arguments)
        let lines = result.output.split(separator: "\n")
        guard result.status == 0, lines.count == arguments.count else {
            throw PropertyListError.fileSystem(operation: "measure children: \(result.errors)", path: test, reason: "")
        }
        return lines.map { line in
            let fields = line.split(separator: " ")
            return Usage(
                status: Int32(fields[0]) ?? -1, peakBytes: (Int(fields[1]) ?? 0) * 1024,
                cpuSeconds: Double(fields[2]) ?? 0)
        }
    }

    /// The argument of this process when it is a child run by ``measure(test:arguments:)``, else nil.
    static var argument: String? {
        ProcessInfo.processInfo.environment[argumentVariable]
    }
}

/// The CPU time this thread has used, in seconds: unlike the wall clock, unaffected by other tests
/// and processes competing for the cores (though not by what they do to the caches).
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

import Foundation
import Testing

/// StoryshareKit is what an iOS app links: it stands alone on Foundation — no other module of ours, no C
/// target, no system library, no third-party package.
struct KitClosureTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The package as `swift package dump-package` describes it: target name → (type, dependencies).
    static func targets() throws -> [String: (type: String, dependencies: [[String: Any]])] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own: the test run holds the package's own build folder.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-describe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = repository
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        var result: [String: (type: String, dependencies: [[String: Any]])] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            result[name] = (target["type"] as? String ?? "", target["dependencies"] as? [[String: Any]] ?? [])
        }
        return result
    }

    /// Everything `name` depends on, with what is wrong about each entry that is not plain Swift of ours.
    static func closure(of name: String, in targets: [String: (type: String, dependencies: [[String: Any]])])
        -> (targets: Set<String>, problems: [String])
    {
        var seen: Set<String> = []
        var problems: [String] = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard let target = targets[next] else {
                problems.append("\(next): not a target of this package")
                continue
            }
            if target.type == "system" { problems.append("\(next): a system library") }
            let sources = repository.appendingPathComponent("Sources/\(next)")
            let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
            let foreign = [".c", ".h", ".cpp", ".m", ".modulemap"]
            if files.contains(where: { file in foreign.contains { file.hasSuffix($0) } }) {
                problems.append("\(next): C code or a module map")
            }
            for dependency in target.dependencies {
                if let byName = dependency["byName"] as? [Any], let other = byName.first as? String {
                    pending.append(other)
                } else if let target = dependency["target"] as? [Any], let other = target.first as? String {
                    pending.append(other)
                } else if let product = dependency["product"] as? [Any] {
                    problems.append("\(next): the package product \(product.compactMap { $0 as? String })")
                }
            }
        }
        return (seen, problems)
    }

    @Test func storyshareKitStandsAlone() throws {
        let targets = try Self.targets()
        let kit = Self.closure(of: "StoryshareKit", in: targets)
        #expect(kit.problems.isEmpty, "\(kit.problems)")
        #expect(kit.targets == ["StoryshareKit"])
        // Nor does its source import one: Foundation, and UIKit where there is one.
        let sources = Self.repository.appendingPathComponent("Sources/StoryshareKit")
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
            }
            for line in imports {
                let module = line.trimmingCharacters(in: .whitespaces).dropFirst("import ".count)
                #expect(module == "Foundation" || module == "UIKit", "\(file): \(line)")
            }
        }
        // The check sees what it must refuse: the bundle writer needs swift-crypto and the codecs.
        let bundle = Self.closure(of: "StoryshareBundle", in: targets)
        #expect(bundle.problems.contains { $0.contains("swift-crypto") }, "\(bundle.problems)")
        #expect(bundle.problems.contains { $0.contains("CStoryshareCodecs") }, "\(bundle.problems)")
        #expect(bundle.problems.contains { $0.contains("a system library") }, "\(bundle.problems)")
    }

    /// Issue 33: an app's developer reads the Kit in one sitting. Lines as `wc -l` counts them (comments and blank
    /// lines included), over every source file.
    @Test func storyshareKitIsAtMost2000Lines() throws {
        let sources = Self.repository.appendingPathComponent("Sources/StoryshareKit")
        var lines = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            lines += try Data(contentsOf: sources.appendingPathComponent(file)).filter { $0 == 0x0A }.count
        }
        #expect(lines > 1000, "the count reads the Kit's sources")
        #expect(lines <= 2000, "StoryshareKit is \(lines) lines; issue 33 asks for at most 2,000")
    }

    @Test func dependenciesAreRangesAndPinned() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("exact:"), "an app that also uses these packages must be able to resolve")
        #expect(manifest.contains("platforms:"))
        let resolved = Self.repository.appendingPathComponent("Package.resolved")
        #expect(FileManager.default.fileExists(atPath: resolved.path), "the tool's own builds stay pinned")
    }
}

import Foundation
import Testing

/// A project file the app model needs that cannot be read or parsed (`package.json` with merge-conflict markers,
/// an oversized `pubspec.yaml`, a broken `project.pbxproj`, `app.json` or `build.gradle`) is a `file-unreadable`
/// finding naming the file and what could not be done: `validate` and `doctor` fail as on a malformed Info.plist,
/// and `scan` says it. And a project file saved with Windows (CR LF) or old Mac (CR) line ends reads as one with LF.
@Suite struct ProjectFileProblemTests {
    /// A fixture, one project file of it damaged, and what the finding must say.
    struct Damage: CustomTestStringConvertible, Sendable {
        var fixture: String
        var file: String
        var says: String
        var damage: @Sendable (Data) -> Data

        var testDescription: String { "\(fixture)/\(file)" }
    }

    static let conflict: @Sendable (Data) -> Data = { data in
        // A merge left undone: Git's markers around both sides.
        var text = String(decoding: data, as: UTF8.self)
        text = text.replacingOccurrences(of: "{\n", with: "{\n<<<<<<< HEAD\n  \"x\": 1,\n=======\n>>>>>>> main\n")
        return Data(text.utf8)
    }

    static let oversized: @Sendable (Data) -> Data = { data in
        data
            + Data(String(repeating: "# padding padding padding padding padding padding padding\n", count: 90_000).utf8)
    }

    static let damages: [Damage] = [
        Damage(fixture: "react-native", file: "package.json", says: "is not valid JSON", damage: conflict),
        Damage(fixture: "expo", file: "app.json", says: "is not valid JSON", damage: conflict),
        Damage(fixture: "flutter", file: "pubspec.yaml", says: "larger than the 1048576 bytes", damage: oversized),
        Damage(
            fixture: "android-native", file: "app/build.gradle.kts", says: "larger than the 4194304 bytes",
            damage: { data in
                data + Data(String(repeating: "// padding padding padding padding padding pad\n", count: 90_000).utf8)
            }),
        Damage(
            fixture: "ios-native", file: "StoryApp.xcodeproj/project.pbxproj",
            says: "is not a property list Xcode reads", damage: { data in data.prefix(data.count / 2) }),
    ]

    static func damaged(_ damage: Damage) throws -> TempTree {
        let tree = try ProjectModelCommandTests.copy(damage.fixture)
        let url = tree.url.appendingPathComponent(damage.file)
        try damage.damage(try Data(contentsOf: url)).write(to: url)
        return tree
    }

    @Test(arguments: damages) func validateFailsOnAProjectFileItCannotRead(_ damage: Damage) throws {
        let tree = try Self.damaged(damage)
        let result = try CLI.run(["validate", "--format", "json", "."], in: tree.url)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let files = try AppTree.files(result)
        let file = files["./" + damage.file] ?? files[damage.file]
        #expect(AppTree.rules(file) == ["file-unreadable"], "\(files.keys.sorted())")
        let message = ((file?["findings"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        #expect(message.contains(damage.says), "\(message)")
    }

    @Test(arguments: damages) func doctorFailsOnAProjectFileItCannotRead(_ damage: Damage) throws {
        let tree = try Self.damaged(damage)
        let result = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let files = try AppTree.files(result)
        let file = files["./" + damage.file] ?? files[damage.file]
        #expect(AppTree.rules(file) == ["file-unreadable"], "\(files.keys.sorted())")
        #expect(file?["kind"] as? String == "project-file")
    }

    @Test(arguments: damages) func scanSaysWhatItCouldNotRead(_ damage: Damage) throws {
        let tree = try Self.damaged(damage)
        let result = try CLI.run(["scan", "."], in: tree.url)
        #expect(result.stdout.contains("cannot read: \(damage.file) "), "\(result.stdout)")
        #expect(result.stdout.contains(damage.says), "\(result.stdout)")
        let json = try CLI.run(["scan", "--format", "json", "."], in: tree.url)
        let unreadable = try #require(json.json?["unreadable"] as? [[String: Any]])
        #expect(unreadable.contains { $0["path"] as? String == damage.file })
    }

    /// CoreFoundation prints a raw debug line of its own on standard error for an old-style property list it refuses
    /// (an Info.plist, a project.pbxproj): storyshare's own message is all the user sees.
    @Test func foundationsDebugLineNeverReachesTheTerminal() throws {
        let tree = try TempTree()
        try tree.write("{\n  CFBundleName = \"Story\"\n  FacebookAppID = \"1\";\n}\n", to: "Info.plist")
        let doctor = try CLI.run(["doctor", "Info.plist"], in: tree.url)
        #expect(doctor.status == 1, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("info-plist-malformed"), "\(doctor.stdout)")
        #expect(!doctor.stderr.contains("CFPropertyList") && !doctor.stderr.contains("Break on"), "\(doctor.stderr)")
        try tree.write(
            "// !$*UTF8*$!\n{\n  objects = {\n    A = { isa = PBXNativeTarget }\n", to: "A.xcodeproj/project.pbxproj")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("cannot read: A.xcodeproj/project.pbxproj"), "\(scan.stdout)")
        #expect(!scan.stderr.contains("CFPropertyList") && !scan.stderr.contains("Break on"), "\(scan.stderr)")
    }

    @Test func aPackageJSONAloneThatDoesNotParseIsNoSilentPass() throws {
        let tree = try TempTree()
        try tree.write("{\n<<<<<<< HEAD\n  \"dependencies\": {\"react-native\": \"0.74.0\"}\n}\n", to: "package.json")
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("package.json"), "\(result.stdout)")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.status == 1, "\(doctor.stdout)\(doctor.stderr)")
    }

    // MARK: Line ends

    /// The fixture with every text file of `names` saved with `end` for its line ends.
    static func withLineEnds(_ fixture: String, _ names: [String], _ end: String) throws -> TempTree {
        let tree = try ProjectModelCommandTests.copy(fixture)
        for name in names {
            let url = tree.url.appendingPathComponent(name)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            try Data(text.replacingOccurrences(of: "\n", with: end).utf8).write(to: url)
        }
        return tree
    }

    @Test(arguments: ["\r\n", "\r"]) func aSourceWithWindowsLineEndsKeepsItsShareCallsAndLines(_ end: String) throws {
        let reference = try CLI.run(
            ["scan", "--format", "json", "."], in: ProjectModelCommandTests.project("react-native"))
        let tree = try ProjectModelCommandTests.copy("react-native")
        let url = tree.url.appendingPathComponent("App.tsx")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        // A licence comment on line 1, then the file as it was, one line lower.
        let licensed = ("// SPDX-License-Identifier: MIT\n" + text).replacingOccurrences(of: "\n", with: end)
        try Data(licensed.utf8).write(to: url)
        let result = try CLI.run(["scan", "--format", "json", "."], in: tree.url)
        func calls(_ document: [String: Any]?) -> [Int] {
            let codebases = document?["codebases"] as? [[String: Any]] ?? []
            return codebases.flatMap { ($0["calls"] as? [[String: Any]]) ?? [] }
                .compactMap { ($0["evidence"] as? [String: Any])?["line"] as? Int }.sorted()
        }
        let before = calls(reference.json)
        #expect(!before.isEmpty)
        #expect(calls(result.json) == before.map { $0 + 1 }, "\(result.stdout)")
    }

    @Test(arguments: ["\r\n", "\r"]) func aGradleBuildWithWindowsLineEndsKeepsItsApplicationModule(_ end: String)
        throws
    {
        let tree = try Self.withLineEnds(
            "android-native", ["app/build.gradle.kts", "settings.gradle.kts", "build.gradle.kts"], end)
        let result = try CLI.run(["scan", "."], in: tree.url)
        let reference = try CLI.run(["scan", "."], in: ProjectModelCommandTests.project("android-native"))
        #expect(result.stdout.contains("Android app app:"), "\(result.stdout)")
        #expect(result.stdout == reference.stdout)
    }
}

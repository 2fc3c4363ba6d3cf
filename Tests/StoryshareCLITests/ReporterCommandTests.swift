import Foundation
import StoryshareTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `storyshare validate --format sarif|junit|github`, end to end, on files whose names need escaping.
struct ReporterCommandTests {
    /// A temporary working directory holding copies of the test images under awkward names.
    final class Tree {
        let root: URL

        /// The files, in the order the tests pass them, and what each one triggers.
        static let files: [(name: String, source: String)] = [
            ("my logo, v2.png", "testdata/images/sticker-too-small-300x300.png"),  // error + warning
            ("café.jpg", "testdata/images/background-cmyk.jpg"),  // warning
            ("bad, file.png", "testdata/hostile/bad-crc.png"),  // error: image-corrupt
            ("sub/日本.png", "testdata/images/background-1080x1920.png"),  // clean
            ("odd 100%:b.jpg", "testdata/images/background-720x1280.jpg"),  // clean
            ("zero.png", "testdata/hostile/empty.png"),  // error: file-unreadable
        ]

        init() throws {
            let base = FileManager.default.temporaryDirectory
                .appendingPathComponent("storyshare-reporters-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent("sub"),
                withIntermediateDirectories: true)
            // The binary sees its working directory with symbolic links resolved (getcwd): so must the test.
            root = URL(
                fileURLWithPath: base.path.withCString { pointer in
                    guard let resolved = realpath(pointer, nil) else { return base.path }
                    defer { free(resolved) }
                    return String(cString: resolved)
                })
            for (name, source) in Self.files {
                try FileManager.default.copyItem(
                    at: CLI.repository.appendingPathComponent(source),
                    to: root.appendingPathComponent(name))
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// The paths as a user would type them: some with `./` or a doubled slash, one absolute.
        var arguments: [String] {
            [
                "./my logo, v2.png", "café.jpg", root.appendingPathComponent("bad, file.png").path,
                "./sub//日本.png", "odd 100%:b.jpg", "zero.png",
            ]
        }

        func validate(_ format: String, _ extra: [String] = [], paths: [String]? = nil) throws -> CLI.Result {
            try CLI.run(["validate", "--format", format, "--no-progress"] + extra + (paths ?? arguments), in: root)
        }
    }

    /// An image outside the working directory: SARIF must give it a `file://` URI.
    static let outside = CLI.repository
        .appendingPathComponent("testdata/images/background-oversized-1440x2560.png").path

    // MARK: SARIF

    @Test func sarifURIsAndRules() throws {
        let tree = try Tree()
        let result = try tree.validate("sarif", paths: tree.arguments + [Self.outside])
        #expect(result.status == 1, "\(result.stderr)")
        let run = try #require((result.json?["runs"] as? [[String: Any]])?.first)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file://" + tree.root.path + "/")
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]
                as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        var locations: [String] = []
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let artifact = try #require(
                (((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
                    as? [String: Any])?["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            locations.append("\(result["ruleId"] ?? "")@\(uri)@\(artifact["uriBaseId"] as? String ?? "-")")
        }
        #expect(
            locations == [
                "image-too-small@my%20logo%2C%20v2.png@%SRCROOT%",
                "background-aspect-ratio@my%20logo%2C%20v2.png@%SRCROOT%",
                "image-cmyk@caf%C3%A9.jpg@%SRCROOT%",
                "image-corrupt@bad%2C%20file.png@%SRCROOT%",
                "file-unreadable@zero.png@%SRCROOT%",
                "background-oversized@file://\(Self.outside)@-",
            ])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "warning", "error", "error", "warning"])
    }

    @Test(.enabled(if: Python.available, "python3 is not installed"))
    func sarifPassesTheOfficialSchema() throws {
        let tree = try Tree()
        let result = try tree.validate("sarif", paths: tree.arguments + [Self.outside])
        let file = tree.root.appendingPathComponent("report.sarif")
        try Data(result.stdout.utf8).write(to: file)
        let check = try Python.run(["scripts/check-sarif", file.path])
        #expect(check.status == 0, "scripts/check-sarif: \(check.stdout)\(check.stderr)")
        #expect((check.stdout + check.stderr).contains("valid SARIF 2.1.0"))
    }

    // MARK: JUnit

    @Test func junitCountsAndTestCases() throws {
        let tree = try Tree()
        let result = try tree.validate("junit")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        let elements = try #require(XMLElements.parse(result.stdout), "not well-formed:\n\(result.stdout)")
        #expect(elements.filter { $0.name == "testsuites" }.count == 1)
        #expect(elements.filter { $0.name == "testsuite" }.count == 1)
        for name in ["testsuites", "testsuite"] {
            let element = try #require(elements.first { $0.name == name })
            #expect(element.attributes["tests"] == "6")
            #expect(element.attributes["failures"] == "2")
            #expect(element.attributes["errors"] == "1")
            #expect(element.attributes["skipped"] == "0")
        }
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] } == tree.arguments)
        #expect(cases.allSatisfy { $0.attributes["classname"] == "storyshare.background" })
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["type"] } == ["image-too-small", "image-corrupt"])
        #expect(elements.filter { $0.name == "error" }.map { $0.attributes["type"] } == ["file-unreadable"])
        let out = try #require(elements.first { $0.name == "system-out" })
        #expect(out.text.contains("café.jpg: warning:") && out.text.contains("[image-cmyk]"))
    }

    @Test func junitStrictCountsWarningsAsFailures() throws {
        let tree = try Tree()
        let result = try tree.validate("junit", ["--strict"], paths: ["café.jpg", "sub/日本.png"])
        #expect(result.status == 1)
        let suite = try #require(XMLElements.parse(result.stdout)?.first { $0.name == "testsuite" })
        #expect(suite.attributes["tests"] == "2")
        #expect(suite.attributes["failures"] == "1")
        #expect(suite.attributes["errors"] == "0")
    }

    // MARK: GitHub Actions

    @Test func githubWorkflowCommands() throws {
        let tree = try Tree()
        let result = try tree.validate("github")
        #expect(result.status == 1, "\(result.stderr)")
        // The messages are the rules' own (as `--format json` prints them) after the file's role, with `%`
        // escaped.
        let files = try #require(try tree.validate("json").json?["files"] as? [[String: Any]])
        let messages = files.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.map {
            ($0["message"] as? String ?? "").replacingOccurrences(of: "%", with: "%25")
        }
        try #require(messages.count == 5)
        #expect(
            result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "::error file=my logo%2C v2.png,title=image-too-small::background: " + messages[0],
                "::warning file=my logo%2C v2.png,title=background-aspect-ratio::background: " + messages[1],
                "::warning file=café.jpg,title=image-cmyk::background: " + messages[2],
                "::error file=bad%2C file.png,title=image-corrupt::background: " + messages[3],
                "::error file=zero.png,title=file-unreadable::background: " + messages[4],
                "6 files checked: 3 errors, 2 warnings, 0 infos; failed",
                "",
            ])
        #expect(messages[1].contains("1%25"))
    }

    @Test func githubEscapesPercentAndColonInPaths() throws {
        let tree = try Tree()
        try FileManager.default.copyItem(
            at: tree.root.appendingPathComponent("my logo, v2.png"),
            to: tree.root.appendingPathComponent("100%:x,y.png"))
        let result = try tree.validate("github", paths: ["100%:x,y.png"])
        #expect(result.stdout.hasPrefix("::error file=100%25%3Ax%2Cy.png,title=image-too-small::"))
    }

    // MARK: Exit status

    @Test(arguments: ["sarif", "junit", "github"])
    func exitStatusIsTheSameInEveryFormat(format: String) throws {
        let tree = try Tree()
        #expect(try tree.validate(format, paths: ["sub/日本.png", "odd 100%:b.jpg"]).status == 0)
        #expect(try tree.validate(format, paths: ["café.jpg"]).status == 0)
        #expect(try tree.validate(format, ["--strict"], paths: ["café.jpg"]).status == 1)
        #expect(try tree.validate(format, paths: ["zero.png"]).status == 1)
    }
}

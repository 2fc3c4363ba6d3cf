import Foundation
import Testing

/// The failures users reported in the share libraries' issue trackers, each rebuilt as a pair of small app
/// repositories under testdata/reports/ (the broken app, and the same app with the reporter's or maintainer's
/// fix); testdata/reports/causes.json says what a correct tool reports on each, and whether storyshare does
/// today (`caught`). These tests keep that manifest honest both ways: a cause marked caught must be caught, and
/// one marked not caught must still be missed, so the test fails (and the manifest must be flipped) the day
/// the rule lands. A known false alarm on a fixed app is asserted exactly (`falseAlarm`), so fixing it fails the
/// test too.
@Suite struct UserReportTests {
    static let reports = CLI.repository.appendingPathComponent("testdata/reports")

    struct Cause: Sendable, CustomTestStringConvertible {
        let id: String
        let stack: String
        let threads: [String]
        let reports: Int
        let command: String
        let args: [String]
        let broken: [String]
        let fixed: [String]
        let caught: Bool
        let falseAlarm: String?

        var testDescription: String { id }
    }

    /// causes.json, read once; a manifest that cannot be read gives no causes (and `theManifestIsComplete` fails).
    static let causes: [Cause] = {
        let url = reports.appendingPathComponent("causes.json")
        guard let data = try? Data(contentsOf: url),
            let array = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]
        else { return [] }
        return array.map { entry in
            let expect = entry["expect"] as? [String: Any] ?? [:]
            return Cause(
                id: entry["id"] as? String ?? "", stack: entry["stack"] as? String ?? "",
                threads: entry["threads"] as? [String] ?? [], reports: entry["reports"] as? Int ?? 0,
                command: entry["command"] as? String ?? "", args: entry["args"] as? [String] ?? [],
                broken: expect["broken"] as? [String] ?? [], fixed: expect["fixed"] as? [String] ?? ["?"],
                caught: entry["caught"] as? Bool ?? false, falseAlarm: entry["falseAlarm"] as? String)
        }
    }()

    struct Finding: Hashable {
        let rule: String
        let severity: String
    }

    /// Every finding of a JSON report, wherever the command puts them (`files[].findings` for doctor and
    /// validate): any object in a `findings` array that names a rule.
    static func findings(in value: Any) -> [Finding] {
        if let object = value as? [String: Any] {
            var found: [Finding] = []
            for (key, child) in object {
                if key == "findings", let list = child as? [[String: Any]] {
                    found += list.compactMap { item in
                        (item["rule"] as? String).map { Finding(rule: $0, severity: item["severity"] as? String ?? "") }
                    }
                } else {
                    found += findings(in: child)
                }
            }
            return found
        }
        if let array = value as? [Any] { return array.flatMap { findings(in: $0) } }
        return []
    }

    /// Runs the cause's command on one side, as a user would from the repository root.
    static func run(_ cause: Cause, _ side: String) throws -> (result: CLI.Result, findings: [Finding]) {
        let path = "testdata/reports/\(cause.id)/\(side)"
        let result = try CLI.run([cause.command] + cause.args + ["--format", "json", path])
        let document = try #require(
            result.json, "\(cause.id)/\(side): no JSON report\n\(result.stdout)\(result.stderr)")
        return (result, findings(in: document))
    }

    @Test func theManifestIsComplete() throws {
        let causes = Self.causes
        #expect(causes.count >= 20, "causes.json lists \(causes.count) causes")
        #expect(Set(causes.map(\.id)).count == causes.count, "cause ids are unique")
        let readme = try String(contentsOf: Self.reports.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = try #require(try CLI.run(["rules", "--format", "json"]).json?["rules"] as? [[String: Any]])
        let rules = Set(listed.compactMap { $0["id"] as? String })
        #expect(rules.count > 30, "storyshare rules --format json lists \(rules.count) rules")
        for cause in causes {
            #expect(
                !cause.id.isEmpty && cause.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "." })
            #expect(
                ["react-native", "expo", "flutter", "ios-native", "android-native", "kmp"].contains(cause.stack),
                "\(cause.id)"
            )
            #expect(["doctor", "scan", "validate"].contains(cause.command), "\(cause.id)")
            #expect(
                !cause.threads.isEmpty && cause.threads.allSatisfy { $0.hasPrefix("https://github.com/") },
                "\(cause.id)")
            #expect(cause.reports >= 1, "\(cause.id)")
            #expect(!cause.broken.isEmpty, "\(cause.id): expect.broken names the rule a correct tool reports")
            #expect(cause.fixed.isEmpty, "\(cause.id): a fixed app is expected to be clean")
            for side in ["broken", "fixed"] {
                var isDirectory: ObjCBool = false
                let folder = Self.reports.appendingPathComponent("\(cause.id)/\(side)")
                #expect(
                    FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
                        && isDirectory.boolValue,
                    "\(cause.id)/\(side) is missing")
            }
            #expect(readme.contains("### `\(cause.id)`"), "README.md has no paragraph for \(cause.id)")
            // A rule the tool has is named as the tool names it; a caught cause can only name rules it has.
            if cause.caught {
                for rule in cause.broken {
                    #expect(rules.contains(rule), "\(cause.id): \(rule) is not a rule of storyshare rules")
                }
            }
        }
    }

    @Test(arguments: causes)
    func theFixedAppRaisesNoAlarmAndTheManifestSaysWhatTheToolCatches(_ cause: Cause) throws {
        let broken = try Self.run(cause, "broken")
        let fixed = try Self.run(cause, "fixed")
        let brokenRules = Set(broken.findings.map(\.rule))
        let fixedRules = Set(fixed.findings.map(\.rule))
        let fixedErrors = Set(fixed.findings.filter { $0.severity == "error" }.map(\.rule))

        // No false alarm on a working app; a known one is asserted exactly, so that fixing it fails here.
        if let alarm = cause.falseAlarm {
            #expect(
                fixedErrors == [alarm],
                "\(cause.id)/fixed: the known false alarm is \(alarm); errors today: \(fixedErrors.sorted())")
            #expect(fixed.result.status == 1, "\(cause.id)/fixed")
        } else {
            #expect(
                fixedErrors.isEmpty, "\(cause.id)/fixed: false alarm \(fixedErrors.sorted())\n\(fixed.result.stdout)")
            #expect(fixed.result.status == 0, "\(cause.id)/fixed: \(fixed.result.stderr)")
        }

        // The manifest claims no more and no less than the tool does today.
        let reportedOnBroken = cause.broken.allSatisfy(brokenRules.contains)
        let silentOnFixed = cause.broken.allSatisfy { !fixedRules.contains($0) }
        if cause.caught {
            for rule in cause.broken {
                #expect(
                    brokenRules.contains(rule), "\(cause.id)/broken: \(rule) not reported; got \(brokenRules.sorted())")
                #expect(!fixedRules.contains(rule), "\(cause.id)/fixed: \(rule) still reported after the fix")
            }
            if cause.broken.contains(where: { rule in
                broken.findings.contains { $0.rule == rule && $0.severity == "error" }
            }) {
                #expect(broken.result.status == 1, "\(cause.id)/broken")
            }
        } else {
            #expect(
                !(reportedOnBroken && silentOnFixed),
                "\(cause.id): storyshare now reports \(cause.broken) on the broken app and not on the fixed one: set \"caught\": true in testdata/reports/causes.json"
            )
        }
    }
}

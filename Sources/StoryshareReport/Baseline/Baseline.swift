import Foundation
import StoryshareRules

/// The findings a repository has accepted for now, as SwiftLint's baseline has them: a run given a baseline
/// reports only findings that are not in it. Each entry names a file by its path and by the SHA-256 of its
/// content, so a file that is moved or edited is judged afresh; never by a line alone. It holds the message
/// too, and matches it: a finding that says more than was recorded ("lacks facebook-stories and
/// instagram-stories" where "lacks instagram-stories" was accepted) is new, never hidden.
///
/// The file is JSON: `{"version":1,"findings":[{"path","rule","sha256","message"}]}`, sorted, so that it
/// diffs well under version control.
public struct Baseline: Codable, Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// The file's path as the report names it (relative to the directory the run was made in).
        public var path: String
        /// The rule's id.
        public var rule: String
        /// The SHA-256 of the file's content when the finding was recorded, in lowercase hex (empty when the
        /// file could not be read).
        public var sha256: String
        /// The finding's message, as recorded: matched, so a finding that now says something else is reported.
        public var message: String

        /// An entry accepting the finding of `rule` in the file at `path` while its content has the digest `sha256`.
        public init(path: String, rule: String, sha256: String, message: String) {
            self.path = path
            self.rule = rule
            self.sha256 = sha256
            self.message = message
        }

        /// What a finding must share with the entry to be accepted by it.
        var key: Key { Key(path: path, rule: rule, sha256: sha256, message: message) }

        /// Entries in the order the file lists them: by path, rule, digest and message.
        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.sha256, a.message) < (b.path, b.rule, b.sha256, b.message)
        }
    }

    /// Path, rule, content and message: what matching compares.
    struct Key: Hashable {
        let path: String
        let rule: String
        let sha256: String
        let message: String
    }

    /// The only version written and read.
    public static let currentVersion = 1

    /// The file's format version (``currentVersion``).
    public var version: Int
    /// The accepted findings, sorted.
    public var findings: [Entry]

    /// A baseline of `entries`.
    public init(findings: [Entry]) {
        version = Self.currentVersion
        self.findings = findings.sorted()
    }

    /// Every finding of `report`, each with the content fingerprint `fingerprint` gives its file.
    public init(recording report: Report, fingerprint: (String) -> String) {
        self.init(
            findings: report.findings.map {
                Entry(path: $0.path, rule: $0.rule, sha256: fingerprint($0.path), message: $0.message)
            })
    }

    /// `report` without the findings this baseline accepts, and how many those were. Each entry accepts one
    /// finding: a file that now has the same finding twice reports the second.
    public func filter(_ report: Report, fingerprint: (String) -> String) -> Report {
        var remaining: [Key: Int] = [:]
        for entry in findings { remaining[entry.key, default: 0] += 1 }
        var filtered = report
        var accepted = 0
        filtered.files = report.files.map { file in
            var file = file
            file.findings = file.findings.filter { finding in
                let key = Key(
                    path: finding.path, rule: finding.rule, sha256: fingerprint(finding.path),
                    message: finding.message)
                guard let count = remaining[key], count > 0 else { return true }
                remaining[key] = count - 1
                accepted += 1
                return false
            }
            return file
        }
        filtered.baselined = accepted
        return filtered
    }

    /// The baseline as the file holds it: pretty, sorted JSON ending with a newline.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// The baseline in `bytes`; a message saying what is wrong when they are not one.
    public static func decode(_ bytes: [UInt8]) throws(BaselineError) -> Baseline {
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
        } catch {
            throw BaselineError("not a storyshare baseline (\(Self.describe(error)))")
        }
        guard baseline.version == currentVersion else {
            throw BaselineError(
                "baseline version \(baseline.version) is not one this storyshare reads (\(currentVersion)); "
                    + "write it again with --write-baseline")
        }
        return baseline
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "a wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "not valid JSON"
        }
    }
}

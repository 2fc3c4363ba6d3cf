import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

/// The baseline's matching: by path, rule, content and message, one finding per entry; its file form.
struct BaselineTests {
    static func finding(_ path: String, _ rule: String, _ message: String = "m") -> Finding {
        Finding(rule: rule, severity: .error, message: message, path: path)
    }

    static func report(_ findings: [Finding]) -> Report {
        let paths = Array(Set(findings.map(\.path))).sorted()
        return Report(
            files: paths.map { path in
                Report.File(
                    path: path, role: .background, facts: MediaFacts(path: path),
                    findings: findings.filter { $0.path == path })
            })
    }

    @Test func aFindingIsAcceptedOnlyWithTheSamePathRuleAndContent() {
        let contents = ["a.png": "1111", "b.png": "2222"]
        let baseline = Baseline(
            recording: Self.report([Self.finding("a.png", "image-too-small"), Self.finding("b.png", "image-corrupt")]),
            fingerprint: { contents[$0] ?? "" })
        #expect(baseline.findings.map(\.path) == ["a.png", "b.png"])
        // b.png edited: its content differs; c.png is new; a.png has a second finding of the same rule.
        let edited = ["a.png": "1111", "b.png": "3333", "c.png": "1111"]
        let later = Self.report([
            Self.finding("a.png", "image-too-small"), Self.finding("a.png", "image-too-small", "again"),
            Self.finding("b.png", "image-corrupt"), Self.finding("c.png", "image-too-small"),
        ])
        let filtered = baseline.filter(later, fingerprint: { edited[$0] ?? "" })
        #expect(filtered.baselined == 1)
        #expect(filtered.findings.map(\.path) == ["a.png", "b.png", "c.png"])
        #expect(filtered.findings.first?.message == "again")
        #expect(filtered.summary.baselined == 1 && filtered.summary.errors == 3)
        #expect(Self.report([]).summary.baselined == nil)
    }

    @Test func aFindingThatSaysMoreThanWasRecordedIsNew() {
        let recorded = Baseline(
            recording: Self.report([
                Self.finding("Info.plist", "ios-query-scheme-missing", "lacks instagram-stories")
            ]),
            fingerprint: { _ in "1111" })
        let later = Self.report([
            Self.finding("Info.plist", "ios-query-scheme-missing", "lacks facebook-stories and instagram-stories")
        ])
        let filtered = recorded.filter(later, fingerprint: { _ in "1111" })
        #expect(filtered.baselined == 0)
        #expect(filtered.findings.count == 1)
        let same = recorded.filter(
            Self.report([Self.finding("Info.plist", "ios-query-scheme-missing", "lacks instagram-stories")]),
            fingerprint: { _ in "1111" })
        #expect(same.baselined == 1 && same.findings.isEmpty)
    }

    @Test func theFileRoundTripsSortedAndAnythingElseIsRefused() throws {
        let baseline = Baseline(findings: [
            Baseline.Entry(path: "z.png", rule: "r", sha256: "00", message: "m"),
            Baseline.Entry(path: "a.png", rule: "r", sha256: "00", message: "m"),
        ])
        let bytes = try baseline.encoded()
        #expect(bytes.last == 0x0A)
        let read = try Baseline.decode(bytes)
        #expect(read == baseline && read.findings.first?.path == "a.png")
        #expect(throws: BaselineError.self) { try Baseline.decode(Array("[]".utf8)) }
        #expect(throws: BaselineError.self) { try Baseline.decode(Array(#"{"version":2,"findings":[]}"#.utf8)) }
    }

    @Test func theFingerprintIsTheContentsSHA256AndEmptyForWhatCannotBeRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-\(UUID().uuidString)").path
        try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            ContentFingerprint.sha256(path: path)
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentFingerprint.sha256(path: path + ".missing") == "")
        #expect(ContentFingerprint.sha256(path: FileManager.default.temporaryDirectory.path) == "")
    }
}

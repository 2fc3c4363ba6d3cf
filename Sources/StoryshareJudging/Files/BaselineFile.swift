import StoryshareReport
import StoryshareSystem

/// A baseline file as `validate` and `doctor` use it: read before any work, written with every finding of a run
/// (never over a file the run read), and applied to leave out what it accepts.
public enum BaselineFile {
    /// Why a baseline file cannot be used.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// It cannot be read: the reason.
        case unreadable(RegularFile.Problem)
        /// It is no baseline: the decoder's reason.
        case invalid(String)

        /// `cannot read it: …`, or what is wrong in it.
        public var description: String {
            switch self {
            case .unreadable(let problem): "cannot read it: \(problem)"
            case .invalid(let message): message
            }
        }
    }

    /// The largest baseline read: 8 MB, some 30,000 findings (decoding one costs some 11 times its size, and the
    /// bound of any input is 100 MB).
    public static let largestFile = 8_000_000

    /// The baseline at `path`.
    public static func load(_ path: String) throws(Failure) -> Baseline {
        switch RegularFile.read(path, limit: largestFile) {
        case .failure(let problem): throw .unreadable(problem)
        case .success(let bytes):
            do {
                return try Baseline.decode(bytes)
            } catch {
                throw .invalid(error.message)
            }
        }
    }

    /// Writes every finding of `report` (each with its file's content fingerprint) as the baseline at `path`,
    /// atomically and never over one of `inputs`; returns how many it recorded.
    public static func record(
        _ report: Report, at path: String, protecting inputs: [String],
        fingerprint: (String) -> String = ContentFingerprint.cached()
    ) throws -> Int {
        let recorded = Baseline(recording: report, fingerprint: fingerprint)
        try AtomicFile.write(
            path, contents: try recorded.encoded(), protecting: FileStatus.identities(of: inputs))
        return recorded.findings.count
    }

    /// Records `report`'s findings as the baseline at `recording`, if named (never over one of `inputs`), then leaves
    /// out of `report` what `baseline` (read from its path) accepts; returns the report and what was done, one line
    /// each: `recorded 3 findings in the baseline b.json`, `2 findings in the baseline b.json not reported`.
    public static func apply(
        _ baseline: (path: String, baseline: Baseline)?, recording: String?, to report: Report,
        protecting inputs: [String]
    ) throws -> (report: Report, said: [String]) {
        let fingerprint = ContentFingerprint.cached()
        func findings(_ count: Int) -> String { "\(count) finding\(count == 1 ? "" : "s") in the baseline" }
        var said: [String] = []
        if let recording {
            let count = try record(report, at: recording, protecting: inputs, fingerprint: fingerprint)
            said.append("recorded \(findings(count)) \(DisplayText.path(recording))")
        }
        guard let (path, baseline) = baseline else { return (report, said) }
        let filtered = baseline.filter(report, fingerprint: fingerprint)
        said.append("\(findings(filtered.baselined ?? 0)) \(DisplayText.path(path)) not reported")
        return (filtered, said)
    }
}

import StoryshareMedia
import StoryshareRules

/// What `fix` did with one file: the findings before, what it changed, where it wrote, the findings of the
/// result; or why it did nothing.
public struct FileFix: Sendable {
    /// The file, as the input named it.
    public var path: String
    /// What the file was judged as: a background or a sticker.
    public var role: AssetRole
    /// What became of it.
    public var status: FixStatus
    /// The file's findings as `validate` gives them.
    public var before: [Finding]
    /// What was done (or, in a dry run, would be).
    public var changes: [FixChange] = []
    /// Where the result was written (or would be).
    public var output: String?
    /// The result's facts (format, size, bytes).
    public var outputFacts: MediaFacts?
    /// The result's findings, validated as the input was (its own name, the same role).
    public var after: [Finding]?
    /// Why nothing was written (not fixable, refused).
    public var reason: String?
    /// For a video: the `ffmpeg` command that would fix it.
    public var command: String?

    /// The file at `path`, judged as `role`, with its findings `before` and what became of it; the rest is filled
    /// in as the fix goes.
    public init(path: String, role: AssetRole, status: FixStatus, before: [Finding]) {
        self.path = path
        self.role = role
        self.status = status
        self.before = before
    }

    /// Whether the file passes afterwards: the result has no error (a fixed file), the file as it is has none
    /// (unchanged, or not fixable but only warned about); a refused fix never passes.
    public var passes: Bool {
        switch status {
        case .fixed: !(after ?? []).contains { $0.severity == .error }
        case .unchanged, .notFixed: !before.contains { $0.severity == .error }
        case .refused: false
        }
    }
}

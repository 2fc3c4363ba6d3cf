/// What a run tells its caller while it works, from any thread: the files were chosen (how many, and what the
/// choice said of each directory), then each file judged.
public enum JudgingEvent: Sendable {
    /// The files to judge were chosen: `count` of them, with one line per directory saying what was concluded.
    case chosen(count: Int, notes: [String])
    /// One more file was judged.
    case judged
}

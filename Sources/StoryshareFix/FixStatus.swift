/// What became of one file.
public enum FixStatus: String, Sendable, Codable {
    /// A fixed file was written (or, in a dry run, would be).
    case fixed
    /// Nothing `fix` can change was found: the file was left as it is.
    case unchanged
    /// `fix` cannot repair what is wrong (a video, a corrupt or unsupported file): nothing was written.
    case notFixed = "not-fixed"
    /// A fix was worked out but would not pass, or could not be written: nothing was written.
    case refused
}

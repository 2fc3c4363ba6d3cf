import StoryshareKit

extension ShareBundle.LoadError {
    /// The rule a bundle that cannot be loaded breaks: `bundle-malformed` when its bytes are not a bundle (or too
    /// many of them), `file-unreadable` when there are no bytes to read.
    public var rule: String {
        switch self {
        case .malformed, .tooLarge: "bundle-malformed"
        case .missing, .danglingLink, .notRegularFile, .unreadable, .empty: "file-unreadable"
        }
    }
}

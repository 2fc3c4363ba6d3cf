import StoryshareRules

extension Finding {
    /// `path` followed by the finding's line, as compilers place a diagnostic (`Info.plist:12`), or `path` alone
    /// when the finding has no line (an image, a video, a binary file).
    func placed(_ path: String) -> String {
        line.map { "\(path):\($0)" } ?? path
    }
}

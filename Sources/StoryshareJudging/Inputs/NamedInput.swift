import StoryshareKit
import StoryshareMedia
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What one path the user typed stands for.
struct NamedInput: Sendable {
    /// The path as typed.
    let path: String
    /// Whether it names a directory (or a link to one): one in which nothing is found is reported.
    let isDirectory: Bool
    /// What it holds, or itself; may repeat files another path also named.
    let files: [InputFile]
}

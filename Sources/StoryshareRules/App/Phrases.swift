import StoryshareKit

/// Words for messages about several things.
enum Phrases {
    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String { StoryMessage.list(items) }
}

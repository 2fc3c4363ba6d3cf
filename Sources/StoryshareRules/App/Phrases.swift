import StoryshareKit

/// Words for messages about several things.
enum Phrases {
    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String { StoryMessage.list(items) }

    /// `` — unless …, which storyshare cannot read, sets it`` for an Expo configuration with parts it cannot read;
    /// empty otherwise.
    public static func unlessExpo(_ undecided: String?) -> String {
        guard let undecided else { return "" }
        return " — unless what storyshare cannot read sets it: \(undecided)"
    }
}

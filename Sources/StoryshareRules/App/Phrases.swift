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

    /// Where an Expo app's Info.plist entry goes, as its configuration is written: `app.json` (and a JSON config)
    /// under `"expo"`, a JavaScript or TypeScript config in the object it returns. `key` and `value` are the entry
    /// (`"LSApplicationQueriesSchemes"`, `["instagram-stories"]` written as JSON).
    static func expoInfoPlist(_ config: String, key: String, value: String) -> String {
        let script = [".ts", ".js", ".mjs", ".cjs"].contains { config.hasSuffix($0) }
        guard script else { return "Add to \(config): \"expo\": {\"ios\": {\"infoPlist\": {\"\(key)\": \(value)}}}" }
        return "Add to the configuration \(config) returns: ios: { infoPlist: { \(key): "
            + value.replacingOccurrences(of: "\"", with: "'") + " } }"
    }
}

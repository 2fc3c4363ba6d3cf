import StoryshareKit

/// An app's platform.
public enum Platform: String, Sendable, Equatable, Codable, CaseIterable {
    case ios, android

    /// As a person says it.
    public var displayName: String { self == .ios ? "iOS" : "Android" }
}

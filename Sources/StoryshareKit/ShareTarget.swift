/// Which app the share goes to. Instagram Stories uses the same pasteboard scheme with its own
/// prefix and stricter background limits (as Meta documents it).
public enum ShareTarget: String, Codable, Sendable, CaseIterable {
    case facebook, instagram
    /// Human name for messages.
    public var displayName: String { self == .facebook ? "Facebook" : "Instagram" }
    /// The URL scheme the app opens (`facebook-stories`, `instagram-stories`): the entry the app must
    /// list under `LSApplicationQueriesSchemes` in its Info.plist, or `canOpenURL` says no.
    public var urlScheme: String { "\(rawValue)-stories" }
}

import StoryshareMedia
import StoryshareRules

/// How the run judges a path: the role a file has under its name, and whether the name is in scope. A
/// renamed result is judged under its new name, so a rename that would change either is refused.
public struct FixScope: Sendable {
    /// The role of the file at a path, of a kind.
    public var role: @Sendable (_ path: String, _ kind: MediaKind) -> AssetRole
    /// Whether a path lies within the run's scope (the configuration's include and exclude globs).
    public var contains: @Sendable (_ path: String) -> Bool

    /// A scope from the role of each path and what lies in scope.
    public init(
        role: @escaping @Sendable (_ path: String, _ kind: MediaKind) -> AssetRole,
        contains: @escaping @Sendable (_ path: String) -> Bool = { _ in true }
    ) {
        self.role = role
        self.contains = contains
    }

    /// Every file in one role, every path in scope.
    public static func fixed(_ role: AssetRole) -> FixScope { FixScope(role: { _, _ in role }) }
}

import StoryshareMedia
import StoryshareReport
import StoryshareRules

/// The role given for every file (`--role`): a fixed one, or `auto`.
public enum AssetRoleChoice: String, Sendable, CaseIterable {
    /// The app model's role, else the configuration's globs, else the naming convention (see
    /// ``Configuration/role(for:kind:workingDirectory:)``).
    case auto
    /// Every file is a background.
    case background
    /// Every file is a sticker.
    case sticker

    /// The role of the file at `path`: the one given; under `auto`, the configuration's sticker or background
    /// globs when one matches, else the role the app model found (`modelRole`), else what the configuration (or,
    /// without sticker globs, the naming convention) says of a file of this `kind`.
    public func role(
        of path: String, kind: MediaKind, modelRole: AssetRole?, configuration: Configuration, workingDirectory: String
    ) -> AssetRole {
        switch self {
        case .background: return .background
        case .sticker: return .sticker
        case .auto:
            // The configuration's sticker and background globs override the role the model found.
            if let modelRole { return configuration.role(for: path, workingDirectory: workingDirectory) ?? modelRole }
            return configuration.role(for: path, kind: kind, workingDirectory: workingDirectory)
        }
    }
}

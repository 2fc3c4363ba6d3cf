import StoryshareKit
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What a run over assets is asked (`validate`, `fix`, `preview --sheet`): the paths, which files they stand for,
/// and how each file is judged: the target named (else each share asset's app's targets), the role, and the
/// configuration.
public struct AssetRequest: Sendable {
    /// Files and directories to look at.
    public var paths: [String]
    /// The target every file is judged for, when named; otherwise each share asset's app's targets.
    public var target: ShareTarget?
    /// The role of every file, or `auto`.
    public var role: AssetRoleChoice
    /// The configuration: rule settings, scope and roles.
    public var configuration: Configuration
    /// The directory the configuration's globs are relative to.
    public var workingDirectory: String
    /// Whether a directory named in which nothing is left to look at passes.
    public var allowEmpty: Bool
    /// Whether every image and video of a directory is taken, not only the share assets the model finds.
    public var every: Bool

    /// A request over `paths` under `configuration`, with globs relative to `workingDirectory`.
    public init(
        paths: [String], target: ShareTarget? = nil, role: AssetRoleChoice = .auto,
        configuration: Configuration = Configuration(), workingDirectory: String = FilePaths.currentDirectory(),
        allowEmpty: Bool = false, every: Bool = false
    ) {
        self.paths = paths
        self.target = target
        self.role = role
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.allowEmpty = allowEmpty
        self.every = every
    }

    /// The files the paths stand for (``InputSelection``).
    public func select() throws(InputSelection.NothingToCheck) -> InputSelection.Selection {
        try InputSelection.select(
            paths, configuration: configuration, workingDirectory: workingDirectory, allowEmpty: allowEmpty,
            every: every)
    }

    /// The judge of each file.
    public var judge: AssetJudge {
        AssetJudge(target: target, role: role, configuration: configuration, workingDirectory: workingDirectory)
    }
}

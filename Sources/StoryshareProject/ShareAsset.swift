import StoryshareKit

/// A file the sharing code names (or the naming convention points at), in its role.
public struct ShareAsset: Sendable, Equatable {
    /// The file, or the asset catalog set's folder, relative to the root.
    public var path: String
    /// Whether ``path`` is an asset catalog image set or data set.
    public var isCatalogSet: Bool
    /// The role: the key or parameter it is passed as.
    public var role: ShareRole
    /// Whether the role was read from the code (else assumed: background).
    public var roleFromCode: Bool
    /// Where it is named (the reference in code, or the folder or name of the convention).
    public var evidence: Evidence
    /// How it was found: `code` or `convention`.
    public var foundBy: String
    /// For a `data:` URI: the decoded bytes' origin (the file and line holding it); the asset is embedded.
    public var embedded: EmbeddedAsset?

    /// A share asset, as the scan found it.
    public init(
        path: String, isCatalogSet: Bool = false, role: ShareRole, roleFromCode: Bool, evidence: Evidence,
        foundBy: String, embedded: EmbeddedAsset? = nil
    ) {
        self.path = path
        self.isCatalogSet = isCatalogSet
        self.role = role
        self.roleFromCode = roleFromCode
        self.evidence = evidence
        self.foundBy = foundBy
        self.embedded = embedded
    }
}

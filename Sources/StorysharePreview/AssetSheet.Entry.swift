import StoryshareMedia
import StoryshareRules

extension AssetSheet {
    /// One asset of a sheet as `validate` judged it: its role, its facts and how many findings of each severity.
    public struct Entry: Sendable {
        /// The path the asset is reported by (for an asset catalog's set, the file that stands for it).
        public var path: String
        /// The file drawn (for an asset catalog's set, the file an iPhone loads).
        public var drawnPath: String
        /// What the asset was judged as: a background or a sticker.
        public var role: AssetRole
        /// The facts it was judged by.
        public var facts: MediaFacts
        /// How many error-level findings it has.
        public var errors: Int
        /// How many warnings it has.
        public var warnings: Int

        /// An asset reported as `path`, drawn from `drawnPath`, judged as `role` by `facts`, with `errors` errors
        /// and `warnings` warnings.
        public init(
            path: String, drawnPath: String, role: AssetRole, facts: MediaFacts, errors: Int, warnings: Int
        ) {
            self.path = path
            self.drawnPath = drawnPath
            self.role = role
            self.facts = facts
            self.errors = errors
            self.warnings = warnings
        }

        /// The tile's frame: red for an error, amber for a warning.
        var mark: ContactSheet.Mark { errors > 0 ? .error : warnings > 0 ? .warning : .none }

        /// `error`, `warning` or `ok`.
        var verdict: String { errors > 0 ? "error" : warnings > 0 ? "warning" : "ok" }
    }
}

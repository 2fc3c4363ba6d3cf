import StoryshareMedia
import StoryshareProject
import StoryshareRules

extension Report {
    /// One file a command looked at, with its findings.
    public struct File: Sendable {
        /// The path as the user typed it, or as the walk built it.
        public var path: String
        /// What the rules found in it, in report order.
        public var findings: [Finding]
        /// What the file was judged as, and what is known about it.
        public var content: Content

        /// A file at `path` judged as `content`, with its `findings`.
        public init(path: String, findings: [Finding], content: Content) {
            self.path = path
            self.findings = findings
            self.content = content
        }

        /// An image or video judged in `role`; `asset` names the asset catalog's image set or data set it stands
        /// for, when it is one.
        public init(
            path: String, role: AssetRole, facts: MediaFacts, findings: [Finding], asset: CatalogAsset? = nil
        ) {
            self.init(path: path, findings: findings, content: .asset(role: role, facts: facts, catalogAsset: asset))
        }

        /// An app's Info.plist or AndroidManifest.xml.
        public init(path: String, appFile facts: AppFileFacts, findings: [Finding]) {
            self.init(path: path, findings: findings, content: .appFile(facts))
        }

        /// What the file's findings are about: reports made for people begin every message with it, so the role
        /// an image or video was judged in shows in every format (`sticker: image is 300x300 px; …`), and so do
        /// the asset and the scale judged for a file of an asset catalog
        /// (`StoryBackground.imageset (3x, background): image is …`). An app's files need none: their name
        /// says what they are.
        public var subject: String? {
            switch content {
            case .asset(let role, _, let asset?):
                "\(asset.name) (\(asset.scale.map { "\($0), " } ?? "")\(role.rawValue))"
            case .asset(let role, _, nil): role.rawValue
            case .appFile: nil
            }
        }

        /// What the file is, as a word: its role for an image or video, `info-plist` or `android-manifest` for an
        /// app's file (JUnit's `classname` ends with it).
        public var kind: String {
            switch content {
            case .asset(let role, _, _): role.rawValue
            case .appFile(let facts): facts.kind.rawValue
            }
        }
    }
}

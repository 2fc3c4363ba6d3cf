import StoryshareMedia
import StoryshareProject
import StoryshareRules

extension Report.File {
    /// What a file was judged as, with the facts reports show about it.
    public enum Content: Sendable {
        /// An image or video judged in a role, with its facts; `catalogAsset` names the asset catalog's image
        /// set or data set the file stands for, when it is one.
        case asset(role: AssetRole, facts: MediaFacts, catalogAsset: CatalogAsset?)
        /// An app's Info.plist or AndroidManifest.xml, with what it says (or why it could not be read).
        case appFile(AppFileFacts)
    }
}

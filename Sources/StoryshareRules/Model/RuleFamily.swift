/// What a rule judges: its family, as reports group rules.
public enum RuleFamily: String, Sendable, CaseIterable {
    /// An image or video.
    case asset
    /// An asset catalog's image set or data set.
    case catalog
    /// A share payload (what `bundle` is asked to make).
    case payload
    /// A bundle file.
    case bundle
    /// An app's Info.plist, AndroidManifest.xml or sharing code.
    case app
}

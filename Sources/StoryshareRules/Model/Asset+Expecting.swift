import StoryshareKit
import StoryshareMedia

extension Asset {
    /// The asset given where `kind` is demanded (a bundle's background image or video).
    public func expecting(_ kind: MediaKind) -> Asset {
        var copy = self
        copy.expectedKind = kind
        return copy
    }
}

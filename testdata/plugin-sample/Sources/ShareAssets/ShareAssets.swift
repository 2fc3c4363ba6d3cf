import Foundation

/// The share assets of the sample app: the sticker its Stories share puts on the background.
public enum ShareAssets {
    /// The sticker's URL in the target's resource bundle.
    public static var sticker: URL? { Bundle.module.url(forResource: "logo", withExtension: "png") }
}

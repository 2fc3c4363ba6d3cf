/// An image set or data set as reports name it: messages made for people begin with
/// `StoryBackground.imageset (3x, background): …`, and JSON and SARIF carry the name and scale as fields.
public struct CatalogAsset: Sendable, Equatable, Codable {
    /// The scale named for a single-scale image (one file for every scale, often a PDF or SVG).
    public static let singleScale = "single scale"

    /// The set's folder name: `StoryBackground.imageset`.
    public var name: String
    /// The scale of the file judged (`3x`, `2x`, `1x`, or ``singleScale``); `nil` for data sets and when no
    /// file was judged.
    public var scale: String?

    /// An asset from its set's name and the scale of the file judged.
    public init(name: String, scale: String?) {
        self.name = name
        self.scale = scale
    }
}

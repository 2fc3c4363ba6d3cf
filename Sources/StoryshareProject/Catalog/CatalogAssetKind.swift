/// The kinds of asset catalog entry storyshare judges.
public enum CatalogAssetKind: String, Sendable, Equatable {
    /// `*.imageset`: one image in several scales and variants; its `Contents.json` lists them under `images`.
    case imageSet
    /// `*.dataset`: any file (storyshare judges videos and images); `Contents.json` lists it under `data`.
    case dataSet

    /// The key of `Contents.json` that lists the files.
    var listKey: String {
        switch self {
        case .imageSet: "images"
        case .dataSet: "data"
        }
    }

    /// How messages name the folder: "image set", "data set".
    public var described: String {
        switch self {
        case .imageSet: "image set"
        case .dataSet: "data set"
        }
    }
}

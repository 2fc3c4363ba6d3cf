import StoryshareSystem

/// What storyshare learned about one image set or data set of an asset catalog: the input of
/// `asset-catalog-malformed`, and which file stands for the asset.
public struct CatalogAssetFacts: Sendable, Equatable {
    /// What reading `Contents.json` gave.
    public enum Contents: Sendable, Equatable {
        /// There is no `Contents.json`.
        case missing
        /// It could not be read: why.
        case unreadable(String)
        /// It was read but is not a set's contents: why.
        case malformed(String)
        /// It was read.
        case parsed(CatalogContents)
    }

    /// The set's folder, as the walk reached it (`App/Assets.xcassets/StoryBackground.imageset`).
    public var directory: String
    /// An image set or a data set.
    public var kind: CatalogAssetKind
    /// What reading its `Contents.json` gave.
    public var contents: Contents
    /// File names `Contents.json` lists that are not in the folder, in the order listed.
    public var missingFiles: [String]

    /// The facts from their parts.
    public init(directory: String, kind: CatalogAssetKind, contents: Contents, missingFiles: [String] = []) {
        self.directory = directory
        self.kind = kind
        self.contents = contents
        self.missingFiles = missingFiles
    }

    /// The set's name: its folder's name (`StoryBackground.imageset`).
    public var name: String { FilePaths.name(directory) }

    /// The path of its `Contents.json`.
    public var contentsPath: String { FilePaths.join(directory, "Contents.json") }

    /// The entry an iPhone loads, when `Contents.json` was read and lists one.
    public var loadedEntry: CatalogContents.Entry? {
        guard case .parsed(let contents) = contents else { return nil }
        return contents.loadedEntry
    }

    /// The file to judge: the one an iPhone loads, when it is there.
    public var judgedPath: String? {
        guard let filename = loadedEntry?.filename, !missingFiles.contains(filename) else { return nil }
        return FilePaths.join(directory, filename)
    }

    /// The file findings about the asset point at: the file judged, else `Contents.json` when there is one,
    /// else the folder.
    public var reportedPath: String {
        if let judgedPath { return judgedPath }
        if case .missing = contents { return directory }
        return contentsPath
    }

    /// The asset as reports name it: the set and the scale of the file judged.
    public var reference: CatalogAsset {
        guard kind == .imageSet, let entry = loadedEntry else { return CatalogAsset(name: name, scale: nil) }
        return CatalogAsset(name: name, scale: entry.scale ?? CatalogAsset.singleScale)
    }

    /// Whether the set is a share asset storyshare judges: any image set an iPhone loads a file of (or
    /// one that lists no file at all, which is reported), a data set whose file has an image or video
    /// name, and any set whose `Contents.json` could not be read (which is reported). A set with files for
    /// other devices only (an iPad-only image) is not.
    public var isJudged: Bool {
        guard case .parsed(let contents) = contents else { return true }
        if let filename = contents.loadedEntry?.filename {
            return kind == .imageSet || AssetFileNames.isAsset(filename)
        }
        return kind == .imageSet && !contents.entries.contains { $0.filename != nil }
    }
}

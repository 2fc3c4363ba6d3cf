import StoryshareKit
import StoryshareMedia
import StoryshareProject
import StoryshareRules
import StoryshareSystem

/// One file to look at, an asset catalog's image set or data set, or a path that could not be looked into
/// (it becomes a `file-unreadable` finding): what `validate`, `fix`, `probe` and `preview --sheet` are given.
public struct InputFile: Sendable, Equatable {
    /// The path as the user typed it, or as the walk built it; for a catalog's set, the file that stands for
    /// it (``CatalogAssetFacts/reportedPath``).
    public let path: String
    /// Why a directory of the walk could not be read, or a link found in it not followed.
    public let problem: String?
    /// The image set or data set, when the file stands for one.
    public let catalogAsset: CatalogAssetFacts?
    /// The path below the directory that was named (`stickers/logo.png`), or the file's name when it was
    /// named itself: where `fix --output-dir` puts its result.
    public var relativePath: String = ""
    /// The directory named that the walk found the file in; `nil` for a path named itself.
    public var root: String?
    /// The role the app model gives the file (the key or parameter the sharing code passes it as).
    public var modelRole: AssetRole?
    /// The targets the app sharing the file uses, from the app model.
    public var modelTargets: [ShareTarget]?
    /// An image held in a source file (a `data:` URI): its bytes, judged in place of a file's; ``path`` names
    /// where it is (`images.js:2`) and ``sourcePath`` the file holding it.
    public var embedded: [UInt8]?
    /// The source file holding an embedded image.
    public var sourcePath: String?
    /// The line of ``sourcePath`` that holds the embedded image: where its findings point.
    public var embeddedLine: Int?

    /// A file at `path`, or, with a `problem`, a path that could not be looked into.
    public init(path: String, problem: String? = nil) {
        self.path = path
        self.problem = problem
        catalogAsset = nil
        relativePath = FilePaths.name(path)
    }

    /// An asset catalog's image set or data set, reported by the file that stands for it.
    public init(catalogAsset: CatalogAssetFacts) {
        path = catalogAsset.reportedPath
        problem = nil
        self.catalogAsset = catalogAsset
        relativePath = FilePaths.name(path)
    }

    /// The facts of the file: probed, or only the reason it could not be read (for a catalog's set with no
    /// file to judge, what is wrong with the set).
    public func facts(options: ProbeOptions) -> MediaFacts {
        if let problem { return .unreadable(path, problem) }
        if let embedded { return MediaProbe.probe(bytes: embedded, path: path, options: options) }
        guard let catalogAsset else { return MediaProbe.probe(path: path, options: options) }
        guard let judged = catalogAsset.judgedPath else {
            let reason = CatalogRule.assetCatalogMalformed.check(catalogAsset).first ?? "nothing to judge"
            return .unreadable(path, reason)
        }
        return MediaProbe.probe(path: judged, options: options)
    }

    /// What makes two inputs the same: the file's normalised path, or the set's folder.
    public var identity: String {
        let base = FilePaths.normalize(catalogAsset?.directory ?? path)
        return embeddedLine.map { "\(base):\($0)" } ?? base
    }

    /// Every file looking at this input reads or relies on: the file; for an asset catalog's set, every file in
    /// the set's folder (its `Contents.json` and each image, the one judged or not).
    public var readPaths: [String] {
        if let sourcePath { return [sourcePath] }
        guard let catalogAsset else { return [path] }
        guard case .success(let names) = Directory.entries(catalogAsset.directory) else {
            return [path, catalogAsset.contentsPath]
        }
        return [path] + names.map { FilePaths.join(catalogAsset.directory, $0) }
    }
}

import StoryshareKit
import StoryshareMedia
import StoryshareRules
import StoryshareSystem

/// One file to look at, an asset catalog's image set or data set, or a path that could not be looked into
/// (it becomes a `file-unreadable` finding).
struct InputFile: Sendable, Equatable {
    /// The path as the user typed it, or as the walk built it; for a catalog's set, the file that stands for
    /// it (``CatalogAssetFacts/reportedPath``).
    let path: String
    /// Why a directory of the walk could not be read, or a link found in it not followed.
    let problem: String?
    /// The image set or data set, when the file stands for one.
    let catalogAsset: CatalogAssetFacts?
    /// The path below the directory that was named (`stickers/logo.png`), or the file's name when it was
    /// named itself: where `fix --output-dir` puts its result.
    var relativePath: String = ""
    /// The directory named that the walk found the file in; `nil` for a path named itself.
    var root: String?
    /// The role the app model gives the file (the key or parameter the sharing code passes it as).
    var modelRole: AssetRole?
    /// The targets the app sharing the file uses, from the app model.
    var modelTargets: [ShareTarget]?
    /// An image held in a source file (a `data:` URI): its bytes, judged in place of a file's; ``path`` names
    /// where it is (`images.js:2`) and ``sourcePath`` the file holding it.
    var embedded: [UInt8]?
    /// The source file holding an embedded image.
    var sourcePath: String?
    /// The line of ``sourcePath`` that holds the embedded image: where its findings point.
    var embeddedLine: Int?

    init(path: String, problem: String? = nil) {
        self.path = path
        self.problem = problem
        catalogAsset = nil
        relativePath = FilePaths.name(path)
    }

    init(catalogAsset: CatalogAssetFacts) {
        path = catalogAsset.reportedPath
        problem = nil
        self.catalogAsset = catalogAsset
        relativePath = FilePaths.name(path)
    }

    /// The facts of the file: probed, or only the reason it could not be read (for a catalog's set with no
    /// file to judge, what is wrong with the set).
    func facts(options: ProbeOptions) -> MediaFacts {
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
    var identity: String {
        let base = FilePaths.normalize(catalogAsset?.directory ?? path)
        return embeddedLine.map { "\(base):\($0)" } ?? base
    }

    /// Every file looking at this input reads or relies on: the file; for an asset catalog's set, every file in
    /// the set's folder (its `Contents.json` and each image, the one judged or not).
    var readPaths: [String] {
        if let sourcePath { return [sourcePath] }
        guard let catalogAsset else { return [path] }
        guard case .success(let names) = Directory.entries(catalogAsset.directory) else {
            return [path, catalogAsset.contentsPath]
        }
        return [path] + names.map { FilePaths.join(catalogAsset.directory, $0) }
    }
}

/// What one path the user typed stands for.
struct NamedInput: Sendable {
    /// The path as typed.
    let path: String
    /// Whether it names a directory (or a link to one): one in which nothing is found is reported.
    let isDirectory: Bool
    /// What it holds, or itself; may repeat files another path also named.
    let files: [InputFile]
}

/// Turns the paths a user typed into the list of files to look at. Nothing is skipped in silence:
/// what cannot be walked is listed with its reason.
enum InputPaths {
    /// The files `paths` stand for (see ``expandEach(_:)``), each listed once, where it first appears.
    static func expand(_ paths: [String]) -> [InputFile] {
        unique(expandEach(paths).flatMap(\.files))
    }

    /// Every file a run over `files` reads, with the configuration file that applies: what no output of the
    /// run may replace.
    static func readPaths(of files: [InputFile], configurationFile: String?) -> [String] {
        files.flatMap(\.readPaths) + [configurationFile].compactMap { $0 }
    }

    /// `files` without repeats, in order: a file named twice is listed where it first appears.
    static func unique(_ files: [InputFile]) -> [InputFile] {
        var seen = Set<String>()
        return files.filter { seen.insert($0.identity).inserted }
    }

    /// What each of `paths` stands for. Paths that are not directories are kept as typed, even when
    /// missing, a FIFO or a dangling link (probing says what is wrong with them). Directories, also through
    /// symbolic links, are walked: hidden entries skipped, files with an asset name kept (see
    /// `AssetFileNames`), links to files and directories followed (each directory walked once, so link loops
    /// end), and a directory that cannot be read, or a link with an asset name whose target is missing,
    /// listed with the reason. Results are sorted within each directory named.
    ///
    /// Inside an asset catalog, each image set and data set is one input (see `AssetCatalog`), whether it
    /// is walked or a file of it is named; other catalog folders and loose files are passed over, named or
    /// not.
    static func expandEach(_ paths: [String]) -> [NamedInput] {
        paths.map { path in
            var placement = AssetCatalog.placement(of: path)
            if placement == .outside { placement = AssetCatalog.placement(of: FilePaths.normalize(path)) }
            guard case .success(let status) = FileStatus.of(path), status.kind == .directory else {
                switch placement {
                case .outside: return NamedInput(path: path, isDirectory: false, files: [InputFile(path: path)])
                case .asset(let directory, let kind):
                    return NamedInput(
                        path: path, isDirectory: false, files: catalogAsset(directory, kind: kind))
                case .catalog, .skipped: return NamedInput(path: path, isDirectory: false, files: [])
                }
            }
            let files: [InputFile]
            switch placement {
            case .outside: files = assetWalk.files(under: path, identity: status.identity, context: false)
            case .catalog: files = assetWalk.files(under: path, identity: status.identity, context: true)
            case .asset(let directory, let kind): files = catalogAsset(directory, kind: kind)
            case .skipped: files = []
            }
            return NamedInput(path: path, isDirectory: true, files: files)
        }
    }

    /// The set at `directory`, when it is one storyshare judges.
    static func catalogAsset(_ directory: String, kind: CatalogAssetKind) -> [InputFile] {
        let facts = AssetCatalog.read(directory, kind: kind)
        return facts.isJudged ? [InputFile(catalogAsset: facts)] : []
    }

    /// The walk `validate` makes: files with an asset name, outside asset catalogs; inside one, each image set
    /// and data set stands for itself, app icons and the other asset types are passed over, and other folders are
    /// groups, looked into. The context says whether a folder lies in a catalog.
    static let assetWalk = DirectoryWalk<Bool>(
        folder: { path, name, inCatalog in
            guard inCatalog else { return .walk(AssetCatalog.isCatalog(name)) }
            switch AssetCatalog.folder(named: name) {
            case .asset(let kind): return .inputs(catalogAsset(path, kind: kind))
            case .skipped: return .skip
            case .group: return .walk(true)
            }
        },
        // Loose files in a catalog belong to no asset.
        wantsFile: { name, inCatalog in !inCatalog && AssetFileNames.isAsset(name) })
}

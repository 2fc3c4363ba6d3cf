import StoryshareKit
import StoryshareMedia
import StoryshareProject
import StoryshareRules
import StoryshareSystem

/// Turns the paths a user typed into the list of files to look at. Nothing is skipped in silence:
/// what cannot be walked is listed with its reason.
public enum InputPaths {
    /// The files `paths` stand for (see ``expandEach(_:)``), each listed once, where it first appears.
    public static func expand(_ paths: [String]) -> [InputFile] {
        unique(expandEach(paths).flatMap(\.files))
    }

    /// The facts of every file `paths` stand for (``expand(_:)``), probed on up to `jobs` threads: what `probe`
    /// prints.
    public static func probe(_ paths: [String], jobs: Int) -> [MediaFacts] {
        parallelMap(expand(paths), jobs: jobs) { $0.facts(options: ProbeOptions()) }
    }

    /// Every file a run over `files` reads, with the configuration file that applies: what no output of the
    /// run may replace.
    public static func readPaths(of files: [InputFile], configurationFile: String?) -> [String] {
        files.flatMap(\.readPaths) + [configurationFile].compactMap { $0 }
    }

    /// `files` without repeats, in order: a file named twice is listed where it first appears.
    public static func unique(_ files: [InputFile]) -> [InputFile] {
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

    /// What the directory `path` stands for, as ``expandEach(_:)`` walks it; or `nil` (the walk stopped) as soon as
    /// it meets a file or folder that may make an app project (`ProjectScanner.mayMakeProject(_:)`), or when `path` is no
    /// directory outside every asset catalog: then the app model is asked first. A folder of images with no project
    /// file is walked once, not scanned and then walked.
    static func walkUnlessProject(_ path: String) -> NamedInput? {
        guard case .success(let status) = FileStatus.of(path), status.kind == .directory,
            AssetCatalog.placement(of: path) == .outside,
            AssetCatalog.placement(of: FilePaths.normalize(path)) == .outside
        else { return nil }
        return assetWalk.files(
            under: path, identity: status.identity, context: false, stoppingAt: ProjectScanner.mayMakeProject
        )
        .map { NamedInput(path: path, isDirectory: true, files: $0) }
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

import StoryshareSystem

/// Xcode asset catalogs (`*.xcassets` folders) as storyshare looks into them.
///
/// Inside a catalog only image sets (`*.imageset`) and data sets (`*.dataset`, for videos) hold share
/// assets; app icons, colours, symbols, launch images, sprite atlases, iMessage stickers and the other
/// asset types are never judged, and loose files are not part of any asset. Other folders are groups
/// (namespaces) and are looked into. Each image set is judged once, by the file an iPhone loads (see
/// ``CatalogContents/loadedEntry``), read from the set's `Contents.json`.
public enum AssetCatalog {
    /// What a folder inside a catalog is.
    public enum Folder: Equatable, Sendable {
        /// An asset storyshare judges.
        case asset(CatalogAssetKind)
        /// An asset of a type that holds no share asset (`AppIcon.appiconset`).
        case skipped
        /// A group: a folder that holds assets and groups.
        case group
    }

    /// Where a path lies with respect to asset catalogs, from its components alone.
    public enum Placement: Equatable, Sendable {
        /// Not inside a catalog.
        case outside
        /// A catalog, a group inside one, or a loose file in either.
        case catalog
        /// An image set or data set (the folder itself, or a file inside it): the folder and its kind.
        case asset(directory: String, kind: CatalogAssetKind)
        /// A folder of an asset type storyshare does not judge, or a file inside one.
        case skipped
    }

    /// Folder extensions of asset types that hold no share asset (in lower case).
    static let skippedExtensions: Set<String> = [
        "appiconset", "iconset", "solidimagestack", "imagestack", "imagestacklayer", "brandassets",
        "launchimage", "colorset", "symbolset", "complicationset", "cubetextureset", "mipmapset", "textureset",
        "sticker", "stickerpack", "stickersequence", "arimageset", "arresourcegroup", "arobject", "spriteatlas",
        "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "gcachievement",
    ]

    /// Whether a folder named `name` is an asset catalog (`Assets.xcassets`, in any case).
    public static func isCatalog(_ name: String) -> Bool {
        pathExtension(name) == "xcassets"
    }

    /// What a folder named `name` is when it lies inside a catalog.
    public static func folder(named name: String) -> Folder {
        switch pathExtension(name) {
        case "imageset": .asset(.imageSet)
        case "dataset": .asset(.dataSet)
        case let ext? where skippedExtensions.contains(ext): .skipped
        default: .group
        }
    }

    /// Where `path` lies: judged from its components, never from the file system. The directory of an
    /// `.asset` placement is the part of `path` that names the set, as `path` spells it.
    public static func placement(of path: String) -> Placement {
        var inCatalog = false
        var end = path.startIndex
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            end = component.endIndex
            let name = String(component)
            if !inCatalog {
                inCatalog = isCatalog(name)
                continue
            }
            switch folder(named: name) {
            case .asset(let kind): return .asset(directory: String(path[..<end]), kind: kind)
            case .skipped: return .skipped
            case .group: continue
            }
        }
        return inCatalog ? .catalog : .outside
    }

    /// The facts of the image set or data set at `directory`: its `Contents.json` (missing, unreadable,
    /// malformed or read) and the files it lists that are not there. Never fails: every problem is a fact.
    public static func read(_ directory: String, kind: CatalogAssetKind) -> CatalogAssetFacts {
        var facts = CatalogAssetFacts(directory: directory, kind: kind, contents: .missing)
        switch RegularFile.read(facts.contentsPath, limit: CatalogContents.maximumBytes) {
        case .failure(.system(let error)) where error.isNoSuchFile:
            facts.contents = .missing
        case .failure(let problem):
            facts.contents = .unreadable(problem.description)
        case .success(let bytes):
            do {
                facts.contents = .parsed(try CatalogContents.parse(bytes, kind: kind))
            } catch {
                facts.contents = .malformed(error.description)
            }
        }
        if case .parsed(let contents) = facts.contents {
            facts.missingFiles = contents.entries.compactMap(\.filename).filter { name in
                if case .failure(let error) = FileStatus.of(FilePaths.join(directory, name)), error.isNoSuchFile {
                    return true
                }
                return false
            }
        }
        return facts
    }

    /// The extension of `name` in lower case, if it has one.
    static func pathExtension(_ name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...].lowercased()
    }
}

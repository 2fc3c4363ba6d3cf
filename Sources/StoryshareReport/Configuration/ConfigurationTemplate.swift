import StoryshareKit
import StoryshareRules
import StoryshareSystem

/// A commented `.storyshare.yml` made for a tree: what `storyshare init` writes.
///
/// ``survey(_:)`` looks through the tree for where share assets live: folders named like share folders
/// (`share`, `sharing`, `stories`, `story`), sticker folders (`sticker`, `stickers`) and background folders
/// (`background`, `backgrounds`, `bg`), in any case, inside asset catalogs too; image sets and data sets named
/// for a sticker, a background, a story or a share; and image files named for a sticker. What it finds
/// becomes the `include` globs (the folders and sets found) and the `sticker` and `background` globs. The
/// sticker globs cover everything ``RoleConvention`` would have made a sticker in the tree, since with them
/// the convention no longer applies.
///
/// Hidden folders, build products and dependencies (`build`, `DerivedData`, `Pods`, `Carthage`,
/// `node_modules`) are not looked into, symbolic links are not followed, and names that are not UTF-8 or
/// hold control characters are left out (YAML cannot hold them faithfully).
public struct ConfigurationTemplate: Sendable, Equatable {
    /// Globs of the files to check: the share folders and sets found. Empty: every file is checked.
    public var includeGlobs: [String] = []
    /// Globs of stickers.
    public var stickerGlobs: [String] = []
    /// Globs of backgrounds.
    public var backgroundGlobs: [String] = []
    /// The target written.
    public var target: ShareTarget = .facebook

    public init(
        includeGlobs: [String] = [], stickerGlobs: [String] = [], backgroundGlobs: [String] = [],
        target: ShareTarget = .facebook
    ) {
        self.includeGlobs = includeGlobs
        self.stickerGlobs = stickerGlobs
        self.backgroundGlobs = backgroundGlobs
        self.target = target
    }

    static let shareFolderNames: Set<String> = ["share", "sharing", "stories", "story"]
    static let backgroundFolderNames: Set<String> = ["background", "backgrounds", "bg"]
    static let unsurveyedFolderNames = Set(AppFileNames.dependencyFolders.map { $0.lowercased() })
    /// Words that make an image set or data set a share asset.
    static let shareWords = ["sticker", "background", "story", "share"]
    /// How deep and how many entries the survey goes: enough for any app, bounded for any tree.
    static let maximumDepth = 32
    static let maximumEntries = 200_000

    /// A folder the survey is to look into, and what lies above it.
    private struct Place {
        /// Relative to the root; empty for the root itself.
        var relative: String
        var depth = 0
        var inCatalog = false
        /// Under a folder or set already in `include`.
        var included = false
        /// Under a folder already in `sticker`.
        var inStickers = false
    }

    /// Looks through the tree at `root` (see the type's description). Globs are relative to `root`.
    public static func survey(_ root: String) -> ConfigurationTemplate {
        var template = ConfigurationTemplate()
        var seen = 0
        var pending = [Place(relative: "")]
        while let current = pending.popLast() {
            let directory = current.relative.isEmpty ? root : FilePaths.join(root, current.relative)
            guard case .success(let names) = Directory.entries(directory) else { continue }
            for name in names.sorted().reversed() where !name.hasPrefix(".") && isWritable(name) {
                seen += 1
                guard seen <= maximumEntries else { return template.sorted() }
                let relative = current.relative.isEmpty ? name : current.relative + "/" + name
                guard case .success(let status) = FileStatus.of(FilePaths.join(root, relative), followingLinks: false)
                else { continue }
                let lower = name.lowercased()
                func add(include: Bool = false, sticker: Bool = false, background: Bool = false, _ glob: String) {
                    if include, !current.included { template.includeGlobs.append(glob) }
                    if sticker, !current.inStickers { template.stickerGlobs.append(glob) }
                    if background { template.backgroundGlobs.append(glob) }
                }
                guard status.kind == .directory else {
                    // A sticker by its file name (in a catalog, its set's name decides).
                    if status.kind == .regular, !current.inCatalog, lower.contains("sticker"),
                        AssetFileNames.isAsset(name)
                    {
                        add(include: true, sticker: true, relative)
                    }
                    continue
                }
                var next = Place(
                    relative: relative, depth: current.depth + 1, inCatalog: current.inCatalog,
                    included: current.included, inStickers: current.inStickers)
                if current.inCatalog, case .asset(let kind) = AssetCatalog.folder(named: name) {
                    let stem = lower.dropLast(kind == .imageSet ? ".imageset".count : ".dataset".count)
                    if let word = shareWords.first(where: stem.contains) {
                        add(include: true, sticker: word == "sticker", relative + "/**")
                    }
                    continue
                }
                if current.inCatalog, AssetCatalog.folder(named: name) == .skipped { continue }
                if AssetCatalog.isCatalog(name) { next.inCatalog = true }
                if RoleConvention.stickerFolderNames.contains(lower) {
                    add(include: true, sticker: true, relative + "/**")
                    (next.included, next.inStickers) = (true, true)
                } else if backgroundFolderNames.contains(lower) {
                    add(include: true, background: true, relative + "/**")
                    next.included = true
                } else if shareFolderNames.contains(lower) {
                    add(include: true, relative + "/**")
                    next.included = true
                } else if unsurveyedFolderNames.contains(lower) {
                    continue
                }
                if next.depth <= maximumDepth { pending.append(next) }
            }
        }
        return template.sorted()
    }

    /// The globs in order, each once.
    func sorted() -> ConfigurationTemplate {
        func clean(_ globs: [String]) -> [String] { Array(Set(globs)).sorted() }
        return ConfigurationTemplate(
            includeGlobs: clean(includeGlobs), stickerGlobs: clean(stickerGlobs),
            backgroundGlobs: clean(backgroundGlobs), target: target)
    }

    /// Whether a name can be written in the file as it is: UTF-8 without control characters.
    static func isWritable(_ name: String) -> Bool {
        !PathBytes.holdsRawBytes(name) && name == DisplayText.escaped(name)
    }

    /// The text of the file: every key explained, the ones not found shown commented out.
    public var yaml: String {
        var out = """
            # storyshare configuration, written by `storyshare init` for this folder. Every key may be changed or
            # removed; `storyshare rules` lists the rules. Globs are relative to this file's folder: `*` within a
            # folder, `?` one character, `**` any folders; a glob without `/` matches a file name anywhere.

            # Where the assets are shared: facebook (the default) or instagram.
            target: \(target.rawValue)


            """
        out += "# Only these files are checked, whether a folder is walked or a file is named (as the pre-commit\n"
        out += "# hook names the files a commit touches): the share folders and asset catalog sets found.\n"
        if includeGlobs.isEmpty {
            out += "# None was found, so every image and video is checked; name them to narrow that:\n"
            out += "# include: [\"App/Share/**\"]\n"
        } else {
            out += Self.list("include", includeGlobs)
        }
        out += "\n# Images that are stickers: folders named sticker or stickers, and sets and files named for a\n"
        out += "# sticker. With this key, only these are stickers (the naming convention no longer applies).\n"
        if stickerGlobs.isEmpty {
            out += "# None was found: the naming convention decides.\n# sticker: [\"**/stickers/**\"]\n"
        } else {
            out += Self.list("sticker", stickerGlobs)
        }
        out += "\n# Images that are backgrounds (an image that is not a sticker is one anyway).\n"
        out +=
            backgroundGlobs.isEmpty
            ? "# background: [\"**/backgrounds/**\"]\n" : Self.list("background", backgroundGlobs)
        out += """

            # Never checked, even when named on the command line.
            # exclude: ["**/fixtures/**"]

            # A severity per rule: off, info, warning or error.
            # rules:
            #   sticker-opaque: off

            # The numbers the rules compare against.
            # limits:
            #   max-video-seconds: 15

            # The app's Facebook App ID (5–20 digits): `storyshare doctor` checks its Info.plist and
            # AndroidManifest.xml carry this one.
            # app-id: "1234567890"

            """
        return out
    }

    /// `key:` and one double-quoted glob per line.
    static func list(_ key: String, _ globs: [String]) -> String {
        "\(key):\n" + globs.map { "  - \(quoted($0))\n" }.joined()
    }

    /// A YAML double-quoted scalar: `"` and `\` escaped (names hold no control characters here).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }
}

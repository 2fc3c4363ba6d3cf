import StoryshareKit
import StoryshareProject
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
/// `node_modules`) are not looked into and symbolic links are not followed. Every other name found is
/// written, whatever it holds: glob characters (`*`, `?`, `\`) escaped for ``Glob``, then the glob in a
/// YAML double-quoted string with control characters and the bytes of a name that are not UTF-8
/// (held as ``PathBytes`` holds them) escaped, so that the glob read back matches exactly that folder.
/// What the survey could not cover (folders it could not read, folders deeper than it looks, entries
/// past its cap) is said in ``notes``.
public struct ConfigurationTemplate: Sendable, Equatable {
    /// Globs of the files to check: the share folders and sets found. Empty: every file is checked.
    public var includeGlobs: [String] = []
    /// Globs of stickers.
    public var stickerGlobs: [String] = []
    /// Globs of backgrounds.
    public var backgroundGlobs: [String] = []
    /// The target written.
    public var target: ShareTarget = .facebook
    /// What the survey did not cover, one sentence each (for stderr and the file's comments): where it
    /// stopped and why. Empty when it looked through the whole tree.
    public var notes: [String] = []
    /// For a template made from the app model: the comment above each glob (its evidence).
    public var globComments: [String: String] = [:]
    /// What the app model found, one line each, written at the top of the file.
    public var findings: [String] = []
    /// The targets the sharing code uses, when the model found them: then `target` is left to the code.
    public var targetsFromCode: [ShareTarget]?

    /// A template with these globs and target, and the notes on what the survey did not cover.
    public init(
        includeGlobs: [String] = [], stickerGlobs: [String] = [], backgroundGlobs: [String] = [],
        target: ShareTarget = .facebook, notes: [String] = []
    ) {
        self.includeGlobs = includeGlobs
        self.stickerGlobs = stickerGlobs
        self.backgroundGlobs = backgroundGlobs
        self.target = target
        self.notes = notes
    }

    static let shareFolderNames: Set<String> = ["share", "sharing", "stories", "story"]
    static let backgroundFolderNames: Set<String> = ["background", "backgrounds", "bg"]
    static let unsurveyedFolderNames = Set(FolderPruning.dependencyFolders.keys.map { $0.lowercased() })
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
        survey(root, maximumEntries: maximumEntries)
    }

    /// ``survey(_:)`` stopping after `maximumEntries` entries.
    static func survey(_ root: String, maximumEntries: Int) -> ConfigurationTemplate {
        var template = ConfigurationTemplate()
        var seen = 0
        var pending = [Place(relative: "")]
        var unreadable: [String] = []
        var tooDeep: [String] = []
        func finish(stoppedAt: String? = nil) -> ConfigurationTemplate {
            if let stoppedAt {
                template.notes.append(
                    "stopped after \(NumberText.grouped(maximumEntries)) entries, at \(DisplayText.path(stoppedAt)): "
                        + "\(pending.count == 1 ? "1 folder was" : "\(NumberText.grouped(pending.count)) folders were") "
                        + "not looked into and the rest of that folder not read; add what lies there by hand")
            }
            if !unreadable.isEmpty {
                template.notes.append("could not read " + listed(unreadable, "entry", "entries"))
            }
            if !tooDeep.isEmpty {
                template.notes.append(
                    "did not look into " + listed(tooDeep, "folder", "folders")
                        + ", more than \(maximumDepth) folders deep")
            }
            return template.sorted()
        }
        while let current = pending.popLast() {
            let directory = current.relative.isEmpty ? root : FilePaths.join(root, current.relative)
            let names: [String]
            switch Directory.entries(directory) {
            case .success(let found): names = found
            case .failure(let error):
                unreadable.append(
                    DisplayText.path(current.relative.isEmpty ? "." : current.relative) + " (\(error))")
                continue
            }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                seen += 1
                let relative = current.relative.isEmpty ? name : current.relative + "/" + name
                guard seen <= maximumEntries else { return finish(stoppedAt: relative) }
                let status: FileStatus
                switch FileStatus.of(FilePaths.join(root, relative), followingLinks: false) {
                case .success(let found): status = found
                case .failure(let error):
                    unreadable.append(DisplayText.path(relative) + " (\(error))")
                    continue
                }
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
                        add(include: true, sticker: true, Glob.escaping(relative))
                    }
                    continue
                }
                var next = Place(
                    relative: relative, depth: current.depth + 1, inCatalog: current.inCatalog,
                    included: current.included, inStickers: current.inStickers)
                if current.inCatalog, case .asset(let kind) = AssetCatalog.folder(named: name) {
                    let stem = lower.dropLast(kind == .imageSet ? ".imageset".count : ".dataset".count)
                    if let word = shareWords.first(where: stem.contains) {
                        add(include: true, sticker: word == "sticker", Glob.escaping(relative) + "/**")
                    }
                    continue
                }
                if current.inCatalog, AssetCatalog.folder(named: name) == .skipped { continue }
                if AssetCatalog.isCatalog(name) { next.inCatalog = true }
                if RoleConvention.stickerFolderNames.contains(lower) {
                    add(include: true, sticker: true, Glob.escaping(relative) + "/**")
                    (next.included, next.inStickers) = (true, true)
                } else if backgroundFolderNames.contains(lower) {
                    add(include: true, background: true, Glob.escaping(relative) + "/**")
                    next.included = true
                } else if shareFolderNames.contains(lower) {
                    add(include: true, Glob.escaping(relative) + "/**")
                    next.included = true
                } else if unsurveyedFolderNames.contains(lower) {
                    continue
                }
                if next.depth <= maximumDepth {
                    pending.append(next)
                } else {
                    tooDeep.append(DisplayText.path(relative))
                }
            }
        }
        return finish()
    }

    /// `folder a` or `7 folders: a, b, c, d, e and 2 more`: at most 5 named.
    private static func listed(_ items: [String], _ word: String, _ plural: String) -> String {
        let shown = items.prefix(5).joined(separator: ", ")
        let more = items.count > 5 ? " and \(items.count - 5) more" : ""
        return items.count == 1 ? "\(word) \(shown)" : "\(items.count) \(plural): \(shown)\(more)"
    }

    /// The globs in order of their bytes, each once. Not `Set<String>` or `<`: they take two names that are
    /// canonically equivalent (`é` as one scalar or as `e` and an accent) for one, and on disk those are
    /// two folders, each with its own glob.
    func sorted() -> ConfigurationTemplate {
        func clean(_ globs: [String]) -> [String] {
            var seen = Set<[UInt8]>()
            return globs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.filter {
                seen.insert(Array($0.utf8)).inserted
            }
        }
        return ConfigurationTemplate(
            includeGlobs: clean(includeGlobs), stickerGlobs: clean(stickerGlobs),
            backgroundGlobs: clean(backgroundGlobs), target: target, notes: notes)
    }

    /// The text of the file: every key explained, the ones not found shown commented out.
    public var yaml: String {
        var out = """
            # storyshare configuration, written by `storyshare init` for this folder. Every key may be changed or
            # removed; `storyshare rules` lists the rules. Globs are relative to this file's folder: `*` within a
            # folder, `?` one character, `**` any folders; a glob without `/` matches a file name anywhere.


            """
        if !findings.isEmpty {
            out += "# What storyshare found in this repository (`storyshare scan` shows every fact and its evidence):\n"
            out += findings.map { "# - \(DisplayText.escaped($0))\n" }.joined() + "\n"
        }
        if let targets = targetsFromCode, targets.count == 1 {
            out +=
                "# Where the assets are shared: facebook or instagram. The sharing code shares to \(targets[0].rawValue).\n"
            out += "target: \(targets[0].rawValue)\n\n\n"
        } else if let targets = targetsFromCode {
            let names = targets.isEmpty ? "none found" : targets.map(\.rawValue).joined(separator: " and ")
            out += "# Where the assets are shared: facebook or instagram. Left to the sharing code (\(names)): each\n"
            out += "# app is judged for the targets its code uses. Setting it makes every command use that one.\n"
            out += "# target: \(targets.first?.rawValue ?? "facebook")\n\n\n"
        } else {
            out +=
                "# Where the assets are shared: facebook (the default) or instagram.\ntarget: \(target.rawValue)\n\n\n"
        }
        if !notes.isEmpty {
            out += "# NOTE: the survey did not cover the whole tree; what it missed is not in the globs below:\n"
            out += notes.map { "# - \(DisplayText.escaped($0))\n" }.joined() + "\n"
        }
        if (includeGlobs + stickerGlobs + backgroundGlobs).contains(where: PathBytes.holdsRawBytes) {
            out += "# A name that is not UTF-8 is written with each byte that is not, 0xNN, as \\uF7NN (U+F700\n"
            out += "# plus the byte), as storyshare holds such names: \"caf\\uF7E9\" is the Latin-1 name caf\\xE9.\n\n"
        }
        out += "# Only these files are checked, whether a folder is walked or a file is named (as the pre-commit\n"
        if targetsFromCode != nil {
            out += "# hook names the files a commit touches): the share assets on disk the sharing code names.\n"
        } else {
            out += "# hook names the files a commit touches): the share folders and asset catalog sets found.\n"
        }
        if includeGlobs.isEmpty, targetsFromCode != nil {
            out += "# None is set, so validate judges the share assets the app model finds (storyshare scan):\n"
            out += "# include: [\"App/Share/**\"]\n"
        } else if includeGlobs.isEmpty {
            out += "# None was found, so every image and video is checked; name them to narrow that:\n"
            out += "# include: [\"App/Share/**\"]\n"
        } else {
            out += list("include", includeGlobs)
        }
        out += "\n# Images that are stickers: folders named sticker or stickers, and sets and files named for a\n"
        out += "# sticker. With this key, only these are stickers (the naming convention no longer applies).\n"
        if stickerGlobs.isEmpty {
            out += "# None was found: the naming convention decides.\n# sticker: [\"**/stickers/**\"]\n"
        } else {
            out += list("sticker", stickerGlobs)
        }
        out += "\n# Images that are backgrounds (an image that is not a sticker is one anyway).\n"
        out +=
            backgroundGlobs.isEmpty
            ? "# background: [\"**/backgrounds/**\"]\n" : list("background", backgroundGlobs)
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

    /// `key:` and one double-quoted glob per line, each after its comment when it has one.
    func list(_ key: String, _ globs: [String]) -> String {
        "\(key):\n"
            + globs.map { glob in
                (globComments[glob].map { "  # \(DisplayText.escaped($0))\n" } ?? "") + "  - \(Self.quoted(glob))\n"
            }.joined()
    }

    /// A YAML double-quoted scalar that reads back as exactly `text`: `"` and `\` escaped, and every
    /// character YAML would not keep as it is (control characters, line and paragraph separators, which
    /// YAML 1.1 takes for line breaks, the byte order mark, the noncharacters, bidirectional controls and
    /// the bytes ``PathBytes`` holds) written as `\uXXXX`, so the file stays one line per glob and UTF-8.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value == 0xFEFF || DisplayText.escaped(String(scalar)) != String(scalar) {
                    out += scalar.value <= 0xFFFF ? "\\u" + hex(scalar.value, 4) : "\\U" + hex(scalar.value, 8)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

import Foundation

/// An image set's or data set's `Contents.json`: the files it lists and what each one is for.
///
/// ```json
/// {"images": [{"idiom": "universal", "filename": "bg.png", "scale": "1x"},
///             {"idiom": "universal", "filename": "bg@3x.png", "scale": "3x"},
///             {"idiom": "universal", "filename": "bg-dark@3x.png", "scale": "3x",
///              "appearances": [{"appearance": "luminosity", "value": "dark"}]}],
///  "info": {"author": "xcode", "version": 1}}
/// ```
public struct CatalogContents: Sendable, Equatable {
    /// The largest `Contents.json` read (Xcode writes a few hundred bytes).
    public static let maximumBytes = 1_000_000

    /// One slot of the set: a file (or an empty slot) for a device idiom, a scale and a set of traits.
    public struct Entry: Sendable, Equatable {
        /// The file in the set's folder, or `nil` for an empty slot.
        public var filename: String?
        /// `universal`, `iphone`, `ipad`, `mac`, `watch`, `tv`, `vision`, … (`universal` when absent).
        public var idiom: String
        /// `1x`, `2x`, `3x`, or `nil` for a single-scale image (and for data sets).
        public var scale: String?
        /// The variant for dark mode (`appearances` holds luminosity dark).
        public var isDark: Bool
        /// The variant is for some devices or settings only: high contrast, a size class, a memory or
        /// graphics class, a subtype, a locale or writing direction.
        public var isSpecialised: Bool

        public init(
            filename: String?, idiom: String = "universal", scale: String? = nil, isDark: Bool = false,
            isSpecialised: Bool = false
        ) {
            self.filename = filename
            self.idiom = idiom
            self.scale = scale
            self.isDark = isDark
            self.isSpecialised = isSpecialised
        }
    }

    /// Why a `Contents.json` could not be read as a set's contents.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Keys an entry may hold that do not make it a variant for some devices only.
    static let plainKeys: Set<String> = [
        "filename", "idiom", "scale", "appearances", "display-gamut", "compression-type",
        "template-rendering-intent", "preserves-vector-representation", "universal-type-identifier",
        "properties", "unassigned",
    ]

    /// Reads `Contents.json` bytes: a JSON object whose `images` (image sets) or `data` (data sets) list
    /// holds objects with string `filename`, `idiom` and `scale` and an `appearances` list. A file name
    /// must name a file in the set's own folder.
    public static func parse(_ bytes: [UInt8], kind: CatalogAssetKind) throws(ParseError) -> CatalogContents {
        let start = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if start == UInt8(ascii: "<") || bytes.starts(with: Array("bplist".utf8)) {
            throw ParseError(description: "it is not JSON")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw ParseError(description: "it is not valid JSON (\((error as NSError).localizedDescription))")
        }
        // Xcode never writes null, and an asset catalog that holds one is not Xcode's.
        func holdsNull(_ value: Any) -> Bool {
            if value is NSNull { return true }
            if let list = value as? [Any] { return list.contains(where: holdsNull) }
            if let object = value as? [String: Any] { return object.values.contains(where: holdsNull) }
            return false
        }
        if holdsNull(root) {
            throw ParseError(description: "it is not valid JSON for an asset catalog (it holds null)")
        }
        guard let top = root as? [String: Any] else { throw ParseError(description: "the top level is not an object") }
        guard let list = top[kind.listKey] else {
            throw ParseError(description: "it has no \"\(kind.listKey)\" list")
        }
        guard let items = list as? [Any] else {
            throw ParseError(description: "\"\(kind.listKey)\" is not a list")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            let place = "\(kind.listKey)[\(index)]"
            guard let fields = item as? [String: Any] else {
                throw ParseError(description: "\(place) is not an object")
            }
            func string(_ key: String) throws(ParseError) -> String? {
                guard let value = fields[key] else { return nil }
                guard let text = value as? String else {
                    throw ParseError(description: "\(place).\(key) is not a string")
                }
                return text
            }
            let filename = try string("filename")
            if let filename, filename.isEmpty || filename.contains("/") || filename == "." || filename == ".." {
                throw ParseError(description: "\(place).filename \"\(filename)\" is not a file name in the folder")
            }
            var isDark = false
            var isSpecialised = fields.keys.contains { !plainKeys.contains($0) }
            if let appearances = fields["appearances"] {
                guard let traits = appearances as? [Any] else {
                    throw ParseError(description: "\(place).appearances is not a list")
                }
                for trait in traits {
                    guard let pair = trait as? [String: Any], let name = pair["appearance"] as? String,
                        let value = pair["value"] as? String
                    else {
                        throw ParseError(description: "\(place).appearances holds an entry without a name and value")
                    }
                    if name == "luminosity" && value == "dark" { isDark = true }
                    if name != "luminosity" { isSpecialised = true }
                }
            }
            entries.append(
                Entry(
                    filename: filename, idiom: try string("idiom") ?? "universal", scale: try string("scale"),
                    isDark: isDark, isSpecialised: isSpecialised))
        }
        return CatalogContents(entries: entries)
    }

    /// The entry an iPhone loads, in light mode, with no special settings: among the entries with a file
    /// for the `iphone` or `universal` idiom, one that is not for dark mode (a dark variant only when that
    /// is all there is), not for some devices or settings only, for the `iphone` idiom before `universal`,
    /// and at the highest scale, `3x` before `2x` before `1x` before a single-scale file; the first listed
    /// when that leaves a tie. `nil` when no entry has a file for an iPhone.
    public var loadedEntry: Entry? {
        let candidates = entries.enumerated().filter { _, entry in
            entry.filename != nil && (entry.idiom == "iphone" || entry.idiom == "universal")
        }
        return candidates.min { a, b in
            rank(a.element, a.offset).lexicographicallyPrecedes(rank(b.element, b.offset))
        }?.element
    }

    /// Lower is preferred: dark, specialised, idiom, scale, then the order listed.
    private func rank(_ entry: Entry, _ index: Int) -> [Int] {
        let scale: Int
        switch entry.scale {
        case "3x": scale = 0
        case "2x": scale = 1
        case "1x": scale = 2
        case nil: scale = 3
        default: scale = 4
        }
        return [entry.isDark ? 1 : 0, entry.isSpecialised ? 1 : 0, entry.idiom == "iphone" ? 0 : 1, scale, index]
    }
}

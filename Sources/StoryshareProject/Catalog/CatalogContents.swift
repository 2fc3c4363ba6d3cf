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

        /// An entry from its parts: a universal, single-scale, light, plain slot by default.
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
        /// What is wrong: `images[0].filename is not a string`.
        public let description: String
    }

    /// The slots `Contents.json` lists, in its order.
    public var entries: [Entry]

    /// Contents listing `entries`.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Keys an entry may hold that do not make it a variant for some devices only.
    static let plainKeys: Set<String> = [
        "filename", "idiom", "scale", "appearances", "display-gamut", "compression-type",
        "template-rendering-intent", "preserves-vector-representation", "universal-type-identifier",
        "properties", "unassigned",
    ]

    /// Reads `Contents.json` bytes with `JSONDecoder` (see ``Document``): a JSON object whose `images` (image
    /// sets) or `data` (data sets) list holds objects with string `filename`, `idiom` and `scale` and an
    /// `appearances` list. A file name must name a file in the set's own folder. Xcode never writes `null`, and
    /// one where a value is read is refused.
    public static func parse(_ bytes: [UInt8], kind: CatalogAssetKind) throws(ParseError) -> CatalogContents {
        var start = 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        if start < bytes.count && bytes[start] == UInt8(ascii: "<") || bytes.starts(with: Array("bplist".utf8)) {
            throw ParseError(description: "it is not JSON")
        }
        let decoder = JSONDecoder()
        decoder.userInfo[Document.kindKey] = kind
        do {
            return CatalogContents(entries: try decoder.decode(Document.self, from: Data(bytes)).entries)
        } catch let error as ParseError {
            throw error
        } catch {
            throw ParseError(description: "it is not valid JSON (\(Document.reason(error)))")
        }
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

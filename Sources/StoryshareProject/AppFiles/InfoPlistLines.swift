import StoryshareSystem
import StoryshareXML

/// Where the top of an XML Info.plist lies, gathered from the XML lexer's elements as they come (Foundation reads
/// the values): the top-level value and, when it is a dictionary, each entry's `<key>` and value and each element
/// of an entry whose value is an array. It sees what Foundation keeps silent: a key a dictionary holds twice
/// (Foundation keeps the later value). Containers nest at most ``maximumDepth`` levels.
struct InfoPlistLines: XMLVisitor {
    /// How deeply containers may nest: the top-level dictionary is level 1.
    static let maximumDepth = 64
    /// The most keys said twice that are told: a file with more is reported for these.
    static let duplicateKeyLimit = 100

    /// Where one top-level entry lies.
    struct Entry {
        /// The `<` of its `<key>`.
        var key: TextPosition
        /// The `<` of its value's start tag.
        var value: TextPosition
        /// The `<` of each element's start tag, in order, when the value is an array.
        var elements: [TextPosition] = []
    }

    /// Why the document is not an Info.plist even though it is well-formed XML, and where.
    enum Problem {
        /// `expected X, found "…"` at the place.
        case expected(String, at: TextPosition)
        /// A message of its own.
        case other(String, at: TextPosition)

        var position: TextPosition {
            switch self {
            case .expected(_, let position), .other(_, let position): position
            }
        }
    }

    /// An open element.
    private struct Frame {
        var name: String
        /// Keys seen so far, for a `<dict>`.
        var keys: Set<String> = []
        /// The key whose value comes next, for a `<dict>`: its text and place.
        var pendingKey: (text: String, position: TextPosition)?
        /// The top-level entry this element is the value of, when it is one.
        var entry: String?
    }

    /// The `<` of the top-level value's start tag.
    private(set) var root: TextPosition?
    /// Each entry of the top-level dictionary by its key.
    private(set) var entries: [String: Entry] = [:]
    /// Keys a nested dictionary holds twice, each at its second `<key>`, in document order.
    private(set) var duplicateKeys: [(key: String, position: TextPosition)] = []
    /// The first problem met; nothing is recorded after it.
    private(set) var problem: Problem?

    private var open: [Frame] = []
    private var containers = 0
    /// The text of the `<key>` being read, and its place.
    private var keyText = ""
    private var keyPosition = TextPosition(offset: 0, line: 1, column: 1)

    var readsText: Bool { true }

    mutating func text(_ text: String) {
        if let last = open.indices.last, open[last].name == "key" { keyText += text }
    }

    mutating func start(_ element: XMLElement) {
        guard problem == nil else { return }
        let name = element.name.description
        let position = element.position
        var frame = Frame(name: name)
        // Only the parent's name and pending key are read: a copy of its frame would share its set of keys, and
        // inserting into that set while the copy lives would copy it whole, for every key of the dictionary.
        guard let parent = open.indices.last else {
            if name != "plist" { problem = .expected("<plist>", at: position) }
            open.append(frame)
            return
        }
        switch open[parent].name {
        case "plist":
            guard root == nil else {
                problem = .expected("</plist>", at: position)
                return
            }
            root = position
        case "dict":
            if let key = open[parent].pendingKey {
                value(of: key, at: position, in: &frame)
                if problem != nil { return }
            } else if name == "key" {
                keyText = ""
                keyPosition = position
            } else {
                problem = .expected("<key> or </dict>", at: position)
                return
            }
        case "array":
            if open.count == 3, let entry = open[parent].entry { entries[entry]?.elements.append(position) }
        default:
            problem = .expected("</\(open[parent].name)>", at: position)
            return
        }
        if name == "dict" || name == "array" {
            containers += 1
            guard containers <= Self.maximumDepth else {
                problem = .other("containers nest deeper than \(Self.maximumDepth) levels", at: position)
                return
            }
        }
        open.append(frame)
    }

    /// The value of `key` starts at `position`: recorded when the dictionary is the top-level one (the later of two
    /// equal keys, the one Xcode and iOS keep); a key the dictionary already holds is a duplicate.
    private mutating func value(
        of key: (text: String, position: TextPosition), at position: TextPosition, in frame: inout Frame
    ) {
        let isTopLevel = open.count == 2
        if !open[open.count - 1].keys.insert(key.text).inserted {
            if duplicateKeys.count < Self.duplicateKeyLimit { duplicateKeys.append((key.text, key.position)) }
        }
        if isTopLevel {
            entries[key.text] = Entry(key: key.position, value: position)
            frame.entry = key.text
        }
    }

    mutating func end(_ name: XMLName) {
        guard problem == nil, let frame = open.popLast() else { return }
        if frame.name == "dict" || frame.name == "array" { containers -= 1 }
        guard let parent = open.indices.last, open[parent].name == "dict" else { return }
        if frame.name == "key" && open[parent].pendingKey == nil {
            open[parent].pendingKey = (keyText, keyPosition)
        } else {
            open[parent].pendingKey = nil
        }
    }
}

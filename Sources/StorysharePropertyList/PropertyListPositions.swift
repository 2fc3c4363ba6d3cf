/// Where the top of an XML property list lies in its text, for tools that point at a line (an app's
/// Info.plist linted for a missing key): the top-level value and, when it is a dictionary, each entry's
/// `<key>` and value, and each element of an entry whose value is an array. Deeper values have no recorded
/// position. Binary and JSON property lists get none (a binary plist has no lines).
public struct PropertyListPositions: Sendable {
    /// The `<` of the top-level value's start tag (`<dict>`).
    public var root: TextPosition
    /// Each entry of the top-level dictionary by its key; empty when the top-level value is not a dictionary.
    public var entries: [String: Entry]
    /// Keys a nested dictionary holds twice, each with the position of its second `<key>`: read with
    /// positions (to lint an app's file), the later value is kept, as Xcode and Foundation keep it; a
    /// top-level key twice is still an error.
    public var duplicateKeys: [(key: String, position: TextPosition)] = []

    public init(root: TextPosition, entries: [String: Entry] = [:]) {
        self.root = root
        self.entries = entries
    }
}

/// Words of a name: split at `-`, `_`, `.`, spaces, digits and lower-to-upper case changes, in lower case
/// (`LaunchBackground` → launch, background; `image-background@3x` → image, background, x).
enum Words {
    static func of(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !character.isLetter {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase {
                words.append(current.lowercased())
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}

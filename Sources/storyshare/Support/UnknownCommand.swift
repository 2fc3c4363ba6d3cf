import ArgumentParser
import StoryshareReport

/// A first word that names no command (`storyshare valdate`, `storyshare help valdate`): refused with the nearest
/// command's name, where ArgumentParser says only "Unexpected argument" (and `help` prints the top-level help and
/// exits 0, as if the command existed).
enum UnknownCommand {
    /// Throws a `ValidationError` (exit 64) when `arguments` start with a word, or `help` and a word, that is no
    /// command's name.
    static func check(_ arguments: [String], commands: [ParsableCommand.Type]) throws {
        var words = arguments[...]
        if words.first == "help" {
            words = words.dropFirst()
        }
        guard let word = words.first, !word.hasPrefix("-") else {
            return
        }
        let names = commands.flatMap { [$0._commandName] + $0.configuration.aliases }
        guard !names.contains(word), word != "help" else {
            return
        }
        throw ValidationError(
            "unknown command '\(word)'\(Configuration.suggestion(word, names)); the commands are "
                + names.joined(separator: ", "))
    }
}

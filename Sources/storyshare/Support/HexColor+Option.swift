import ArgumentParser
import StoryshareColor

extension HexColor {
    /// `text`, given with `option`, as a colour; a usage error (exit 64) naming the option when it is not one.
    init(option: String, _ text: String) throws {
        do {
            try self.init(parsing: text)
        } catch {
            throw ValidationError("\(option): \(error.message)")
        }
    }
}

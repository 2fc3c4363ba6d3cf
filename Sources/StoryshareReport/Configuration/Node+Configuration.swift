import StoryshareSystem
import Yams

extension Node {
    /// The scalar's text (not for mappings, sequences or aliases).
    var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// How a value is quoted in messages: in double quotes, with quotes, backslashes and control
    /// characters escaped.
    var describe: String {
        switch self {
        case .scalar(let scalar): DisplayText.quoted(scalar.string)
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

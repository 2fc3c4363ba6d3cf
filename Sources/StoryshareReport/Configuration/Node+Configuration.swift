import Yams

extension Node {
    /// The scalar's text (not for mappings, sequences or aliases).
    var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// How a value is quoted in messages.
    var describe: String {
        switch self {
        case .scalar(let scalar): "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

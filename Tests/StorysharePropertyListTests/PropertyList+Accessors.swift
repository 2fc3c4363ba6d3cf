@testable import StorysharePropertyList

/// Reading values in tests: the library itself switches over the cases.
extension PropertyList {
    /// The text of a `.string`, else nil.
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number of an `.integer`, else nil.
    var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number of a `.real`, else nil (an `.integer` is not converted).
    var realValue: Double? {
        if case .real(let value) = self { return value }
        return nil
    }

    /// The value of a `.bool`, else nil.
    var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The seconds since 1970 of a `.date`, else nil.
    var dateValue: Double? {
        if case .date(let value) = self { return value }
        return nil
    }

    /// The source of a `.data`, else nil.
    var dataValue: DataSource? {
        if case .data(let value) = self { return value }
        return nil
    }

    /// The elements of an `.array`, else nil.
    var arrayValue: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries of a `.dictionary`, else nil.
    var dictionaryValue: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value under `key` when this is a dictionary holding it, else nil.
    subscript(key: String) -> PropertyList? {
        dictionaryValue?[key]
    }

    /// The name of this value's type as messages and XML tags spell it: "string", "integer",
    /// "real", "bool", "date", "data", "array" or "dictionary".
    var typeName: String {
        switch self {
        case .string:
            return "string"
        case .integer:
            return "integer"
        case .real:
            return "real"
        case .bool:
            return "bool"
        case .date:
            return "date"
        case .data:
            return "data"
        case .array:
            return "array"
        case .dictionary:
            return "dictionary"
        }
    }
}

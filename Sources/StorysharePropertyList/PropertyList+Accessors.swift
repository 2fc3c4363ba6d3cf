extension PropertyList {
    /// The text of a `.string`, else nil.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number of an `.integer`, else nil.
    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number of a `.real`, else nil (an `.integer` is not converted).
    public var realValue: Double? {
        if case .real(let value) = self { return value }
        return nil
    }

    /// The value of a `.bool`, else nil.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The seconds since 1970 of a `.date`, else nil.
    public var dateValue: Double? {
        if case .date(let value) = self { return value }
        return nil
    }

    /// The source of a `.data`, else nil.
    public var dataValue: DataSource? {
        if case .data(let value) = self { return value }
        return nil
    }

    /// The elements of an `.array`, else nil.
    public var arrayValue: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries of a `.dictionary`, else nil.
    public var dictionaryValue: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value under `key` when this is a dictionary holding it, else nil.
    public subscript(key: String) -> PropertyList? {
        dictionaryValue?[key]
    }

    /// The name of this value's type as messages and XML tags spell it: "string", "integer",
    /// "real", "bool", "date", "data", "array" or "dictionary".
    public var typeName: String {
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

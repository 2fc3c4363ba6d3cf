extension PropertyList: Equatable {
    /// Exact equality: what a writer would encode identically.
    ///
    /// Strings and keys compare by Unicode scalars (`"é"` precomposed differs from `"e\u{301}"`),
    /// reals and dates by bit pattern, data by ``DataSource``'s rules, containers element-wise.
    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)):
            return left.unicodeScalars.elementsEqual(right.unicodeScalars)
        case (.integer(let left), .integer(let right)):
            return left == right
        case (.real(let left), .real(let right)):
            return left.bitPattern == right.bitPattern
        case (.bool(let left), .bool(let right)):
            return left == right
        case (.date(let left), .date(let right)):
            return left.bitPattern == right.bitPattern
        case (.data(let left), .data(let right)):
            return left == right
        case (.array(let left), .array(let right)):
            return left == right
        case (.dictionary(let left), .dictionary(let right)):
            guard left.count == right.count else {
                return false
            }
            for (key, value) in left {
                // Swift's dictionary finds keys by canonical equivalence; insist on the same scalars.
                guard let index = right.index(forKey: key),
                    right[index].key.unicodeScalars.elementsEqual(key.unicodeScalars),
                    right[index].value == value
                else {
                    return false
                }
            }
            return true
        default:
            return false
        }
    }
}

/// Everything a writer could refuse, checked before the first byte is written: so a refused
/// value never leaves a partial document behind (only I/O errors and files that change during
/// the write can still interrupt one).
struct WriterPreflight {
    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private let encoding: PropertyListEncoding
    private var path: [PathComponent] = []

    /// Throws ``PropertyListError/unencodable(encoding:keyPath:reason:)`` for a value `encoding`
    /// cannot carry (data read in place, as an `.inputRange`, included), and ``PropertyListError/dataFileChanged(path:expectedLength:actualLength:)``
    /// or ``PropertyListError/fileSystem(operation:path:errno:)`` for a `.file` source that does
    /// not hold its declared length now.
    static func check(_ value: PropertyList, encoding: PropertyListEncoding) throws(PropertyListError) {
        var preflight = WriterPreflight(encoding: encoding)
        if encoding == .json {
            switch value {
            case .dictionary, .array:
                break
            default:
                throw .unencodable(
                    encoding: .json, keyPath: "",
                    reason: "a JSON bundle's top level must be a dictionary or an array, not a \(value.typeName)")
            }
        }
        try preflight.visit(value, depth: 0)
    }

    private init(encoding: PropertyListEncoding) {
        self.encoding = encoding
    }

    private mutating func visit(_ value: PropertyList, depth: Int) throws(PropertyListError) {
        switch value {
        case .string(let text):
            try checkString(text, what: "string")
        case .integer, .bool:
            break
        case .real(let number):
            if encoding != .binary && !number.isFinite {
                throw failure("the real \(number) has no \(encoding == .xml ? "XML plist" : "JSON") form")
            }
        case .date(let seconds):
            if encoding != .binary && ISO8601UTC.format(seconds, fractionalSeconds: false) == nil {
                throw failure(
                    "the date \(seconds) (seconds since 1970) is not finite or lies outside years 0001-9999")
            }
        case .data(let source):
            try checkData(source)
        case .array(let elements):
            try enterContainer(depth: depth)
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                try visit(element, depth: depth + 1)
                path.removeLast()
            }
        case .dictionary(let entries):
            try enterContainer(depth: depth)
            for (key, element) in PropertyListWriter.sortedEntries(entries) {
                path.append(.key(key))
                try checkString(key, what: "key")
                try visit(element, depth: depth + 1)
                path.removeLast()
            }
        }
    }

    private func enterContainer(depth: Int) throws(PropertyListError) {
        if depth >= PropertyListReader.maximumDepth {
            throw failure(
                "containers nest deeper than \(PropertyListReader.maximumDepth) levels, which readers refuse")
        }
    }

    private func checkString(_ text: String, what: String) throws(PropertyListError) {
        guard encoding == .xml, let value = Self.xmlForbiddenScalar(in: text) else {
            return
        }
        throw failure(
            "the \(what) holds \(PropertyListError.scalarName(value)), which XML 1.0 cannot carry;"
                + " use the binary or JSON encoding")
    }

    /// The first scalar of `text` that XML 1.0 cannot carry: a control character other than tab,
    /// LF and CR, or U+FFFE / U+FFFF.
    static func xmlForbiddenScalar(in text: String) -> UInt32? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE || value == 0xFFFF {
                return value
            }
        }
        return nil
    }

    private func checkData(_ source: DataSource) throws(PropertyListError) {
        let filePath: String
        let length: Int
        switch source {
        case .bytes:
            return
        case .inputRange(let range):
            throw failure(
                "the data is bytes \(range.lowerBound)..<\(range.upperBound) of a buffer read in place, which a"
                    + " writer cannot reach; copy them out first (PropertyList.copyingInputRanges(from:))")
        case .file(let path, let declared):
            filePath = path
            length = declared
        }
        guard length >= 0 else {
            throw failure("the data file \(filePath) has a negative declared length (\(length))")
        }
        if let size = try POSIXFile.regularFileSize(atPath: filePath), size != length {
            throw .dataFileChanged(path: filePath, expectedLength: length, actualLength: size)
        }
    }

    private func failure(_ reason: String) -> PropertyListError {
        .unencodable(encoding: encoding, keyPath: keyPath, reason: reason)
    }

    /// `items[0]["com.facebook.sharedSticker.appID"]`: identifier-like keys after a dot, others
    /// quoted in brackets.
    private var keyPath: String {
        var text = ""
        for component in path {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                let plain =
                    !key.isEmpty
                    && key.utf8.allSatisfy { byte in
                        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                            || (byte >= 0x30 && byte <= 0x39)
                            || byte == 0x5F
                    }
                if plain {
                    text += text.isEmpty ? key : "." + key
                } else {
                    text += "[" + PropertyListError.quote(key) + "]"
                }
            }
        }
        return text
    }
}

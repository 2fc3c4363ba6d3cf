import StoryshareSystem

/// Everything the writer could refuse, checked before the first byte is written: so a refused value
/// never leaves a partial document behind (only I/O errors and files that change during the write can
/// still interrupt one).
struct WriterPreflight {
    private var path: [String] = []

    /// Throws ``PropertyListError/unencodable(keyPath:reason:)`` for containers nested deeper
    /// than readers take and for data read in place (an `.inputRange`), and
    /// ``PropertyListError/dataFileChanged(path:expectedLength:actualLength:)`` or
    /// ``PropertyListError/fileSystem(operation:path:reason:)`` for a `.file` source that does not hold
    /// its declared length now.
    static func check(_ value: PropertyList) throws(PropertyListError) {
        var preflight = WriterPreflight()
        try preflight.visit(value, depth: 0)
    }

    private mutating func visit(_ value: PropertyList, depth: Int) throws(PropertyListError) {
        switch value {
        case .string, .integer, .bool, .real, .date:
            break
        case .data(let source):
            try checkData(source)
        case .array(let elements):
            try enterContainer(depth: depth)
            for (index, element) in elements.enumerated() {
                path.append("[\(index)]")
                try visit(element, depth: depth + 1)
                path.removeLast()
            }
        case .dictionary(let entries):
            try enterContainer(depth: depth)
            for (key, element) in PropertyListWriter.sortedEntries(entries) {
                path.append("[\(PropertyListError.quote(key))]")
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

    private func checkData(_ source: DataSource) throws(PropertyListError) {
        switch source {
        case .bytes:
            return
        case .inputRange(let range):
            throw failure(
                "the data is bytes \(range.lowerBound)..<\(range.upperBound) of a buffer read in place, which a"
                    + " writer cannot reach; copy them out first (PropertyList.copyingInputRanges(from:))")
        case .file(let filePath, let length):
            guard length >= 0 else {
                throw failure("the data file \(filePath) has a negative declared length (\(length))")
            }
            switch FileStatus.of(filePath) {
            case .failure(let error):
                throw .fileSystem(operation: "get the size of", path: filePath, reason: error.description)
            case .success(let status) where status.kind == .regular && status.size != Int64(length):
                throw .dataFileChanged(path: filePath, expectedLength: length, actualLength: Int(status.size))
            case .success:
                return
            }
        }
    }

    private func failure(_ reason: String) -> PropertyListError {
        .unencodable(keyPath: path.joined(), reason: reason)
    }
}

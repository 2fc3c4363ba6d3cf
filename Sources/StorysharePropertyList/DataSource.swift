/// Where the bytes of a `.data` value come from.
///
/// Two sources are equal when both are `.bytes` with the same bytes, or both are `.file` with
/// the same path and length. A `.bytes` source never equals a `.file` source, even when the file
/// holds those bytes: comparing never reads files.
public enum DataSource: Sendable {
    /// Bytes held in memory.
    case bytes([UInt8])
    /// `length` bytes of the file at `path`, read in chunks only while writing.
    ///
    /// Writers copy the file in chunks of ``PropertyListWriter/fileChunkSize`` bytes and never
    /// hold it whole. If the file does not hold exactly `length` bytes when it is written, the
    /// writer throws ``PropertyListError/dataFileChanged(path:expectedLength:actualLength:)``.
    case file(path: String, length: Int)

    /// The number of bytes: the array's count, or the declared file length.
    public var length: Int {
        switch self {
        case .bytes(let bytes):
            return bytes.count
        case .file(_, let length):
            return length
        }
    }
}

extension DataSource: Equatable {
    /// Compares `.bytes` by content and `.file` by path and length; never reads a file.
    public static func == (lhs: DataSource, rhs: DataSource) -> Bool {
        switch (lhs, rhs) {
        case (.bytes(let left), .bytes(let right)):
            return left == right
        case (.file(let leftPath, let leftLength), .file(let rightPath, let rightLength)):
            return leftLength == rightLength && leftPath.unicodeScalars.elementsEqual(rightPath.unicodeScalars)
        default:
            return false
        }
    }
}

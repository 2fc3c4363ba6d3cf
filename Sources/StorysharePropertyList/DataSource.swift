/// Where the bytes of a `.data` value come from.
///
/// Two sources are equal when both are `.bytes` with the same bytes, both are `.file` with the same
/// path and length, or both are `.inputRange` with the same range. Sources of different cases are
/// never equal, even when they hold the same bytes: comparing never reads files, and a range means
/// nothing without the buffer it was read from (see
/// ``PropertyList/copyingInputRanges(from:)`` to compare by content).
public enum DataSource: Sendable {
    /// Bytes held in memory.
    case bytes([UInt8])
    /// `length` bytes of the file at `path`, read in chunks only while writing.
    ///
    /// Writers copy the file in chunks of ``PropertyListWriter/fileChunkSize`` bytes and never
    /// hold it whole. If the file does not hold exactly `length` bytes when it is written, the
    /// writer throws ``PropertyListError/dataFileChanged(path:expectedLength:actualLength:)``.
    case file(path: String, length: Int)
    /// The bytes at these offsets of the buffer a value was read from in place (see
    /// ``PropertyListReader/readBinary(inPlace:)``): the data was not copied, so it lives as
    /// long as that buffer, which its owner must keep unchanged while the value is in use.
    ///
    /// The value holds offsets, not a pointer, so it is safe to keep and to send; only the buffer's
    /// owner can turn it into bytes (`UnsafeRawBufferPointer(rebasing: buffer[range])`). Writers
    /// cannot reach the buffer and refuse such a value
    /// (``PropertyListError/unencodable(keyPath:reason:)``): copy it out first with
    /// ``PropertyList/copyingInputRanges(from:)``.
    case inputRange(Range<Int>)

    /// The number of bytes: the array's count, the declared file length, or the range's count.
    public var length: Int {
        switch self {
        case .bytes(let bytes):
            return bytes.count
        case .file(_, let length):
            return length
        case .inputRange(let range):
            return range.count
        }
    }
}

extension DataSource: Equatable {
    /// Compares `.bytes` by content, `.file` by path and length, and `.inputRange` by range; never
    /// reads a file or a buffer.
    public static func == (lhs: DataSource, rhs: DataSource) -> Bool {
        switch (lhs, rhs) {
        case (.bytes(let left), .bytes(let right)):
            return left == right
        case (.file(let leftPath, let leftLength), .file(let rightPath, let rightLength)):
            return leftLength == rightLength && leftPath.unicodeScalars.elementsEqual(rightPath.unicodeScalars)
        case (.inputRange(let left), .inputRange(let right)):
            return left == right
        default:
            return false
        }
    }
}

extension PropertyList {
    /// This value with every `.data(.inputRange)` replaced by `.data(.bytes)` holding a copy of
    /// those bytes of `buffer`, the buffer it was read from in place; other values are unchanged.
    ///
    /// For writing a value read in place, or comparing it by content. A range that does not lie
    /// inside `buffer` (a value read from another buffer) is a programming error and traps.
    public func copyingInputRanges(from buffer: UnsafeRawBufferPointer) -> PropertyList {
        switch self {
        case .data(.inputRange(let range)):
            precondition(
                range.lowerBound >= 0 && range.upperBound <= buffer.count,
                "data range \(range) lies outside the \(buffer.count)-byte buffer it is copied from")
            return .data(.bytes(Array(UnsafeRawBufferPointer(rebasing: buffer[range]))))
        case .array(let elements):
            return .array(elements.map { $0.copyingInputRanges(from: buffer) })
        case .dictionary(let entries):
            return .dictionary(entries.mapValues { $0.copyingInputRanges(from: buffer) })
        case .string, .integer, .real, .bool, .date, .data:
            return self
        }
    }
}

/// The bytes a reader reads: a slice of a buffer the caller owns.
typealias InputBytes = Slice<UnsafeRawBufferPointer>

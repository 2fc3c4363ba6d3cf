/// A container parser's error that can say the file could not be read at an offset: the one place a
/// `ByteWindow` read failure becomes a parse error, for the MP4 and the Matroska readers alike.
protocol ReadFailure: Error {
    /// The error for a read at `offset` that failed for `reason`.
    static func unreadable(offset: UInt64, reason: String) -> Self
}

extension ReadFailure {
    /// The error for `error`, thrown by a read at `offset`.
    static func unreadable(_ offset: UInt64, _ error: any Error) -> Self {
        switch error {
        case ByteSourceError.system(let reason): .unreadable(offset: offset, reason: reason)
        case ByteSourceError.pastEnd(let at, let count, let size):
            .unreadable(offset: at, reason: "\(count) bytes asked for, the file has \(size)")
        default: .unreadable(offset: offset, reason: "\(error)")
        }
    }
}

extension ByteWindow {
    /// `load(at:count:)`, its failure told as `Failure`.
    mutating func load<Failure: ReadFailure>(at offset: UInt64, count: Int, failing: Failure.Type) throws(Failure)
        -> Int
    {
        do {
            return try load(at: offset, count: count)
        } catch {
            throw Failure.unreadable(offset, error)
        }
    }

    /// `prefetch(at:count:)`, its failure told as `Failure`.
    mutating func prefetch<Failure: ReadFailure>(at offset: UInt64, count: Int, failing: Failure.Type)
        throws(Failure)
    {
        do {
            try prefetch(at: offset, count: count)
        } catch {
            throw Failure.unreadable(offset, error)
        }
    }
}

extension ISOBMFF.ParseError: ReadFailure {}
extension Matroska.ParseError: ReadFailure {}

/// A `ByteSource` seen through a `ByteWindow`: walking many small headers costs few reads, skipping a
/// large chunk costs none.
struct WindowedBytes: HeaderBytes {
    var window: ByteWindow

    init(_ source: any ByteSource) { window = ByteWindow(source) }

    var count: Int { Int(clamping: window.size) }

    mutating func bytes(at offset: Int, count: Int) throws(ByteSourceError) -> ArraySlice<UInt8> {
        do {
            let start = try window.load(at: UInt64(offset), count: count)
            return window.bytes[start..<start + count]
        } catch let error as ByteSourceError {
            throw error
        } catch {
            throw .system("\(error)")
        }
    }
}

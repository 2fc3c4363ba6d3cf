/// Watches a ``PropertyListWriter`` at work: it sees the bytes of every `.data` value as they are
/// written, and it may supply string values that can only be known once earlier data has been
/// written.
///
/// A bundle uses this to hash a video while copying it into the document, then to write that
/// digest into the manifest, which comes later in the document (writers emit dictionary keys in
/// sorted order, and `items` sorts before `manifest`). So the video is read once, and the digest
/// describes exactly the bytes written.
public protocol PropertyListWriteObserver: AnyObject {
    /// Called with consecutive chunks of one `.data` value, raw (before any base64). `offset` is
    /// the chunk's position in the value, so 0 starts a value; an empty value gives no call.
    func observe(_ chunk: UnsafeRawBufferPointer, at offset: Int, of source: DataSource) throws

    /// Called for each string value (not dictionary keys) as it is written; returns the text to
    /// write in its place. The preflight checked the original text, so for the XML encoding the
    /// writer checks a replacement again and refuses one that XML cannot carry.
    func text(for string: String) throws -> String
}

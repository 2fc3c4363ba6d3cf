import CStoryshareCodecs

extension CStoryshareCodecsResult {
    /// The codec's NUL-terminated `message` as text (empty when it said nothing).
    public var messageText: String {
        withUnsafeBytes(of: message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

import StoryshareKit

/// An image held in a source file as a `data:` URI.
public struct EmbeddedAsset: Sendable, Equatable {
    /// The media type the URI says (`image/png`).
    public var mediaType: String
    /// The decoded bytes.
    public var bytes: [UInt8]

    /// An embedded asset of `mediaType` holding `bytes`.
    public init(mediaType: String, bytes: [UInt8]) {
        self.mediaType = mediaType
        self.bytes = bytes
    }
}

import StoryshareKit

/// What `verify` established about a bundle file, for the bundle rules: why it is no bundle, or its embedded
/// assets against their manifest entries, or its expiry against the time judged. The verifier gathers the
/// facts (decoding, digests, probing each asset) and asks the rules; each fact is judged where it is given.
public struct BundleFacts: Sendable {
    /// One embedded asset: what the manifest claims, and what its bytes are.
    public struct EmbeddedAsset: Sendable {
        /// The payload key without its prefix: `backgroundImage`.
        public var name: String
        /// What the manifest says about it.
        public var manifest: ManifestEntry
        /// How many bytes the item holds.
        public var bytes: Int
        /// The lower-case hex SHA-256 of those bytes.
        public var sha256: String
        /// The media type the content is (`image/png`, `application/octet-stream` when unknown).
        public var mediaType: String
        /// The displayed size the probe found, when it found one.
        public var width: Int?
        /// The displayed height the probe found, when it found one.
        public var height: Int?
        /// The duration, for a video.
        public var durationSeconds: Double?
        /// Whether the content decoded (a duration is only compared when it did).
        public var decoded: Bool

        /// An asset with every fact given.
        public init(
            name: String, manifest: ManifestEntry, bytes: Int, sha256: String, mediaType: String, width: Int?,
            height: Int?, durationSeconds: Double? = nil, decoded: Bool = true
        ) {
            self.name = name
            self.manifest = manifest
            self.bytes = bytes
            self.sha256 = sha256
            self.mediaType = mediaType
            self.width = width
            self.height = height
            self.durationSeconds = durationSeconds
            self.decoded = decoded
        }
    }

    /// The bundle's expiry and the time it is judged at, in seconds since 1970.
    public struct Expiry: Sendable {
        /// `options.expirationDate`.
        public var expiresAt: Int64
        /// `expiresIn`: how long a share may take after bundling.
        public var expiresIn: Int
        /// The time judged at (`--at`, else now).
        public var time: Int64

        /// An expiry judged at `time`.
        public init(expiresAt: Int64, expiresIn: Int, time: Int64) {
            self.expiresAt = expiresAt
            self.expiresIn = expiresIn
            self.time = time
        }
    }

    /// Why the file is not a bundle (the decoder's message), when it is not.
    public var decodeError: String?
    /// The embedded assets judged.
    public var assets: [EmbeddedAsset]
    /// The expiry judged.
    public var expiry: Expiry?

    /// Facts: any of them.
    public init(decodeError: String? = nil, assets: [EmbeddedAsset] = [], expiry: Expiry? = nil) {
        self.decodeError = decodeError
        self.assets = assets
        self.expiry = expiry
    }
}

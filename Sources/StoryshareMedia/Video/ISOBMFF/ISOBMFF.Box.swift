extension ISOBMFF {
    /// A box header: where the box is, how long it says it is, and what it is.
    struct Box: Equatable, Sendable {
        /// The box type (`moov`, `trak`, ...).
        let type: FourCC
        /// File offset of the box's first byte (its size field).
        let offset: UInt64
        /// 8, or 16 when the box uses a 64-bit `largesize`.
        let headerSize: UInt64
        /// Total size in bytes, header included (a `size` of 0 already resolved to "to the end").
        let size: UInt64

        /// File offset of the first payload byte.
        var payloadOffset: UInt64 { offset + headerSize }
        /// Payload length in bytes.
        var payloadSize: UInt64 { size - headerSize }
        /// File offset just past the box.
        var end: UInt64 { offset + size }
    }
}

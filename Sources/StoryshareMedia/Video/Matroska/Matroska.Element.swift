extension Matroska {
    /// An element header: what the element is, where it is and how long it says it is.
    struct Element: Equatable, Sendable {
        /// The element ID.
        let id: ElementID
        /// File offset of the ID's first byte.
        let offset: UInt64
        /// Bytes of ID and size VINTs.
        let headerSize: UInt64
        /// Data length in bytes; `nil` for an unknown size (all value bits of the size VINT set).
        let size: UInt64?

        /// File offset of the first data byte.
        var dataOffset: UInt64 { offset + headerSize }
        /// File offset just past the element, when its size is known (checked not to overflow).
        var end: UInt64? { size.map { dataOffset + $0 } }
    }
}

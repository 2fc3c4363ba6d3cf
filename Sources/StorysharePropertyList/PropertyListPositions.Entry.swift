extension PropertyListPositions {
    /// Where one entry of the top-level dictionary lies.
    public struct Entry: Sendable, Equatable {
        /// The `<` of its `<key>`.
        public var key: TextPosition
        /// The `<` of its value's start tag.
        public var value: TextPosition
        /// The `<` of each element's start tag, in order, when the value is an array; empty otherwise.
        public var elements: [TextPosition]

        public init(key: TextPosition, value: TextPosition, elements: [TextPosition] = []) {
            self.key = key
            self.value = value
            self.elements = elements
        }
    }
}

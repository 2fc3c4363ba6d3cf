/// An element's or attribute's name as written (`android:name`), split at its colon and with the namespace its
/// prefix is bound to in scope.
public struct XMLName: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The part before the colon, if any.
    public var prefix: String?
    /// The part after the colon, or the whole name.
    public var localName: String
    /// The namespace URI: the prefix's binding, or for an element without a prefix the default namespace
    /// (`xmlns="…"`) in scope; `nil` when there is none (an attribute without a prefix has none).
    public var namespace: String?

    /// A name from its parts.
    public init(prefix: String? = nil, localName: String, namespace: String? = nil) {
        self.prefix = prefix
        self.localName = localName
        self.namespace = namespace
    }

    /// The name as written: `prefix:localName`, or `localName`.
    public var description: String {
        prefix.map { "\($0):\(localName)" } ?? localName
    }
}

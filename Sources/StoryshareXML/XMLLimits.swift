/// How much of a document the reader takes: anything beyond is refused with an ``XMLReadError``, so a hostile
/// input costs bounded memory and time linear in its size.
public struct XMLLimits: Sendable, Equatable {
    /// The largest input read, in bytes. An app's manifest is rarely over 100 KB.
    public var maximumBytes = 4 << 20
    /// How deeply elements may nest (the root is level 1). A manifest nests six or seven levels.
    public var maximumDepth = 64
    /// The most elements a document may hold.
    public var maximumElements = 100_000
    /// The most attributes one element may have (namespace declarations included).
    public var maximumAttributes = 256
    /// The longest element or attribute name, in bytes.
    public var maximumNameLength = 1_024

    /// The default limits, which any app manifest is well within.
    public init() {}
}

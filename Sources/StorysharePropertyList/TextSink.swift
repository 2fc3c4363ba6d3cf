import StoryshareXML

/// Where a text reader puts the text it decodes (references or escapes expanded, line ends
/// normalised): a ``TextOutput``, or a ``Base64Decoder`` when the text is base64 data.
protocol TextSink {
    mutating func append(_ byte: UInt8)
    /// Appends a run of the input's own bytes.
    mutating func append(_ bytes: InputBytes)
    /// Appends the UTF-8 encoding of the scalar value `value`.
    mutating func append(scalar value: UInt32)
}

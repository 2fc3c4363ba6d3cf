import StoryshareXML

/// Where a text reader puts the text it decodes: nowhere, in a first pass that checks the text and
/// counts its bytes, or a buffer of exactly that size, in a second pass over the same text. So
/// decoded text is allocated once, at its final size, after its cost was charged, and never regrown.
struct TextOutput: TextSink {
    private let buffer: UnsafeMutableBufferPointer<UInt8>?
    /// The bytes produced so far.
    private(set) var count = 0
    /// The bytes written to the buffer (`count`, unless the buffer was too small, which the first
    /// pass rules out).
    private(set) var written = 0

    /// A counting output (`nil`) or one that fills `buffer`.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>? = nil) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        if let buffer, written == count, written < buffer.count {
            buffer[written] = byte
            written += 1
        }
        count += 1
    }

    mutating func append(_ bytes: InputBytes) {
        if let base = buffer?.baseAddress, let capacity = buffer?.count, written == count,
            bytes.count <= capacity - written
        {
            let source = UnsafeRawBufferPointer(rebasing: bytes)
            if let from = source.baseAddress {
                UnsafeMutableRawPointer(base + written).copyMemory(from: from, byteCount: source.count)
            }
            written += bytes.count
        }
        count += bytes.count
    }

    /// Appends the UTF-8 encoding of the scalar value `value`.
    mutating func append(scalar value: UInt32) {
        let width = TextScanner.utf8Width(value)
        if let base = buffer?.baseAddress, let capacity = buffer?.count, written == count, width <= capacity - written {
            written += TextScanner.writeUTF8(value, to: base + written)
        }
        count += width
    }
}

/// Tests on eight bytes at once (a `UInt64` loaded from the input, in either byte order): each says
/// exactly whether any of the eight bytes is of a kind, so a scan can skip words where none is.
package enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is `byte`.
    @inline(__always)
    package static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits != 0
    }

    /// Whether a byte of `word` is below `bound` (at most 128).
    @inline(__always)
    package static func containsByte(_ word: UInt64, below bound: UInt8) -> Bool {
        (word &- ones &* UInt64(bound)) & ~word & highBits != 0
    }

    /// Whether a byte of `word` is not ASCII.
    @inline(__always)
    package static func containsNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }
}

/// Big-endian integers from byte arrays, for the header readers. The caller checks that the bytes are there.
enum BigEndianBytes {
    static func uint16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    static func uint32(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(uint16(b, i)) << 16 | UInt32(uint16(b, i + 2)) }
    static func uint64(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(uint32(b, i)) << 32 | UInt64(uint32(b, i + 4)) }
}

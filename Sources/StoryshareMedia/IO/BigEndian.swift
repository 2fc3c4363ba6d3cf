/// Reading big- and little-endian integers out of byte arrays. Callers check bounds first.
enum BigEndian {
    static func uint16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    static func uint32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
    static func uint64(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(uint32(b, i)) << 32 | UInt64(uint32(b, i + 4)) }
}

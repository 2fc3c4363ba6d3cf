enum LittleEndian {
    static func uint16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i + 1]) << 8 | UInt16(b[i]) }
    static func uint32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i + 3]) << 24 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i])
    }
}

/// Big-endian integers at an index, for the header readers. The caller checks that the bytes are there.
extension [UInt8] {
    func u16(_ i: Int) -> UInt16 { UInt16(self[i]) << 8 | UInt16(self[i + 1]) }
    func u32(_ i: Int) -> UInt32 { UInt32(u16(i)) << 16 | UInt32(u16(i + 2)) }
    func u64(_ i: Int) -> UInt64 { UInt64(u32(i)) << 32 | UInt64(u32(i + 4)) }
}

extension UInt8 {
    /// The byte as two upper-case hex digits: `0F`, for colours and messages.
    var hexDigits: String {
        String(self >> 4, radix: 16, uppercase: true) + String(self & 0x0F, radix: 16, uppercase: true)
    }
}

extension ISOBMFF {
    /// A four-character code: a box type or a sample entry (codec) type.
    struct FourCC: Hashable, Sendable, CustomStringConvertible {
        /// The four bytes, big-endian.
        let rawValue: UInt32

        init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        static func == (lhs: FourCC, rhs: FourCC) -> Bool { lhs.rawValue == rhs.rawValue }

        func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        /// A code from four ASCII characters (used for the constants below).
        init(_ text: StaticString) {
            precondition(text.utf8CodeUnitCount == 4, "a four-character code has four characters")
            var value: UInt32 = 0
            let start = text.utf8Start
            for i in 0..<4 { value = value << 8 | UInt32(start[i]) }
            rawValue = value
        }

        /// The four bytes in file order.
        var bytes: [UInt8] {
            [
                UInt8(rawValue >> 24), UInt8(truncatingIfNeeded: rawValue >> 16),
                UInt8(truncatingIfNeeded: rawValue >> 8), UInt8(truncatingIfNeeded: rawValue),
            ]
        }

        /// The code as text; bytes outside printable ASCII are written `\xNN`.
        var description: String { Self.text(bytes) }

        /// The code as text without trailing spaces and NULs (`"qt  "` → `"qt"`).
        var trimmed: String {
            var kept = bytes
            while let last = kept.last, last == 0x20 || last == 0 { kept.removeLast() }
            return Self.text(kept)
        }

        private static func text(_ bytes: [UInt8]) -> String {
            bytes.map { byte in
                if (0x20...0x7E).contains(byte), byte != 0x5C { return String(UnicodeScalar(byte)) }
                let hex = String(byte, radix: 16, uppercase: true)
                return "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }.joined()
        }

        static let traf = FourCC("traf")
        static let sinf = FourCC("sinf")
        static let frma = FourCC("frma")
        static let encv = FourCC("encv")
        static let resv = FourCC("resv")
        static let vide = FourCC("vide")
        static let soun = FourCC("soun")
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File names are bytes, not text: on Linux a name may hold any byte but `/` and NUL, valid UTF-8 or
/// not. storyshare carries paths in `String`s so that every layer can use them, and keeps every byte:
///
/// - a byte that is not part of valid UTF-8 is held as the private-use scalar U+F700 + byte
///   (U+F780 … U+F7FF, the bytes 0x80 … 0xFF);
/// - a name that really contains one of those scalars has its UTF-8 bytes held the same way, byte by
///   byte, so the mapping is one-to-one and ``bytes(of:)`` always gives back the original bytes.
///
/// Every system call that takes a path goes through ``withCString(_:_:)``; people see paths through
/// ``DisplayText/path(_:)``, which shows the held bytes as `\xNN`.
public enum PathBytes {
    /// The first scalar that holds a raw byte: U+F700 + 0x80 is the byte 0x80.
    static let rawBase: UInt32 = 0xF700
    /// The scalars that hold raw bytes.
    static let rawScalars: ClosedRange<UInt32> = 0xF780...0xF7FF

    /// The path `bytes` name, as storyshare carries it.
    public static func string<Bytes: Collection>(from bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = decodeScalar(bytes, at: index), !rawScalars.contains(scalar.value) {
                scalars.append(scalar)
                index += length
            } else if let (_, length) = decodeScalar(bytes, at: index) {
                // A real U+F780…U+F7FF: hold its bytes one by one, so that decoding stays one-to-one.
                for byte in bytes[index..<index + length] { scalars.append(raw(byte)) }
                index += length
            } else {
                scalars.append(raw(bytes[index]))
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes of `path`: UTF-8, with held raw bytes given back as themselves.
    public static func bytes(of path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if rawScalars.contains(scalar.value) {
                out.append(UInt8(scalar.value - rawBase))
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    /// Whether `path` holds bytes that are not valid UTF-8 (shown as `\xNN`).
    public static func holdsRawBytes(_ path: String) -> Bool {
        path.unicodeScalars.contains { rawScalars.contains($0.value) }
    }

    /// Calls `body` with `path` as the NUL-terminated bytes a system call takes.
    public static func withCString<Result>(
        _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
    ) rethrows -> Result {
        if !holdsRawBytes(path) { return try path.withCString(body) }
        let bytes = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The path a NUL-terminated C string names (a `readdir` entry, `mkstemp`'s result).
    public static func string(fromCString pointer: UnsafePointer<CChar>) -> String {
        let length = strlen(pointer)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            string(from: UnsafeBufferPointer(start: $0, count: length))
        }
    }

    private static func raw(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(rawBase + UInt32(byte))!
    }

    /// The scalar encoded at `index` and its length in bytes, or nil when the bytes there are not
    /// well-formed UTF-8 (overlong forms, surrogates and values over U+10FFFF are not).
    static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

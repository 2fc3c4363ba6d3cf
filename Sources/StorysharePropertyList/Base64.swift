/// Standard base64 (RFC 4648 alphabet, `=` padding), as XML plists and JSON bundles carry data.
///
/// The writers encode in chunks whose size is a multiple of 3 bytes, so a streamed file's
/// encoding is identical to the encoding of its bytes in one piece.
public enum Base64 {
    private static let alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// 0–63 for alphabet bytes, 0xFE for whitespace, 0xFF for anything else.
    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() {
            table[Int(byte)] = UInt8(index)
        }
        for byte in [UInt8(0x20), 0x09, 0x0A, 0x0D] {
            table[Int(byte)] = 0xFE
        }
        return table
    }()

    /// The base64 text of `bytes`, padded, on one line.
    public static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        bytes.withUnsafeBytes { raw in
            encode(raw, appendingTo: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of base64 `text`, or nil when it is not base64.
    ///
    /// Spaces, tabs, CR and LF anywhere are ignored. Padding may be omitted from the last group
    /// (2 or 3 characters); a lone final character, `=` before the end, or any other character
    /// makes the text invalid.
    public static func decode(_ text: String) -> [UInt8]? {
        decode(utf8: Array(text.utf8)[...])
    }

    /// Appends the padded base64 encoding of `input` to `output`.
    static func encode(_ input: UnsafeRawBufferPointer, appendingTo output: inout [UInt8]) {
        var index = 0
        let count = input.count
        while index + 3 <= count {
            let value = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            output.append(alphabet[Int(value >> 18)])
            output.append(alphabet[Int(value >> 12 & 0x3F)])
            output.append(alphabet[Int(value >> 6 & 0x3F)])
            output.append(alphabet[Int(value & 0x3F)])
            index += 3
        }
        let rest = count - index
        if rest == 1 {
            let value = UInt32(input[index]) << 16
            output.append(alphabet[Int(value >> 18)])
            output.append(alphabet[Int(value >> 12 & 0x3F)])
            output.append(0x3D)
            output.append(0x3D)
        } else if rest == 2 {
            let value = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
            output.append(alphabet[Int(value >> 18)])
            output.append(alphabet[Int(value >> 12 & 0x3F)])
            output.append(alphabet[Int(value >> 6 & 0x3F)])
            output.append(0x3D)
        }
    }

    /// Decodes base64 text given as UTF-8 bytes; nil when invalid (see ``decode(_:)``).
    static func decode(utf8 text: ArraySlice<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3 + 3)
        var group: UInt32 = 0
        var inGroup = 0
        var padding = 0
        let table = decodeTable
        for byte in text {
            let code = table[Int(byte)]
            if code == 0xFE {
                continue
            }
            if byte == 0x3D {
                // Padding: only in the last two places of the final group.
                guard inGroup >= 2 else {
                    return nil
                }
                padding += 1
                inGroup += 1
                guard inGroup <= 4 else {
                    return nil
                }
                continue
            }
            guard code != 0xFF, padding == 0 else {
                return nil
            }
            group = group << 6 | UInt32(code)
            inGroup += 1
            if inGroup == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
                inGroup = 0
            }
        }
        let digits = inGroup - padding
        if padding > 0 && inGroup != 4 {
            return nil
        }
        switch digits {
        case 0 where padding == 0:
            break
        case 2:
            // 12 bits gathered: one byte and 4 zero bits.
            output.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            // 18 bits gathered: two bytes and 2 zero bits.
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        default:
            return nil
        }
        return output
    }
}

import StoryshareXML

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
        // A native string's UTF-8 is decoded where it lies, not copied first.
        var text = text
        return text.withUTF8 { utf8 in
            decode(utf8: UnsafeRawBufferPointer(utf8)[...])
        }
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
    static func decode(utf8 text: InputBytes) -> [UInt8]? {
        var valid = false
        // Three bytes for every four characters, rounded up: never less than the decoded size.
        let bytes = [UInt8](unsafeUninitializedCapacity: text.count / 4 * 3 + 3) { buffer, initialized in
            var decoder = Base64Decoder(writingTo: UnsafeMutableRawPointer(buffer.baseAddress))
            decoder.append(text)
            if let count = decoder.finish() {
                valid = true
                initialized = count
            }
        }
        return valid ? bytes : nil
    }

    /// 0–63 for alphabet bytes, 0xFE for whitespace, 0xFF for anything else (see ``Base64Decoder``).
    static func withDecodeTable<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        decodeTable.withUnsafeBufferPointer(body)
    }
}

/// Decodes base64 fed to it in pieces (``Base64/decode(_:)``'s rules), writing each decoded byte
/// at `output + count`, or nowhere when it only checks and counts.
///
/// Written bytes never pass what was read: the three bytes of a group are written once its fourth
/// character has been read (the last one or two at ``finish()``). So text can be decoded where it
/// lies, into the start of its own memory, when the k-th character fed lies at `output + k` or
/// later, as it does when the text starts at `output` (whitespace skipped, and references or
/// escapes that stand for a character, only put the characters further on): byte 3g + 2 is written
/// after character 4g + 3 was read, and every character not yet read lies beyond it.
struct Base64Decoder: TextSink {
    private let output: UnsafeMutableRawPointer?
    /// The bytes decoded so far.
    private(set) var count = 0
    private var group: UInt32 = 0
    private var inGroup = 0
    private var padding = 0
    private var failed = false

    /// A decoder writing to `output`, or (nil) only checking and counting.
    init(writingTo output: UnsafeMutableRawPointer?) {
        self.output = output
    }

    /// The number of decoded bytes once all the text is fed, or nil when it is not base64.
    mutating func finish() -> Int? {
        let digits = inGroup - padding
        if failed || (padding > 0 && inGroup != 4) {
            return nil
        }
        switch digits {
        case 0 where padding == 0:
            break
        case 2:
            // 12 bits gathered: one byte and 4 zero bits.
            emit(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            // 18 bits gathered: two bytes and 2 zero bits.
            emit(UInt8(truncatingIfNeeded: group >> 10))
            emit(UInt8(truncatingIfNeeded: group >> 2))
        default:
            return nil
        }
        inGroup = 0
        padding = 0
        return count
    }

    @inline(__always)
    private mutating func emit(_ byte: UInt8) {
        output?.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Feeds one character whose table code is `code` (see ``Base64/withDecodeTable(_:)``).
    @inline(__always)
    private mutating func feed(_ byte: UInt8, code: UInt8) {
        if code == 0xFE {
            return
        }
        if byte == 0x3D {
            // Padding: only in the last two places of the final group.
            guard inGroup >= 2, inGroup < 4 else {
                failed = true
                return
            }
            padding += 1
            inGroup += 1
            return
        }
        guard code != 0xFF, padding == 0 else {
            failed = true
            return
        }
        group = group << 6 | UInt32(code)
        inGroup += 1
        if inGroup == 4 {
            emit(UInt8(truncatingIfNeeded: group >> 16))
            emit(UInt8(truncatingIfNeeded: group >> 8))
            emit(UInt8(truncatingIfNeeded: group))
            group = 0
            inGroup = 0
        }
    }

    mutating func append(_ byte: UInt8) {
        guard !failed else {
            return
        }
        Base64.withDecodeTable { table in
            feed(byte, code: table[Int(byte)])
        }
    }

    mutating func append(_ bytes: InputBytes) {
        let text = UnsafeRawBufferPointer(rebasing: bytes)
        let end = text.count
        Base64.withDecodeTable { table in
            var index = 0
            while index < end && !failed {
                if inGroup == 0 && padding == 0 {
                    (index, count) = Self.decodeGroups(text, from: index, table: table, output: output, count: count)
                    guard index < end else {
                        break
                    }
                }
                let byte = text[index]
                feed(byte, code: table[Int(byte)])
                index += 1
            }
        }
    }

    /// Decodes whole groups of four alphabet characters, the bulk of any base64 text, from `index`
    /// on, up to the first group that is anything else; returns where that group starts and the new
    /// count of decoded bytes. Works on locals only, so that stores through `output` (which may be
    /// the very memory being read) do not make the compiler reload the decoder's state.
    @inline(__always)
    private static func decodeGroups(
        _ text: UnsafeRawBufferPointer, from start: Int, table: UnsafeBufferPointer<UInt8>,
        output: UnsafeMutableRawPointer?, count startCount: Int
    ) -> (index: Int, count: Int) {
        var index = start
        var count = startCount
        let end = text.count
        while end - index >= 4 {
            let first = table[Int(text[index])]
            let second = table[Int(text[index + 1])]
            let third = table[Int(text[index + 2])]
            let fourth = table[Int(text[index + 3])]
            guard first | second | third | fourth < 64 else {
                break
            }
            if let output {
                let value = UInt32(first) << 18 | UInt32(second) << 12 | UInt32(third) << 6 | UInt32(fourth)
                output.storeBytes(of: UInt8(truncatingIfNeeded: value >> 16), toByteOffset: count, as: UInt8.self)
                output.storeBytes(of: UInt8(truncatingIfNeeded: value >> 8), toByteOffset: count + 1, as: UInt8.self)
                output.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: count + 2, as: UInt8.self)
            }
            count += 3
            index += 4
        }
        return (index, count)
    }

    mutating func append(scalar value: UInt32) {
        if value < 0x80 {
            append(UInt8(value))
        } else {
            failed = true
        }
    }
}

import Testing

@testable import StoryshareXML

/// The lexer's cursor: eight bytes at a time where it can, what it describes at a place, UTF-8 checked.
struct TextScannerTests {
    @Test("eight-byte tests agree with the byte-by-byte ones")
    func byteWords() {
        let alphabet: [UInt8] = [
            0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x26, 0x3C, 0x5C, 0x7F, 0x80, 0xEF, 0xFF,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly one harmless byte, so that words holding exactly one special byte are common.
                let pick = Int(state >> 59)
                bytes.append(pick < alphabet.count ? alphabet[pick] : 0x41)
            }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            for byte: UInt8 in [0x0D, 0x22, 0x26, 0x3C, 0x5C, 0xEF] {
                #expect(ByteWord.contains(word, byte) == bytes.contains(byte), "\(bytes) \(byte)")
            }
            #expect(ByteWord.containsByte(word, below: 0x20) == bytes.contains { $0 < 0x20 }, "\(bytes)")
            #expect(ByteWord.containsNonASCII(word) == bytes.contains { $0 >= 0x80 }, "\(bytes)")
        }
    }

    @Test("what a message says is found at a place: 20 characters at most, quoted, control characters escaped")
    func describe() {
        let bytes = Array("<a>\u{7}\"b\\</a>\n<then>".utf8)
        #expect(XMLReader.describe(bytes, at: 3) == #""\u{07}\"b\\</a>""#)
        #expect(XMLReader.describe(bytes, at: bytes.count) == "end of input")
        let long = Array(String(repeating: "x", count: 30).utf8)
        #expect(XMLReader.describe(long, at: 0) == "\"" + String(repeating: "x", count: 20) + "…\"")
    }

    @Test("invalid UTF-8 is found where it begins")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("<a>ok ".utf8) + [0xC0, 0x80] + Array("</a>".utf8)
        #expect(bytes.withUnsafeBytes { TextScanner.firstInvalidUTF8($0[...]) } == 6)
        #expect(Array("<a>é</a>".utf8).withUnsafeBytes { TextScanner.firstInvalidUTF8($0[...]) } == nil)
    }
}

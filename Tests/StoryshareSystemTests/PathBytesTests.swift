import Testing

@testable import StoryshareSystem

/// Paths are bytes: every byte string survives the trip through a `String` and back, and valid UTF-8
/// is carried as the text it is.
struct PathBytesTests {
    @Test func everyByteStringRoundTrips() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 1...255, using: &generator) }
            let path = PathBytes.string(from: bytes)
            #expect(PathBytes.bytes(of: path) == bytes, "\(bytes)")
        }
    }

    @Test func validUTF8IsCarriedAsItsText() {
        for name in ["a.png", "Ünïcödé/背景.jpg", "emoji-🎉.png", "", "dir/"] {
            #expect(PathBytes.string(from: Array(name.utf8)) == name)
            #expect(PathBytes.bytes(of: name) == Array(name.utf8))
            #expect(!PathBytes.holdsRawBytes(name))
        }
    }

    @Test func invalidBytesAreHeldOneByOne() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x2E, 0xC3, 0x70]  // "a", 0xFF, ".", a lone lead byte, "p"
        let path = PathBytes.string(from: bytes)
        #expect(path.unicodeScalars.count == 5)
        #expect(PathBytes.holdsRawBytes(path))
        #expect(PathBytes.bytes(of: path) == bytes)
    }

    @Test(
        arguments: [
            [0xC0, 0xAF],  // overlong "/"
            [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
            [0xF4, 0x90, 0x80, 0x80],  // over U+10FFFF
            [0xE2, 0x82],  // cut short
        ] as [[UInt8]])
    func malformedUTF8IsHeldAsBytes(bytes: [UInt8]) {
        let path = PathBytes.string(from: bytes)
        #expect(path.unicodeScalars.count == bytes.count)
        #expect(PathBytes.bytes(of: path) == bytes)
    }

    @Test func aNameHoldingTheReservedScalarsStaysDistinct() {
        // U+F7FF is valid UTF-8 (EF 9F BF); it must not be confused with the raw byte 0xFF.
        let real = Array("x\u{F7FF}".utf8)
        let raw: [UInt8] = [0x78, 0xFF]
        let a = PathBytes.string(from: real)
        let b = PathBytes.string(from: raw)
        #expect(a != b)
        #expect(PathBytes.bytes(of: a) == real)
        #expect(PathBytes.bytes(of: b) == raw)
    }

    @Test func systemCallsSeeTheOriginalBytes() {
        let bytes: [UInt8] = [0x2F, 0x74, 0x6D, 0x70, 0x2F, 0xFF, 0xFE]
        let seen = PathBytes.withCString(PathBytes.string(from: bytes)) { pointer in
            (0..<bytes.count + 1).map { UInt8(bitPattern: pointer[$0]) }
        }
        #expect(seen == bytes + [0])
        #expect(PathBytes.bytes(of: PathBytes.string(fromCString: "plain")) == Array("plain".utf8))
    }
}

struct DisplayTextTests {
    @Test func plainTextIsUnchanged() {
        #expect(DisplayText.escaped("facebook-stories://share") == "facebook-stories://share")
        #expect(DisplayText.path("assets/背景 1.png") == "assets/背景 1.png")
    }

    @Test func controlCharactersAreEscaped() {
        #expect(DisplayText.escaped("a\u{1B}[31mred\nline\t") == "a\\x1B[31mred\\nline\\t")
        #expect(DisplayText.escaped("\u{85}\u{7F}") == "\\xC2\\x85\\x7F")
        #expect(DisplayText.escaped("left\u{202E}gnp.exe") == "left\\xE2\\x80\\xAEgnp.exe")
    }

    @Test func pathsThatNeedEscapesAreQuoted() {
        #expect(DisplayText.path(PathBytes.string(from: [0x61, 0xFF, 0x2E, 0x70, 0x6E, 0x67])) == "\"a\\xFF.png\"")
        #expect(DisplayText.path("two\nlines.png") == "\"two\\nlines.png\"")
        #expect(DisplayText.path("back\\slash.png") == "\"back\\\\slash.png\"")
        #expect(DisplayText.path("say \"hi\".png") == "\"say \\\"hi\\\".png\"")
    }

    @Test func noTwoPathsDisplayAlike() {
        // The escaped form of one name is never the plain form of another.
        let names = ["a\\xFF.png", PathBytes.string(from: [0x61, 0xFF, 0x2E, 0x70, 0x6E, 0x67]), "\"a\\xFF.png\""]
        let shown = names.map(DisplayText.path)
        #expect(Set(shown).count == names.count, "\(shown)")
    }
}

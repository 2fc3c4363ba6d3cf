import Foundation
import Testing

@testable import StorysharePropertyList

/// The XML reader's base64 decoder, against Foundation's encoder.
@Suite("Base64")
struct Base64Tests {
    static func decode(_ text: String) -> [UInt8]? {
        Array(text.utf8).withUnsafeBytes { Base64.decode(utf8: $0[...]) }
    }

    @Test("RFC 4648 test vectors")
    func vectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors {
            #expect(Self.decode(encoded) == Array(plain.utf8))
        }
        #expect(Self.decode("+/+/") == [0xFB, 0xFF, 0xBF])
    }

    @Test("whitespace is ignored and final padding may be omitted")
    func leniency() {
        #expect(Self.decode(" Zm9v\n\tYmE=\r\n") == Array("fooba".utf8))
        #expect(Self.decode("Zm9vYmE") == Array("fooba".utf8))
        #expect(Self.decode("Zg") == Array("f".utf8))
    }

    @Test(
        "invalid text is refused", arguments: ["Z", "Zm9vY", "Zg=", "Z===", "=Zg=", "Zg==Zg==", "Zm9v!", "Zg=a", "é"])
    func invalid(text: String) {
        #expect(Self.decode(text) == nil)
    }

    @Test("what Foundation encodes decodes back, at every length up to 200")
    func roundTrips() {
        for count in 0...200 {
            let bytes = Samples.bytes(count, seed: UInt32(count + 7))
            #expect(Self.decode(Data(bytes).base64EncodedString(options: .lineLength76Characters)) == bytes)
        }
    }
}

/// The XML reader's `<date>` parser.
@Suite("ISO-8601 UTC timestamps")
struct ISO8601UTCTests {
    static func parse(_ text: String, fraction: Bool = true) -> Double? {
        Array(text.utf8).withUnsafeBytes { ISO8601UTC.parse(utf8: $0[...], allowFraction: fraction) }
    }

    @Test("known moments")
    func known() {
        let cases: [(Double, String)] = [
            (0, "1970-01-01T00:00:00Z"), (978_307_200, "2001-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
            (-1, "1969-12-31T23:59:59Z"), (1_700_000_000, "2023-11-14T22:13:20Z"),
            (-62_135_596_800, "0001-01-01T00:00:00Z"), (253_402_300_799, "9999-12-31T23:59:59Z"),
        ]
        for (seconds, text) in cases {
            #expect(Self.parse(text, fraction: false) == seconds, "\(text)")
        }
        #expect(Self.parse("2000-02-29T12:00:00.25Z") == 951_825_600.25)
        #expect(Self.parse("2000-02-29T12:00:00.25Z", fraction: false) == nil)
    }

    @Test("malformed timestamps are refused")
    func malformed() {
        for text in [
            "", "1970-01-01T00:00:00", "1970-01-01t00:00:00Z", "1970-01-01T00:00:00+00:00", "1970-02-30T00:00:00Z",
            "1900-02-29T00:00:00Z", "1970-01-01T00:00:60Z", "1970-01-01T00:00:00.Z", "1970-01-01T00:00:00.xZ",
            "+1970-01-01T00:00:00Z", "1970-01-01T00:00:00.5ZZ",
        ] {
            #expect(Self.parse(text) == nil, "\(text)")
        }
    }
}

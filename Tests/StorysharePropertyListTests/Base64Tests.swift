import Testing

@testable import StorysharePropertyList

@Suite("Base64")
struct Base64Tests {
    @Test("RFC 4648 test vectors")
    func vectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors {
            #expect(Base64.encode(Array(plain.utf8)) == encoded)
            #expect(Base64.decode(encoded) == Array(plain.utf8))
        }
        #expect(Base64.encode([0xFB, 0xFF, 0xBF]) == "+/+/")
    }

    @Test("whitespace is ignored and final padding may be omitted")
    func leniency() {
        #expect(Base64.decode(" Zm9v\n\tYmE=\r\n") == Array("fooba".utf8))
        #expect(Base64.decode("Zm9vYmE") == Array("fooba".utf8))
        #expect(Base64.decode("Zg") == Array("f".utf8))
    }

    @Test(
        "invalid text is refused", arguments: ["Z", "Zm9vY", "Zg=", "Z===", "=Zg=", "Zg==Zg==", "Zm9v!", "Zg=a", "é"])
    func invalid(text: String) {
        #expect(Base64.decode(text) == nil)
    }

    @Test("round trips of every length up to 200")
    func roundTrips() {
        for count in 0...200 {
            let bytes = Samples.bytes(count, seed: UInt32(count + 7))
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
    }
}

@Suite("ISO-8601 UTC timestamps")
struct ISO8601UTCTests {
    @Test("known moments")
    func known() {
        let cases: [(Double, String)] = [
            (0, "1970-01-01T00:00:00Z"), (978_307_200, "2001-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
            (-1, "1969-12-31T23:59:59Z"), (1_700_000_000, "2023-11-14T22:13:20Z"),
            (ISO8601UTC.earliest, "0001-01-01T00:00:00Z"), (ISO8601UTC.latest, "9999-12-31T23:59:59Z"),
        ]
        for (seconds, text) in cases {
            #expect(ISO8601UTC.format(seconds, fractionalSeconds: false) == text)
            #expect(ISO8601UTC.parse(text) == seconds)
        }
    }

    @Test("fractions: rounded down for XML, shortest exact digits for JSON")
    func fractions() {
        #expect(ISO8601UTC.format(1.5, fractionalSeconds: false) == "1970-01-01T00:00:01Z")
        #expect(ISO8601UTC.format(-0.5, fractionalSeconds: false) == "1969-12-31T23:59:59Z")
        #expect(ISO8601UTC.format(1.5, fractionalSeconds: true) == "1970-01-01T00:00:01.5Z")
        #expect(ISO8601UTC.format(-0.5, fractionalSeconds: true) == "1969-12-31T23:59:59.5Z")
        #expect(ISO8601UTC.format(1_700_000_000.123, fractionalSeconds: true) == "2023-11-14T22:13:20.123Z")
        var seed: UInt64 = 12345
        for _ in 0..<2000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let seconds = Double(Int64(bitPattern: seed >> 20) % 4_000_000_000) / 1000 + Double(seed % 997) / 997
            let text = ISO8601UTC.format(seconds, fractionalSeconds: true)
            #expect(text.flatMap(ISO8601UTC.parse) == seconds, "\(seconds) → \(text ?? "nil")")
        }
    }

    @Test("out of range and non-finite moments have no form")
    func outOfRange() {
        for seconds in [Double.nan, .infinity, -.infinity, ISO8601UTC.earliest - 1, ISO8601UTC.latest + 1, 1e300] {
            #expect(ISO8601UTC.format(seconds, fractionalSeconds: true) == nil)
        }
    }

    @Test("malformed timestamps are refused")
    func malformed() {
        for text in [
            "", "1970-01-01T00:00:00", "1970-01-01t00:00:00Z", "1970-01-01T00:00:00+00:00", "1970-02-30T00:00:00Z",
            "1900-02-29T00:00:00Z", "1970-01-01T00:00:60Z", "1970-01-01T00:00:00.Z", "1970-01-01T00:00:00.xZ",
            "+1970-01-01T00:00:00Z", "1970-01-01T00:00:00.5ZZ",
        ] {
            #expect(ISO8601UTC.parse(text) == nil, "\(text)")
        }
        #expect(ISO8601UTC.parse("2000-02-29T12:00:00.25Z") == 951_825_600.25)
    }
}

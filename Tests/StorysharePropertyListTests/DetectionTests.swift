import Testing

@testable import StorysharePropertyList

@Suite("Encoding detection")
struct DetectionTests {
    @Test("the first bytes decide the encoding")
    func detection() throws {
        let cases: [(String, PropertyListEncoding)] = [
            ("bplist00", .binary), ("<?xml", .xml), ("  \n<plist>", .xml), ("\u{FEFF}<!DOCTYPE", .xml),
        ]
        for (text, expected) in cases {
            let detected = try Array(text.utf8).withUnsafeBytes { try PropertyListReader.detectEncoding($0[...]) }
            #expect(detected == expected, "\(text)")
        }
    }

    @Test("anything else is refused with its first bytes")
    func unrecognized() {
        #expect(readError([]) == .unrecognizedEncoding(prefix: []))
        #expect(readError([])?.message == "not a property list: the input is empty")
        let gif = Array("GIF89a\u{1}\u{2}more".utf8)
        #expect(readError(gif) == .unrecognizedEncoding(prefix: Array(gif.prefix(8))))
        #expect(
            readError(gif)?.message
                == "not a property list: expected bplist00, <?xml, <plist or <!DOCTYPE at the start;"
                + " found \"GIF89a\\x01\\x02\"")
        #expect(readError(Array("bplist01xxxxxxxx".utf8))?.message.contains("version \"01\"") == true)
        for text in ["\"string\"", "42", "<dict/>", "<!-- c --><plist/>", "plist", "{}", "[true]"] {
            #expect(readError(Array(text.utf8))?.caseName == "unrecognizedEncoding", "\(text)")
        }
    }
}
